import {
  brands,
  categories,
  type Db,
  favorites,
  origins,
  productNotes,
  productTags,
  suppliers,
  tags,
  uoms,
} from '@chobep/db';
import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';

export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type OriginRow = typeof origins.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type UomRow = typeof uoms.$inferSelect;

/** A small table read whole, once per request, on first use. */
function wholeTable<Row>(read: () => PromiseLike<Row[]>): () => Promise<Row[]> {
  let rows: Promise<Row[]> | null = null;
  return () => {
    // A Drizzle query is a lazy thenable that runs again on every await: settle it once and keep the promise.
    rows ??= Promise.resolve(read());
    return rows;
  };
}

function byKey<K, V>(ids: readonly K[], rows: V[], key: (v: V) => K): (V | null)[] {
  const map = new Map(rows.map((r) => [key(r), r]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * Per-request batching for the catalogue: whatever a page of products asks for (its brands,
 * suppliers, tags, favourite flags, notes) costs one statement per kind, for 10 products or 100.
 * `buyerId` scopes favourites and notes to the viewer's company; visitors have none.
 */
export function createCatalogLoaders(db: Db, buyerId: string | null) {
  const allCategories = wholeTable(() =>
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
  );
  const allTags = wholeTable(() => db.select().from(tags).orderBy(asc(tags.sortOrder), asc(tags.code)));
  const allUoms = wholeTable(() => db.select().from(uoms).orderBy(asc(uoms.code)));
  return {
    allCategories,
    allTags,
    allUoms,
    categoryById: new DataLoader<number, CategoryRow | null>(async (ids) =>
      byKey(ids, await allCategories(), (c) => c.id),
    ),
    uomByCode: new DataLoader<string, UomRow | null>(async (codes) => byKey(codes, await allUoms(), (u) => u.code)),
    brandById: new DataLoader<number, BrandRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .select()
          .from(brands)
          .where(inArray(brands.id, [...ids])),
        (b) => b.id,
      ),
    ),
    supplierById: new DataLoader<number, SupplierRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .select()
          .from(suppliers)
          .where(inArray(suppliers.id, [...ids])),
        (s) => s.id,
      ),
    ),
    originById: new DataLoader<number, OriginRow | null>(async (ids) =>
      byKey(
        ids,
        await db
          .select()
          .from(origins)
          .where(inArray(origins.id, [...ids])),
        (o) => o.id,
      ),
    ),
    tagsByProduct: new DataLoader<string, TagRow[]>(async (productIds) => {
      const rows = await db
        .select({ productId: productTags.productId, tag: tags })
        .from(productTags)
        .innerJoin(tags, eq(tags.code, productTags.tagCode))
        .where(inArray(productTags.productId, [...productIds]))
        .orderBy(asc(tags.sortOrder));
      const map = new Map<string, TagRow[]>();
      for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r.tag]);
      return productIds.map((id) => map.get(id) ?? []);
    }),
    isFavorite: new DataLoader<string, boolean>(async (productIds) => {
      if (!buyerId) return productIds.map(() => false);
      const rows = await db
        .select({ productId: favorites.productId })
        .from(favorites)
        .where(and(eq(favorites.buyerId, buyerId), inArray(favorites.productId, [...productIds])));
      const set = new Set(rows.map((r) => r.productId));
      return productIds.map((id) => set.has(id));
    }),
    noteByProduct: new DataLoader<string, string | null>(async (productIds) => {
      if (!buyerId) return productIds.map(() => null);
      const rows = await db
        .select({ productId: productNotes.productId, note: productNotes.note })
        .from(productNotes)
        .where(and(eq(productNotes.buyerId, buyerId), inArray(productNotes.productId, [...productIds])));
      return byKey(productIds, rows, (r) => r.productId).map((r) => r?.note ?? null);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
