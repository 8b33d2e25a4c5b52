import {
  categories,
  type Db,
  favorites,
  orderItems,
  orders,
  origins,
  productPrices,
  products,
  productTags,
  suppliers,
} from '@chobep/db';
import {
  hiddenCategoryIds,
  type Language,
  type ProductFilter,
  type ProductSortField,
  type Region,
  type SortOrder,
} from '@chobep/domain';
import { and, eq, exists, inArray, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProductIndex } from './product-index';
import type { ProductRow } from './product-row';

export interface SearchScope {
  region: Region;
  lang: Language;
  /** The viewer's company, for the favourite filter; null for visitors. */
  buyerId: string | null;
  /** The store the viewer acts for, for "ordered only": that store's orders (else the company's). */
  storeId?: string | null;
}

export interface ProductSort {
  field: ProductSortField;
  order: SortOrder;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The categories a list of ids names, children of a named parent included. */
function categoryAndChildren(db: Db, ids: number[]) {
  return db
    .select({ id: categories.id })
    .from(categories)
    .where(or(inArray(categories.id, ids), inArray(categories.parentId, ids)));
}

/**
 * `category_id = any(array(…))` rather than `in (…)`: with `in`, PostgreSQL joins the category list and
 * repeats the trigram index scan of a text query once per category; with an array it reads each index once.
 */
const categoryIn = (ids: SQL | ReturnType<typeof categoryAndChildren>) =>
  sql`${products.categoryId} = any(array(${ids}))`;

/** Every condition of a product filter, as one WHERE clause; the same for the page and the facets. */
export function productConditions(db: Db, filter: ProductFilter, scope: SearchScope): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true), eq(suppliers.offMarket, false)];
  const hidden = hiddenCategoryIds(scope.region);
  if (hidden.length) conditions.push(notInArray(products.categoryId, categoryAndChildren(db, hidden)));

  if (filter.queryKey) conditions.push(sql`${products.searchKey} like ${`%${escapeLike(filter.queryKey)}%`}`);
  if (filter.categoryIds.length) {
    conditions.push(categoryIn(categoryAndChildren(db, filter.categoryIds)));
  }
  if (filter.subCategoryId !== null) conditions.push(eq(products.categoryId, filter.subCategoryId));
  if (filter.categoryName) {
    const named = db
      .select({ id: categories.id })
      .from(categories)
      .where(
        or(
          sql`lower(${categories.nameVi}) = lower(${filter.categoryName})`,
          sql`lower(${categories.nameEn}) = lower(${filter.categoryName})`,
        ),
      );
    conditions.push(
      categoryIn(
        db
          .select({ id: categories.id })
          .from(categories)
          .where(or(inArray(categories.id, named), inArray(categories.parentId, named))),
      ),
    );
  }
  if (filter.supplierNames.length) conditions.push(inArray(suppliers.name, filter.supplierNames));
  if (filter.preservation) conditions.push(eq(products.preservation, filter.preservation));
  if (filter.brandIds.length) conditions.push(inArray(products.brandId, filter.brandIds));
  if (filter.origins.length) {
    conditions.push(
      inArray(
        products.originId,
        db
          .select({ id: origins.id })
          .from(origins)
          .where(or(inArray(origins.nameVi, filter.origins), inArray(origins.nameEn, filter.origins))),
      ),
    );
  }
  if (filter.tags.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productTags)
          .where(and(eq(productTags.productId, products.id), inArray(productTags.tagCode, filter.tags))),
      ),
    );
  }
  if (!filter.withExclusive)
    conditions.push(not(and(eq(products.isPrivate, true), eq(products.allowPurchase, false)) as SQL));
  if (filter.favorite) {
    // Resolvers refuse this filter to visitors; the guard here keeps a visitor's set empty regardless.
    conditions.push(
      scope.buyerId
        ? exists(
            db
              .select({ one: sql`1` })
              .from(favorites)
              .where(and(eq(favorites.buyerId, scope.buyerId), eq(favorites.productId, products.id))),
          )
        : sql`false`,
    );
  }
  if (filter.orderedOnly)
    conditions.push(
      scope.buyerId ? inArray(products.id, orderedProducts(db, scope.buyerId, scope.storeId ?? null)) : sql`false`,
    );
  return and(...conditions) as SQL;
}

export interface FacetCount {
  facet: 'category' | 'brand' | 'supplier' | 'origin' | 'preservation' | 'tag';
  key: string;
  count: number;
}

export interface SearchOptions {
  sorts: ProductSort[];
  boost: boolean;
  limit: number;
  offset: number;
  /** Also count the facets over the whole filtered set. */
  facets: boolean;
}

export interface SearchResult {
  rows: ProductRow[];
  /** The size of the whole filtered set. */
  total: number;
  /** Null unless asked for. */
  facets: FacetCount[] | null;
}

/**
 * A page of products with the size of the set and, when asked, the facet counts. The set, its order and its
 * facets come from the product index (ProductIndex), text matching included (matchSearchQuery's rules: the
 * product's own names, brand and category, a supplier only by its name; typos corrected against the
 * catalogue's words); the page's rows from the database by id. Statements: the page's rows, and the viewer's
 * favourites or ordered products for those filters — the same for 10 products or 100.
 */
export async function searchProducts(
  db: Db,
  index: ProductIndex,
  filter: ProductFilter,
  scope: SearchScope,
  options: SearchOptions,
): Promise<SearchResult> {
  const [favoriteIds, orderedIds] = await Promise.all([
    filter.favorite && scope.buyerId ? favoriteProductIds(db, scope.buyerId) : null,
    filter.orderedOnly && scope.buyerId
      ? orderedProducts(db, scope.buyerId, scope.storeId ?? null).then((rows) => new Set(rows.map((r) => r.productId)))
      : null,
  ]);
  const found = index.search(filter, { region: scope.region, lang: scope.lang, favoriteIds, orderedIds }, options);
  return { rows: await productRows(db, found.ids, scope.region), total: found.total, facets: found.facets };
}

/**
 * The products a store (or, without one, its company) has ordered: in orders that were not cancelled, declined or
 * disapproved. One statement, on order_items' product index through the store's (or company's) orders.
 */
function orderedProducts(db: Db, buyerId: string, storeId: string | null) {
  return db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        storeId ? eq(orders.storeId, storeId) : undefined,
        notInArray(orders.status, ['CANCELED', 'DECLINED', 'APPROVAL_DISAPPROVED']),
      ),
    );
}

async function favoriteProductIds(db: Db, buyerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.buyerId, buyerId));
  return new Set(rows.map((r) => r.productId));
}

/**
 * The page's rows, as a prepared statement: built once per database rather than per request (the query
 * builder cost more than PostgreSQL's work for 20 rows), and planned once per connection.
 */
const prepareRowsById = (db: Db) =>
  db
    .select({ product: products, regionPrice: productPrices.price, regionOriginalPrice: productPrices.originalPrice })
    .from(products)
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.region, sql.placeholder('region'))),
    )
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('product_rows_by_id');
const rowsById = new WeakMap<Db, ReturnType<typeof prepareRowsById>>();

/** Products by id, in the order given, with their price in the region. */
export async function productRows(db: Db, ids: string[], region: Region): Promise<ProductRow[]> {
  if (!ids.length) return [];
  let prepared = rowsById.get(db);
  if (!prepared) {
    prepared = prepareRowsById(db);
    rowsById.set(db, prepared);
  }
  const rows = await prepared.execute({ ids, region });
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r.product, region, regionPrice: r.regionPrice, regionOriginalPrice: r.regionOriginalPrice }] : [];
  });
}

/** One product with its price in the region; exclusive and out-of-stock products included. */
export async function findProduct(
  db: Db,
  region: Region,
  where: { id: string } | { supplierInternalCode: string },
): Promise<ProductRow | null> {
  const [row] = await db
    .select({ product: products, regionPrice: productPrices.price, regionOriginalPrice: productPrices.originalPrice })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .where(
      and(
        eq(products.isActive, true),
        eq(suppliers.offMarket, false),
        'id' in where
          ? eq(products.id, where.id)
          : sql`lower(${products.supplierInternalCode}) = lower(${where.supplierInternalCode})`,
        hiddenCategoryIds(region).length
          ? notInArray(products.categoryId, categoryAndChildren(db, hiddenCategoryIds(region)))
          : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row.product, region, regionPrice: row.regionPrice, regionOriginalPrice: row.regionOriginalPrice };
}
