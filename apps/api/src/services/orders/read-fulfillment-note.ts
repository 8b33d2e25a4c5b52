import { type Db, orderItems, orders, stores, suppliers, uoms } from '@chobep/db';
import { composeFulfillmentNote, type FulfillmentNote, formatAddress, type Language } from '@chobep/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { readOrder } from './read-order';
import type { OrderActorScope } from './transition-orders';

export interface FulfillmentNoteView extends FulfillmentNote {
  /** The order the note was asked for (the page's address). */
  id: string;
  deliveryDate: string;
  storeName: string;
  storeAddress: string;
  storeTelephone: string | null;
  addressNote: string | null;
  supplierName: string;
  deliveryNotes: string[];
}

/**
 * The delivery note of an order: every order of the same supplier, store and delivery date that is going, merged
 * (composeFulfillmentNote: not one waiting for approval, nor one that ended). Null when the actor may not see the
 * order, or the order itself is not on the note (it waits for approval or ended): a note is never shown for an order
 * it does not carry.
 */
export async function readFulfillmentNote(
  db: Db,
  actor: OrderActorScope,
  orderId: string,
  lang: Language,
): Promise<FulfillmentNoteView | null> {
  const order = await readOrder(db, actor, orderId);
  if (!order) return null;
  const [delivery, [store], [supplier]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.storeId, order.storeId),
          eq(orders.supplierId, order.supplierId),
          eq(orders.deliveryDate, order.deliveryDate),
        ),
      ),
    db.select().from(stores).where(eq(stores.id, order.storeId)),
    db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, order.supplierId)),
  ]);
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      nameVi: orderItems.nameVi,
      nameEn: orderItems.nameEn,
      uomCode: orderItems.uomCode,
      quantity: orderItems.quantity,
      acceptedQuantity: orderItems.acceptedQuantity,
      deliveredQuantity: orderItems.deliveredQuantity,
      missingReportedAt: orderItems.missingReportedAt,
      price: orderItems.price,
      amount: orderItems.amount,
      discount: orderItems.discount,
      unitVi: uoms.nameVi,
      unitEn: uoms.nameEn,
    })
    .from(orderItems)
    .leftJoin(uoms, eq(uoms.code, orderItems.uomCode))
    .where(
      inArray(
        orderItems.orderId,
        delivery.map((o) => o.id),
      ),
    );
  const note = composeFulfillmentNote(
    delivery,
    items.map((i) => ({
      ...i,
      name: lang === 'en' ? i.nameEn : i.nameVi,
      unit: (lang === 'en' ? i.unitEn : i.unitVi) ?? i.uomCode,
      missing: i.missingReportedAt !== null,
      amount: i.amount - i.discount,
    })),
  );
  if (!note || !store || !note.orderIds.includes(order.id)) return null;
  return {
    ...note,
    id: order.id,
    deliveryDate: order.deliveryDate,
    storeName: store.name,
    storeAddress: formatAddress(store),
    storeTelephone: store.telephone,
    addressNote: store.addressNote,
    supplierName: supplier?.name ?? '',
    deliveryNotes: [
      ...new Set(
        delivery.filter((o) => note.orderIds.includes(o.id)).flatMap((o) => (o.deliveryNote ? [o.deliveryNote] : [])),
      ),
    ],
  };
}
