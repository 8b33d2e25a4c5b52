import { categories, type Db, favorites, origins, productPrices, products, productTags, suppliers } from '@chobep/db';
import {
  defaultSort,
  hiddenCategoryIds,
  type Language,
  type ProductFilter,
  type ProductSortField,
  type Region,
  type SortOrder,
} from '@chobep/domain';
import { and, asc, desc, eq, exists, inArray, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProductRow } from './product-row';

export interface SearchScope {
  region: Region;
  lang: Language;
  /** The viewer's company, for the favourite filter; null for visitors. */
  buyerId: string | null;
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

  if (filter.queryKey) {
    // A substring of the key (indexed by the trigram GIN index through LIKE), or — only when the
    // catalogue has no such substring at all — a close enough word match for a typo (`<%`, the same
    // index; threshold set per connection in packages/db). Without that guard "ca chua" (tomato)
    // also listed every "sua chua" (yoghurt). The guard sits inside a sub-select, where PostgreSQL
    // evaluates the uncorrelated NOT EXISTS once, as a one-time filter, and skips the fuzzy index scan
    // when it fails; beside the LIKE it was checked row by row ("ca hoi": 963 ms → 117 ms at 100,000).
    const contains = `%${escapeLike(filter.queryKey)}%`;
    conditions.push(
      or(
        sql`${products.searchKey} like ${contains}`,
        sql`${products.id} in (select fuzzy.id from ${products} as fuzzy where not exists (select 1 from ${products} as exact where exact.is_active and exact.search_key like ${contains}) and ${filter.queryKey} <% fuzzy.search_key)`,
      ),
    );
  }
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
  // Orders arrive with the ordering module; until a store has ordered, "ordered only" is empty.
  if (filter.orderedOnly) conditions.push(sql`false`);
  return and(...conditions) as SQL;
}

/** The ORDER BY of a product list; also used by the home showcases, so that they rank like productSearch. */
export function productOrderBy(filter: ProductFilter, sorts: ProductSort[], scope: SearchScope, boost: boolean): SQL[] {
  const list = sorts.length ? sorts : [defaultSort(filter)];
  const out: SQL[] = [];
  for (const { field, order } of list) {
    const dir = order === 'ASC' ? asc : desc;
    switch (field) {
      case 'relevance':
        if (filter.queryKey) {
          // Names that start with the query first, then by word similarity; best sellers break ties.
          const similarity = sql`word_similarity(${filter.queryKey}, ${products.searchKey})
            + case when ${products.searchKey} like ${`${escapeLike(filter.queryKey)}%`} then 1 else 0 end`;
          out.push(dir(boost ? sql`${similarity} + ln(1 + ${products.totalSold}) / 20` : similarity));
        }
        out.push(desc(products.totalSold));
        break;
      case 'name':
        out.push(dir(scope.lang === 'en' ? products.nameEn : products.nameVi));
        break;
      case 'price':
      case 'regionPrice':
        // Exclusive products go last: their place in a price order would give their hidden price away.
        // By the price buyers see, VAT included (as priceProduct rounds it): stored prices are before VAT and
        // VAT rates differ, so ordering by the stored price put 24.300 đ before 24.150 đ.
        out.push(
          asc(sql`(${products.isPrivate} and not ${products.allowPurchase})`),
          dir(sql`round(${productPrices.price}::numeric * (100 + ${products.vatRate}) / 100)`),
        );
        break;
      case 'createdAt':
        out.push(dir(products.createdAt));
        break;
      case 'updatedAt':
        out.push(dir(products.updatedAt));
        break;
      case 'preservation':
        out.push(dir(products.preservation));
        break;
      case 'uom':
        out.push(dir(products.uomCode));
        break;
      case 'recentTotalSold':
        out.push(dir(products.totalSold));
        break;
    }
  }
  // A stable order, so that pages never repeat or skip a product.
  out.push(asc(products.id));
  return out;
}

export interface SearchPage {
  rows: ProductRow[];
  /** Null when the page is past the end and the total was not counted. */
  total: number | null;
}

/** One statement: the page of products with their price in the region and the size of the whole set. */
export async function searchProducts(
  db: Db,
  filter: ProductFilter,
  scope: SearchScope,
  options: { sorts: ProductSort[]; boost: boolean; limit: number; offset: number },
): Promise<SearchPage> {
  const rows = await db
    .select({
      product: products,
      regionPrice: productPrices.price,
      regionOriginalPrice: productPrices.originalPrice,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(productConditions(db, filter, scope))
    .orderBy(...productOrderBy(filter, options.sorts, scope, options.boost))
    .limit(options.limit)
    .offset(options.offset);
  return {
    rows: rows.map((r) => ({
      ...r.product,
      region: scope.region,
      regionPrice: r.regionPrice,
      regionOriginalPrice: r.regionOriginalPrice,
    })),
    total: rows[0]?.total ?? (options.offset === 0 ? 0 : null),
  };
}

export interface FacetCount {
  facet: 'category' | 'brand' | 'supplier' | 'origin' | 'preservation' | 'tag';
  key: string;
  count: number;
}

/** One statement: counts per category, brand, supplier, origin, preservation and tag over the filtered set. */
export async function productFacets(db: Db, filter: ProductFilter, scope: SearchScope): Promise<FacetCount[]> {
  const filtered = db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      brandId: products.brandId,
      supplierId: products.supplierId,
      originId: products.originId,
      preservation: products.preservation,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(productConditions(db, filter, scope));
  const result = await db.execute<{ facet: FacetCount['facet']; key: string; count: number }>(sql`
    with f as (${filtered})
    select 'category' as facet, category_id::text as key, count(*)::int as count from f group by category_id
    union all
    select 'brand', brand_id::text, count(*)::int from f where brand_id is not null group by brand_id
    union all
    select 'supplier', supplier_id::text, count(*)::int from f group by supplier_id
    union all
    select 'origin', origin_id::text, count(*)::int from f where origin_id is not null group by origin_id
    union all
    select 'preservation', preservation::text, count(*)::int from f group by preservation
    union all
    select 'tag', pt.tag_code, count(*)::int from f join ${productTags} pt on pt.product_id = f.id group by pt.tag_code`);
  return result.rows.map((r) => ({ facet: r.facet, key: r.key, count: Number(r.count) }));
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
