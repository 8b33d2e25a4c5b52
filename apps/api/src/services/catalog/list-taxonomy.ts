import { brands, categories, type Db, favorites, productPrices, products, suppliers } from '@chobep/db';
import { hiddenCategoryIds, type Region } from '@chobep/domain';
import { and, asc, eq, exists, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { BrandRow, CategoryRow } from '../../catalog-loaders';

/** Products a region can see and buy from: active, on the market, priced there. */
function visibleProductIn(db: Db, region: Region) {
  return and(
    eq(products.isActive, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(productPrices)
        .where(and(eq(productPrices.productId, products.id), eq(productPrices.region, region))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(suppliers)
        .where(and(eq(suppliers.id, products.supplierId), eq(suppliers.offMarket, false))),
    ),
  );
}

/**
 * The ids of categories that hold products of a supplier or of the company's favourites, with their
 * parents, so that the tree can be cut down to them. Null means no restriction.
 */
export async function categoryIdsWithProducts(
  db: Db,
  region: Region,
  restrict: { supplierName?: string | null; favoritesOf?: string | null },
): Promise<Set<number> | null> {
  if (!restrict.supplierName && !restrict.favoritesOf) return null;
  const conditions = [visibleProductIn(db, region)];
  if (restrict.supplierName) {
    conditions.push(
      inArray(
        products.supplierId,
        db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, restrict.supplierName)),
      ),
    );
  }
  if (restrict.favoritesOf) {
    conditions.push(
      inArray(
        products.id,
        db.select({ id: favorites.productId }).from(favorites).where(eq(favorites.buyerId, restrict.favoritesOf)),
      ),
    );
  }
  const rows = await db
    .selectDistinct({ id: categories.id, parentId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions));
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.id);
    if (r.parentId !== null) ids.add(r.parentId);
  }
  return ids;
}

export function visibleCategories(all: CategoryRow[], region: Region, only: Set<number> | null): CategoryRow[] {
  const hidden = new Set(hiddenCategoryIds(region));
  return all.filter(
    (c) => !hidden.has(c.id) && !(c.parentId !== null && hidden.has(c.parentId)) && (!only || only.has(c.id)),
  );
}

/** Active brands with products in each parent category: one statement. */
export async function brandsByParentCategory(
  db: Db,
  region: Region,
  categoryIds: number[] | null,
): Promise<{ categoryId: number; brands: BrandRow[] }[]> {
  const hidden = hiddenCategoryIds(region);
  const parentId = sql<number>`coalesce(${categories.parentId}, ${categories.id})`;
  const rows = await db
    .selectDistinct({ categoryId: parentId, brand: brands })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        visibleProductIn(db, region),
        isNotNull(products.brandId),
        eq(brands.status, 'ACTIVE'),
        categoryIds?.length ? inArray(parentId, categoryIds) : undefined,
        hidden.length ? notInArray(parentId, hidden) : undefined,
      ),
    )
    .orderBy(parentId, asc(brands.name));
  const groups = new Map<number, BrandRow[]>();
  for (const r of rows) groups.set(r.categoryId, [...(groups.get(r.categoryId) ?? []), r.brand]);
  return [...groups].map(([categoryId, list]) => ({ categoryId, brands: list }));
}
