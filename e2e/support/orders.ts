import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type DemoAccount, STORES } from './accounts';
import { BASE_URL } from './env';
import { type GraphQLResult, graphql, ME_LOGIN } from './graphql';

/**
 * Orders for the order pages' tests, placed through the API as the checkout pages place them (cart, draft,
 * orderCreate), each test its own (the demo orders are not the tests'); a store's cart is shared by everyone acting for it, so a placement that
 * meets another test's cart change (CART_CHANGED, a cleared line) is tried again.
 */
export interface PlacedOrder {
  id: string;
  code: string;
  status: string;
  storeId: string;
}

async function call<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  let result: GraphQLResult<T>;
  try {
    result = await graphql<T>(request, query, variables);
  } catch (error) {
    if (!/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
    result = await graphql<T>(request, query, variables);
  }
  return result;
}

export interface Product {
  id: string;
  name: string;
  price: number | null;
  minQuantity: number;
  inStock: boolean;
  allowAddToCart: boolean;
  isExclusive: boolean;
  supplier: { id: number; moq: number } | null;
}

/** The products `placeOrder` chooses from, in its order (`pick` is an index into this list). */
export async function orderableProducts(request: APIRequestContext, storeId: string): Promise<Product[]> {
  const result = await call<{ productSearch: { data: Product[] } }>(
    request,
    `query E2eOrdersProducts { productSearch(filter: {}, pagination: { size: 100 }) {
      data { id name price minQuantity inStock allowAddToCart isExclusive supplier { id moq } } } }`,
  );
  const data = (result.data?.productSearch.data ?? []).filter(
    (p) =>
      p.price !== null &&
      p.price > 0 &&
      p.inStock &&
      p.allowAddToCart &&
      !p.isExclusive &&
      p.supplier &&
      p.supplier.moq <= 500_000,
  );
  if (data.length === 0)
    throw new Error(`no orderable product for ${storeId}: ${JSON.stringify(result).slice(0, 300)}`);
  return data;
}

/**
 * Places one order of one supplier's product for the store with the signed-in `request` (its cookies). `pick` chooses
 * which orderable product (so two tests order different things).
 */
export async function placeOrder(
  request: APIRequestContext,
  storeId: string,
  pick = 0,
  paymentMethod?: 'COD' | 'BANK_TRANSFER' | 'DEPOSIT',
): Promise<PlacedOrder> {
  const list = await orderableProducts(request, storeId);
  const product = list[pick % list.length] as Product;
  const supplierId = product.supplier?.id as number;
  const quantity = Math.max(
    Math.ceil(product.minQuantity),
    Math.ceil(Math.max(product.supplier?.moq ?? 0, 400_000) / (product.price as number)),
  );
  let last = '';
  for (let attempt = 0; attempt < 4; attempt++) {
    // Only this supplier's lines are this test's business: another supplier's lines in the shared cart stay.
    await call(
      request,
      `mutation E2eOrdersClear($storeId: ID!, $supplierId: Int!) {
        cartClearSupplier(storeId: $storeId, supplierId: $supplierId) { success } }`,
      { storeId, supplierId },
    );
    const put = await call<{ cartPutItem: { success: boolean } }>(
      request,
      `mutation E2eOrdersPut($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { message } } }`,
      { input: { storeId, supplierId, productId: product.id, quantity } },
    );
    expect(put.data?.cartPutItem.success, JSON.stringify(put)).toBe(true);
    if (paymentMethod) {
      const paid = await call<{ cartPutPaymentMethod: { success: boolean } }>(
        request,
        `mutation E2eOrdersPayment($storeId: ID!, $supplierId: Int, $paymentMethod: PaymentMethod!) {
          cartPutPaymentMethod(storeId: $storeId, supplierId: $supplierId, paymentMethod: $paymentMethod) {
            success userErrors { message } } }`,
        { storeId, supplierId, paymentMethod },
      );
      expect(paid.data?.cartPutPaymentMethod.success, JSON.stringify(paid)).toBe(true);
    }
    const draft = await call<{ cartCreateOrderDraft: { success: boolean; token: string | null } }>(
      request,
      `mutation E2eOrdersDraft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) {
        success token userErrors { code message } } }`,
      { storeId },
    );
    const token = draft.data?.cartCreateOrderDraft.token;
    if (!draft.data?.cartCreateOrderDraft.success || !token) {
      // Another test's lines in the same store's cart (a supplier under its minimum, or taken by that test's own
      // order between this put and this draft): wait for it to finish with them, as after a failed create.
      last = JSON.stringify(draft);
      await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
      continue;
    }
    const created = await call<{
      orderCreate: {
        success: boolean;
        orders: { id: string; code: string; status: string; supplier: { id: number } }[];
      };
    }>(
      request,
      `mutation E2eOrdersCreate($token: String!, $storeId: ID!) { orderCreate(token: $token, storeId: $storeId) {
        success userErrors { code message } orders { id code status supplier { id } } } }`,
      { token, storeId },
    );
    const order = created.data?.orderCreate.orders.find((o) => o.supplier.id === supplierId);
    if (created.data?.orderCreate.success && order) return { ...order, storeId };
    last = JSON.stringify(created);
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
  }
  throw new Error(`the order could not be placed: ${last}`);
}

/** A request context signed in as the account (for the route examples, which get no session of their own). */
export async function signedInRequest(account: DemoAccount, storeId: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-store-id': storeId },
  });
  const result = await graphql<{ meLogin: { success: boolean } }>(
    context,
    ME_LOGIN,
    { input: { login: account.email, password: DEMO_PASSWORD, rememberMe: false } },
    { origin: BASE_URL },
  );
  expect(result.data?.meLogin.success, JSON.stringify(result)).toBe(true);
  return context;
}

let example: Promise<string> | null = null;
/**
 * An order of Bếp Việt – Quận 1 (every Bếp Việt account with ORDER_VIEW acts for it): the newest one, or one placed
 * by the owner when the store has none yet. Cached per worker.
 */
export function exampleOrderPath(): Promise<string> {
  example ??= (async () => {
    const store = STORES.bepVietQuan1.id;
    const request = await signedInRequest(ACCOUNTS.owner, store);
    try {
      const found = await call<{ orders: { data: { id: string }[] } }>(
        request,
        'query E2eOrdersExample($storeId: ID) { orders(filter: { storeId: $storeId }, size: 1) { data { id } } }',
        { storeId: store },
      );
      const id = found.data?.orders.data[0]?.id ?? (await placeOrder(request, store, 7)).id;
      return `/orders/${id}`;
    } finally {
      await request.dispose();
    }
  })();
  return example;
}

let noteExample: Promise<string> | null = null;
/**
 * The delivery note of an order of Bếp Việt – Quận 1 that will still be delivered (a canceled, declined or
 * disapproved order travels in no delivery): one of the newest, or one placed by the owner. Cached per worker.
 */
export function exampleDeliveryNotePath(): Promise<string> {
  noteExample ??= (async () => {
    const store = STORES.bepVietQuan1.id;
    const request = await signedInRequest(ACCOUNTS.owner, store);
    try {
      const found = await call<{ orders: { data: { id: string }[] } }>(
        request,
        `query E2eDeliveryNoteExample($storeId: ID) { orders(filter: { storeId: $storeId,
          statuses: [PENDING_APPROVAL, PENDING_ACCEPTANCE, SENT, ACCEPTED, IN_PROGRESS, PENDING_DELIVERY,
          DELIVERY_IN_PROGRESS, DELIVERING, DELIVERED] }, size: 1) { data { id } } }`,
        { storeId: store },
      );
      const id = found.data?.orders.data[0]?.id ?? (await placeOrder(request, store, 7)).id;
      return `/phieu-giao/${id}`;
    } finally {
      await request.dispose();
    }
  })();
  return noteExample;
}
