import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, type DemoAccount } from '../../support/accounts';
import { COOKIES, cookieValue, getCookie, setRegion } from '../../support/cookies';
import { graphql, ME_LANG, ME_UPDATE_LANG } from '../../support/graphql';
import { expectPath, htmlLang, regionPopup } from '../../support/page';
import { SignInForm, signInQuickly, signInWithForm, signOutFromMenu } from '../../support/session';

function languageButton(page: Page, lang: 'en' | 'vi') {
  return page.getByRole('button', { name: lang === 'en' ? /English/ : /Tiếng Việt/ });
}

async function switchTo(page: Page, lang: 'en' | 'vi'): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await languageButton(page, lang).click();
  await reloaded;
  await expect.poll(() => htmlLang(page)).toBe(lang);
}

async function meLang(page: Page): Promise<string | undefined> {
  const result = await graphql<{ me: { lang: string } | null }>(page.request, ME_LANG);
  return result.data?.me?.lang;
}

test('Vietnamese is the default', async ({ page, context }) => {
  await page.goto('/signin');
  expect(await htmlLang(page)).toBe('vi');
  const form = new SignInForm(page);
  await expect(form.submit).toHaveText('Đăng nhập');
  await expect(languageButton(page, 'vi')).toHaveAttribute('aria-pressed', 'true');
  expect(await getCookie(context, COOKIES.language)).toBeUndefined();
});

test('EN stores cb_lang=en and reloads in English; VI switches back', async ({ page, context }) => {
  await page.goto('/signin');
  await switchTo(page, 'en');
  expect(await cookieValue(context, COOKIES.language)).toBe('en');
  await expectPath(page, '/signin');
  const form = new SignInForm(page);
  await expect(form.submit).toHaveText('Sign in');
  await expect(form.login).toBeVisible();
  await expect(page.getByText('Đăng nhập', { exact: true })).toHaveCount(0);

  await switchTo(page, 'vi');
  expect(await cookieValue(context, COOKIES.language)).toBe('vi');
  await expect(form.submit).toHaveText('Đăng nhập');
});

test('the home page switches language for a visitor, region popup included', async ({ page, context }) => {
  await page.goto('/');
  await expect(regionPopup(page)).toContainText('Tiếp tục');
  // The popup is modal: choose the region first, then switch.
  const reloaded = page.waitForEvent('load');
  await regionPopup(page).getByRole('button', { name: 'Tiếp tục' }).click();
  await reloaded;

  await switchTo(page, 'en');
  expect(await cookieValue(context, COOKIES.language)).toBe('en');
  await expect(page.getByRole('main')).toContainText(/South|Southern/);

  await context.clearCookies({ name: COOKIES.region });
  await page.reload();
  await expect(regionPopup(page).getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(regionPopup(page).getByRole('radio', { name: /North/ })).toBeVisible();
});

test('?lang=en on a page sets English and remembers it', async ({ page, context }) => {
  await page.goto('/signin?lang=en');
  expect(await htmlLang(page)).toBe('en');
  await expect(new SignInForm(page).submit).toHaveText('Sign in');
  expect(await cookieValue(context, COOKIES.language)).toBe('en');

  await page.goto('/signin');
  expect(await htmlLang(page)).toBe('en');
});

test('a signed-in user’s language is saved on the account and survives signing out and in', async ({
  page,
  context,
}, testInfo) => {
  // One account per project: both projects run this at the same time and the language is per account.
  const account: DemoAccount = testInfo.project.name === 'phone' ? ACCOUNTS.otherOwner : ACCOUNTS.approver;
  const store = account.stores[0]!;
  await setRegion(context, 'HCM');
  await signInQuickly(page, account, { storeId: store.id });
  try {
    await page.goto('/');
    await expectPath(page, '/');
    expect(await htmlLang(page)).toBe('vi');

    await switchTo(page, 'en');
    expect(await cookieValue(context, COOKIES.language)).toBe('en');
    await expect.poll(() => meLang(page), { message: 'meUpdateLang saved en on the account' }).toBe('en');

    await signOutFromMenu(page);
    expect(await htmlLang(page), 'the sign-in page after sign-out stays in English').toBe('en');
    expect(await cookieValue(context, COOKIES.language)).toBe('en');

    await signInWithForm(page, account.email);
    await expectPath(page, '/change-store');
    expect(await htmlLang(page)).toBe('en');
    expect(await meLang(page)).toBe('en');

    await switchTo(page, 'vi');
    await expect.poll(() => meLang(page)).toBe('vi');
  } finally {
    // Leave the account as the seed made it for other tests (no-op when already vi).
    await graphql(page.request, ME_UPDATE_LANG, { lang: 'vi' }).catch(() => undefined);
  }
});
