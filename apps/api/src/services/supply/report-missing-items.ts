import { type Db, orderItems } from '@chobep/db';
import { DomainError, isUuid } from '@chobep/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderActorScope } from '../orders/transition-orders';
import { transitionOrders } from '../orders/transition-orders';
import { ITEM_CHANGES_MAX } from '../orders/update-order-items';

/**
 * The supplier tells the buyer early that lines will not come (REPORT_MISSING, from acceptance until the goods
 * leave): the lines get the note and the time. What is billed still follows the delivered quantities entered at
 * the handover; this is the warning, not the correction.
 */
export async function reportMissingItems(
  db: Db,
  actor: OrderActorScope,
  id: string,
  itemIds: readonly string[],
  note: string | null | undefined,
): Promise<{ id: string; itemIds: string[] }> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) throw new DomainError('REQUIRED', 'itemIds');
  if (ids.length > ITEM_CHANGES_MAX) throw new DomainError('TOO_MANY_VALUES', 'itemIds', { max: ITEM_CHANGES_MAX });
  if (ids.some((i) => !isUuid(i))) throw new DomainError('ORDER_ITEM_NOT_FOUND', 'itemIds');
  const text = note?.normalize('NFC').trim().slice(0, 500) || null;
  await transitionOrders(db, actor, [id], 'REPORT_MISSING', text, {
    apply: async (tx, [order]) => {
      if (!order) return;
      const marked = await tx
        .update(orderItems)
        .set({ missingNote: text ?? '', missingReportedAt: sql`now()` })
        .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, ids)))
        .returning({ id: orderItems.id });
      if (marked.length !== ids.length) throw new DomainError('ORDER_ITEM_NOT_FOUND', 'itemIds');
    },
  });
  return { id, itemIds: ids };
}

/**
 * notifications: the hook for ORDER_MISSING_ITEM (issue 14 point 8, built elsewhere). Called by
 * supplyOrderReportMissing after the report is committed, with the order and the lines reported; it does nothing
 * yet. The message goes to the order's store, title and content in the reader's language.
 */
export async function onMissingItemsReported(_db: Db, _reported: { id: string; itemIds: string[] }): Promise<void> {}
