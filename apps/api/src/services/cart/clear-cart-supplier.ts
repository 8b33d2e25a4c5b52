import { cartGroups, cartItems, type Db } from '@chobep/db';
import { and, eq } from 'drizzle-orm';
import { assertStoreCanFillCart } from './assert-store-can-order';

/** Empties one supplier's part of a store's cart: its lines and its choices (date, slot, note, voucher). */
export async function clearCartSupplier(db: Db, storeId: string, supplierId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await assertStoreCanFillCart(tx, storeId, true);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.storeId, storeId), eq(cartItems.supplierId, supplierId)))
      .returning({ productId: cartItems.productId });
    await tx.delete(cartGroups).where(and(eq(cartGroups.storeId, storeId), eq(cartGroups.supplierId, supplierId)));
    return removed.map((r) => r.productId);
  });
}
