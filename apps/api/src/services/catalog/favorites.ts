import { type Db, favorites, productNotes, products } from '@chobep/db';
import { DomainError, isUuid, MAX_FAVORITES_PER_CALL, NOTE_MAX_LENGTH, normaliseNote } from '@chobep/domain';
import { and, eq, inArray } from 'drizzle-orm';

/** The ids among these that name active products; anything else is refused as a whole. */
async function requireProducts(db: Db, ids: string[]): Promise<void> {
  if (ids.some((id) => !isUuid(id))) throw new DomainError('PRODUCT_NOT_FOUND', 'productId');
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  if (found.length !== ids.length) throw new DomainError('PRODUCT_NOT_FOUND', 'productId');
}

/** Favourites belong to the company: adding one a colleague already added changes nothing. */
export async function addFavorites(db: Db, buyerId: string, userId: string, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  if (ids.length > MAX_FAVORITES_PER_CALL) {
    throw new DomainError('TOO_MANY_PRODUCTS', 'productId', { max: MAX_FAVORITES_PER_CALL });
  }
  await requireProducts(db, ids);
  await db
    .insert(favorites)
    .values(ids.map((productId) => ({ buyerId, productId, createdBy: userId })))
    .onConflictDoNothing();
}

export async function removeFavorite(db: Db, buyerId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) throw new DomainError('PRODUCT_NOT_FOUND', 'productId');
  await db.delete(favorites).where(and(eq(favorites.buyerId, buyerId), eq(favorites.productId, productId)));
}

/** Saves the company's note on a product; an empty note removes it. Returns the note as saved. */
export async function setProductNote(
  db: Db,
  buyerId: string,
  userId: string,
  productId: string,
  text: string,
): Promise<string | null> {
  const { note, tooLong } = normaliseNote(text);
  if (tooLong) throw new DomainError('NOTE_TOO_LONG', 'note', { max: NOTE_MAX_LENGTH });
  await requireProducts(db, [productId]);
  if (note === null) {
    await db.delete(productNotes).where(and(eq(productNotes.buyerId, buyerId), eq(productNotes.productId, productId)));
    return null;
  }
  await db
    .insert(productNotes)
    .values({ buyerId, productId, note, updatedBy: userId })
    .onConflictDoUpdate({
      target: [productNotes.buyerId, productNotes.productId],
      set: { note, updatedBy: userId, updatedAt: new Date() },
    });
  return note;
}
