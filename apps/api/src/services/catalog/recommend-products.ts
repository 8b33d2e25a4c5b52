import { type Db, favorites, productPrices, products, searchHistory, suppliers } from '@chobep/db';
import { type Language, normaliseProductFilter, type Region, rankRecommendations } from '@chobep/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductRow } from './product-row';
import { productConditions, type SearchScope } from './search-products';

export type RecommendationKind = 'recommended' | 'mightFavorite';

export interface BuyerScope {
  region: Region;
  lang: Language;
  buyerId: string;
  /** The store the buyer is acting for (already checked), whose search history counts; null without one. */
  storeId: string | null;
}

/** Recent keywords of the store that count as interest, and how many matching products each contributes. */
const RECENT_KEYWORDS = 5;
const MATCHES_PER_KEYWORD = 3;
/** Tier of the best sellers that fill the list when the signals run short. */
const FILLER_TIER = 9;
/** Best sellers looked at beyond twice the size, for the favourites, exclusive and out-of-stock ones left out. */
const FILLER_MARGIN = 50;

const PURCHASABLE = normaliseProductFilter({ withExclusive: false }).filter;

/**
 * The signals, strongest (lowest tier) first, as rows of (category, brand or null for any brand, tier):
 *  - recommended for the store: categories of what the store searched for lately, then of the company's
 *    favourites;
 *  - might favourite (the company): the favourites' own groups (same category and brand), their
 *    categories, then the store's searches.
 */
function interest(kind: RecommendationKind, buyerId: string, storeId: string | null): SQL {
  const favourite = sql`select p.category_id, p.brand_id from ${favorites} f
    join ${products} p on p.id = f.product_id where f.buyer_id = ${buyerId}`;
  // search_key holds letters, digits and spaces only (searchKey), so the keyword needs no LIKE escaping.
  const searched = storeId
    ? sql`select m.category_id from (
          select keyword_key from ${searchHistory} where store_id = ${storeId}
          order by created_at desc limit ${RECENT_KEYWORDS}) h
        cross join lateral (
          select p.category_id from ${products} p
          where p.is_active and p.search_key like '%' || h.keyword_key || '%'
          order by p.total_sold desc limit ${MATCHES_PER_KEYWORD}) m`
    : sql`select null::int as category_id where false`;
  if (kind === 'recommended') {
    return sql`select category_id, null::int as brand_id, 0 as tier from (${searched}) s
      union all select category_id, null::int, 1 from (${favourite}) f`;
  }
  return sql`select category_id, brand_id, 0 as tier from (${favourite}) f where brand_id is not null
    union all select category_id, null::int, 1 from (${favourite}) f
    union all select category_id, null::int, 2 from (${searched}) s`;
}

/**
 * Products for a signed-in buyer, in one statement: for each category the signals point to, its best
 * sellers ranked by the strongest signal they match (at most `size` per category), plus the overall best
 * sellers as filler. Never a favourite already, never exclusive, not purchasable or out of stock; priced and
 * visible in the region. rankRecommendations then interleaves the categories.
 */
export async function recommendProducts(
  db: Db,
  kind: RecommendationKind,
  scope: BuyerScope,
  size: number,
): Promise<ProductRow[]> {
  const search: SearchScope = { region: scope.region, lang: scope.lang, buyerId: scope.buyerId };
  // What the buyer can put in a cart now (the card's allowAddToCart): purchasable and in stock.
  const buyable = sql`${productConditions(db, PURCHASABLE, search)} and ${products.allowPurchase} and ${products.stock} > 0
    and not exists (select 1 from ${favorites} fx where fx.buyer_id = ${scope.buyerId} and fx.product_id = ${products.id})`;
  const from = sql`from ${products}
    join ${suppliers} on ${suppliers.id} = ${products.supplierId}
    join ${productPrices} on ${productPrices.productId} = ${products.id} and ${productPrices.region} = ${scope.region}`;
  // The filler looks among the best sellers only (read along the total_sold index), with room for the
  // ones the rules leave out, rather than filtering and sorting the whole catalogue.
  const bestSellers = sql`select id from ${products} order by total_sold desc, id limit ${size * 2 + FILLER_MARGIN}`;
  const picked = sql`(
    with interest as (${interest(kind, scope.buyerId, scope.storeId)}),
    candidates as (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.totalSold} as total_sold,
        (select min(i.tier) from interest i where i.category_id = ${products.categoryId}
           and (i.brand_id is null or i.brand_id = ${products.brandId})) as tier
      ${from}
      -- An array, not IN (…): the planner then reads the category index instead of every product.
      where ${products.categoryId} = any(array(select distinct category_id from interest)) and ${buyable}
    ),
    ranked as (
      select id, tier, row_number() over (partition by category_id, tier order by total_sold desc, id) as rn
      from candidates where tier is not null
    )
    select id, tier from ranked where rn <= ${size}
    union all
    (select ${products.id}, ${FILLER_TIER} ${from}
      where ${products.id} = any(array(${bestSellers})) and ${buyable}
      order by ${products.totalSold} desc, ${products.id} limit ${size})
  ) picked`;
  const rows = await db
    .select({
      product: products,
      regionPrice: productPrices.price,
      regionOriginalPrice: productPrices.originalPrice,
      tier: sql<number>`picked.tier`.mapWith(Number),
    })
    .from(products)
    .innerJoin(picked, sql`picked.id = ${products.id}`)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)));
  const ranked = rankRecommendations(
    rows.map((r) => ({
      id: r.product.id,
      categoryId: r.product.categoryId,
      tier: r.tier,
      totalSold: r.product.totalSold,
      r,
    })),
    size,
  );
  return ranked.map(({ r }) => ({
    ...r.product,
    region: scope.region,
    regionPrice: r.regionPrice,
    regionOriginalPrice: r.regionOriginalPrice,
  }));
}
