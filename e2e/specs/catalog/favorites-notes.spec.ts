import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ACCOUNTS, type DemoAccount, STORES } from '../../support/accounts';
import { setRegion } from '../../support/cookies';
import { expectPath, here, settle } from '../../support/page';
import { SignInForm, signInQuickly, signInWithForm } from '../../support/session';
import { type ApiProduct, ask, card, cards, searchBar, searchProducts } from './catalog';

/**
 * Favourites and notes as a buyer, and what visitors and buyers without the permission see
 * (issue 3 point 5 and 6; spec/trading.md §2 product card and note dialog, §5 note rules, §6).
 *
 * Favourites and notes belong to the company, and both projects run side by side on one database:
 * every test works on its own product (a different one per project) and resets it through the API
 * first, so no test depends on another or on an earlier run.
 */

/** The list the tests work on: tomatoes by name, so that the first 20 are on the first page. */
const LIST = '/market?q=ca+chua&sort=nameAsc';

/** Which product of LIST a test uses: distinct slots per test, distinct products per project. */
const SLOTS = { favorite: 0, favoriteCategory: 1, note: 2, productPage: 3 } as const;

async function productFor(page: Page, testInfo: TestInfo, slot: keyof typeof SLOTS): Promise<ApiProduct> {
  const list = await searchProducts(page.request, { query: 'ca chua' }, { sort: [{ field: 'name', order: 'ASC' }] });
  const priced = list.data.filter((p) => !p.isExclusive && p.price !== null);
  const projectOffset = testInfo.project.name === 'phone' ? 0 : Object.keys(SLOTS).length;
  const product = priced[SLOTS[slot] + projectOffset];
  expect(product, `product slot ${slot} of ${testInfo.project.name}`).toBeTruthy();
  return product as ApiProduct;
}

const FAVORITE_REMOVE = `
  mutation E2eFavoriteRemove($id: ID!) { favoritesRemove(productId: $id) { success isFavorite userErrors { message } } }
`;
const SET_NOTE = `
  mutation E2eSetNote($id: ID!, $note: String!) { productSetNote(productId: $id, note: $note) { success note userErrors { message } } }
`;
const PRODUCT_STATE = `query E2eProductState($id: ID!) { product(id: $id) { id isFavorite note } }`;

/** Removes the company's favourite and note of a product (the state every test starts from). */
async function resetProduct(page: Page, productId: string): Promise<void> {
  const favorite = await ask<{ favoritesRemove: { success: boolean } }>(page.request, FAVORITE_REMOVE, {
    id: productId,
  });
  expect(favorite.errors, JSON.stringify(favorite.errors)).toBeUndefined();
  const note = await ask<{ productSetNote: { success: boolean } }>(page.request, SET_NOTE, {
    id: productId,
    note: '',
  });
  expect(note.errors, JSON.stringify(note.errors)).toBeUndefined();
  expect(await productState(page, productId)).toEqual({ id: productId, isFavorite: false, note: null });
}

/** What the API says about the product for the signed-in company. */
async function productState(page: Page, productId: string) {
  const result = await ask<{ product: { id: string; isFavorite: boolean; note: string | null } }>(
    page.request,
    PRODUCT_STATE,
    { id: productId },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.product;
}

async function signInAs(page: Page, account: DemoAccount, storeId: string): Promise<void> {
  await signInQuickly(page, account, { storeId });
}

test.describe('a buyer with every permission (owner, store Quận 1)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ACCOUNTS.owner, STORES.bepVietQuan1.id);
  });

  test('favourites a product from its card; /favorite lists it; removal asks — No keeps it, Yes removes it', async ({
    page,
  }, testInfo) => {
    const product = await productFor(page, testInfo, 'favorite');
    await resetProduct(page, product.id);

    await page.goto(LIST);
    const toggle = card(page, product.id).getByTestId('favorite-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleName(`Thêm ${product.name} vào yêu thích`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(`Bỏ ${product.name} khỏi yêu thích`);
    await expect.poll(async () => (await productState(page, product.id))?.isFavorite).toBe(true);
    // Adding asks nothing.
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);

    // The server remembers it: a reload shows it pressed.
    await page.reload();
    await expect(card(page, product.id).getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorite');
    await expect(page.getByTestId('listing-title')).toHaveText('Sản phẩm yêu thích');
    const favorite = card(page, product.id);
    await expect(favorite).toBeVisible();
    const favoriteToggle = favorite.getByTestId('favorite-toggle');
    await expect(favoriteToggle).toHaveAttribute('aria-pressed', 'true');

    // No keeps it.
    await favoriteToggle.click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Bỏ sản phẩm này khỏi danh sách yêu thích?');
    await expect(confirm).toContainText(product.name);
    await page.getByTestId('confirm-no').click();
    await expect(confirm).toHaveCount(0);
    await expect(favoriteToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(favorite).toBeVisible();
    expect((await productState(page, product.id))?.isFavorite).toBe(true);

    // Escape means No as well.
    await favoriteToggle.click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(favoriteToggle).toHaveAttribute('aria-pressed', 'true');

    // Yes removes it, and it leaves the favourites page.
    await favoriteToggle.click();
    await page.getByTestId('confirm-yes').click();
    await expect(card(page, product.id)).toHaveCount(0);
    await expect.poll(async () => (await productState(page, product.id))?.isFavorite).toBe(false);
    await page.reload();
    await expect(page.getByTestId('listing-title')).toBeVisible();
    await expect(card(page, product.id)).toHaveCount(0);
  });

  test('the favourites page narrows by ?category= with its category chips', async ({ page }, testInfo) => {
    const product = await productFor(page, testInfo, 'favoriteCategory');
    const details = await ask<{
      product: { category: { id: number; name: string; parent: { id: number; name: string } | null } | null };
    }>(
      page.request,
      'query E2eProductCategory($id: ID!) { product(id: $id) { category { id name parent { id name } } } }',
      {
        id: product.id,
      },
    );
    const parent = details.data?.product.category?.parent ?? details.data?.product.category;
    expect(parent, 'the product has a category').toBeTruthy();
    // Favourite it through the API (the toggle has its own test); this test is about the page.
    const added = await ask<{ favoritesAdd: { success: boolean } }>(
      page.request,
      'mutation E2eFavoriteAdd($id: ID!) { favoritesAdd(productId: $id) { success } }',
      { id: product.id },
    );
    expect(added.data?.favoritesAdd.success).toBe(true);

    await page.goto('/favorite');
    const chip = page.getByTestId('favorite-category').filter({ hasText: new RegExp(`^${parent?.name}$`) });
    await expect(chip).toBeVisible();
    await chip.click();
    await expect.poll(() => here(page).searchParams.get('category')).toBe(parent?.name);
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(card(page, product.id)).toBeVisible();
    // Every favourite listed belongs to that category (the API decides which).
    const inCategory = await searchProducts(page.request, { favorite: true, category: parent?.name }, { size: 100 });
    const shown = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')));
    expect(shown.length).toBeGreaterThan(0);
    const allowed = new Set(inCategory.data.map((p) => p.id));
    for (const id of shown) expect(allowed.has(id as string), `${id} is a favourite of ${parent?.name}`).toBe(true);

    // A category without favourites shows the empty state.
    await page.goto('/favorite?category=Kh%C3%B4ng%20c%C3%B3%20danh%20m%E1%BB%A5c%20n%C3%A0y');
    await expect(page.getByTestId('favorites-empty')).toContainText('Không có sản phẩm yêu thích trong danh mục này.');
  });

  test('a note on a card: Save disabled while blank, trimmed on save, kept after reload, removed after Yes', async ({
    page,
  }, testInfo) => {
    const product = await productFor(page, testInfo, 'note');
    await resetProduct(page, product.id);
    const note = 'Chọn quả chín đỏ, giao trước 9 giờ sáng — đừng để dập';

    await page.goto(LIST);
    const target = card(page, product.id);
    await expect(target.getByTestId('note-text')).toHaveCount(0);
    await target.getByTestId('note-button').click();

    const dialog = page.getByTestId('note-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ghi chú sản phẩm');
    await expect(dialog).toContainText(product.name);
    const input = dialog.getByTestId('note-input');
    await expect(input).toHaveAttribute('rows', '10');
    await expect(input).toHaveValue('');
    const save = dialog.getByTestId('note-save');
    await expect(save).toBeDisabled();
    await expect(dialog.getByTestId('note-remove')).toHaveCount(0);
    await input.fill('   \n  ');
    await expect(save, 'blank text cannot be saved').toBeDisabled();
    // Too long (over 500 characters once trimmed): a message, and Save stays disabled.
    await input.fill('cà chua '.repeat(63));
    await expect(dialog.getByTestId('note-error')).toHaveText('Ghi chú tối đa 500 ký tự');
    await expect(save).toBeDisabled();

    await input.fill(`   ${note}  \n`);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByTestId('toast-success')).toHaveText('Đã lưu ghi chú');
    await expect(dialog).toHaveCount(0);
    await expect(target.getByTestId('note-text')).toHaveText(note);
    await expect.poll(async () => (await productState(page, product.id))?.note).toBe(note);

    await page.reload();
    await expect(card(page, product.id).getByTestId('note-text')).toHaveText(note);

    // Open again: the note is there, Remove is offered and asks first; No keeps the note.
    await card(page, product.id).getByTestId('note-button').click();
    await expect(dialog).toBeVisible();
    await expect(input).toHaveValue(note);
    const remove = dialog.getByTestId('note-remove');
    await expect(remove).toBeVisible();
    await remove.click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Xoá ghi chú của sản phẩm này?');
    await page.getByTestId('confirm-no').click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect((await productState(page, product.id))?.note).toBe(note);

    await remove.click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('toast-success')).toHaveText('Đã xoá ghi chú');
    await expect(dialog).toHaveCount(0);
    await expect(card(page, product.id).getByTestId('note-text')).toHaveCount(0);
    await expect(card(page, product.id).getByTestId('note-button')).toHaveText('Thêm ghi chú');
    await expect.poll(async () => (await productState(page, product.id))?.note).toBeNull();
    await page.reload();
    await expect(card(page, product.id).getByTestId('note-text')).toHaveCount(0);
  });

  test('in English on the product page: favourite and note, and an emptied note saves as a removal', async ({
    page,
  }, testInfo) => {
    const product = await productFor(page, testInfo, 'productPage');
    await resetProduct(page, product.id);
    const english = await ask<{ product: { slug: string; name: string } }>(
      page.request,
      'query E2eProductEn($id: ID!) { product(id: $id) { slug name } }',
      { id: product.id },
      { 'x-lang': 'en' },
    );
    const slug = english.data?.product.slug as string;
    expect(slug, 'the English slug carries lang=en').toMatch(/\?lang=en$/);

    await page.goto(slug);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const name = english.data?.product.name as string;
    await expect(page.getByTestId('product-name')).toHaveText(name);

    // The product's own controls come first; the related products' cards follow further down.
    const toggle = page.getByTestId('favorite-toggle').first();
    await expect(toggle).toHaveAccessibleName(`Add ${name} to favourites`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Remove this product from your favourites?');
    await expect(page.getByTestId('confirm-no')).toHaveText('No');
    await expect(page.getByTestId('confirm-yes')).toHaveText('Yes');
    await page.getByTestId('confirm-yes').click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await productState(page, product.id))?.isFavorite).toBe(false);

    const noteButton = page.getByTestId('note-button').first();
    const noteText = page.getByTestId('note-text').first();
    await expect(noteButton).toHaveText('Add a note');
    await noteButton.click();
    const dialog = page.getByTestId('note-dialog');
    await expect(dialog).toContainText('Product note');
    await expect(dialog.getByTestId('note-save')).toHaveText('Save');
    await expect(dialog.getByTestId('note-save')).toBeDisabled();
    await dialog.getByTestId('note-input').fill('Deliver before 9 am, please');
    await dialog.getByTestId('note-save').click();
    await expect(page.getByTestId('toast-success')).toHaveText('Note saved');
    await expect(noteText).toHaveText('Deliver before 9 am, please');

    // With a note saved, an emptied text may be saved: it removes the note.
    await noteButton.click();
    await expect(dialog.getByTestId('note-remove')).toHaveText('Remove note');
    await dialog.getByTestId('note-input').fill('');
    await expect(dialog.getByTestId('note-save')).toBeEnabled();
    await dialog.getByTestId('note-save').click();
    await expect(page.getByTestId('toast-success')).toHaveText('Note removed');
    await expect(noteButton).toHaveText('Add a note');
    await expect.poll(async () => (await productState(page, product.id))?.note).toBeNull();
  });

  test('a search is saved to the store history and can be run again from it', async ({ page }) => {
    const keyword = `cà chua ${test.info().project.name === 'phone' ? 'bi' : 'thường'}`;
    await page.goto('/market');
    const bar = searchBar(page);
    await bar.input.fill(keyword);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && Boolean(response.request().postData()?.includes('CatalogSaveSearch')),
    );
    await bar.input.press('Enter');
    await expect.poll(() => here(page).searchParams.get('q')).toBe(keyword);
    // The keyword is saved in the background; leaving the page before it is stored would cancel it.
    expect((await saved).ok()).toBe(true);

    await page.goto('/market');
    await bar.input.click();
    const suggestions = page.getByTestId('search-suggestions');
    await expect(suggestions).toBeVisible();
    const item = suggestions.getByTestId('search-history-item').filter({ hasText: new RegExp(`^${keyword}$`) });
    await expect(item).toHaveCount(1);
    await item.click();
    await expect.poll(() => here(page).searchParams.get('q')).toBe(keyword);
    await expect(page.getByTestId('listing-title')).toHaveText(`Kết quả tìm kiếm “${keyword}”`);
  });
});

test.describe('visitors', () => {
  test.beforeEach(async ({ context }) => {
    await setRegion(context, 'HCM');
  });

  test('see a heart that leads to sign-in and back, and no note controls', async ({ page }) => {
    await page.goto(LIST);
    const first = cards(page).first();
    await expect(first).toBeVisible();
    await expect(page.getByTestId('favorite-toggle')).toHaveCount(0);
    await expect(page.getByTestId('note-button')).toHaveCount(0);
    await expect(page.getByTestId('note-text')).toHaveCount(0);

    const name = (await first.getByRole('heading').innerText()).trim();
    const heart = first.getByRole('link', { name: `Thêm ${name} vào yêu thích` });
    await expect(heart).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent('/market?q=ca+chua&sort=nameAsc')}`,
    );
    await heart.click();
    await expectPath(page, '/signin', { redirect: '/market?q=ca+chua&sort=nameAsc' });

    // Signing in (a purchaser: one store, chosen automatically) comes back to the same list.
    await expect(new SignInForm(page).submit).toBeVisible();
    await signInWithForm(page, ACCOUNTS.purchaser.email);
    await expectPath(page, '/market', { q: 'ca chua', sort: 'nameAsc' });
    await expect(cards(page).first().getByTestId('favorite-toggle')).toBeVisible();
    await expect(cards(page).first().getByTestId('note-button')).toBeVisible();
  });

  test('the product page heart leads to sign-in too; /favorite asks to sign in', async ({ page }) => {
    const list = await searchProducts(page.request, { query: 'ca chua' }, { sort: [{ field: 'name', order: 'ASC' }] });
    const product = list.data.find((p) => !p.isExclusive) as ApiProduct;
    await page.goto(product.slug);
    await expect(page.getByTestId('product-name')).toHaveText(product.name);
    await expect(page.getByTestId('note-button')).toHaveCount(0);
    await page.getByRole('link', { name: `Thêm ${product.name} vào yêu thích` }).click();
    await expectPath(page, '/signin', { redirect: product.slug });

    await page.goto('/favorite');
    await expectPath(page, '/signin');
    expect(here(page).searchParams.get('redirect')).toBe('/favorite');
  });
});

test.describe('buyers without BUYER_FAVORITE_ITEM_ADD', () => {
  test('the approver sees no favourite toggle (notes remain: any signed-in buyer) and cannot open /favorite', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.approver, STORES.bepVietQuan1.id);
    await page.goto(LIST);
    await expect(cards(page).first()).toBeVisible();
    await settle(page);
    await expect(page.getByTestId('favorite-toggle')).toHaveCount(0);
    await expect(
      cards(page)
        .first()
        .getByRole('link', { name: /vào yêu thích/ }),
    ).toHaveCount(0);
    await expect(cards(page).first().getByTestId('note-button')).toBeVisible();

    await page.goto('/favorite');
    await expectPath(page, '/');
  });

  test('the purchaser, who holds the permission, does see it', async ({ page }) => {
    await signInAs(page, ACCOUNTS.purchaser, STORES.bepVietQuan1.id);
    await page.goto(LIST);
    await expect(cards(page).first().getByTestId('favorite-toggle')).toBeVisible();
  });
});
