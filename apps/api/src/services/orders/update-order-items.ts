import { orderItems, orders } from '@chobep/db';
import {
  checkAcceptedQuantity,
  checkDeliveredQuantity,
  checkFinalPrice,
  DomainError,
  isUuid,
  MAX_UNIT_PRICE,
  type OrderAction,
  repriceOrder,
} from '@chobep/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../cart/executor';
import type { OrderActorScope } from './transition-orders';
import { transitionOrders } from './transition-orders';

/**
 * Changes to an order's lines, and the re-pricing that follows (issue 14 points 3 and 5): one service for the
 * supplier's acceptance with accepted quantities, the delivered quantities and final unit prices entered by either
 * side, and (later) the approver's pending-approval edits. Every change runs inside `transitionOrders`, under the
 * order's row lock and after the state machine allowed it; the lines and the order's totals are then recomputed
 * by packages/domain orders/reprice-order from what is stored, never from a client's figures.
 */
export interface ItemChange {
  itemId: string;
  acceptedQuantity?: number | null;
  deliveredQuantity?: number | null;
  /** The final unit price before VAT, whole đồng. */
  priceBeforeVat?: number | null;
}

/** The most lines one call may name (an order holds at most a cart's worth). */
export const ITEM_CHANGES_MAX = 200;

type ItemRow = typeof orderItems.$inferSelect;

/**
 * Applies `changes` to the order's lines and re-prices the order, inside the caller's transaction (the order is
 * already locked). `mode` says which fields may change: ACCEPT sets accepted quantities (a line not named is
 * accepted whole), DELIVERED sets delivered quantities and final prices.
 */
export async function applyItemChanges(
  tx: Executor,
  orderId: string,
  changes: readonly ItemChange[],
  mode: 'ACCEPT' | 'DELIVERED',
): Promise<void> {
  const lines: ItemRow[] = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const next = new Map(lines.map((l) => [l.id, { ...l }]));
  if (mode === 'ACCEPT') for (const line of next.values()) line.acceptedQuantity = line.quantity;
  for (const change of changes) {
    const line = isUuid(change.itemId) ? next.get(change.itemId) : undefined;
    if (!line) throw new DomainError('ORDER_ITEM_NOT_FOUND', 'items');
    if (mode === 'ACCEPT') {
      const accepted = change.acceptedQuantity ?? line.quantity;
      if (checkAcceptedQuantity(accepted, line.quantity))
        throw new DomainError('ORDER_QUANTITY_INVALID', 'acceptedQuantity', { max: line.quantity });
      line.acceptedQuantity = accepted;
      continue;
    }
    if (change.deliveredQuantity !== undefined && change.deliveredQuantity !== null) {
      if (checkDeliveredQuantity(change.deliveredQuantity, line.quantity))
        throw new DomainError('ORDER_QUANTITY_INVALID', 'deliveredQuantity', { max: line.quantity * 2 });
      line.deliveredQuantity = change.deliveredQuantity;
    }
    if (change.priceBeforeVat !== undefined && change.priceBeforeVat !== null) {
      if (checkFinalPrice(change.priceBeforeVat))
        throw new DomainError('ORDER_PRICE_INVALID', 'price', { amount: MAX_UNIT_PRICE });
      // The ordered price again clears the correction.
      line.finalPriceBeforeVat = change.priceBeforeVat === line.priceBeforeVat ? null : change.priceBeforeVat;
    }
  }
  const changed = [...next.values()];
  if (mode === 'ACCEPT' && changed.every((l) => (l.acceptedQuantity ?? 0) === 0))
    throw new DomainError('ORDER_NOTHING_ACCEPTED', 'items');

  const [order] = await tx.select({ deliveryFee: orders.deliveryFee }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new DomainError('ORDER_NOT_FOUND', 'id');
  const priced = repriceOrder(changed, order.deliveryFee);
  for (const [at, line] of changed.entries()) {
    const amounts = priced.lines[at];
    const before = byId.get(line.id);
    if (!amounts || !before) continue;
    const same =
      before.acceptedQuantity === line.acceptedQuantity &&
      before.deliveredQuantity === line.deliveredQuantity &&
      before.finalPriceBeforeVat === line.finalPriceBeforeVat &&
      before.amount === amounts.amount &&
      before.amountBeforeVat === amounts.amountBeforeVat &&
      before.discount === amounts.discount;
    if (same) continue;
    await tx
      .update(orderItems)
      .set({
        acceptedQuantity: line.acceptedQuantity,
        deliveredQuantity: line.deliveredQuantity,
        finalPriceBeforeVat: line.finalPriceBeforeVat,
        amountBeforeVat: amounts.amountBeforeVat,
        vat: amounts.vat,
        amount: amounts.amount,
        discount: amounts.discount,
      })
      .where(eq(orderItems.id, line.id));
  }
  await tx
    .update(orders)
    .set({
      subtotalBeforeVat: priced.subtotalBeforeVat,
      vat: priced.vat,
      itemsTotal: priced.itemsTotal,
      discount: priced.discount,
      grossTotal: priced.gross,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}

function checkCount(changes: readonly unknown[], field: string) {
  if (changes.length > ITEM_CHANGES_MAX) throw new DomainError('TOO_MANY_VALUES', field, { max: ITEM_CHANGES_MAX });
}

/** The supplier (or an operator) accepts the order, with what it will send of each line (default: all of it). */
export async function acceptOrder(
  db: Parameters<typeof transitionOrders>[0],
  actor: OrderActorScope,
  id: string,
  changes: readonly ItemChange[],
) {
  checkCount(changes, 'items');
  return transitionOrders(db, actor, [id], 'ACCEPT', null, {
    apply: async (tx, [order]) => {
      if (order) await applyItemChanges(tx, order.id, changes, 'ACCEPT');
    },
  });
}

/**
 * Delivered quantities and final unit prices, by either side (orderUpdateItems, supplyOrderSetDelivered): each
 * kind of change needs its own permission (SET_DELIVERED_QUANTITY, SET_DELIVERED_PRICE), and neither is allowed on
 * an order with a voucher.
 */
export async function setDeliveredItems(
  db: Parameters<typeof transitionOrders>[0],
  actor: OrderActorScope,
  id: string,
  changes: readonly ItemChange[],
) {
  checkCount(changes, 'items');
  const actions: OrderAction[] = [];
  if (changes.some((c) => c.deliveredQuantity !== undefined && c.deliveredQuantity !== null))
    actions.push('SET_DELIVERED_QUANTITY');
  if (changes.some((c) => c.priceBeforeVat !== undefined && c.priceBeforeVat !== null))
    actions.push('SET_DELIVERED_PRICE');
  if (actions.length === 0) throw new DomainError('REQUIRED', 'items');
  return transitionOrders(db, actor, [id], actions, null, {
    apply: async (tx, [order]) => {
      if (order) await applyItemChanges(tx, order.id, changes, 'DELIVERED');
    },
  });
}
