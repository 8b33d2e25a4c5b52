import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { setLanguage } from '../../support/cookies';
import { BASE_URL } from '../../support/env';
import { graphql } from '../../support/graphql';
import { linkInMail, type MailSink, startMailSink } from '../../support/mail';
import { accountMenu, SignInForm, signInQuickly, signInWithForm } from '../../support/session';

/**
 * The team (issue 15 points 5, 6, 9): the owner creates a group with one permission bundle and invites a colleague
 * into it; the colleague opens the link from the mail, sets a password and is signed in by it (issue 22: the page
 * lands in the app, not on /signin), with that group's permissions only; the group then loses a permission and the
 * colleague's next page is refused (the guard sends them to /).
 * Phone in Vietnamese, desktop in English.
 */
let sink: MailSink | null = null;
test.beforeAll(async () => {
  sink = await startMailSink();
});
test.afterAll(async () => {
  await sink?.close();
});

test('owner → group with a bundle → invitation → colleague signs in with those permissions only → one removed', async ({
  browser,
}, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === 'phone' ? 'vi' : 'en';
  const vi = lang === 'vi';
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const groupName = vi ? `Đặt hàng ${tag}` : `Ordering ${tag}`;
  const email = `dong-nghiep-${tag}@test.chobep.vn`;
  const shot = (name: string) => testInfo.outputPath(`team-${name}-${testInfo.project.name}-${lang}.png`);

  // The owner.
  const ownerContext = await browser.newContext({ ...testInfo.project.use, baseURL: BASE_URL });
  await setLanguage(ownerContext, lang);
  const owner = await ownerContext.newPage();
  await signInQuickly(owner, ACCOUNTS.owner, { storeId: STORES.bepVietQuan1.id });

  // 1. A group with one bundle: Create Order.
  await owner.goto('/group-management');
  await expect(owner.getByRole('heading', { level: 1, name: vi ? 'Quản lý nhóm' : 'Group management' })).toBeVisible();
  const create = owner.getByTestId('group-create');
  // The form takes input once the page has hydrated (its button is disabled until then).
  await expect(create.getByRole('button', { name: vi ? 'Tạo nhóm' : 'Create group' })).toBeEnabled();
  await create.getByLabel(vi ? 'Tên nhóm' : 'Group name').fill(groupName);
  await create.getByRole('checkbox', { name: vi ? 'Tạo đơn hàng' : 'Create Order' }).check();
  await owner.screenshot({ path: shot('groups'), fullPage: true });
  await create.getByRole('button', { name: vi ? 'Tạo nhóm' : 'Create group' }).click();
  await owner.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
  const groupPath = new URL(owner.url()).pathname;
  await expect(owner.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await owner.screenshot({ path: shot('group'), fullPage: true });

  // The same name in other case and without accents is refused.
  await owner.goto('/group-management');
  await expect(create.getByRole('button', { name: vi ? 'Tạo nhóm' : 'Create group' })).toBeEnabled();
  await create.getByLabel(vi ? 'Tên nhóm' : 'Group name').fill(groupName.toUpperCase());
  await create.getByRole('button', { name: vi ? 'Tạo nhóm' : 'Create group' }).click();
  await expect(create.getByRole('alert')).toHaveText(vi ? 'Tên nhóm đã tồn tại!' : 'Group name already exists!');

  // 2. The invitation, into that group, offering Quận 1.
  await owner.goto('/user-management');
  await expect(
    owner.getByRole('heading', { level: 1, name: vi ? 'Quản lý người dùng' : 'User management' }),
  ).toBeVisible();
  await owner.getByTestId('invite-open').click();
  const panel = owner.getByTestId('invite-panel');
  await expect(panel.getByRole('button', { name: vi ? 'Gửi lời mời' : 'Send invitations' })).toBeEnabled();
  await panel.getByLabel(vi ? 'Email' : 'Emails').fill(email);
  await panel.getByRole('checkbox', { name: groupName }).check();
  await panel.getByRole('checkbox', { name: STORES.bepVietQuan1.name }).check();
  await panel.getByRole('button', { name: vi ? 'Gửi lời mời' : 'Send invitations' }).click();
  await expect(panel.getByRole('status')).toContainText(email);
  await owner.screenshot({ path: shot('users'), fullPage: true });

  // 3. The colleague opens the link of the mail.
  const mailbox = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const link = await linkInMail(mailbox, sink, email, /\/invitations\//);
  await mailbox.dispose();
  const colleagueContext = await browser.newContext({ ...testInfo.project.use, baseURL: BASE_URL });
  await setLanguage(colleagueContext, lang);
  const colleague = await colleagueContext.newPage();
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(
    vi ? 'Tham gia Nhà hàng Bếp Việt' : 'Join Nhà hàng Bếp Việt',
  );
  const form = colleague.getByTestId('invitation-form');
  // The shared rule, before any call: a password without a digit.
  await expect(form.getByRole('button', { name: vi ? 'Tạo tài khoản' : 'Create account' })).toBeEnabled();
  await form.getByLabel(vi ? 'Họ tên' : 'Name').fill('Phạm Thu Hà');
  await form.getByLabel(vi ? 'Mật khẩu' : 'Password', { exact: true }).fill('khongcoso');
  await form.getByLabel(vi ? 'Xác nhận mật khẩu' : 'Confirm password').fill('khongcoso');
  await form.getByRole('button', { name: vi ? 'Tạo tài khoản' : 'Create account' }).click();
  await expect(
    form.getByText(vi ? 'Mật khẩu phải có ít nhất một chữ số' : 'The password must contain at least one digit'),
  ).toBeVisible();
  await form.getByLabel(vi ? 'Mật khẩu' : 'Password', { exact: true }).fill('thuha2026');
  await form.getByLabel(vi ? 'Xác nhận mật khẩu' : 'Confirm password').fill('thuha2026');
  await expect(form.getByRole('checkbox', { name: STORES.bepVietQuan1.name })).toBeChecked();
  await colleague.screenshot({ path: shot('invitation'), fullPage: true });
  await form.getByRole('button', { name: vi ? 'Tạo tài khoản' : 'Create account' }).click();

  // 4. Accepting signs the colleague in: the page lands in the app, not on /signin, with the group's permissions
  // and nothing more.
  await colleague.waitForURL((url) => !url.pathname.startsWith('/invitations/'));
  expect(new URL(colleague.url()).pathname).not.toBe('/signin');
  await expect(accountMenu(colleague)).toBeVisible();
  await expect(accountMenu(colleague)).toContainText('Phạm Thu Hà');
  await colleague.screenshot({ path: shot('signed-in'), fullPage: false });
  const me = await graphql<{ me: { email: string; permissionCodes: string[] } }>(
    colleague.request,
    'query E2eTeamMe { me { email permissionCodes } }',
  );
  expect(me.data?.me.email).toBe(email);
  expect(me.data?.me.permissionCodes.sort()).toEqual(['ORDER_LIST', 'ORDER_PLACE', 'ORDER_VIEW']);

  // The link is used now: its page says so (to a visitor; a signed-in user is sent into the app).
  const visitorContext = await browser.newContext({ ...testInfo.project.use, baseURL: BASE_URL });
  await setLanguage(visitorContext, lang);
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByTestId('invitation-state')).toHaveAttribute('data-state', 'USED');
  await expect(visitor.getByRole('heading', { level: 2 })).toHaveText(
    vi ? 'Lời mời đã được sử dụng' : 'This invitation has been used',
  );
  await visitorContext.close();

  // The password set on the link signs in from another browser too.
  const elsewhereContext = await browser.newContext({ ...testInfo.project.use, baseURL: BASE_URL });
  const elsewhere = await elsewhereContext.newPage();
  await new SignInForm(elsewhere).goto();
  await signInWithForm(elsewhere, email, { password: 'thuha2026' });
  await expect(accountMenu(elsewhere)).toBeVisible();
  await elsewhereContext.close();
  await colleague.goto('/orders');
  await expect(colleague).toHaveURL(/\/orders(\?.*)?$/);
  await colleague.goto('/user-management');
  await expect(colleague).toHaveURL(`${BASE_URL}/`);

  // 5. The group loses ORDER_LIST: the colleague's next page is refused, without signing in again.
  await owner.goto(groupPath);
  const editor = owner.getByTestId('group-editor');
  await editor.locator('summary').click();
  await editor.getByRole('checkbox', { name: vi ? 'Xem danh sách đơn hàng' : 'View the order list' }).uncheck();
  await editor.getByRole('button', { name: vi ? 'Lưu' : 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText(vi ? 'Đã lưu' : 'Saved');
  await colleague.goto('/orders');
  await expect(colleague).toHaveURL(`${BASE_URL}/`);

  await ownerContext.close();
  await colleagueContext.close();
});
