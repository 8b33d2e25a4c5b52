import { type Db, favorites, productNotes, productTags, tags } from '@chobep/db';
import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  BrandRow,
  CatalogSnapshot,
  CatalogStore,
  CategoryRow,
  OriginRow,
  SupplierRow,
  TagRow,
  UomRow,
} from './services/catalog/catalog-store';
import { findOtherOffers, type OfferSource } from './services/catalog/other-offers';
import type { ProductRow } from './services/catalog/product-row';

export type { BrandRow, CategoryRow, OriginRow, SupplierRow, TagRow, UomRow };

function byKey<K, V>(ids: readonly K[], rows: V[], key: (v: V) => K): (V | null)[] {
  const map = new Map(rows.map((r) => [key(r), r]));
  return ids.map((id) => map.get(id) ?? null);
}

/**
 * The catalogue for one request. Categories, brands, suppliers, origins, tags and units come from the
 * catalogue snapshot (CatalogStore: one version read per request, the tables themselves only when they
 * changed); so do a listed product's tags. What is the viewer's own (favourite flags, notes) is batched:
 * one statement per kind, for 10 products or 100. `buyerId` scopes them to the viewer's company.
 */
export function createCatalogLoaders(db: Db, buyerId: string | null, store: CatalogStore) {
  let current: Promise<CatalogSnapshot> | null = null;
  // One version read per request, however many fields ask.
  const snapshot = () => {
    current ??= store.current();
    return current;
  };
  const lookup =
    <K, V>(map: (s: CatalogSnapshot) => ReadonlyMap<K, V>) =>
    async (keys: readonly K[]) => {
      const from = map(await snapshot());
      return keys.map((key) => from.get(key) ?? null);
    };
  return {
    snapshot,
    allCategories: async () => (await snapshot()).categories,
    allTags: async () => (await snapshot()).tags,
    allUoms: async () => (await snapshot()).uoms,
    categoryById: new DataLoader<number, CategoryRow | null>(lookup((s) => s.categoryById)),
    uomByCode: new DataLoader<string, UomRow | null>(lookup((s) => s.uomByCode)),
    brandById: new DataLoader<number, BrandRow | null>(lookup((s) => s.brandById)),
    supplierById: new DataLoader<number, SupplierRow | null>(lookup((s) => s.supplierById)),
    originById: new DataLoader<number, OriginRow | null>(lookup((s) => s.originById)),
    tagsByProduct: new DataLoader<string, TagRow[]>(async (productIds) => {
      const { index, tagByCode } = await snapshot();
      const answers = productIds.map((id) => index.tagCodesOf(id));
      // Products the index does not list (inactive, or of a supplier off the market) are read from the table.
      const unlisted = productIds.filter((_, at) => answers[at] === null);
      const read = new Map<string, TagRow[]>();
      if (unlisted.length) {
        const rows = await db
          .select({ productId: productTags.productId, tag: tags })
          .from(productTags)
          .innerJoin(tags, eq(tags.code, productTags.tagCode))
          .where(inArray(productTags.productId, unlisted))
          .orderBy(asc(tags.sortOrder), asc(tags.code));
        for (const r of rows) read.set(r.productId, [...(read.get(r.productId) ?? []), r.tag]);
      }
      return productIds.map((id, at) => {
        const codes = answers[at];
        if (!codes) return read.get(id) ?? [];
        return codes
          .flatMap((code) => tagByCode.get(code) ?? [])
          .sort((a, b) => a.sortOrder - b.sortOrder || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
      });
    }),
    /** Product.otherOffers: one statement for every product of the page (per region asked). */
    otherOffers: new DataLoader<OfferSource, ProductRow[], string>((sources) => findOtherOffers(db, sources), {
      cacheKeyFn: (s) => `${s.region}:${s.id}`,
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
