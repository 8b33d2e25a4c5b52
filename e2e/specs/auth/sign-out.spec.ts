import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { COOKIES, cookieValue, getCookie, SESSION_COOKIES } from '../../support/cookies';
import { graphql, ME_LOGOUT } from '../../support/graphql';
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

test('an open live stream through the web origin ends when its session does, not at its 15-minute limit', async ({
  page,
}) => {
  const storeId = ACCOUNTS.purchaser.stores[0].id;
  await signInQuickly(page, ACCOUNTS.purchaser, { storeId });
  await page.goto('/');
  // A stream of its own, read until it ends: the page's EventSource would reconnect by itself.
  await page.evaluate(async (id) => {
    const response = await fetch(`/events?storeId=${id}`, { credentials: 'include' });
    if (response.status !== 200 || !response.body) throw new Error(`/events answered ${response.status}`);
    const reader = response.body.getReader();
    await reader.read();
    (window as unknown as { streamEnded: Promise<number> }).streamEnded = (async () => {
      const opened = Date.now();
      for (;;) if ((await reader.read()).done) return Date.now() - opened;
    })();
  }, storeId);

  const out = await graphql<{ meLogout: { success: boolean } }>(page.request, ME_LOGOUT);
  expect(out.data?.meLogout.success).toBe(true);
  const lasted = await page.evaluate(() =>
    Promise.race([
      (window as unknown as { streamEnded: Promise<number> }).streamEnded,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('the stream is still open')), 10_000)),
    ]),
  );
  expect(lasted).toBeLessThan(10_000);
});
