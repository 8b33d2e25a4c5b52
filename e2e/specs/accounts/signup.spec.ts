import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { cookieValue, setLanguage } from '../../support/cookies';
import { BASE_URL } from '../../support/env';
import { SignInForm } from '../../support/session';
import { test } from '../../support/sessions';

/**
 * Sign-up (issue 15 point 1) in a browser: a restaurant finds the sign-up from the sign-in page, is told inline
 * what is missing or wrong, signs up and sees the waiting-for-approval screen; signing in then says it is waiting;
 * an operator approves it on /supplier/sign-ups (the reject dialog asks for a reason first); the owner signs in and
 * lands on /change-store, where the store dialog opens by itself and creates its first store (province → district →
 * ward, the pin). Vietnamese on the phone, English on desktop.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  vi: {
    signUpLink: 'Đăng ký doanh nghiệp',
    title: 'Đăng ký doanh nghiệp',
    required: 'Vui lòng nhập Tên doanh nghiệp!',
    mismatch: 'Mật khẩu xác nhận không khớp!',
    shortPassword: 'Mật khẩu phải có ít nhất 8 ký tự',
    foodLink: 'Liên kết phải bắt đầu bằng https://shopeefood.vn/ hoặc https://food.grab.com/',
    otherRequired: 'Vui lòng nhập Nguồn khác!',
    success: 'Đăng ký thành công — đang chờ duyệt',
    waiting: 'Tài khoản của bạn đang chờ duyệt',
    reasonRequired: 'Vui lòng nhập lý do',
    approved: 'Đã duyệt',
  },
  en: {
    signUpLink: 'Sign up your business',
    title: 'Sign up your business',
    required: 'Please input Business name!',
    mismatch: 'Your confirm password is not correct!',
    shortPassword: 'The password must be at least 8 characters long',
    foodLink: 'The link must start with https://shopeefood.vn/ or https://food.grab.com/',
    otherRequired: 'Please input Other source!',
    success: 'Signed up — waiting for approval',
    waiting: 'Your account is waiting for approval',
    reasonRequired: 'Please enter a reason',
    approved: 'approved',
  },
} as const;

const SHOTS = '/tmp/signup-shots';

async function shot(page: Page, name: string, project: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

const field = (page: Page, name: string) =>
  page.locator(`[data-field="${name}"]`).locator('input, select, textarea').first();

test('a business signs up, an operator approves it, its owner signs in and creates its first store', async ({
  page,
  context,
  browser,
  isMobile,
}, testInfo) => {
  const lang = isMobile ? 'vi' : 'en';
  const text = TEXT[lang];
  const project = testInfo.project.name;
  await setLanguage(context, lang);
  const tag = randomBytes(4).toString('hex');
  const email = `signup-${project}-${tag}@e2e.chobep.vn`;
  const phone = `037${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
  const business = `Quán Thử ${tag}`;
  const password = 'bepngon2025';

  // From the sign-in page.
  const signIn = new SignInForm(page);
  await signIn.goto();
  await page.getByTestId('signup-link').click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);

  // Submitting nothing marks every required field; leaving a field shows its own message.
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByTestId('businessName-error')).toHaveText(text.required);
  await field(page, 'password').fill('abc1');
  await field(page, 'confirmPassword').fill('abc12');
  await field(page, 'confirmPassword').blur();
  await expect(page.getByTestId('password-error')).toHaveText(text.shortPassword);
  await expect(page.getByTestId('confirmPassword-error')).toHaveText(text.mismatch);
  await field(page, 'foodDeliveryUrl').fill('https://example.com/quan');
  await field(page, 'foodDeliveryUrl').blur();
  await expect(page.getByTestId('foodDeliveryUrl-error')).toHaveText(text.foodLink);
  await field(page, 'acquisitionSource').selectOption('OTHER');
  await expect(page.getByTestId('acquisitionSourceOther-error')).toHaveText(text.otherRequired);
  await shot(page, 'signup-errors', project);

  // The whole form, right.
  await field(page, 'representativeName').fill('Nguyễn Thị Lan');
  await field(page, 'role').selectOption('OWNER');
  await field(page, 'email').fill(email);
  await field(page, 'telephone').fill(phone);
  await field(page, 'password').fill(password);
  await field(page, 'confirmPassword').fill(password);
  await field(page, 'businessName').fill(business);
  await field(page, 'businessType').selectOption('RESTAURANT');
  await field(page, 'businessCategory').selectOption('RESTAURANT_VIETNAMESE');
  await field(page, 'branchCount').fill('2');
  await field(page, 'provinceCode').selectOption('79');
  await field(page, 'district').fill('Quận 3');
  await field(page, 'ward').fill('Phường Võ Thị Sáu');
  await field(page, 'address').fill('12 Nguyễn Đình Chiểu');
  await field(page, 'foodDeliveryUrl').fill('https://shopeefood.vn/ho-chi-minh/quan-thu');
  await field(page, 'acquisitionSourceOther').fill('Hội chợ ẩm thực');
  await expect(page.getByTestId('email-free')).toBeVisible();
  await expect(page.locator('[data-field] [data-testid$="-error"]')).toHaveCount(0);
  await expectNoBlockingViolations(page, testInfo, 'sign-up form');
  await shot(page, 'signup-form', project);
  await page.getByTestId('signup-submit').click();
  const success = page.getByTestId('signup-success');
  await expect(success).toBeVisible();
  await expect(success.getByRole('heading')).toHaveText(text.success);
  await expect(success).toContainText(email);
  await shot(page, 'signup-success', project);

  // Waiting: the sign-in says so.
  await signIn.goto();
  await signIn.fill(email, password);
  await signIn.submit.click();
  await expect(page.getByTestId('form-error')).toContainText(text.waiting);
  await expect(page).toHaveURL(/\/signin/);

  // An operator reviews it.
  const opContext = await browser.newContext({ baseURL: BASE_URL, viewport: page.viewportSize() ?? undefined });
  await setLanguage(opContext, lang);
  const op = await opContext.newPage();
  const opSignIn = new SignInForm(op);
  await opSignIn.goto();
  await opSignIn.fill(SUPPLY_ACCOUNTS.operator.email, DEMO_PASSWORD);
  await opSignIn.submit.click();
  await expect(op).toHaveURL(/\/supplier\/orders/);
  await op.getByTestId('supply-nav-sign-ups').click();
  await expect(op).toHaveURL(/\/supplier\/sign-ups$/);
  const card = op.locator(`[data-testid="sign-up-card"][data-email="${email}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(business);
  await expect(card).toContainText('12 Nguyễn Đình Chiểu');
  await expect(card).toContainText('Hội chợ ẩm thực');
  await expectNoBlockingViolations(op, testInfo, 'sign-ups list');
  await shot(op, 'supply-sign-ups', project);
  // Rejecting asks for a reason; closing the dialog changes nothing.
  await card.getByTestId('sign-up-reject').click();
  const dialog = op.getByTestId('sign-up-reject-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('sign-up-reject-confirm').click();
  await expect(dialog.getByTestId('sign-up-reason-error')).toHaveText(text.reasonRequired);
  await shot(op, 'supply-reject-dialog', project);
  await op.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByTestId('sign-up-approve').click();
  await expect(op.getByTestId('sign-ups-notice')).toContainText(text.approved);
  await expect(card).toBeHidden();
  await opContext.close();

  // Approved: the owner signs in and lands where a company without stores goes.
  await signIn.goto();
  await signIn.fill(email, password);
  await signIn.submit.click();
  await expect(page).toHaveURL(/\/change-store/);
  expect(await cookieValue(context, 'cb_session')).toBe('1');

  // The company has no store yet: the store dialog opens by itself; province → district → ward, the pin, Finish.
  const storeDialog = page.getByTestId('store-dialog');
  await expect(storeDialog).toBeVisible();
  const vi = lang === 'vi';
  const storeName = `${business} – Quận 3`;
  await storeDialog.getByLabel(vi ? 'Tên cửa hàng' : 'Store name').fill(storeName);
  await storeDialog.getByLabel(vi ? 'Số điện thoại' : 'Phone number').fill(phone);
  await storeDialog
    .getByLabel(vi ? 'Tỉnh/Thành phố' : 'Province/City')
    .selectOption({ label: vi ? 'Thành phố Hồ Chí Minh' : 'Ho Chi Minh City' });
  await storeDialog.getByLabel(vi ? 'Quận/Huyện' : 'District').selectOption({ label: vi ? 'Quận 3' : 'District 3' });
  await storeDialog.getByLabel(vi ? 'Phường/Xã' : 'Ward/Commune').selectOption({ label: vi ? 'Phường 14' : 'Ward 14' });
  await storeDialog.getByLabel(vi ? 'Địa chỉ cụ thể' : 'Address detail').fill('12 Nguyễn Đình Chiểu');
  await storeDialog.getByTestId('pin-handle').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await storeDialog.getByRole('button', { name: vi ? 'Hoàn tất' : 'Finish' }).click();
  await page.waitForURL('**/change-store?created=1');
  await expect(page.getByTestId('store-created')).toBeVisible();
  // The new store is the current one and its recommendations are offered (recommendation-popup.spec.ts): close them.
  const popup = page.getByTestId('recommendation-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('recommendation-close').click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('main').getByText(storeName)).toBeVisible();
});
