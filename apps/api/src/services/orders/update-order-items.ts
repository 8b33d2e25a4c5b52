import { orderItems, orders, products, voucherRedemptions } from '@chobep/db';
import {
  checkAcceptedQuantity,
  checkDeliveredQuantity,
  checkFinalPrice,
  DomainError,
  isUuid,
  MAX_UNIT_PRICE,
  type OrderAction,
  planPendingEdit,
  repriceOrder,
} from '@chobep/domain';
import { DEFAULT_MAX_QUANTITY as CART_MAX_QUANTITY } from '@chobep/domain/cart/commit-quantity';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../cart/executor';
import { deliveryKey, loadCheckoutFacts, loadDeliveriesSoFar } from '../checkout/load-checkout-facts';
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

/**
 * The approver's edit of an order waiting for approval (EDIT_PENDING_ITEMS, ORDER_APPROVE): new ordered quantities,
 * 0 removing a line. Under the order's lock, the lines are priced again as checkout priced them by the pure
 * `planPendingEdit` (packages/domain orders/plan-pending-edit): the ordered prices, the product's quantity rules of
 * today, the minimum order value, the voucher checked against the new lines, the delivery fee of the delivery the
 * order travels in (its other orders counted, itself not). Then the lines, the voucher's recorded discount and the
 * order's totals are written; a refusal writes nothing.
 */
export async function editPendingItems(
  db: Parameters<typeof transitionOrders>[0],
  actor: OrderActorScope,
  id: string,
  changes: readonly { itemId: string; quantity: number }[],
) {
  checkCount(changes, 'items');
  if (changes.length === 0) throw new DomainError('REQUIRED', 'items');
  return transitionOrders(db, actor, [id], 'EDIT_PENDING_ITEMS', null, {
    apply: async (tx, [head]) => {
      if (!head) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, head.id));
      if (!order) throw new DomainError('ORDER_NOT_FOUND', 'id');
      const lines = await tx
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          priceBeforeVat: orderItems.priceBeforeVat,
          vatRate: orderItems.vatRate,
          quantity: orderItems.quantity,
          allowDecimal: products.allowDecimal,
          minQuantity: products.minQuantity,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const [facts, soFar] = await Promise.all([
        loadCheckoutFacts(tx, {
          storeId: order.storeId,
          supplierIds: [order.supplierId],
          productIds: lines.map((l) => l.productId),
          voucherIds: order.voucherId ? [order.voucherId] : [],
          now: new Date(),
        }),
        loadDeliveriesSoFar(tx, order.storeId, [{ supplierId: order.supplierId, date: order.deliveryDate }], order.id),
      ]);
      const before = soFar.get(deliveryKey(order.supplierId, order.deliveryDate));
      const voucher = order.voucherId ? facts.vouchers.get(order.voucherId)?.voucher : undefined;
      const planned = planPendingEdit({
        lines,
        changes: changes.map((c) => ({ itemId: String(c.itemId), quantity: c.quantity })),
        minimum: facts.store.moq ?? facts.suppliers.get(order.supplierId)?.moq ?? 0,
        voucher: voucher
          ? { voucher, placedAt: order.createdAt, storeId: order.storeId, supplierId: order.supplierId }
          : null,
        fee: {
          othersTotal: before?.total ?? 0,
          alreadyCharged: before?.charged ?? false,
          settings: facts.feeSettings,
          store: { freeShipping: facts.store.freeShipping },
          buyer: { isFreeshipOffer: facts.buyer.isFreeshipOffer },
          areaGroup: facts.areaGroup,
        },
        maxQuantity: CART_MAX_QUANTITY,
      });
      if (order.voucherId && !voucher) throw new DomainError('VOUCHER_APPLICATION_FAILED', 'voucherCode');
      if (!planned.ok) throw new DomainError(planned.code, planned.field, planned.params ?? {});
      const { plan } = planned;
      if (plan.removed.length) await tx.delete(orderItems).where(inArray(orderItems.id, plan.removed));
      for (const line of plan.lines) {
        await tx
          .update(orderItems)
          .set({
            quantity: line.quantity,
            amountBeforeVat: line.amountBeforeVat,
            vat: line.vat,
            amount: line.amount,
            discount: line.discount,
          })
          .where(eq(orderItems.id, line.id));
      }
      if (order.voucherId)
        await tx
          .update(voucherRedemptions)
          .set({ discount: plan.discount })
          .where(eq(voucherRedemptions.orderId, order.id));
      await tx
        .update(orders)
        .set({
          subtotalBeforeVat: plan.subtotalBeforeVat,
          vat: plan.vat,
          itemsTotal: plan.itemsTotal,
          discount: plan.discount,
          deliveryFee: plan.deliveryFee,
          deliveryFeeVat: plan.deliveryFeeVat,
          grossTotal: plan.grossTotal,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
    },
  });
}
