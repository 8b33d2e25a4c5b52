import { categories, type Db, favorites, productPrices, products, suppliers } from '@chobep/db';
import {
  isUuid,
  type Language,
  normaliseProductFilter,
  pickFrequentlyBoughtTogether,
  type Region,
} from '@chobep/domain';
import { and, asc, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductRow } from './product-row';
import { productConditions, type SearchScope } from './search-products';

export interface RelatedScope {
  region: Region;
  lang: Language;
  buyerId: string | null;
}

/** productSearch's own rules with no filter: active, on the market, not hidden in the region; exclusives listed. */
const LISTED = normaliseProductFilter({}).filter;
/** For lists that invite buying: exclusive products (no price, not purchasable) left out. */
const PURCHASABLE = normaliseProductFilter({ withExclusive: false }).filter;

const sourceProduct = alias(products, 'source_product');
const sourceSupplier = alias(suppliers, 'source_supplier');
const sourceCategory = alias(categories, 'source_category');
const familyCategory = alias(categories, 'family_category');

/**
 * The product on the page, as a derived table: its category, brand and family root (the parent
 * category, or the category itself when it is a parent). It only exists when the region may see the
 * product, so a hidden product has no related products either.
 */
function sourceQuery(db: Db, productId: string, scope: SearchScope) {
  const hidden = productConditions(db, LISTED, scope);
  return db
    .select({
      categoryId: sql<number>`${sourceProduct.categoryId}`.as('source_category_id'),
      brandId: sql<number | null>`${sourceProduct.brandId}`.as('source_brand_id'),
      rootId: sql<number>`coalesce(${sourceCategory.parentId}, ${sourceCategory.id})`.as('source_root_id'),
    })
    .from(sourceProduct)
    .innerJoin(sourceSupplier, eq(sourceSupplier.id, sourceProduct.supplierId))
    .innerJoin(sourceCategory, eq(sourceCategory.id, sourceProduct.categoryId))
    .where(
      and(
        eq(sourceProduct.id, productId),
        // productConditions speaks of "products" and "suppliers"; the source lives under aliases.
        sql`exists (select 1 from ${products} join ${suppliers} on ${suppliers.id} = ${products.supplierId}
          where ${products.id} = ${sourceProduct.id} and ${hidden})`,
      ),
    );
}

const source = (db: Db, productId: string, scope: SearchScope) => sourceQuery(db, productId, scope).as('source');

function page(db: Db, scope: SearchScope) {
  return db
    .select({ product: products, regionPrice: productPrices.price, regionOriginalPrice: productPrices.originalPrice })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId));
}

const toRow =
  (region: Region) =>
  (r: {
    product: typeof products.$inferSelect;
    regionPrice: number;
    regionOriginalPrice: number | null;
  }): ProductRow => ({
    ...r.product,
    region,
    regionPrice: r.regionPrice,
    regionOriginalPrice: r.regionOriginalPrice,
  });

/** Same category and same brand (no brand counts as a brand of its own), best sellers first; one statement. */
export async function sameProductGroup(db: Db, productId: string, scope: RelatedScope, size: number) {
  if (!isUuid(productId)) return [];
  const src = source(db, productId, scope);
  const rows = await page(db, scope)
    .innerJoin(
      src,
      and(eq(products.categoryId, src.categoryId), sql`${products.brandId} is not distinct from ${src.brandId}`),
    )
    .where(and(productConditions(db, LISTED, scope), ne(products.id, productId)))
    .orderBy(desc(products.totalSold), asc(products.id))
    .limit(size);
  return rows.map(toRow(scope.region));
}

/**
 * Same parent category (its children included), without the product's own group; one statement. The
 * family's categories go in as an array (`= any(array(…))`), so that the category index narrows the products
 * first; a join on the family would read every product.
 */
export async function sameProductFamily(db: Db, productId: string, scope: RelatedScope, size: number) {
  if (!isUuid(productId)) return [];
  const src = db.$with('source').as(sourceQuery(db, productId, scope));
  const family = db
    .select({ id: familyCategory.id })
    .from(familyCategory)
    .where(
      or(
        eq(familyCategory.id, sql`(select source_root_id from source)`),
        eq(familyCategory.parentId, sql`(select source_root_id from source)`),
      ),
    );
  const rows = await db
    .with(src)
    .select({ product: products, regionPrice: productPrices.price, regionOriginalPrice: productPrices.originalPrice })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(
      and(
        sql`${products.categoryId} = any(array(${family}))`,
        productConditions(db, LISTED, scope),
        sql`not (${products.categoryId} = (select source_category_id from source)
          and ${products.brandId} is not distinct from (select source_brand_id from source))`,
      ),
    )
    .orderBy(desc(products.totalSold), asc(products.id))
    .limit(size);
  return rows.map(toRow(scope.region));
}

const favoriteOf = alias(favorites, 'favorite_of');
const favoriteWith = alias(favorites, 'favorite_with');

/**
 * "Frequently bought together", until orders exist: the products the most companies keep in their
 * favourites together with this one, then best sellers of its category (pickFrequentlyBoughtTogether
 * decides). One statement: both candidate lists, glued with UNION ALL. Only products a buyer can put in
 * a cart now (purchasable, in stock) are suggested.
 */
export async function frequentlyBoughtTogether(db: Db, productId: string, scope: RelatedScope, size: number) {
  if (!isUuid(productId)) return [];
  const src = source(db, productId, scope);
  const together = db
    .select({
      productId: favoriteWith.productId,
      companies: sql<number>`count(distinct ${favoriteWith.buyerId})::int`.as('companies'),
    })
    .from(favoriteOf)
    .innerJoin(
      favoriteWith,
      and(eq(favoriteWith.buyerId, favoriteOf.buyerId), ne(favoriteWith.productId, favoriteOf.productId)),
    )
    .where(eq(favoriteOf.productId, productId))
    .groupBy(favoriteWith.productId)
    .as('together');
  const buyable = and(productConditions(db, PURCHASABLE, scope), gt(products.stock, 0), ne(products.id, productId));
  const fields = {
    product: products,
    regionPrice: productPrices.price,
    regionOriginalPrice: productPrices.originalPrice,
  };
  const paired = db
    .select({ ...fields, companies: sql<number>`${together.companies}`.mapWith(Number) })
    .from(products)
    .innerJoin(together, eq(together.productId, products.id))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(src, sql`true`)
    .where(buyable)
    .orderBy(desc(together.companies), desc(products.totalSold), asc(products.id))
    .limit(size);
  const sameCategory = db
    .select({ ...fields, companies: sql<number>`0`.mapWith(Number) })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(src, eq(products.categoryId, src.categoryId))
    .where(buyable)
    .orderBy(desc(products.totalSold), asc(products.id))
    // Enough to fill the list even when every paired product is also a best seller of the category.
    .limit(size * 2);
  const rows = await paired.unionAll(sameCategory);
  const candidates = rows.map((r) => ({ ...toRow(scope.region)(r), companies: r.companies }));
  return pickFrequentlyBoughtTogether(
    productId,
    candidates.filter((c) => c.companies > 0),
    candidates.filter((c) => c.companies === 0),
    size,
  ).map(({ companies: _companies, ...row }) => row as ProductRow);
}
