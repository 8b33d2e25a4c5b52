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
import { type AnyColumn, and, asc, desc, eq, exists, inArray, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * How a search text matches. `contains`: the text is a substring of the product's key (names, brand and
 * supplier without marks), found through the trigram GIN index by LIKE. `typo`: a word of the key is
 * close enough to the text (`<%`, pg_trgm's word similarity above its threshold, the same index) — the
 * fallback searchProducts tries only when nothing contains the text. Keeping `<%` out of the first
 * statement matters: PostgreSQL plans `<%` by running word_similarity over the column's statistics
 * samples, 5–9 ms of planning per statement even when the branch is never executed.
 */
export type TextMatch = 'contains' | 'typo';

/** Every condition of a product filter, as one WHERE clause; the same for the page and the facets. */
export function productConditions(
  db: Db,
  filter: ProductFilter,
  scope: SearchScope,
  match: TextMatch = 'contains',
): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true), eq(suppliers.offMarket, false)];
  const hidden = hiddenCategoryIds(scope.region);
  if (hidden.length) conditions.push(notInArray(products.categoryId, categoryAndChildren(db, hidden)));

  if (filter.queryKey) {
    const contains = `%${escapeLike(filter.queryKey)}%`;
    conditions.push(
      match === 'contains'
        ? sql`${products.searchKey} like ${contains}`
        : // Typo matching only when no product at all contains the text: without that guard a search
          // for "ca chua" (tomato) in a category without tomatoes listed "sua chua" (yoghurt) there.
          // PostgreSQL evaluates the uncorrelated NOT EXISTS once, as a one-time filter.
          sql`not exists (select 1 from ${products} as exact where exact.is_active and exact.search_key like ${contains}) and ${filter.queryKey} <% ${products.searchKey}`,
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

/** One term of a product order: an expression and its direction. */
export interface OrderTerm {
  expr: AnyColumn | SQL;
  desc: boolean;
}

/**
 * Relevance of a product to the search text. For a substring match: the Vietnamese name (the start of the
 * key) starting with the text first, then the text as whole words, then at the start of a word, then
 * anywhere (inside a word, or only in the brand or supplier name). Plain LIKEs on the key, a few hundred
 * nanoseconds a row: word_similarity cost ≈ 13 µs a row, 17 ms for a broad query's 1,300 matches.
 * For a typo match, where no key contains the text, word similarity is what tells the matches apart
 * (and there are few of them).
 */
function relevance(queryKey: string, match: TextMatch): SQL {
  if (match === 'typo') return sql`word_similarity(${queryKey}, ${products.searchKey})`;
  const text = escapeLike(queryKey);
  return sql`(case when ${products.searchKey} like ${`${text}%`} then 4 else 0 end
    + case when ' ' || ${products.searchKey} || ' ' like ${`% ${text} %`} then 2
           when ' ' || ${products.searchKey} like ${`% ${text}%`} then 1 else 0 end)`;
}

/** The order of a product list, term by term; the last term (the id) makes it total. */
export function productOrderTerms(
  filter: ProductFilter,
  sorts: ProductSort[],
  scope: SearchScope,
  boost: boolean,
  match: TextMatch = 'contains',
): OrderTerm[] {
  const list = sorts.length ? sorts : [defaultSort(filter)];
  const out: OrderTerm[] = [];
  for (const { field, order } of list) {
    const desc = order === 'DESC';
    switch (field) {
      case 'relevance':
        if (filter.queryKey) {
          const rank = relevance(filter.queryKey, match);
          // The boost lets a best seller climb about one relevance step (ln(1 + 10,000) / 5 ≈ 1.8).
          out.push({ expr: boost ? sql`${rank} + ln(1 + ${products.totalSold}) / 5` : rank, desc });
        }
        out.push({ expr: products.totalSold, desc: true });
        break;
      case 'name':
        out.push({ expr: scope.lang === 'en' ? products.nameEn : products.nameVi, desc });
        break;
      case 'price':
      case 'regionPrice':
        // Exclusive products go last: their place in a price order would give their hidden price away.
        // By the price buyers see, VAT included (as priceProduct rounds it): stored prices are before VAT and
        // VAT rates differ, so ordering by the stored price put 24.300 đ before 24.150 đ.
        out.push(
          { expr: sql`(${products.isPrivate} and not ${products.allowPurchase})`, desc: false },
          { expr: sql`round(${productPrices.price}::numeric * (100 + ${products.vatRate}) / 100)`, desc },
        );
        break;
      case 'createdAt':
        out.push({ expr: products.createdAt, desc });
        break;
      case 'updatedAt':
        out.push({ expr: products.updatedAt, desc });
        break;
      case 'preservation':
        out.push({ expr: products.preservation, desc });
        break;
      case 'uom':
        out.push({ expr: products.uomCode, desc });
        break;
      case 'recentTotalSold':
        out.push({ expr: products.totalSold, desc });
        break;
    }
  }
  // A stable order, so that pages never repeat or skip a product.
  out.push({ expr: products.id, desc: false });
  return out;
}

/** The ORDER BY of a product list; also used by the home showcases, so that they rank like productSearch. */
export function productOrderBy(filter: ProductFilter, sorts: ProductSort[], scope: SearchScope, boost: boolean): SQL[] {
  return productOrderTerms(filter, sorts, scope, boost).map((t) => (t.desc ? desc(t.expr) : asc(t.expr)));
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

const priceInRegion = (scope: SearchScope) =>
  and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region));

/**
 * A page of products with the size of the set and, when asked, the facet counts. Text first matches as a
 * substring; only when nothing does is the search run again for a typo (see TextMatch).
 * Statements: one for the page (with facets: one for the set, page ids and counts, one for the page's rows),
 * twice that for a typo — the same number for 10 products or 100.
 */
export async function searchProducts(
  db: Db,
  filter: ProductFilter,
  scope: SearchScope,
  options: SearchOptions,
): Promise<SearchResult> {
  const found = await searchWith(db, filter, scope, options, 'contains');
  if (!filter.queryKey || found.total > 0) return found;
  return searchWith(db, filter, scope, options, 'typo');
}

function searchWith(db: Db, filter: ProductFilter, scope: SearchScope, options: SearchOptions, match: TextMatch) {
  return options.facets
    ? searchWithFacets(db, filter, scope, options, match)
    : searchPage(db, filter, scope, options, match);
}

/** One statement: the page with the products' price in the region and the size of the set. */
async function searchPage(
  db: Db,
  filter: ProductFilter,
  scope: SearchScope,
  options: SearchOptions,
  match: TextMatch,
): Promise<SearchResult> {
  const rows = await db
    .select({
      product: products,
      regionPrice: productPrices.price,
      regionOriginalPrice: productPrices.originalPrice,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .innerJoin(productPrices, priceInRegion(scope))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(productConditions(db, filter, scope, match))
    .orderBy(
      ...productOrderTerms(filter, options.sorts, scope, options.boost, match).map((t) =>
        t.desc ? desc(t.expr) : asc(t.expr),
      ),
    )
    .limit(options.limit)
    .offset(options.offset);
  const first = rows[0];
  // A page past the end says nothing of the size of the set: count it from the first page.
  const total = first
    ? first.total
    : options.offset === 0
      ? 0
      : (await searchPage(db, filter, scope, { ...options, limit: 1, offset: 0 }, match)).total;
  return {
    rows: rows.map((r) => ({
      ...r.product,
      region: scope.region,
      regionPrice: r.regionPrice,
      regionOriginalPrice: r.regionOriginalPrice,
    })),
    total,
    facets: null,
  };
}

/**
 * The filtered set computed once (a MATERIALIZED CTE), then in one statement: the ids of the page in order,
 * the size of the set and six GROUP BYs over it; the page's rows follow by primary key. Computing the set
 * for the page and again for the facets, in two statements, cost twice the index and heap work. The set's
 * row estimate being that of the real filter (not of a CTE read six times), a small set's tags are looked
 * up by primary key rather than by hashing the whole product_tags table.
 */
async function searchWithFacets(
  db: Db,
  filter: ProductFilter,
  scope: SearchScope,
  options: SearchOptions,
  match: TextMatch,
): Promise<SearchResult> {
  const terms = productOrderTerms(filter, options.sorts, scope, options.boost, match);
  const orderColumns = sql.join(
    terms.map((t, i) => sql`${t.expr} as ${sql.raw(`o${i}`)}`),
    sql`, `,
  );
  const orderBy = sql.raw(terms.map((t, i) => `o${i} ${t.desc ? 'desc' : 'asc'}`).join(', '));
  const result = await db.execute<{
    facet: FacetCount['facet'] | 'page' | 'total';
    key: string | null;
    count: number;
  }>(sql`
    with f as materialized (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.brandId} as brand_id,
        ${products.supplierId} as supplier_id, ${products.originId} as origin_id,
        ${products.preservation} as preservation, ${orderColumns}
      from ${products}
      inner join ${productPrices} on ${priceInRegion(scope)}
      inner join ${suppliers} on ${suppliers.id} = ${products.supplierId}
      where ${productConditions(db, filter, scope, match)}
    )
    select 'page' as facet,
      array_to_string(array(select id::text from f order by ${orderBy} limit ${options.limit} offset ${options.offset}), ',') as key,
      0 as count
    union all
    select 'total', null, count(*)::int from f
    union all
    select 'category', category_id::text, count(*)::int from f group by category_id
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
  let ids: string[] = [];
  let total = 0;
  const facets: FacetCount[] = [];
  for (const r of result.rows) {
    if (r.facet === 'page') ids = r.key ? r.key.split(',') : [];
    else if (r.facet === 'total') total = Number(r.count);
    else facets.push({ facet: r.facet, key: r.key ?? '', count: Number(r.count) });
  }
  return { rows: await productRows(db, ids, scope.region), total, facets };
}

/** Products by id, in the order given, with their price in the region. */
async function productRows(db: Db, ids: string[], region: Region): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ product: products, regionPrice: productPrices.price, regionOriginalPrice: productPrices.originalPrice })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .where(inArray(products.id, ids));
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
