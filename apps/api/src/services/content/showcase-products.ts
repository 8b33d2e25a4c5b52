import { type Db, productPrices, products, suppliers } from '@chobep/db';
import { type Language, normaliseProductFilter, type ProductFilter, type Region } from '@chobep/domain';
import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ProductRow } from '../catalog/product-row';
import { productConditions, productOrderBy, type SearchScope } from '../catalog/search-products';
import type { WidgetRow } from './list-widgets';

export interface ShowcaseRequest {
  widget: WidgetRow;
  /** Prices and visibility (category 81 in HCM) follow this region. */
  region: Region;
  size: number;
}

/** The productSearch filter of a showcase: its category (children included), tags and brands. */
export function showcaseFilter(widget: WidgetRow): ProductFilter {
  return normaliseProductFilter({
    categoryIds: widget.filterCategoryId === null ? [] : [widget.filterCategoryId],
    tags: widget.filterTags,
    brandIds: widget.filterBrandIds,
  }).filter;
}

/**
 * The products of several showcases in one statement: each showcase is productSearch's query for its
 * filter (same conditions, same best-sellers-first order, same price join), cut to its size, and the
 * parts are glued with UNION ALL. Each part is a parenthesised ORDER BY … LIMIT, whose rows the Append
 * returns in that order (a parallel Append too: its Gather keeps each worker's order), so rows are only
 * grouped by part here. A row_number() over the part's order would force a full sort of every matching
 * product before the LIMIT.
 */
export async function showcaseProducts(
  db: Db,
  requests: readonly ShowcaseRequest[],
  viewer: { lang: Language; buyerId: string | null },
): Promise<ProductRow[][]> {
  if (requests.length === 0) return [];
  const parts = requests.map(({ widget, region, size }, index) => {
    const scope: SearchScope = { region, lang: viewer.lang, buyerId: viewer.buyerId };
    const filter = showcaseFilter(widget);
    const order = productOrderBy(filter, [], scope, false);
    return db
      .select({
        part: sql<number>`${sql.raw(String(index))}::int`.mapWith(Number),
        product: products,
        regionPrice: productPrices.price,
        regionOriginalPrice: productPrices.originalPrice,
      })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(productConditions(db, filter, scope))
      .orderBy(...order)
      .limit(size);
  });
  const [first, second, ...rest] = parts;
  if (!first) return [];
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  const out: ProductRow[][] = requests.map(() => []);
  for (const r of rows) {
    const request = requests[r.part];
    if (!request) continue;
    out[r.part]?.push({
      ...r.product,
      region: request.region,
      regionPrice: r.regionPrice,
      regionOriginalPrice: r.regionOriginalPrice,
    });
  }
  return out;
}
