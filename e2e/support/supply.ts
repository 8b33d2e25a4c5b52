import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, STORES, SUPPLY_ACCOUNTS, SUPPLY_SUPPLIER_ID } from './accounts';
import { BASE_URL } from './env';
import { graphql, ME_LOGIN } from './graphql';

/**
 * An order the demo supplier user can see (issue 14): the newest of its supplier's in the supply list, or, on demo
 * data without one, an order Quán Cơm Nhà places for its Cầu Giấy store with a product of that supplier (a store no
 * other spec orders for: the checkout specs share Bếp Việt's carts).
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
    return await placeSupplyOrder(STORES.quanComCauGiay.id);
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

/**
 * Empties the store's cart first: other specs (checkout/quantity) leave lines of other suppliers in Quán Cơm Nhà's
 * carts, and a draft is the whole cart's, so one supplier below its minimum would refuse it.
 */
async function emptyCart(owner: APIRequestContext, store: string, headers: Record<string, string>): Promise<void> {
  const cart = await graphql<{
    cart: { cartSet: { supplier: { id: number } }[]; notAvailableProducts: { supplierId: number }[] };
  }>(
    owner,
    'query E2eSupplyCart($storeId: ID!) { cart(storeId: $storeId) { cartSet { supplier { id } } notAvailableProducts { supplierId } } }',
    { storeId: store },
    headers,
  );
  const suppliers = new Set([
    ...(cart.data?.cart.cartSet ?? []).map((g) => g.supplier.id),
    ...(cart.data?.cart.notAvailableProducts ?? []).map((l) => l.supplierId),
  ]);
  for (const supplierId of suppliers) {
    const cleared = await graphql<{ cartClearSupplier: { success: boolean } }>(
      owner,
      'mutation E2eSupplyClear($storeId: ID!, $supplierId: Int!) { cartClearSupplier(storeId: $storeId, supplierId: $supplierId) { success userErrors { message } } }',
      { storeId: store, supplierId },
      headers,
    );
    expect(cleared.data?.cartClearSupplier.success, JSON.stringify(cleared)).toBe(true);
  }
}

/**
 * Quán Cơm Nhà's owner orders, for one of its stores, enough of one product of the supplier for its minimum (at least
 * two units); the checkout picks the earliest date. With `weighed`, the order also has that many kg of a product
 * the supplier sells by weight (its first line by name may be either). Returns the order's id. Each caller uses a
 * store of its own: the cart is the store's.
 */
export async function placeSupplyOrder(
  store: (typeof STORES)['quanComCauGiay' | 'quanComHoanKiem']['id'],
  weighed?: number,
): Promise<string> {
  const owner = await signedIn(ACCOUNTS.otherOwner.email);
  const headers = { origin: BASE_URL, 'x-store-id': store };
  try {
    await emptyCart(owner, store, headers);
    const search = await graphql<{
      productSearch: {
        data: {
          id: string;
          supplier: { id: number } | null;
          price: number | null;
          allowDecimal: boolean;
          minQuantity: number;
        }[];
      };
    }>(
      owner,
      `query E2eSupplyProducts($supplier: String!) {
        productSearch(filter: { supplier: $supplier }, pagination: { size: 20 }) {
          data { id supplier { id } price allowDecimal minQuantity } } }`,
      { supplier: SUPPLY_ACCOUNTS.supplier.company },
      headers,
    );
    const product = search.data?.productSearch.data.find((p) => p.price && !p.allowDecimal);
    expect(product, JSON.stringify(search)).toBeTruthy();
    const quantity = Math.max(2, Math.ceil(600_000 / (product?.price ?? 1)));
    const put = await graphql<{ cartPutItem: { success: boolean } }>(
      owner,
      'mutation E2eSupplyPut($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { message } } }',
      { input: { storeId: store, supplierId: SUPPLY_SUPPLIER_ID, productId: product?.id, quantity } },
      headers,
    );
    expect(put.data?.cartPutItem.success, JSON.stringify(put)).toBe(true);
    if (weighed !== undefined) {
      const byWeight = search.data?.productSearch.data.find(
        (p) => p.price && p.allowDecimal && p.minQuantity <= weighed,
      );
      expect(byWeight, JSON.stringify(search)).toBeTruthy();
      const kg = await graphql<{ cartPutItem: { success: boolean } }>(
        owner,
        'mutation E2eSupplyPutKg($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { message } } }',
        { input: { storeId: store, supplierId: SUPPLY_SUPPLIER_ID, productId: byWeight?.id, quantity: weighed } },
        headers,
      );
      expect(kg.data?.cartPutItem.success, JSON.stringify(kg)).toBe(true);
    }
    const draft = await graphql<{ cartCreateOrderDraft: { success: boolean; token: string } }>(
      owner,
      'mutation E2eSupplyDraft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { success token userErrors { message } } }',
      { storeId: store },
      headers,
    );
    expect(draft.data?.cartCreateOrderDraft.success, JSON.stringify(draft)).toBe(true);
    const created = await graphql<{ orderCreate: { success: boolean; orders: { id: string }[] } }>(
      owner,
      'mutation E2eSupplyCreate($storeId: ID!, $token: String!) { orderCreate(storeId: $storeId, token: $token) { success orders { id } userErrors { message } } }',
      { storeId: store, token: draft.data?.cartCreateOrderDraft.token },
      headers,
    );
    expect(created.data?.orderCreate.success, JSON.stringify(created)).toBe(true);
    return created.data?.orderCreate.orders[0]?.id as string;
  } finally {
    await owner.dispose();
  }
}
