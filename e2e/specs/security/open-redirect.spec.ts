import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { BASE_URL } from '../../support/env';
import { here } from '../../support/page';
import { SignInForm, signInQuickly, signInWithForm } from '../../support/session';

/**
 * Return paths accept only this origin (issue 11 §6): packages/domain's safeReturnPath, used by the
 * sign-in page, the store choice page and its action. Each attack below leads to another host in
 * some reader (browser, router, a decoding proxy) if it is taken as it is.
 */
const ATTACKS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'javascript:alert(document.domain)',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/..//evil.example',
];

const origin = new URL(BASE_URL).origin;

test.describe('open redirects', () => {
  // Answers of the server, the same at every width: the phone project would only repeat them.
  test.skip(({ isMobile }) => isMobile, 'width-independent');

  // A sign-in each: purchaser has one store, so signing in goes straight to the return path.
  for (const attack of ['//evil.example', '/%2F/evil.example', '/..//evil.example']) {
    test(`signing in from /signin?redirect=${JSON.stringify(attack)} stays on this origin`, async ({ page }) => {
      const form = new SignInForm(page);
      await form.goto(`?redirect=${encodeURIComponent(attack)}`);
      await signInWithForm(page, ACCOUNTS.purchaser.email);
      await expect.poll(() => new URL(page.url()).origin).toBe(origin);
      expect(here(page).pathname).toBe('/');
      await expect(page.getByTestId('account-menu')).toBeVisible();
    });
  }

  test('a same-origin return path is still honoured after signing in', async ({ page }) => {
    const form = new SignInForm(page);
    await form.goto(`?redirect=${encodeURIComponent('/market?q=c%C3%A0')}`);
    await signInWithForm(page, ACCOUNTS.purchaser.email);
    await expect.poll(() => `${here(page).pathname}${here(page).search}`).toBe('/market?q=c%C3%A0');
  });

  test('the store choice page keeps every attack out of the form it renders', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.owner);
    for (const attack of ATTACKS) {
      await page.goto(`/change-store?redirect=${encodeURIComponent(attack)}`);
      await expect(page.locator('input[name="redirect"]').first(), JSON.stringify(attack)).toHaveValue('/');
    }
    await page.goto(`/change-store?redirect=${encodeURIComponent('/favorite')}`);
    await expect(page.locator('input[name="redirect"]').first()).toHaveValue('/favorite');
  });

  test('choosing a store with a forged return path lands on this origin', async ({ page }) => {
    await signInQuickly(page, ACCOUNTS.owner);
    await page.goto('/change-store');
    // What a forged form would post: a first "redirect" field wins in FormData.get; the action checks it again.
    await page.locator('form:has(input[name="redirect"])').evaluate((form) => {
      const forged = document.createElement('input');
      forged.type = 'hidden';
      forged.name = 'redirect';
      forged.value = '/%2F/evil.example';
      form.prepend(forged);
    });
    await page.getByTestId(`store-option-${ACCOUNTS.owner.stores[1].id}`).click();
    await expect.poll(() => here(page).pathname).toBe('/');
    expect(new URL(page.url()).origin).toBe(origin);
  });

  test('the guard never redirects to another host', async ({ request }) => {
    for (const path of ['/v2//evil.example', '/v2/%2F%2Fevil.example', '/v2/%5Cevil.example', '//evil.example']) {
      // Absolute: a path starting with // would be read as another host by the request client itself.
      const response = await request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
      const location = response.headers().location;
      if (location) expect(new URL(location, BASE_URL).origin, path).toBe(origin);
    }
  });
});
