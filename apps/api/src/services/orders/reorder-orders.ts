import { cartItems, orderItems } from '@chobep/db';
import { DomainError, decideReorder, type ErrorCode, type StoreOrderFacts } from '@chobep/domain';
import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context';
import type { StoreRow } from '../../loaders';
import { storeOfViewer } from '../../schema/buyers/store-access';
import { type CartItemsPlan, checkCartItems, judgeCartLines, putCartItems } from '../cart/put-cart-items';
import { buyerActor } from './buyer-actor';
import type { OrderRow } from './create-orders';
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

  // Every store and every line is checked before any cart is written (decideReorder: the rule the pages' button
  // follows too), so a blocked store refuses the whole call. Each store's cart is then written all or none; the only
  // later refusal is a full cart (200 lines), and since a reorder only raises lines to the ordered quantity, pressing
  // again after making room finishes the job without doubling.
  const stores = new Map<string, StoreRow | null>();
  for (const storeId of wanted.keys()) stores.set(storeId, await storeOfViewer(ctx, storeId));
  const plans = new Map<string, CartItemsPlan>();
  for (const [storeId, byProduct] of wanted) {
    if (!stores.get(storeId)) continue;
    plans.set(
      storeId,
      await checkCartItems(
        ctx.db,
        ctx.viewer.region,
        [...byProduct.values()].map((p) => ({
          supplierId: p.supplierId,
          productId: p.productId,
          quantity: p.quantity,
        })),
        { skipUnavailable: true, maxItems: Number.MAX_SAFE_INTEGER },
      ),
    );
  }
  const decision = decideReorder({
    mayPlaceOrders: ctx.viewer.permissions.has('ORDER_PLACE'),
    stores: [...stores.values()].map((store) => (store ? storeOrderFacts(ctx, store) : null)),
    buyableLines: [...plans.values()].reduce((n, plan) => n + plan.puts.length, 0),
  });
  if (!decision.ok) throw new DomainError(decision.code, decision.code === 'STORE_BLOCKED' ? 'storeId' : 'ids');

  const result: ReorderResult = { added: [], leftOut: [] };
  for (const [storeId, byProduct] of wanted) {
    const store = stores.get(storeId) as StoreRow;
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
    const plan = plans.get(storeId) as CartItemsPlan;
    const skipped = new Map(plan.skipped.map((s) => [s.productId, s.code]));
    // Only lines that grow are written; a cart already holding as much stays as it is.
    plan.puts = plan.puts.filter((p) => (current.get(p.productId) ?? 0) < p.quantity);
    plan.productIds = plan.puts.map((p) => p.productId);
    await putCartItems(
      ctx.db,
      {
        storeId,
        userId: ctx.viewer.userId,
        region: ctx.viewer.region,
        store: storeOrderFacts(ctx, store),
      },
      plan,
    );
    for (const p of products) {
      const code = skipped.get(p.productId);
      if (code) result.leftOut.push({ ...p, code });
      else result.added.push({ ...p, quantity: Math.max(p.quantity, current.get(p.productId) ?? 0) });
    }
  }
  return result;
}

const storeOrderFacts = (ctx: SignedInContext, store: StoreRow): StoreOrderFacts => ({
  storeStatus: store.status,
  storeDisabled: store.disabled,
  buyerStatus: ctx.viewer.buyerStatus,
  accountStatus: ctx.viewer.accountStatus,
});

const availability = new WeakMap<object, DataLoader<OrderRow, boolean, string>>();

/**
 * Whether each order may be reordered now by the viewer (Order.availableActions' REORDER), by decideReorder with the
 * facts reorderOrders checks: the viewer's permission and stores, and the order's lines judged as a cart write would
 * judge them. Per request, in batches: a page of orders costs the lines (the request's orderItemsByOrder loader) and
 * one statement for their products, however many orders.
 */
export function reorderAvailability(ctx: SignedInContext): DataLoader<OrderRow, boolean, string> {
  let loader = availability.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader<OrderRow, boolean, string>(
      async (list) => {
        const mayPlaceOrders = ctx.viewer.permissions.has('ORDER_PLACE');
        if (!mayPlaceOrders) return list.map(() => false);
        const [items, stores] = await Promise.all([
          ctx.loaders.orderItemsByOrder.loadMany(list.map((o) => o.id)),
          ctx.loaders.storesByUser.load(ctx.viewer.userId),
        ]);
        const lines = list.flatMap((o, at) => {
          const rows = items[at];
          return rows instanceof Error || !rows
            ? []
            : rows.map((r) => ({ order: o.id, supplierId: o.supplierId, ...r }));
        });
        const judged = await judgeCartLines(
          ctx.db,
          ctx.viewer.region,
          lines.map((l) => ({ supplierId: l.supplierId, productId: l.productId, quantity: l.quantity })),
        );
        const buyable = new Map<string, number>();
        lines.forEach((l, at) => {
          if (judged[at] === null) buyable.set(l.order, (buyable.get(l.order) ?? 0) + 1);
        });
        return list.map((o) => {
          const store = stores.find((s) => s.id === o.storeId);
          return decideReorder({
            mayPlaceOrders,
            stores: [store ? storeOrderFacts(ctx, store) : null],
            buyableLines: buyable.get(o.id) ?? 0,
          }).ok;
        });
      },
      { cacheKeyFn: (o) => o.id },
    );
    availability.set(ctx.loaders, loader);
  }
  return loader;
}
