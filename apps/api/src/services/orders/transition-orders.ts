import { buyers, type Db, orderStatusHistory, orders } from '@chobep/db';
import {
  DomainError,
  decideOrderAction,
  isUuid,
  ORDER_ACTION_RULES,
  type OrderAction,
  type OrderSide,
  type OrderStatus,
} from '@chobep/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../cart/executor';
import { publishCommitted } from '../notifications/live-events';
import { type RecordedNotifications, recordOrderNotifications } from '../notifications/record-notifications';
import { deliverMailSoon } from '../platform/mail/mail-dispatcher';
import { settleOrders } from './settle-orders';

/** Who acts on orders, and which orders they can see at all (the tenant boundary). */
export interface OrderActorScope {
  side: OrderSide;
  userId: string;
  permissions: ReadonlySet<string>;
  /** BUYER: the company, and the stores the user acts for (an owner: all of them). */
  buyerId?: string;
  storeIds?: readonly string[];
  /** SUPPLIER: the supplier the user works for. */
  supplierId?: number;
}

export interface OrderHead {
  id: string;
  number: number;
  status: OrderStatus;
  buyerId: string;
  storeId: string;
  supplierId: number;
  voucherId: string | null;
}

/**
 * Orders a supplier never sees: they wait for (or were refused) the buying company's own approval, and have not
 * been sent to the supplier — what a company considers buying is its own business.
 */
export const HIDDEN_FROM_SUPPLIERS: readonly OrderStatus[] = ['PENDING_APPROVAL', 'APPROVAL_DISAPPROVED'];

/** Whether the actor may see the order at all: a buyer its stores' orders, a supplier its own, an operator all. */
export function orderVisibleTo(
  actor: OrderActorScope,
  order: Pick<OrderHead, 'buyerId' | 'storeId' | 'supplierId' | 'status'>,
) {
  switch (actor.side) {
    case 'BUYER':
      return order.buyerId === actor.buyerId && (actor.storeIds ?? []).includes(order.storeId);
    case 'SUPPLIER':
      return (
        actor.supplierId !== undefined &&
        order.supplierId === actor.supplierId &&
        !HIDDEN_FROM_SUPPLIERS.includes(order.status)
      );
    case 'OPERATOR':
      return true;
  }
}

/** The most orders one call may change (an approver's selection of a page). */
export const ORDER_BATCH_MAX = 100;

/** What `apply` told the other side: messages to publish after COMMIT, and whether mail waits to be sent. */
export interface AppliedNotifications extends RecordedNotifications {
  mailed?: boolean;
}

export interface TransitionOptions {
  /**
   * What the action does to the orders' lines (accepted or delivered quantities, final prices, missing items),
   * run in the same transaction after every order is locked and allowed, before the status changes. A DomainError
   * it throws undoes everything.
   */
  apply?: (tx: Executor, orders: readonly OrderHead[]) => Promise<AppliedNotifications | undefined>;
  /**
   * Refuse the action when a deposit-paid order would cost more than the deposit holds (DEPOSIT_INSUFFICIENT): the
   * buyer's own edits. The supplier's figures (a heavier weight) are facts: what the deposit cannot cover stays owed.
   */
  refuseOutstanding?: boolean;
}

/**
 * Takes one action on one or several orders, all or none (the approver's "decline the selected"). The orders are
 * locked in id order (FOR UPDATE: two actors on the same order queue, and the second decides on the status the
 * first left), each checked with the state machine (packages/domain orders/decide-order-action), then changed by
 * `options.apply` (their lines) and moved in one UPDATE with a history row each and a notification message to each
 * order's store (one statement for the batch), then their money settled (settleOrders: a cancel gives the deposit
 * and the voucher's use back, a lighter delivery the difference). An order the actor cannot see is "not found",
 * whatever it is. Several
 * actions (a delivered quantity and a final price in one edit) must each be allowed; only the first may change the
 * status. After the COMMIT the change is published to the stores' open pages (GET /events). Returns the ids in the
 * order given, with their new status.
 */
export async function transitionOrders(
  db: Db,
  actor: OrderActorScope,
  orderIds: readonly string[],
  actionOrActions: OrderAction | readonly OrderAction[],
  reason?: string | null,
  options: TransitionOptions = {},
): Promise<{ id: string; status: OrderStatus }[]> {
  const actions: readonly OrderAction[] = typeof actionOrActions === 'string' ? [actionOrActions] : actionOrActions;
  const action = actions[0];
  if (!action || actions.slice(1).some((a) => ORDER_ACTION_RULES[a].to !== null))
    throw new Error('transitionOrders: only the first action may change the status');
  const ids = [...new Set(orderIds)];
  if (ids.length === 0 || ids.length > ORDER_BATCH_MAX || ids.some((id) => !isUuid(id)))
    throw new DomainError('ORDER_NOT_FOUND', 'orderIds');
  const note = reason?.normalize('NFC').trim().slice(0, 500) || null;
  const { moved, notified, mailed } = await db.transaction(async (tx) => {
    const rows: OrderHead[] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        buyerId: orders.buyerId,
        storeId: orders.storeId,
        supplierId: orders.supplierId,
        voucherId: orders.voucherId,
      })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(orders.id)
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const moves: { order: OrderHead; to: OrderStatus }[] = [];
    for (const id of ids) {
      const order = byId.get(id);
      if (!order || !orderVisibleTo(actor, order)) throw new DomainError('ORDER_NOT_FOUND', 'orderIds');
      let to: OrderStatus = order.status;
      for (const each of actions) {
        const decision = decideOrderAction(
          { status: order.status, hasVoucher: order.voucherId !== null },
          each,
          actor,
          note,
        );
        if (!decision.ok)
          throw new DomainError(decision.code, decision.code === 'REASON_REQUIRED' ? 'reason' : 'orderIds');
        if (each === action) to = decision.to ?? order.status;
      }
      moves.push({ order, to });
    }
    const applied = await options.apply?.(
      tx,
      moves.map((m) => m.order),
    );
    const to = ORDER_ACTION_RULES[action].to;
    if (to) {
      await tx
        .update(orders)
        .set({
          status: to,
          // The reason shown with a disapproved, declined or canceled order (a cancel's is optional).
          statusReason:
            ORDER_ACTION_RULES[action].needsReason || action === 'CANCEL' ? note : sql`${orders.statusReason}`,
          statusChangedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(inArray(orders.id, ids));
      await tx.insert(orderStatusHistory).values(
        moves.map((m) => ({
          orderId: m.order.id,
          fromStatus: m.order.status,
          status: to,
          actorId: actor.userId,
          actorSide: actor.side,
          note,
        })),
      );
    }
    // The money follows: deposits taken or given back, vouchers released (services/orders/settle-orders.ts).
    const settled = await settleOrders(tx, ids, actor.userId);
    if (options.refuseOutstanding && settled.some((s) => s.outstanding > 0)) {
      const [buyer] = await tx
        .select({ balance: buyers.depositBalance })
        .from(buyers)
        .where(eq(buyers.id, moves[0]?.order.buyerId ?? ''));
      throw new DomainError('DEPOSIT_INSUFFICIENT', 'items', { balance: buyer?.balance ?? 0 });
    }
    // A status change is a message to the store; a change of lines only (a delivered weight, an approver's edit)
    // is no message of its own (apply may have written one), but open pages are still told, so they show the new
    // figures.
    const recorded = to
      ? await recordOrderNotifications(
          tx,
          moves.map((m) => ({ orderId: m.order.id, from: m.order.status, to, reason: note })),
        )
      : {
          events: moves.map((m) => ({
            kind: 'order' as const,
            storeId: m.order.storeId,
            orderId: m.order.id,
            orderNumber: m.order.number,
            from: m.order.status,
            status: m.order.status,
            sentAt: 0,
          })),
          stores: [],
        };
    const notified = {
      events: [
        ...recorded.events,
        ...(applied?.events ?? []).filter(
          (e) =>
            !recorded.events.some(
              (r) => r.kind === e.kind && 'orderId' in r && 'orderId' in e && r.orderId === e.orderId,
            ),
        ),
      ],
      stores: [...new Set([...recorded.stores, ...(applied?.stores ?? [])])],
    };
    return { moved: moves.map((m) => ({ id: m.order.id, status: m.to })), notified, mailed: applied?.mailed ?? false };
  });
  await publishCommitted(db, notified.events, notified.stores);
  if (mailed) deliverMailSoon(db);
  return moved;
}
