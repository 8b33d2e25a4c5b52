import type { ItemsChangedData, OrderStatus } from '@chobep/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../cart/executor';
import type { LiveEvent } from './live-bus';

/** One applied status change, as transitionOrders made it. */
export interface OrderStatusChange {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** The disapproval, decline or cancel reason. */
  reason?: string | null;
}

/** What a transaction hands to `publishCommitted` once it has committed. */
export interface RecordedNotifications {
  events: LiveEvent[];
  /** Stores that got a new unread message. */
  stores: string[];
}

/**
 * Writes one ORDER_STATUS_UPDATE message per change to the order's store, inside the caller's transaction (so a
 * message exists exactly when its change does), in ONE statement for the whole batch: the order number, store and
 * supplier's name are read by the INSERT … SELECT itself. Returns the live events to publish after COMMIT.
 */
export async function recordOrderNotifications(
  tx: Executor,
  changes: readonly OrderStatusChange[],
): Promise<RecordedNotifications> {
  if (changes.length === 0) return { events: [], stores: [] };
  const input = JSON.stringify(
    changes.map((c) => ({ order_id: c.orderId, from_status: c.from, to_status: c.to, reason: c.reason ?? null })),
  );
  const result = await tx.execute<{
    order_id: string;
    store_id: string;
    number: number;
    from_status: string | null;
    to_status: string;
  }>(sql`
    insert into notification_messages (buyer_id, store_id, order_id, type, data)
    select o.buyer_id, o.store_id, o.id, 'ORDER_STATUS_UPDATE',
      jsonb_build_object('type', 'ORDER_STATUS_UPDATE', 'orderNumber', o.number, 'supplierName', s.name,
        'from', c.from_status, 'to', c.to_status, 'reason', c.reason)
    from jsonb_to_recordset(${input}::jsonb) as c(order_id uuid, from_status text, to_status text, reason text)
    join orders o on o.id = c.order_id
    join suppliers s on s.id = o.supplier_id
    returning order_id, store_id, (data->>'orderNumber')::int as number, data->>'from' as from_status, data->>'to' as to_status`);
  const events: LiveEvent[] = result.rows.map((r) => ({
    kind: 'order',
    storeId: r.store_id,
    orderId: r.order_id,
    orderNumber: Number(r.number),
    from: r.from_status as OrderStatus | null,
    status: r.to_status as OrderStatus,
    sentAt: 0,
  }));
  return { events, stores: [...new Set(result.rows.map((r) => r.store_id))] };
}

export interface MissingItemReport {
  orderId: string;
  /** Lines of the order that will not come (or not all of them). */
  items: readonly { orderItemId: string; missingQuantity?: number | null }[];
  note?: string | null;
}

/**
 * ORDER_MISSING_ITEM (the supplier's "report missing"): one message to the order's store naming the lines, in the
 * caller's transaction, one statement. Lines that are not the order's are ignored; none left → no message. The
 * caller publishes the result with `publishCommitted(db, r.events, r.stores)` after its COMMIT.
 */
export async function recordMissingItemNotification(
  tx: Executor,
  report: MissingItemReport,
): Promise<RecordedNotifications> {
  if (report.items.length === 0) return { events: [], stores: [] };
  const items = JSON.stringify(
    report.items.map((i, position) => ({ id: i.orderItemId, missing: i.missingQuantity ?? null, position })),
  );
  const note = report.note?.normalize('NFC').trim().slice(0, 500) || null;
  const result = await tx.execute<{ store_id: string; number: number; status: string }>(sql`
    with wanted as (
      select * from jsonb_to_recordset(${items}::jsonb) as w(id uuid, missing numeric, position int)
    ), lines as (
      select jsonb_agg(jsonb_build_object('nameVi', i.name_vi, 'nameEn', i.name_en, 'missingQuantity', w.missing)
        order by w.position) as items
      from wanted w join order_items i on i.id = w.id and i.order_id = ${report.orderId}
    )
    insert into notification_messages (buyer_id, store_id, order_id, type, data)
    select o.buyer_id, o.store_id, o.id, 'ORDER_MISSING_ITEM',
      jsonb_build_object('type', 'ORDER_MISSING_ITEM', 'orderNumber', o.number, 'supplierName', s.name,
        'items', lines.items, 'note', ${note}::text)
    from orders o join suppliers s on s.id = o.supplier_id, lines
    where o.id = ${report.orderId} and lines.items is not null
    returning store_id, (data->>'orderNumber')::int as number, (select status::text from orders where id = ${report.orderId}) as status`);
  return unchangedStatusEvent(report.orderId, result.rows[0]);
}

export interface ItemsChangedReport {
  orderId: string;
  items: ItemsChangedData['items'];
  totalBefore: number;
  totalAfter: number;
  reason: string | null;
}

/**
 * ORDER_ITEMS_CHANGED: the supplier's side changed what the order bills (fewer accepted, another weight or price) —
 * one message to the order's store with the lines, before → after, the order's total before and after and the
 * reason, in the caller's transaction, one statement.
 */
export async function recordItemsChangedNotification(
  tx: Executor,
  report: ItemsChangedReport,
): Promise<RecordedNotifications> {
  if (report.items.length === 0) return { events: [], stores: [] };
  const result = await tx.execute<{ store_id: string; number: number; status: string }>(sql`
    insert into notification_messages (buyer_id, store_id, order_id, type, data)
    select o.buyer_id, o.store_id, o.id, 'ORDER_ITEMS_CHANGED',
      jsonb_build_object('type', 'ORDER_ITEMS_CHANGED', 'orderNumber', o.number, 'supplierName', s.name,
        'items', ${JSON.stringify(report.items)}::jsonb, 'totalBefore', ${report.totalBefore}::bigint,
        'totalAfter', ${report.totalAfter}::bigint, 'reason', ${report.reason}::text)
    from orders o join suppliers s on s.id = o.supplier_id
    where o.id = ${report.orderId}
    returning store_id, (data->>'orderNumber')::int as number,
      (select status::text from orders where id = ${report.orderId}) as status`);
  return unchangedStatusEvent(report.orderId, result.rows[0]);
}

/**
 * A message about an order whose status did not change (missing items, changed lines): the live event the store's
 * pages re-read the order on, with the status as both `from` and `status`.
 */
function unchangedStatusEvent(
  orderId: string,
  row: { store_id: string; number: number; status: string } | undefined,
): RecordedNotifications {
  if (!row) return { events: [], stores: [] };
  const status = row.status as OrderStatus;
  return {
    events: [
      {
        kind: 'order',
        storeId: row.store_id,
        orderId,
        orderNumber: Number(row.number),
        from: status,
        status,
        sentAt: 0,
      },
    ],
    stores: [row.store_id],
  };
}
