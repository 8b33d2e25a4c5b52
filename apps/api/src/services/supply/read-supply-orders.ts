import { type Db, orders } from '@chobep/db';
import { ORDER_STATUSES, type OrderStatus } from '@chobep/domain';
import { and, asc, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { OrderRow } from '../orders/create-orders';
import { HIDDEN_FROM_SUPPLIERS, type OrderActorScope } from '../orders/transition-orders';

export interface SupplyOrderFilter {
  statuses?: readonly OrderStatus[] | null;
  /** YYYY-MM-DD, inclusive. */
  deliveryDateFrom?: string | null;
  deliveryDateTo?: string | null;
  /** Operators only; a supplier's user always sees its own supplier's. */
  supplierId?: number | null;
}

export const SUPPLY_PAGE_MAX = 100;

/** Orders that still wait for the supplier's answer: listed first within a delivery slot. */
const WAITING: readonly OrderStatus[] = ['PENDING_ACCEPTANCE', 'SENT'];

const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The supply side's order list: by delivery date, then slot, those waiting for acceptance first, then number;
 * with the total count. The tenant boundary is in the WHERE clause: a supplier's user gets its supplier's orders
 * only, never those still in the buying company's approval; an operator any, or one supplier's.
 */
export async function readSupplyOrders(
  db: Db,
  actor: OrderActorScope,
  filter: SupplyOrderFilter,
  page: number,
  size: number,
): Promise<{ orders: OrderRow[]; total: number; page: number; size: number }> {
  const where: SQL[] = [];
  if (actor.side === 'SUPPLIER') {
    where.push(eq(orders.supplierId, actor.supplierId ?? -1));
    where.push(notInArray(orders.status, [...HIDDEN_FROM_SUPPLIERS]));
  } else if (actor.side === 'OPERATOR') {
    if (filter.supplierId !== null && filter.supplierId !== undefined)
      where.push(eq(orders.supplierId, filter.supplierId));
  } else {
    return { orders: [], total: 0, page, size };
  }
  const statuses = (filter.statuses ?? []).filter((s) => ORDER_STATUSES.includes(s));
  if (statuses.length > 0) where.push(inArray(orders.status, [...new Set(statuses)]));
  if (isDate(filter.deliveryDateFrom)) where.push(gte(orders.deliveryDate, filter.deliveryDateFrom));
  if (isDate(filter.deliveryDateTo)) where.push(lte(orders.deliveryDate, filter.deliveryDateTo));
  const condition = and(...where);
  const safeSize = Math.min(Math.max(1, Math.trunc(size) || 20), SUPPLY_PAGE_MAX);
  const safePage = Math.min(Math.max(1, Math.trunc(page) || 1), 10_000);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(
        asc(orders.deliveryDate),
        asc(orders.slotStart),
        sql`case when ${inArray(orders.status, [...WAITING])} then 0 else 1 end`,
        asc(orders.number),
      )
      .limit(safeSize)
      .offset((safePage - 1) * safeSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(condition),
  ]);
  return { orders: rows, total: Number(count?.n ?? 0), page: safePage, size: safeSize };
}
