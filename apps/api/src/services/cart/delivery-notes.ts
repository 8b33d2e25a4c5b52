import { cartGroups, type Db, deliveryNotes, suppliers } from '@chobep/db';
import { DomainError, searchKey } from '@chobep/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { assertStoreCanOrder } from './assert-store-can-order';

/** A delivery note is read by a driver at the door: short. */
export const DELIVERY_NOTE_MAX = 500;
/** How many earlier notes a store keeps to pick from. */
export const DELIVERY_NOTES_KEPT = 10;

export interface DeliveryNoteRow {
  id: string;
  text: string;
}

/**
 * Sets the note for one supplier's delivery (empty removes it) and remembers the text among the store's recent
 * notes, so the next order can pick it again (`deliveryNotes`). The same text twice is kept once, moved to the top.
 */
export async function putDeliveryNote(
  db: Db,
  scope: { storeId: string; buyerId: string },
  supplierId: number,
  raw: string,
): Promise<string | null> {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text.length > DELIVERY_NOTE_MAX) throw new DomainError('NOTE_TOO_LONG', 'note', { max: DELIVERY_NOTE_MAX });
  const note = text || null;
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw new DomainError('NOT_FOUND', 'supplierId');
  await db.transaction(async (tx) => {
    await assertStoreCanOrder(tx, scope.storeId, true);
    await tx
      .insert(cartGroups)
      .values({ storeId: scope.storeId, supplierId, deliveryNote: note })
      .onConflictDoUpdate({
        target: [cartGroups.storeId, cartGroups.supplierId],
        set: { deliveryNote: note, updatedAt: sql`now()` },
      });
    if (!note) return;
    await tx
      .insert(deliveryNotes)
      .values({ buyerId: scope.buyerId, storeId: scope.storeId, text: note, textKey: searchKey(note) })
      .onConflictDoUpdate({
        target: [deliveryNotes.storeId, deliveryNotes.textKey],
        set: { text: note, lastUsedAt: sql`now()` },
      });
    const kept = tx
      .select({ id: deliveryNotes.id })
      .from(deliveryNotes)
      .where(eq(deliveryNotes.storeId, scope.storeId))
      .orderBy(desc(deliveryNotes.lastUsedAt))
      .limit(DELIVERY_NOTES_KEPT);
    await tx
      .delete(deliveryNotes)
      .where(and(eq(deliveryNotes.storeId, scope.storeId), notInArray(deliveryNotes.id, kept)));
  });
  return note;
}

export async function listDeliveryNotes(db: Db, storeId: string): Promise<DeliveryNoteRow[]> {
  return db
    .select({ id: deliveryNotes.id, text: deliveryNotes.text })
    .from(deliveryNotes)
    .where(eq(deliveryNotes.storeId, storeId))
    .orderBy(desc(deliveryNotes.lastUsedAt))
    .limit(DELIVERY_NOTES_KEPT);
}
