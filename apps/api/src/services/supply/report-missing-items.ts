import type { Db } from '@chobep/db';
import { DomainError, isUuid } from '@chobep/domain';
import { recordMissingItemNotification } from '../notifications/record-notifications';
import type { OrderActorScope } from '../orders/transition-orders';
import { transitionOrders } from '../orders/transition-orders';
import { applyItemChanges, ITEM_CHANGES_MAX } from '../orders/update-order-items';

/**
 * The supplier tells the buyer that lines will not come (REPORT_MISSING, from acceptance until the goods leave):
 * the lines get the note and the time, and are billed at nothing from now on — the order's total, a deposit's
 * charge and a voucher's discount follow at once (applyItemChanges, then settleOrders). A delivered quantity
 * entered later (the item came after all) bills again. The buyer's store gets ORDER_MISSING_ITEM.
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
  await transitionOrders(db, actor, [id], 'REPORT_MISSING', note, {
    apply: async (tx, [order]) => {
      if (!order) return undefined;
      await applyItemChanges(
        tx,
        actor,
        order.id,
        ids.map((itemId) => ({ itemId })),
        'MISSING',
        { reason: note },
      );
      // ORDER_MISSING_ITEM for the buyer's store, in the report's transaction: no report without its message.
      return recordMissingItemNotification(tx, {
        orderId: order.id,
        items: ids.map((orderItemId) => ({ orderItemId })),
        note,
      });
    },
  });
  return { id, itemIds: ids };
}
