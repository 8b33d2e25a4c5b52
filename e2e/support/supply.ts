import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, STORES, SUPPLY_ACCOUNTS, SUPPLY_SUPPLIER_ID } from './accounts';
import { BASE_URL } from './env';
import { graphql, ME_LOGIN } from './graphql';

/**
 * An order the demo supplier user can see (issue 14): the newest of its supplier's in the supply list, or, on demo
 * data without one, an order the owner places for Bếp Việt – Quận 1 with a product of that supplier.
 */
export async function ensureSupplyOrder(_request: APIRequestContext): Promise<string> {
  const supplier = await signedIn(SUPPLY_ACCOUNTS.supplier.email);
  try {
    const existing = await graphql<{ supplyOrders: { items: { id: string }[] } }>(
      supplier,
      'query E2eSupplyOrders { supplyOrders(size: 1) { items { id } } }',
    );
    const id = existing.data?.supplyOrders.items[0]?.id;
    if (id) return id;
    await placeOrder();
    const placed = await graphql<{ supplyOrders: { items: { id: string }[] } }>(
      supplier,
      'query E2eSupplyOrdersAfter { supplyOrders(size: 1) { items { id } } }',
    );
    const after = placed.data?.supplyOrders.items[0]?.id;
    expect(after, `no order of supplier ${SUPPLY_SUPPLIER_ID}: ${JSON.stringify(placed)}`).toBeTruthy();
    return after as string;
  } finally {
    await supplier.dispose();
  }
}

async function signedIn(email: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const result = await graphql<{ meLogin: { success: boolean } }>(
    request,
    ME_LOGIN,
    { input: { login: email, password: DEMO_PASSWORD, rememberMe: false } },
    { origin: BASE_URL },
  );
  expect(result.data?.meLogin.success, JSON.stringify(result)).toBe(true);
  return request;
}

/** The owner orders enough of one product of the supplier for its minimum; the checkout picks the earliest date. */
async function placeOrder(): Promise<void> {
  const owner = await signedIn(ACCOUNTS.owner.email);
  const store = STORES.bepVietQuan1.id;
  const headers = { origin: BASE_URL, 'x-store-id': store };
  try {
    const search = await graphql<{
      productSearch: {
        data: { id: string; supplier: { id: number } | null; price: number | null; allowDecimal: boolean }[];
      };
    }>(
      owner,
      `query E2eSupplyProducts($supplier: String!) {
        productSearch(filter: { supplier: $supplier }, pagination: { size: 20 }) {
          data { id supplier { id } price allowDecimal } } }`,
      { supplier: SUPPLY_ACCOUNTS.supplier.company },
      headers,
    );
    const product = search.data?.productSearch.data.find((p) => p.price && !p.allowDecimal);
    expect(product, JSON.stringify(search)).toBeTruthy();
    const quantity = Math.max(1, Math.ceil(600_000 / (product?.price ?? 1)));
    const put = await graphql<{ cartPutItem: { success: boolean } }>(
      owner,
      'mutation E2eSupplyPut($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { message } } }',
      { input: { storeId: store, supplierId: SUPPLY_SUPPLIER_ID, productId: product?.id, quantity } },
      headers,
    );
    expect(put.data?.cartPutItem.success, JSON.stringify(put)).toBe(true);
    const draft = await graphql<{ cartCreateOrderDraft: { success: boolean; token: string } }>(
      owner,
      'mutation E2eSupplyDraft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { success token userErrors { message } } }',
      { storeId: store },
      headers,
    );
    expect(draft.data?.cartCreateOrderDraft.success, JSON.stringify(draft)).toBe(true);
    const created = await graphql<{ orderCreate: { success: boolean } }>(
      owner,
      'mutation E2eSupplyCreate($storeId: ID!, $token: String!) { orderCreate(storeId: $storeId, token: $token) { success userErrors { message } } }',
      { storeId: store, token: draft.data?.cartCreateOrderDraft.token },
      headers,
    );
    expect(created.data?.orderCreate.success, JSON.stringify(created)).toBe(true);
  } finally {
    await owner.dispose();
  }
}
