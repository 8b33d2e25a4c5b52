import { orderItems, orderLineChanges, orders, products, voucherRedemptions } from '@chobep/db';
import {
  billedQuantity,
  checkAcceptedQuantity,
  checkDeliveredQuantity,
  checkFinalPrice,
  DomainError,
  decidePriceChange,
  isUuid,
  MAX_PRICE_RAISE_PERCENT,
  MAX_UNIT_PRICE,
  type OrderAction,
  planPendingEdit,
  repriceOrder,
  type VoucherTerms,
} from '@chobep/domain';
import { DEFAULT_MAX_QUANTITY as CART_MAX_QUANTITY } from '@chobep/domain/cart/commit-quantity';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../cart/executor';
import { deliveryKey, loadCheckoutFacts, loadDeliveriesSoFar } from '../checkout/load-checkout-facts';
import { type RecordedNotifications, recordItemsChangedNotification } from '../notifications/record-notifications';
import { mailSupplierAboutBuyerChanges } from './mail-line-changes';
import type { OrderActorScope } from './transition-orders';
import { transitionOrders } from './transition-orders';

/**
 * Changes to an order's lines, and the re-pricing that follows: one service for the supplier's acceptance with
 * accepted quantities, the delivered quantities and final unit prices entered by either side (a buyer's price is a
 * proposal: orders/decide-price-change), a missing-line report, and the approver's pending-approval edits. Every
 * change runs inside `transitionOrders`, under the order's row lock and after the state machine allowed it; the lines
 * and the order's totals are then recomputed by packages/domain orders/reprice-order from what is stored, never from
 * a client's figures; every change is written to order_line_changes (who, when, before → after, why) and told to the
 * other side; transitionOrders then settles the order's money (services/orders/settle-orders.ts).
 */
export interface ItemChange {
  itemId: string;
  acceptedQuantity?: number | null;
  deliveredQuantity?: number | null;
  /** The final unit price before VAT, whole đồng. */
  priceBeforeVat?: number | null;
}

/** Why the change was made (shown to the other side) and where links in a mail to it point. */
export interface ChangeContext {
  reason?: string | null;
  /** The web app's origin, for the link in the mail a supplier gets about a buyer's change. */
  linkOrigin?: string | null;
}

/** The most lines one call may name (an order holds at most a cart's worth). */
export const ITEM_CHANGES_MAX = 200;

type ItemRow = typeof orderItems.$inferSelect;
type Kind = (typeof orderLineChanges.$inferInsert)['kind'];
type Mode = 'ACCEPT' | 'DELIVERED' | 'MISSING';

/** What a change did, for the caller to publish after COMMIT. */
export interface AppliedChange extends RecordedNotifications {
  mailed: boolean;
}

const noneApplied = (): AppliedChange => ({ events: [], stores: [], mailed: false });

function cleanReason(reason: string | null | undefined): string | null {
  return reason?.normalize('NFC').trim().slice(0, 500) || null;
}

/** The order's voucher terms as they were when it was placed (null without a voucher or without kept terms). */
async function voucherTermsOf(tx: Executor, orderId: string): Promise<VoucherTerms | null> {
  const [r] = await tx
    .select({
      percent: voucherRedemptions.percent,
      maxDiscount: voucherRedemptions.maxDiscount,
      productIds: voucherRedemptions.productIds,
    })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.releasedAt)));
  return r && r.percent !== null ? { percent: r.percent, maxDiscount: r.maxDiscount, productIds: r.productIds } : null;
}

/**
 * Applies `changes` to the order's lines and re-prices the order, inside the caller's transaction (the order is
 * already locked). `mode` says which fields may change: ACCEPT sets accepted quantities (a line not named is
 * accepted whole), DELIVERED sets delivered quantities and final prices (a buyer's price is recorded as a proposal),
 * MISSING marks the named lines missing (billed at 0 until a delivered quantity says otherwise).
 */
export async function applyItemChanges(
  tx: Executor,
  actor: OrderActorScope,
  orderId: string,
  changes: readonly ItemChange[],
  mode: Mode,
  context: ChangeContext = {},
): Promise<AppliedChange> {
  const reason = cleanReason(context.reason);
  const lines: ItemRow[] = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const next = new Map(lines.map((l) => [l.id, { ...l }]));
  const records: { line: ItemRow; kind: Kind; before: number | null; after: number | null }[] = [];
  if (mode === 'ACCEPT') for (const line of next.values()) line.acceptedQuantity = line.quantity;
  for (const change of changes) {
    const line = isUuid(change.itemId) ? next.get(change.itemId) : undefined;
    if (!line) throw new DomainError('ORDER_ITEM_NOT_FOUND', 'items');
    const before = byId.get(line.id) as ItemRow;
    if (mode === 'MISSING') {
      if (!line.missingReportedAt)
        records.push({ line, kind: 'MISSING', before: billedQuantity(lineFacts(before)), after: 0 });
      line.missingNote = reason ?? '';
      line.missingReportedAt = new Date();
      continue;
    }
    if (mode === 'ACCEPT') {
      const accepted = change.acceptedQuantity ?? line.quantity;
      if (checkAcceptedQuantity(accepted, line.quantity))
        throw new DomainError('ORDER_QUANTITY_INVALID', 'acceptedQuantity', { max: line.quantity });
      line.acceptedQuantity = accepted;
      if (accepted !== line.quantity)
        records.push({ line, kind: 'ACCEPTED_QUANTITY', before: line.quantity, after: accepted });
      continue;
    }
    if (change.deliveredQuantity !== undefined && change.deliveredQuantity !== null) {
      if (checkDeliveredQuantity(change.deliveredQuantity, line.quantity))
        throw new DomainError('ORDER_QUANTITY_INVALID', 'deliveredQuantity', { max: line.quantity * 2 });
      line.deliveredQuantity = change.deliveredQuantity;
      const was = billedQuantity(lineFacts(before));
      if (before.deliveredQuantity !== change.deliveredQuantity)
        records.push({ line, kind: 'DELIVERED_QUANTITY', before: was, after: change.deliveredQuantity });
    }
    if (change.priceBeforeVat !== undefined && change.priceBeforeVat !== null) {
      const price = change.priceBeforeVat;
      if (checkFinalPrice(price)) throw new DomainError('ORDER_PRICE_INVALID', 'price', { amount: MAX_UNIT_PRICE });
      const current = before.finalPriceBeforeVat ?? before.priceBeforeVat;
      const decision = decidePriceChange({ side: actor.side, ordered: before.priceBeforeVat, next: price, reason });
      if (!decision.ok)
        throw decision.code === 'REASON_REQUIRED'
          ? new DomainError('REASON_REQUIRED', 'reason')
          : new DomainError('PRICE_RAISE_TOO_HIGH', 'price', {
              amount: decision.max,
              percent: MAX_PRICE_RAISE_PERCENT,
            });
      if (decision.kind === 'PROPOSE') {
        if (price === current || price === before.proposedPriceBeforeVat) continue;
        line.proposedPriceBeforeVat = price;
        line.proposedAt = new Date();
        line.proposedBy = actor.userId;
        line.proposalNote = reason;
        records.push({ line, kind: 'PRICE_PROPOSED', before: current, after: price });
        continue;
      }
      // The ordered price again clears the correction; any price the supplier sets answers a proposal.
      line.finalPriceBeforeVat = price === line.priceBeforeVat ? null : price;
      line.proposedPriceBeforeVat = null;
      line.proposedAt = null;
      line.proposedBy = null;
      line.proposalNote = null;
      // A price kept while a proposal waited is the supplier's answer to it: recorded too.
      if (price !== current || before.proposedPriceBeforeVat !== null)
        records.push({ line, kind: 'FINAL_PRICE', before: current, after: price });
    }
  }
  const changed = [...next.values()];
  if (mode === 'ACCEPT' && changed.every((l) => (l.acceptedQuantity ?? 0) === 0))
    throw new DomainError('ORDER_NOTHING_ACCEPTED', 'items');

  const [order] = await tx
    .select({ deliveryFee: orders.deliveryFee, grossTotal: orders.grossTotal })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new DomainError('ORDER_NOT_FOUND', 'id');
  const priced = repriceOrder(changed.map(lineFacts), {
    deliveryFee: order.deliveryFee,
    voucher: await voucherTermsOf(tx, orderId),
  });
  for (const [at, line] of changed.entries()) {
    const amounts = priced.lines[at];
    const before = byId.get(line.id);
    if (!amounts || !before) continue;
    const same =
      before.acceptedQuantity === line.acceptedQuantity &&
      before.deliveredQuantity === line.deliveredQuantity &&
      before.finalPriceBeforeVat === line.finalPriceBeforeVat &&
      before.proposedPriceBeforeVat === line.proposedPriceBeforeVat &&
      before.missingReportedAt === line.missingReportedAt &&
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
        proposedPriceBeforeVat: line.proposedPriceBeforeVat,
        proposedAt: line.proposedAt,
        proposedBy: line.proposedBy,
        proposalNote: line.proposalNote,
        missingNote: line.missingNote,
        missingReportedAt: line.missingReportedAt,
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
  await tx
    .update(voucherRedemptions)
    .set({ discount: priced.discount })
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.releasedAt)));
  return recordLineChanges(
    tx,
    actor,
    orderId,
    records.map((r) => ({ ...r, orderItemId: r.line.id, productId: r.line.productId })),
    { totalBefore: order.grossTotal, totalAfter: priced.gross, reason, linkOrigin: context.linkOrigin ?? null },
    mode !== 'MISSING',
  );
}

/** What reprice-order needs of a stored line. */
function lineFacts(l: ItemRow) {
  return {
    productId: l.productId,
    priceBeforeVat: l.priceBeforeVat,
    vatRate: l.vatRate,
    quantity: l.quantity,
    acceptedQuantity: l.acceptedQuantity,
    deliveredQuantity: l.deliveredQuantity,
    finalPriceBeforeVat: l.finalPriceBeforeVat,
    discount: l.discount,
    missing: l.missingReportedAt !== null,
  };
}

interface LineChangeRecord {
  orderItemId: string;
  productId: string;
  line: { nameVi: string; nameEn: string };
  kind: Kind;
  before: number | null;
  after: number | null;
}

/**
 * Writes the changes to the order's history (one statement) and, with `tell`, tells the other side: a change by the
 * supplier or an operator is a message to the buyer's store (ORDER_ITEMS_CHANGED), a change by the buyer a mail to
 * the supplier's users. Not told: a missing-line report (it has its own message) and an approver's edit (the supplier
 * has not seen the order yet).
 */
async function recordLineChanges(
  tx: Executor,
  actor: OrderActorScope,
  orderId: string,
  records: readonly LineChangeRecord[],
  totals: { totalBefore: number; totalAfter: number; reason: string | null; linkOrigin: string | null },
  tell: boolean,
): Promise<AppliedChange> {
  if (records.length === 0) return noneApplied();
  await tx.insert(orderLineChanges).values(
    records.map((r) => ({
      orderId,
      orderItemId: r.orderItemId,
      productId: r.productId,
      nameVi: r.line.nameVi,
      nameEn: r.line.nameEn,
      kind: r.kind,
      before: r.before,
      after: r.after,
      totalBefore: totals.totalBefore,
      totalAfter: totals.totalAfter,
      actorId: actor.userId,
      actorSide: actor.side,
      reason: totals.reason,
    })),
  );
  const items = records.map((r) => ({
    nameVi: r.line.nameVi,
    nameEn: r.line.nameEn,
    kind: r.kind,
    before: r.before,
    after: r.after,
  }));
  if (!tell) return noneApplied();
  if (actor.side === 'BUYER') {
    const mailed = await mailSupplierAboutBuyerChanges(tx, {
      orderId,
      items,
      totalBefore: totals.totalBefore,
      totalAfter: totals.totalAfter,
      reason: totals.reason,
      linkOrigin: totals.linkOrigin,
    });
    return { events: [], stores: [], mailed };
  }
  const notified = await recordItemsChangedNotification(tx, {
    orderId,
    items,
    totalBefore: totals.totalBefore,
    totalAfter: totals.totalAfter,
    reason: totals.reason,
  });
  return { ...notified, mailed: false };
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
  context: ChangeContext = {},
) {
  checkCount(changes, 'items');
  return transitionOrders(db, actor, [id], 'ACCEPT', null, {
    apply: async (tx, [order]) =>
      order ? applyItemChanges(tx, actor, order.id, changes, 'ACCEPT', context) : noneApplied(),
  });
}

/**
 * Delivered quantities and final unit prices, by either side (orderUpdateItems, supplyOrderSetDelivered): each
 * kind of change needs its own permission (SET_DELIVERED_QUANTITY, SET_DELIVERED_PRICE). A voucher does not stop
 * them: the discount follows the bill.
 */
export async function setDeliveredItems(
  db: Parameters<typeof transitionOrders>[0],
  actor: OrderActorScope,
  id: string,
  changes: readonly ItemChange[],
  context: ChangeContext = {},
) {
  checkCount(changes, 'items');
  const actions: OrderAction[] = [];
  if (changes.some((c) => c.deliveredQuantity !== undefined && c.deliveredQuantity !== null))
    actions.push('SET_DELIVERED_QUANTITY');
  if (changes.some((c) => c.priceBeforeVat !== undefined && c.priceBeforeVat !== null))
    actions.push('SET_DELIVERED_PRICE');
  if (actions.length === 0) throw new DomainError('REQUIRED', 'items');
  return transitionOrders(db, actor, [id], actions, null, {
    apply: async (tx, [order]) =>
      order ? applyItemChanges(tx, actor, order.id, changes, 'DELIVERED', context) : noneApplied(),
  });
}

/**
 * The approver's edit of an order waiting for approval (EDIT_PENDING_ITEMS, ORDER_APPROVE; never an order with a
 * voucher): new ordered quantities, 0 removing a line. Under the order's lock, the lines are priced again as checkout
 * priced them by the pure `planPendingEdit` (packages/domain orders/plan-pending-edit): the ordered prices, the
 * product's quantity rules of today, the minimum order value, the delivery fee of the delivery the order travels in
 * (its other orders counted, itself not). Then the lines and the order's totals are written with the changes'
 * history; a refusal writes nothing. A deposit-paid order the deposit can no longer cover is refused
 * (transitionOrders, after settling).
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
    refuseOutstanding: true,
    apply: async (tx, [head]) => {
      if (!head) return noneApplied();
      const [order] = await tx.select().from(orders).where(eq(orders.id, head.id));
      if (!order) throw new DomainError('ORDER_NOT_FOUND', 'id');
      const lines = await tx
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          nameVi: orderItems.nameVi,
          nameEn: orderItems.nameEn,
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
          voucherIds: [],
          now: new Date(),
        }),
        loadDeliveriesSoFar(tx, order.storeId, [{ supplierId: order.supplierId, date: order.deliveryDate }], order.id),
      ]);
      const before = soFar.get(deliveryKey(order.supplierId, order.deliveryDate));
      const planned = planPendingEdit({
        lines,
        changes: changes.map((c) => ({ itemId: String(c.itemId), quantity: c.quantity })),
        minimum: facts.store.moq ?? facts.suppliers.get(order.supplierId)?.moq ?? 0,
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
      const quantities = new Map(plan.lines.map((l) => [l.id, l.quantity]));
      // The approver is of the buying company: the history keeps the edit; the supplier has not seen the order yet.
      await recordLineChanges(
        tx,
        actor,
        order.id,
        lines.flatMap((l) => {
          const after = quantities.get(l.id) ?? 0;
          return after === l.quantity
            ? []
            : [
                {
                  orderItemId: l.id,
                  productId: l.productId,
                  line: l,
                  kind: 'ORDERED_QUANTITY' as const,
                  before: l.quantity,
                  after,
                },
              ];
        }),
        { totalBefore: order.grossTotal, totalAfter: plan.grossTotal, reason: null, linkOrigin: null },
        false,
      );
      return noneApplied();
    },
  });
}
