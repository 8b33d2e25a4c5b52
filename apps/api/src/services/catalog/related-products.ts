import { categories, type Db, favorites, orderItems, orders, productPrices, products, suppliers } from '@chobep/db';
import {
  BOUGHT_STATUSES,
  BOUGHT_TOGETHER_RECENT_ORDERS,
  isUuid,
  type Language,
  MIN_COMPANIES_TOGETHER,
  normaliseProductFilter,
  pickFrequentlyBoughtTogether,
  type Region,
} from '@chobep/domain';
import { and, asc, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
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

/** The statement of boughtWith (exported for the benchmark's EXPLAIN). */
export function boughtWithStatement(productId: string, limit: number): SQL {
  // "desc nulls last" as the index is written: plain "desc" means nulls first, and the index would then be read whole
  // and sorted rather than read from its start.
  return sql`
    with recent as (
      select ${orderItems.orderId} as order_id from ${orderItems}
      where ${orderItems.productId} = ${productId}
      order by ${orderItems.createdAt} desc nulls last
      limit ${BOUGHT_TOGETHER_RECENT_ORDERS}
    ),
    bought as (
      select recent.order_id, ${orders.buyerId} as buyer_id
      from recent join ${orders} on ${orders.id} = recent.order_id
      where ${orders.status} in (${sql.join(
        BOUGHT_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
    )
    select other.product_id, count(distinct bought.buyer_id)::int as companies, count(*)::int as orders
    from bought join ${orderItems} as other on other.order_id = bought.order_id
    where other.product_id <> ${productId}
    group by other.product_id
    having count(distinct bought.buyer_id) >= ${MIN_COMPANIES_TOGETHER}
    order by companies desc, orders desc, other.product_id
    limit ${limit}`;
}

/**
 * The products bought in the same orders as this one: among its latest BOUGHT_TOGETHER_RECENT_ORDERS orders (read
 * newest first from order_items_product_recent_idx alone, so a best seller with tens of thousands of orders costs
 * what a product with three hundred does), those the supplier accepted; each other product with the companies and
 * the orders that bought both; only pairs of at least MIN_COMPANIES_TOGETHER companies, the strongest `limit`. One statement, at
 * most every 10 minutes per product and process (below).
 */
async function boughtWith(db: Db, productId: string, limit: number): Promise<BoughtPair[]> {
  const cache = pairCaches.get(db) ?? new Map<string, { at: number; limit: number; pairs: BoughtPair[] }>();
  pairCaches.set(db, cache);
  const now = Date.now();
  const known = cache.get(productId);
  if (known && now - known.at < PAIRS_FRESH_MS && known.limit >= limit) return known.pairs.slice(0, limit);
  const rows = await db.execute<{ product_id: string; companies: number; orders: number }>(
    boughtWithStatement(productId, limit),
  );
  const pairs = rows.rows.map((r) => ({
    productId: r.product_id,
    companies: Number(r.companies),
    orders: Number(r.orders),
  }));
  cache.delete(productId);
  cache.set(productId, { at: now, limit, pairs });
  // The oldest entries go first (a Map keeps insertion order; a product read again moves to the end).
  for (const key of cache.keys()) {
    if (cache.size <= PAIRS_CACHED) break;
    cache.delete(key);
  }
  return pairs;
}

interface BoughtPair {
  productId: string;
  companies: number;
  orders: number;
}

/**
 * The pairs of a product's orders change only as suppliers accept orders, and every product page of every visitor
 * asks for them: each API process keeps a product's for 10 minutes (the spec's default revalidation), the last
 * PAIRS_CACHED products read. What is shown around them (prices, stock, favourites) is read fresh every time.
 */
const PAIRS_FRESH_MS = 10 * 60_000;
const PAIRS_CACHED = 2000;
const pairCaches = new WeakMap<Db, Map<string, { at: number; limit: number; pairs: BoughtPair[] }>>();

/**
 * "Frequently bought together" (spec getFrequentlyBuyTogether): products bought in the same orders as this one by
 * the most companies; when too few pairs are known, products the most companies keep in their favourites together
 * with it; then best sellers of its category (pickFrequentlyBoughtTogether decides). Two statements: the pairs of
 * the product's recent orders, then the three candidate lists glued with UNION ALL. Only products a buyer can put in
 * a cart now (purchasable, in stock) are suggested.
 */
export async function frequentlyBoughtTogether(db: Db, productId: string, scope: RelatedScope, size: number) {
  if (!isUuid(productId)) return [];
  const bought = await boughtWith(db, productId, size * 3);
  const boughtById = new Map(bought.map((b) => [b.productId, b]));
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
  // signal: 2 bought together, 1 kept together, 0 the category's best sellers.
  const boughtRows = db
    .select({ ...fields, signal: sql<number>`2`.mapWith(Number), companies: sql<number>`0`.mapWith(Number) })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(src, sql`true`)
    .where(and(buyable, inArray(products.id, bought.length ? [...boughtById.keys()] : [productId])));
  const paired = db
    .select({
      ...fields,
      signal: sql<number>`1`.mapWith(Number),
      companies: sql<number>`${together.companies}`.mapWith(Number),
    })
    .from(products)
    .innerJoin(together, eq(together.productId, products.id))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(src, sql`true`)
    .where(buyable)
    .orderBy(desc(together.companies), desc(products.totalSold), asc(products.id))
    .limit(size);
  const sameCategory = db
    .select({ ...fields, signal: sql<number>`0`.mapWith(Number), companies: sql<number>`0`.mapWith(Number) })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(src, eq(products.categoryId, src.categoryId))
    .where(buyable)
    .orderBy(desc(products.totalSold), asc(products.id))
    // Enough to fill the list even when every paired product is also a best seller of the category.
    .limit(size * 2);
  const rows = await boughtRows.unionAll(paired).unionAll(sameCategory);
  const candidates = rows.map((r) => {
    const pair = r.signal === 2 ? boughtById.get(r.product.id) : undefined;
    return {
      ...toRow(scope.region)(r),
      signal: r.signal,
      companies: pair ? pair.companies : r.companies,
      orders: pair?.orders ?? 0,
    };
  });
  return pickFrequentlyBoughtTogether(
    productId,
    [candidates.filter((c) => c.signal === 2), candidates.filter((c) => c.signal === 1)],
    candidates.filter((c) => c.signal === 0),
    size,
  ).map(({ signal: _signal, companies: _companies, orders: _orders, ...row }) => row as ProductRow);
}
