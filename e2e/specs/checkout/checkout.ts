import { formatMoney } from '@chobep/domain/text/format-money';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import type { DemoAccount } from '../../support/accounts';
import { setLanguage, setStore } from '../../support/cookies';
import { type GraphQLResult, graphql } from '../../support/graphql';
import type { Sessions } from '../../support/sessions';

/**
 * Helpers of the checkout browser tests. The API is the source of truth for what the pages must show; each test
 * empties the cart of the store it uses first (the store's cart is shared by everyone who acts for it), so the tests
 * do not depend on each other. Stores: the phone project orders for Bếp Việt – Thảo Điền and the desktop project for
 * Bếp Việt – Quận 1, so the two projects never share a cart; tests that share a store run in one file, serially.
 */

/** A call that is safe to repeat, tried again once when the keep-alive connection was reset under it. */
export async function ask<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  try {
    return await graphql<T>(request, query, variables, headers);
  } catch (error) {
    if (!/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
    return graphql<T>(request, query, variables, headers);
  }
}

export function money(amount: number, lang: 'vi' | 'en' = 'vi'): string {
  return formatMoney(amount, lang);
}

/** Signs the browser context in as the account (cookies of the worker's session), for the store and language. */
export async function signIn(
  context: BrowserContext,
  sessions: Sessions,
  account: DemoAccount,
  storeId: string,
  lang: 'vi' | 'en' = 'vi',
): Promise<void> {
  await context.addCookies((await sessions.state(account)).cookies);
  await setStore(context, storeId);
  await setLanguage(context, lang);
}

interface CartShape {
  cart: {
    cartSet: {
      supplier: { id: number };
      moq: number;
      moqMissing: number;
      moqReached: boolean;
      total: number;
      discount: number;
      grossTotal: number;
      voucher: { code: string } | null;
      items: { product: { id: string }; quantity: number }[];
    }[];
    notAvailableProducts: { supplierId: number }[];
    grossTotal: number;
  };
}

export async function readCart(request: APIRequestContext, storeId: string): Promise<CartShape['cart']> {
  const result = await ask<CartShape>(
    request,
    `query E2eCheckoutCart($storeId: ID!) { cart(storeId: $storeId) {
      cartSet { supplier { id } moq moqMissing moqReached total discount grossTotal voucher { code }
        items { product { id } quantity } }
      grossTotal
      notAvailableProducts { supplierId } } }`,
    { storeId },
  );
  if (!result.data) throw new Error(`cart of ${storeId}: ${JSON.stringify(result)}`);
  return result.data.cart;
}

/** Empties the store's cart, supplier by supplier (the lines that cannot be ordered too). */
export async function resetCart(request: APIRequestContext, storeId: string): Promise<void> {
  const cart = await readCart(request, storeId);
  const suppliers = new Set([
    ...cart.cartSet.map((g) => g.supplier.id),
    ...cart.notAvailableProducts.map((l) => l.supplierId),
  ]);
  for (const supplierId of suppliers) {
    const result = await ask<{ cartClearSupplier: { success: boolean } }>(
      request,
      `mutation E2eClearSupplier($storeId: ID!, $supplierId: Int!) {
        cartClearSupplier(storeId: $storeId, supplierId: $supplierId) { success userErrors { message } } }`,
      { storeId, supplierId },
    );
    expect(result.data?.cartClearSupplier.success, JSON.stringify(result)).toBe(true);
  }
  expect((await readCart(request, storeId)).cartSet).toHaveLength(0);
}

export interface Orderable {
  id: string;
  name: string;
  price: number;
  minQuantity: number;
  allowDecimal: boolean;
  supplier: { id: number; name: string; moq: number };
}

/** Products a buyer can put in the cart now (priced, in stock, not exclusive), best sellers first. */
export async function orderableProducts(request: APIRequestContext, query = ''): Promise<Orderable[]> {
  const result = await ask<{
    productSearch: {
      data: (Orderable & { inStock: boolean; allowAddToCart: boolean; isExclusive: boolean; price: number | null })[];
    };
  }>(
    request,
    `query E2eCheckoutProducts($filter: ProductFilter) { productSearch(filter: $filter, pagination: { size: 100 }) {
      data { id name price minQuantity allowDecimal inStock allowAddToCart isExclusive supplier { id name moq } } } }`,
    { filter: query ? { query } : {} },
  );
  const data = result.data?.productSearch.data ?? [];
  const orderable = data.filter(
    (p) => p.price !== null && p.price > 0 && p.inStock && p.allowAddToCart && !p.isExclusive && p.supplier,
  );
  if (orderable.length === 0) throw new Error(`no orderable product: ${JSON.stringify(result).slice(0, 500)}`);
  return orderable as Orderable[];
}

/** One product of each of `count` suppliers whose minimum is at most `maxMoq`. */
export function productsOfSuppliers(products: Orderable[], count: number, maxMoq = 500_000): Orderable[] {
  const picked = new Map<number, Orderable>();
  for (const p of products) {
    if (picked.size === count) break;
    if (p.supplier.moq > maxMoq || picked.has(p.supplier.id)) continue;
    picked.set(p.supplier.id, p);
  }
  if (picked.size < count) throw new Error(`only ${picked.size} suppliers with a minimum up to ${maxMoq}`);
  return [...picked.values()];
}

/** The whole quantity that brings a line to at least `amount` đồng (with VAT), never under the product's minimum. */
export function quantityFor(product: Orderable, amount: number): number {
  return Math.max(Math.ceil(product.minQuantity), Math.ceil(amount / product.price));
}

export async function putItems(
  request: APIRequestContext,
  storeId: string,
  items: { product: Orderable; quantity: number }[],
): Promise<void> {
  const result = await ask<{ cartPutItems: { success: boolean } }>(
    request,
    `mutation E2ePutItems($storeId: ID!, $items: [CartLineInput!]!) {
      cartPutItems(storeId: $storeId, items: $items) { success userErrors { message } } }`,
    {
      storeId,
      items: items.map((i) => ({ productId: i.product.id, supplierId: i.product.supplier.id, quantity: i.quantity })),
    },
  );
  expect(result.data?.cartPutItems.success, JSON.stringify(result)).toBe(true);
}

/**
 * A step's primary action (Continue, Place order): in the summary from 1025 px, in the bar at the bottom of the
 * screen on a phone — the one the width shows.
 */
export function action(page: Page, testId: 'checkout-continue' | 'place-order') {
  return page.getByTestId(testId).filter({ visible: true });
}

/** The analytics events the page pushed to window.dataLayer, by name. */
export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((e) =>
      e && typeof e.event === 'string' ? [e.event] : [],
    ),
  );
}
