import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { COOKIES, cookieValue, getCookie, setStore } from '../../support/cookies';
import { expectPath } from '../../support/page';
import { SignInForm, signInQuickly, signInWithForm, storeSwitcher } from '../../support/session';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

/** One store on /change-store, by its name. */
function storeChoice(page: Page, name: string) {
  return page.getByRole('main').getByRole('button', { name: new RegExp(name) });
}

function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest()) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('a purchaser with one store gets it selected without /change-store', async ({ page, context }) => {
  const paths = visitedPaths(page);
  await new SignInForm(page).goto();
  await signInWithForm(page, ACCOUNTS.purchaser.email);

  await expectPath(page, '/');
  expect(paths, 'never sent to /change-store').not.toContain('/change-store');
  expect(await cookieValue(context, COOKIES.store)).toBe(STORES.bepVietQuan1.id);
  await expect(storeSwitcher(page)).toContainText(STORES.bepVietQuan1.name);
});

test('the owner chooses among its stores; the pending one is marked as waiting for review', async ({
  page,
  context,
}) => {
  await new SignInForm(page).goto();
  await signInWithForm(page, ACCOUNTS.owner.email);

  await expectPath(page, '/change-store');
  expect(await getCookie(context, COOKIES.store)).toBeUndefined();
  const main = page.getByRole('main');
  for (const store of ACCOUNTS.owner.stores) await expect(main.getByText(store.name)).toBeVisible();

  // A store waiting for review may be chosen to prepare its cart (docs/decisions.md, "The recommendation popup").
  const pending = storeChoice(page, STORES.bepVietPhuNhuan.name);
  await expect(pending).toBeEnabled();
  await expect(pending).toContainText(/Chờ duyệt|Đang chờ|pending/i);
  await expect(pending).toContainText(/chuẩn bị giỏ hàng|prepare its cart/);
  await expect(storeChoice(page, STORES.bepVietQuan1.name)).toBeEnabled();

  await storeChoice(page, STORES.bepVietThaoDien.name).click();

  await expectPath(page, '/');
  expect(await cookieValue(context, COOKIES.store)).toBe(STORES.bepVietThaoDien.id);
  await expect(storeSwitcher(page)).toContainText(STORES.bepVietThaoDien.name);
});

test('choosing a store returns to the page that asked for it', async ({ page, context }) => {
  await signInQuickly(page, ACCOUNTS.owner);
  // /favorite: a built page of the main layout (a pending one such as /orders would end on /not-found).
  await page.goto('/favorite?category=Rau');
  await expectPath(page, '/change-store');

  await storeChoice(page, STORES.bepVietQuan1.name).click();
  await expectPath(page, '/favorite', { category: 'Rau' });
  expect(await cookieValue(context, COOKIES.store)).toBe(STORES.bepVietQuan1.id);
});

for (const [label, staleId] of [
  ['a random id', randomUUID()],
  ["another company's store", STORES.quanComHoanKiem.id],
] as const) {
  test(`a stale stored store (${label}) is dropped and the owner chooses again`, async ({ page, context }) => {
    await signInQuickly(page, ACCOUNTS.owner);
    await setStore(context, staleId);

    await page.goto('/');
    await expectPath(page, '/change-store');
    expect(await getCookie(context, COOKIES.store), 'the stale cb_store is removed').toBeUndefined();
    await expect(page.getByRole('main').getByText(STORES.bepVietQuan1.name)).toBeVisible();
    await expect(page.getByRole('main').getByText(STORES.quanComHoanKiem.name)).toHaveCount(0);
  });
}

test('a stored store of the account is kept', async ({ page, context }) => {
  await signInQuickly(page, ACCOUNTS.owner, { storeId: STORES.bepVietQuan1.id });
  await page.goto('/');
  await expectPath(page, '/');
  expect(await cookieValue(context, COOKIES.store)).toBe(STORES.bepVietQuan1.id);
  await expect(storeSwitcher(page)).toContainText(STORES.bepVietQuan1.name);
});

test('the store switcher in the header leads back to /change-store', async ({ page }) => {
  await signInQuickly(page, ACCOUNTS.owner, { storeId: STORES.bepVietQuan1.id });
  await page.goto('/');
  await storeSwitcher(page).click();
  await expectPath(page, '/change-store');
  for (const store of ACCOUNTS.owner.stores) await expect(page.getByRole('main').getByText(store.name)).toBeVisible();

  await storeChoice(page, STORES.bepVietThaoDien.name).click();
  await expectPath(page, '/');
  await expect(storeSwitcher(page)).toContainText(STORES.bepVietThaoDien.name);
});
