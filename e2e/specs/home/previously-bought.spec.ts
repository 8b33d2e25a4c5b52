import { expect, test } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { graphql } from '../../support/graphql';
import { signInQuickly } from '../../support/session';

/**
 * The home page's "previously bought" block from real orders (issue 13: it replaces the component-only test): a
 * store orders through the API as the checkout pages do (cart, draft, orderCreate), then the home page lists the
 * product. Quán Cơm Nhà – Cầu Giấy, a store no other spec orders for. The demo data gives the store orders of its own,
 * so the home block (its first products) need not hold this one: it is looked for in the block's "see all" list,
 * /market?orderedOnly=true, searched by its name.
 */
const STORE = STORES.quanComCauGiay.id;

test('a product the store ordered shows in "previously bought" on the home page', async ({ page }) => {
  await signInQuickly(page, ACCOUNTS.otherOwner, { storeId: STORE });
  const search = await graphql<{
    productSearch: { data: { id: string; name: string; price: number; supplier: { id: number } }[] };
  }>(
    page.request,
    `query E2eOrderable { productSearch(filter: { query: "nuoc mam" }, pagination: { size: 20 }) {
      data { id name price allowAddToCart allowDecimal minQuantity supplier { id } } } }`,
    {},
    { 'x-store-id': STORE },
  );
  const product = search.data?.productSearch.data.find((p) => p.price > 0);
  if (!product) throw new Error(`no orderable product: ${JSON.stringify(search)}`);
  // Enough for any minimum order of the demo suppliers.
  const quantity = Math.max(1, Math.ceil(1_000_000 / product.price));
  const put = await graphql<{ cartPutItem: { success: boolean } }>(
    page.request,
    `mutation E2ePut($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { message } } }`,
    { input: { storeId: STORE, supplierId: product.supplier.id, productId: product.id, quantity } },
  );
  expect(put.data?.cartPutItem.success, JSON.stringify(put)).toBe(true);
  const draft = await graphql<{ cartCreateOrderDraft: { success: boolean; token: string } }>(
    page.request,
    `mutation E2eDraft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { success token userErrors { message } } }`,
    { storeId: STORE },
  );
  expect(draft.data?.cartCreateOrderDraft.success, JSON.stringify(draft)).toBe(true);
  const created = await graphql<{ orderCreate: { success: boolean } }>(
    page.request,
    `mutation E2eCreate($token: String!, $storeId: ID!) { orderCreate(token: $token, storeId: $storeId) {
      success userErrors { message } } }`,
    { token: draft.data?.cartCreateOrderDraft.token, storeId: STORE },
  );
  expect(created.data?.orderCreate.success, JSON.stringify(created)).toBe(true);

  await page.addInitScript(() => sessionStorage.setItem('cb_home_popup_opened', '1'));
  await page.goto('/');
  const block = page.getByTestId('home-previously-bought');
  await expect(block).toBeVisible();
  expect(await block.getByTestId('home-previously-bought-item').count()).toBeGreaterThan(0);
  await page.goto(`/market?orderedOnly=true&q=${encodeURIComponent(product.name)}`);
  await expect(page.getByTestId('product-card').filter({ hasText: product.name }).first()).toBeVisible();
});
