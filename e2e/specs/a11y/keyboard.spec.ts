import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { BASE_URL } from '../../support/env';
import { describeFocus, type Focus } from '../../support/focus';
import { graphql } from '../../support/graphql';
import { here } from '../../support/page';

/**
 * A buyer who uses only the keyboard (Tab, Shift+Tab, Enter, Space, Escape): signs in, searches,
 * opens a product, favourites it, writes a note and saves it. After every key that moves focus, the
 * focused element must show a focus indicator: it matches :focus-visible, has an outline, and no
 * ancestor that clips its overflow cuts the ring off. No element is clicked or filled by the test.
 *
 * The purchaser (one store, favourites allowed) works on a product of its own per project ("tương
 * ớt", a word no other spec uses), reset through the API before and after.
 */
const KEYWORD = 'tương ớt';

/** Presses a key that moves focus and expects the new focus to be visible. */
async function press(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<Focus> {
  await page.keyboard.press(key);
  const focus = await describeFocus(page);
  expect.soft(focus.problem, `after ${key}, focus on ${focus.what}`).toBeNull();
  return focus;
}

/** Tabs forward until the focused element matches `selector`; every step must show its focus. */
async function tabTo(page: Page, selector: string, max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    await press(page, 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${selector}`);
}

async function isFocused(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
}

interface ProductState {
  id: string;
  isFavorite: boolean;
  note: string | null;
}

async function productState(page: Page, id: string): Promise<ProductState | null> {
  const result = await graphql<{ product: ProductState | null }>(
    page.request,
    'query E2eKeyboardProduct($id: ID!) { product(id: $id) { id isFavorite note } }',
    { id },
  );
  return result.data?.product ?? null;
}

/** Removes the company's favourite and note of the product (through the API, with the page's cookies). */
async function resetProduct(page: Page, id: string): Promise<void> {
  const headers = { origin: BASE_URL };
  await graphql(
    page.request,
    'mutation E2eKeyboardUnfavourite($id: ID!) { favoritesRemove(productId: $id) { success } }',
    { id },
    headers,
  );
  await graphql(
    page.request,
    'mutation E2eKeyboardUnnote($id: ID!) { productSetNote(productId: $id, note: "") { success } }',
    { id },
    headers,
  );
  expect(await productState(page, id)).toEqual({ id, isFavorite: false, note: null });
}

test('keyboard only: sign in, search, open a product, favourite it, write a note and save it', async ({
  page,
}, testInfo) => {
  const search = await graphql<{ productSearch: { data: { id: string; slug: string; name: string }[] } }>(
    page.request,
    `query E2eKeyboardProducts($q: String!) { productSearch(filter: { query: $q }, pagination: { size: 20 }) {
      data { id slug name } } }`,
    { q: KEYWORD },
    { 'x-region': 'HCM' },
  );
  // A product of its own per project: the two projects run side by side on one database. Both are among the products
  // named "tương ớt" (the first of the relevance order), so both are on the first page the search shows.
  const product = search.data?.productSearch.data[testInfo.project.name === 'phone' ? 0 : 3];
  expect(product, JSON.stringify(search)).toBeTruthy();
  if (!product) return;
  const note = `Giao trước 9 giờ — ${testInfo.project.name}`;

  // 1. Sign in: the address is typed, then only keys.
  await page.goto('/signin?redirect=/market');
  await expect(page.getByTestId('lang-vi')).toBeEnabled();
  await tabTo(page, 'input[autocomplete="username"]');
  await page.keyboard.type(ACCOUNTS.purchaser.email);
  // "Forgot password?" sits in the password's label row, so it comes first (once its page is built: until then the
  // link is not shown, and the password comes next).
  await tabTo(page, 'input[autocomplete="current-password"]', 3);
  await page.keyboard.type(DEMO_PASSWORD);
  // Back: Shift+Tab leaves the password (through that link when shown), towards the e-mail as typed.
  for (let i = 0; i < 2 && !(await isFocused(page, 'input[autocomplete="username"]')); i++) {
    await press(page, 'Shift+Tab');
  }
  expect(await isFocused(page, 'input[autocomplete="username"]')).toBe(true);
  await expect(page.locator('input[autocomplete="username"]')).toHaveValue(ACCOUNTS.purchaser.email);
  await tabTo(page, 'input[autocomplete="current-password"]', 3);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/market');
  await resetProduct(page, product.id);

  // 2. Search from the header's search bar.
  await expect(page.getByTestId('lang-vi')).toBeEnabled();
  await tabTo(page, '[data-testid="market-search-input"]');
  await page.keyboard.type(KEYWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => here(page).searchParams.get('q')).toBe(KEYWORD);
  const card = `[data-testid="product-card"][data-product-id="${product.id}"]`;
  await expect(page.locator(card)).toBeVisible();

  // 3. Open the product from its card.
  await tabTo(page, `${card} a[href="${product.slug}"]`);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === product.slug);
  await expect(page.getByTestId('product-name')).toHaveText(product.name);

  // 4. Favourite it with Space.
  const toggle = page.getByTestId('favorite-toggle').first();
  await tabTo(page, '[data-testid="favorite-toggle"]');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await productState(page, product.id))?.isFavorite).toBe(true);

  // 5. The note dialog: Enter opens it with focus inside, Escape closes it and gives focus back.
  await tabTo(page, '[data-testid="note-button"]');
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('note-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('note-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('note-button').first()).toBeFocused();
  expect((await describeFocus(page)).problem, 'focus back on the note button').toBeNull();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('note-input')).toBeFocused();
  await page.keyboard.type(note);
  // Focus stays in the dialog: Tab reaches Save without leaving it.
  await tabTo(page, '[data-testid="note-save"]', 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('note-text').first()).toHaveText(note);
  await expect.poll(async () => (await productState(page, product.id))?.note).toBe(note);
  await expect(page.getByTestId('note-button').first()).toBeFocused();
  expect((await describeFocus(page)).problem, 'focus back on the note button').toBeNull();

  await resetProduct(page, product.id);
});
