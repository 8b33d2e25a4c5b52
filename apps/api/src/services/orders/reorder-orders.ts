import { cartItems, orderItems } from '@chobep/db';
import { checkStoreCanOrder, DomainError, type ErrorCode } from '@chobep/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context';
import { storeOfViewer } from '../../schema/buyers/store-access';
import { checkCartItems, putCartItems } from '../cart/put-cart-items';
import { buyerActor } from './buyer-actor';
import { readOrders } from './read-order';

/** Orders one bulk reorder may name (a page of the list at most). */
export const REORDER_MAX_ORDERS = 20;

export interface ReorderLine {
  productId: string;
  storeId: string;
  name: string;
  quantity: number;
}

export interface ReorderResult {
  /** What the stores' carts hold of each product now (at least what was ordered). */
  added: ReorderLine[];
  /** Products that could not go back into the cart, and why (no longer sold, out of stock, a new minimum…). */
  leftOut: (ReorderLine & { code: ErrorCode })[];
}

/**
 * Puts the products of orders back into their stores' carts. Every order must be one the user sees (else nothing
 * happens: ORDER_NOT_FOUND). A product ordered in several of them counts once with the quantities summed. A cart line
 * ends with at least the ordered quantity — max(cart, ordered), never the sum — so pressing "reorder" twice (a double
 * click, a retry after a timeout) leaves the cart as one press did. Products that cannot be bought now are left out
 * and named; the rest are written in one call per store, all or none (the cart's own limits apply).
 */
export async function reorderOrders(ctx: SignedInContext, ids: readonly string[]): Promise<ReorderResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new DomainError('ORDER_NOT_FOUND', 'ids');
  if (unique.length > REORDER_MAX_ORDERS)
    throw new DomainError('TOO_MANY_PRODUCTS', 'ids', { max: REORDER_MAX_ORDERS });
  const found = await readOrders(ctx.db, await buyerActor(ctx), unique);
  if (found.length !== unique.length) throw new DomainError('ORDER_NOT_FOUND', 'ids');

  const lines = await ctx.db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      nameVi: orderItems.nameVi,
      nameEn: orderItems.nameEn,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, unique));
  const orderById = new Map(found.map((o) => [o.id, o]));
  // store → product → what to put back
  const wanted = new Map<string, Map<string, ReorderLine & { supplierId: number }>>();
  for (const line of lines) {
    const order = orderById.get(line.orderId);
    if (!order) continue;
    const byProduct = wanted.get(order.storeId) ?? new Map();
    wanted.set(order.storeId, byProduct);
    const known = byProduct.get(line.productId);
    if (known) known.quantity = Math.round((known.quantity + line.quantity) * 1000) / 1000;
    else
      byProduct.set(line.productId, {
        productId: line.productId,
        storeId: order.storeId,
        supplierId: order.supplierId,
        name: ctx.lang === 'en' ? line.nameEn : line.nameVi,
        quantity: line.quantity,
      });
  }

  // Every store is checked before any cart is written, so a blocked store refuses the whole call. Each store's
  // cart is then written all or none; the only later refusal is a full cart (200 lines), and since a reorder only
  // raises lines to the ordered quantity, pressing again after making room finishes the job without doubling.
  const stores = new Map<string, NonNullable<Awaited<ReturnType<typeof storeOfViewer>>>>();
  for (const storeId of wanted.keys()) {
    const store = await storeOfViewer(ctx, storeId);
    if (!store) throw new DomainError('ORDER_NOT_FOUND', 'ids');
    const blocked = checkStoreCanOrder({
      storeStatus: store.status,
      storeDisabled: store.disabled,
      buyerStatus: ctx.viewer.buyerStatus,
      accountStatus: ctx.viewer.accountStatus,
    });
    if (blocked) throw new DomainError(blocked, 'storeId');
    stores.set(storeId, store);
  }

  const result: ReorderResult = { added: [], leftOut: [] };
  for (const [storeId, byProduct] of wanted) {
    const store = stores.get(storeId) as NonNullable<ReturnType<typeof stores.get>>;
    const products = [...byProduct.values()];
    const inCart = await ctx.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.storeId, storeId),
          inArray(
            cartItems.productId,
            products.map((p) => p.productId),
          ),
        ),
      );
    const current = new Map(inCart.map((c) => [c.productId, c.quantity]));
    const plan = await checkCartItems(
      ctx.db,
      ctx.viewer.region,
      products.map((p) => ({ supplierId: p.supplierId, productId: p.productId, quantity: p.quantity })),
      { skipUnavailable: true, maxItems: Number.MAX_SAFE_INTEGER },
    );
    const skipped = new Map(plan.skipped.map((s) => [s.productId, s.code]));
    // Only lines that grow are written; a cart already holding as much stays as it is.
    plan.puts = plan.puts.filter((p) => (current.get(p.productId) ?? 0) < p.quantity);
    plan.productIds = plan.puts.map((p) => p.productId);
    await putCartItems(
      ctx.db,
      {
        storeId,
        userId: ctx.viewer.userId,
        store: {
          storeStatus: store.status,
          storeDisabled: store.disabled,
          buyerStatus: ctx.viewer.buyerStatus,
          accountStatus: ctx.viewer.accountStatus,
        },
      },
      plan,
    );
    for (const p of products) {
      const code = skipped.get(p.productId);
      if (code) result.leftOut.push({ ...p, code });
      else result.added.push({ ...p, quantity: Math.max(p.quantity, current.get(p.productId) ?? 0) });
    }
  }
  if (result.added.length === 0) throw new DomainError('NOTHING_TO_REORDER', 'ids');
  return result;
}
