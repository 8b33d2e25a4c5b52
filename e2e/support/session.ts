import { expect, type Locator, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { DEMO_PASSWORD } from './accounts';
import { setStore } from './cookies';
import { graphql, ME_LOGIN } from './graphql';

/** The sign-in form, found as a person finds it: by its labels and its button, in either language. */
export class SignInForm {
  readonly login: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly togglePassword: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main form').first();
    this.login = this.form.getByLabel(/^(Email hoặc số điện thoại|Email or phone number)/);
    this.password = this.form.getByLabel(/^(Mật khẩu|Password)\s*\*?$/);
    this.rememberMe = this.form.getByRole('checkbox', { name: /Ghi nhớ|Remember/i });
    this.submit = this.form.getByRole('button', { name: /^(Đăng nhập|Sign in)$/i });
    this.togglePassword = this.form.getByRole('button', {
      name: /(Hiện|Ẩn|Hiển thị).*mật khẩu|(Show|Hide).*password/i,
    });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/signin${query}`);
    await expect(this.submit).toBeVisible();
  }

  async fill(login: string, password: string): Promise<void> {
    await this.login.fill(login);
    await this.password.fill(password);
  }
}

/** Signs in through the form on /signin (already open) and waits for the navigation away from it. */
export async function signInWithForm(
  page: Page,
  login: string,
  options: { password?: string; rememberMe?: boolean } = {},
): Promise<void> {
  const form = new SignInForm(page);
  await form.fill(login, options.password ?? DEMO_PASSWORD);
  if (options.rememberMe) await form.rememberMe.check();
  await form.submit.click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/**
 * Signs in without the form: the same-origin meLogin mutation through `page.request`, so the
 * httpOnly session cookies land in the browser context. Optionally stores a store choice too.
 */
export async function signInQuickly(
  page: Page,
  account: Pick<DemoAccount, 'email'>,
  options: { rememberMe?: boolean; storeId?: string } = {},
): Promise<void> {
  const result = await graphql<{ meLogin: { success: boolean; userErrors: { message: string }[] } }>(
    page.request,
    ME_LOGIN,
    { input: { login: account.email, password: DEMO_PASSWORD, rememberMe: options.rememberMe ?? false } },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data?.meLogin.success, JSON.stringify(result.data?.meLogin.userErrors)).toBe(true);
  if (options.storeId) await setStore(page.context(), options.storeId);
}

/** The header's account menu (main layout). */
export function accountMenu(page: Page): Locator {
  return page.getByTestId('account-menu');
}

/**
 * Opens the account menu. A click that lands before React has hydrated the header opens nothing, so the click is
 * repeated until the menu shows (the flaky "account menu" test of issue 12's runs).
 */
export async function openAccountMenu(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('menu').isVisible())) await accountMenu(page).click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Signs out from the account menu and waits for /signin. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: /^(Đăng xuất|Sign out)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/signin');
}

/** The header's store switcher (main layout, signed in). */
export function storeSwitcher(page: Page): Locator {
  return page.getByTestId('store-switcher');
}
