import { expect, type Locator, test } from '@playwright/test';
import { ACCOUNTS, MESSAGES } from '../../support/accounts';
import { COOKIES, getCookie, setLanguage } from '../../support/cookies';
import { expectPath } from '../../support/page';
import { SignInForm } from '../../support/session';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

test.describe('sign-in', () => {
  test('email and password with remember me lands on / and shows the user', async ({ page, context }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(ACCOUNTS.purchaser.email, 'chobep123');
    await form.rememberMe.check();
    await expect(form.rememberMe).toBeChecked();
    await form.submit.click();

    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNTS.purchaser.name) })).toBeVisible();
    // Remember me keeps the remember token beyond the browser session.
    const remember = await getCookie(context, COOKIES.rememberToken);
    expect(remember, 'cb_rt is set').toBeDefined();
    expect(remember?.expires, 'cb_rt outlives the browser session').toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
    expect(remember?.httpOnly).toBe(true);
    expect(await getCookie(context, COOKIES.accessToken)).toBeDefined();
  });

  test('the redirect target is honoured after signing in', async ({ page }) => {
    const form = new SignInForm(page);
    await form.goto('?redirect=/not-authorized');
    await form.fill(ACCOUNTS.purchaser.email, 'chobep123');
    await form.submit.click();
    await expectPath(page, '/not-authorized');
  });

  test('the phone number works as the login; without remember me the session ends with the browser', async ({
    page,
    context,
  }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(ACCOUNTS.purchaser.telephone, 'chobep123');
    await expect(form.rememberMe).not.toBeChecked();
    await form.submit.click();

    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNTS.purchaser.name) })).toBeVisible();
    const remember = await getCookie(context, COOKIES.rememberToken);
    expect(remember, 'cb_rt is set').toBeDefined();
    expect(remember?.expires, 'cb_rt is a browser-session cookie').toBe(-1);
  });

  test('a wrong password shows the error in Vietnamese and keeps the typed login', async ({ page, context }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(ACCOUNTS.purchaser.email, 'sai-mat-khau');
    await form.submit.click();

    await expect(page.getByText(MESSAGES.invalidCredentials.vi)).toBeVisible();
    await expectPath(page, '/signin');
    await expect(form.login).toHaveValue(ACCOUNTS.purchaser.email);
    expect(await getCookie(context, COOKIES.accessToken)).toBeUndefined();
  });

  test('a wrong password shows the error in English when English is chosen', async ({ page, context }) => {
    await setLanguage(context, 'en');
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(ACCOUNTS.approver.email, 'wrong-password');
    await form.submit.click();

    await expect(page.getByText(MESSAGES.invalidCredentials.en)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidCredentials.vi)).toHaveCount(0);
    await expect(form.login).toHaveValue(ACCOUNTS.approver.email);
  });

  test('empty fields show the required messages and nothing is sent', async ({ page }) => {
    const form = new SignInForm(page);
    await form.goto();
    let graphqlCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.postData()?.includes('meLogin')) graphqlCalls++;
    });
    await form.submit.click();

    await expect(page.getByText(MESSAGES.loginRequired.vi)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordRequired.vi)).toBeVisible();
    await expectPath(page, '/signin');
    expect(graphqlCalls, 'no sign-in call with empty fields').toBe(0);
  });

  test('a buyer waiting for approval is told so', async ({ page, context }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(ACCOUNTS.pending.email, 'chobep123');
    await form.submit.click();

    await expect(page.getByText(MESSAGES.notApproved.vi)).toBeVisible();
    await expectPath(page, '/signin');
    expect(await getCookie(context, COOKIES.accessToken)).toBeUndefined();
  });

  test('a disabled account is told it was deleted', async ({ page, context }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.fill(ACCOUNTS.disabled.email, 'chobep123');
    await form.submit.click();

    await expect(page.getByText(MESSAGES.deleted.vi)).toBeVisible();
    await expectPath(page, '/signin');
    expect(await getCookie(context, COOKIES.accessToken)).toBeUndefined();
  });

  test('the password field toggles its visibility', async ({ page }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.password.fill('bí-mật-123');
    await expect(form.password).toHaveAttribute('type', 'password');

    await form.togglePassword.click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await expect(form.password).toHaveValue('bí-mật-123');

    await form.togglePassword.click();
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.password).toHaveValue('bí-mật-123');
  });

  test('the form works by keyboard: Tab between the fields, Enter submits', async ({ page }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.login.focus();
    await page.keyboard.type(ACCOUNTS.purchaser.email);
    // Tab reaches the password field (the "forgot password" link may sit between them).
    for (let presses = 0; presses < 3 && !(await isFocused(form.password)); presses++) await page.keyboard.press('Tab');
    await expect(form.password).toBeFocused();
    await page.keyboard.type('chobep123');
    // On to the remember-me box, ticked with the space bar.
    for (let presses = 0; presses < 3 && !(await isFocused(form.rememberMe)); presses++)
      await page.keyboard.press('Tab');
    await expect(form.rememberMe).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.rememberMe).toBeChecked();
    // The next stop is the submit button; Enter presses it.
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNTS.purchaser.name) })).toBeVisible();
  });
  test('Enter in the password field submits the form', async ({ page }) => {
    const form = new SignInForm(page);
    await form.goto();
    await form.login.focus();
    await page.keyboard.type(ACCOUNTS.purchaser.telephone);
    await form.password.focus();
    await page.keyboard.type('chobep123');
    await page.keyboard.press('Enter');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNTS.purchaser.name) })).toBeVisible();
  });
});
