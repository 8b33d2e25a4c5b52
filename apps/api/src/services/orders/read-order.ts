import { type Db, depositTransactions, orderLineChanges, orderStatusHistory, orders, users } from '@chobep/db';
import { isUuid } from '@chobep/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderRow } from './create-orders';
import { type OrderActorScope, orderVisibleTo } from './transition-orders';

/** One order, when the actor may see it (else null: another company's order and no order look the same). */
export async function readOrder(db: Db, actor: OrderActorScope, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row && orderVisibleTo(actor, row) ? row : null;
}

/** Several orders in the order of `ids`, those the actor may see (one statement, for an action's answer). */
export async function readOrders(db: Db, actor: OrderActorScope, ids: readonly string[]): Promise<OrderRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, valid));
  const byId = new Map(rows.filter((r) => orderVisibleTo(actor, r)).map((r) => [r.id, r]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

export interface OrderHistoryEntry {
  orderId: string;
  fromStatus: OrderRow['status'] | null;
  status: OrderRow['status'];
  actorName: string | null;
  actorSide: 'BUYER' | 'SUPPLIER' | 'OPERATOR' | 'SYSTEM';
  note: string | null;
  createdAt: Date;
}

/** The status history of several orders, oldest first, with who acted (one statement for a whole list). */
export async function readOrderHistories(db: Db, orderIds: readonly string[]): Promise<OrderHistoryEntry[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusHistory.orderId,
      fromStatus: orderStatusHistory.fromStatus,
      status: orderStatusHistory.status,
      actorName: users.name,
      actorSide: orderStatusHistory.actorSide,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** How many orders of the given stores wait for the company's approval (the approvers' notice). */
export async function countPendingApproval(db: Db, buyerId: string, storeIds: readonly string[]): Promise<number> {
  if (storeIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.buyerId, buyerId), eq(orders.status, 'PENDING_APPROVAL'), inArray(orders.storeId, [...storeIds])),
    );
  return Number(row?.n ?? 0);
}

export interface OrderLineChangeEntry {
  id: string;
  orderId: string;
  orderItemId: string | null;
  productId: string;
  nameVi: string;
  nameEn: string;
  kind: (typeof orderLineChanges.$inferSelect)['kind'];
  before: number | null;
  after: number | null;
  totalBefore: number;
  totalAfter: number;
  actorName: string | null;
  actorSide: 'BUYER' | 'SUPPLIER' | 'OPERATOR' | 'SYSTEM';
  reason: string | null;
  createdAt: Date;
}

/** What changed on several orders' lines after they were placed, oldest first, with who (one statement). */
export async function readOrderLineChanges(db: Db, orderIds: readonly string[]): Promise<OrderLineChangeEntry[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderLineChanges.id,
      orderId: orderLineChanges.orderId,
      orderItemId: orderLineChanges.orderItemId,
      productId: orderLineChanges.productId,
      nameVi: orderLineChanges.nameVi,
      nameEn: orderLineChanges.nameEn,
      kind: orderLineChanges.kind,
      before: orderLineChanges.before,
      after: orderLineChanges.after,
      totalBefore: orderLineChanges.totalBefore,
      totalAfter: orderLineChanges.totalAfter,
      actorName: users.name,
      actorSide: orderLineChanges.actorSide,
      reason: orderLineChanges.reason,
      createdAt: orderLineChanges.createdAt,
    })
    .from(orderLineChanges)
    .leftJoin(users, eq(users.id, orderLineChanges.actorId))
    .where(inArray(orderLineChanges.orderId, [...orderIds]))
    .orderBy(asc(orderLineChanges.createdAt), asc(orderLineChanges.id));
}

export type DepositMovement = Pick<
  typeof depositTransactions.$inferSelect,
  'id' | 'orderId' | 'amount' | 'reason' | 'note' | 'createdAt'
>;

/** The deposit movements of several orders, oldest first (one statement). */
export async function readOrderDepositMovements(db: Db, orderIds: readonly string[]): Promise<DepositMovement[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: depositTransactions.id,
      orderId: depositTransactions.orderId,
      amount: depositTransactions.amount,
      reason: depositTransactions.reason,
      note: depositTransactions.note,
      createdAt: depositTransactions.createdAt,
    })
    .from(depositTransactions)
    .where(inArray(depositTransactions.orderId, [...orderIds]))
    .orderBy(asc(depositTransactions.createdAt), asc(depositTransactions.id));
}
