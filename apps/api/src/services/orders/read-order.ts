import { type Db, orderStatusHistory, orders, users } from '@chobep/db';
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
