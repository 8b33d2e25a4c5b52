import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { COOKIES, cookieValue, getCookie, SESSION_COOKIES } from '../../support/cookies';
import { expectPath, here } from '../../support/page';
import { accountMenu, openAccountMenu, signInQuickly, signOutFromMenu } from '../../support/session';

test('signing out from the account menu clears the session and protects the pages again', async ({ page, context }) => {
  await signInQuickly(page, ACCOUNTS.purchaser, { rememberMe: true });
  await page.goto('/');
  await expect(accountMenu(page)).toBeVisible();
  for (const name of SESSION_COOKIES) {
    expect(await getCookie(context, name), `${name} is set while signed in`).toBeDefined();
  }
  expect(await cookieValue(context, COOKIES.store)).toBe(ACCOUNTS.purchaser.stores[0].id);

  await signOutFromMenu(page);

  await expectPath(page, '/signin');
  for (const name of SESSION_COOKIES) {
    expect(await getCookie(context, name), `${name} is removed by sign-out`).toBeUndefined();
  }
  await expect(accountMenu(page)).toHaveCount(0);

  await page.goto('/orders');
  await expectPath(page, '/signin');
  expect(here(page).searchParams.get('redirect')).toBe('/orders');
});

test('the session ends on the server: the old cookies no longer sign anyone in', async ({ page, context }) => {
  await signInQuickly(page, ACCOUNTS.purchaser, { rememberMe: true });
  await page.goto('/');
  await expect(accountMenu(page)).toBeVisible();
  const before = (await context.cookies()).filter((c) => (SESSION_COOKIES as readonly string[]).includes(c.name));
  expect(before.map((c) => c.name).sort()).toEqual([...SESSION_COOKIES].sort());

  await signOutFromMenu(page);
  await context.addCookies(before);

  await page.goto('/orders');
  await expectPath(page, '/signin');
  expect(here(page).searchParams.get('redirect')).toBe('/orders');
});

test('the account menu names the user and the company', async ({ page }) => {
  await signInQuickly(page, ACCOUNTS.purchaser);
  await page.goto('/');
  await openAccountMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByText(ACCOUNTS.purchaser.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(ACCOUNTS.purchaser.company, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible();
});
