import type { Db } from '@chobep/db';
import { type Language, normaliseProductFilter, type ProductFilter, type Region } from '@chobep/domain';
import type { ProductIndex } from '../catalog/product-index';
import type { ProductRow } from '../catalog/product-row';
import { productRows } from '../catalog/search-products';
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
 * The products of several showcases: each is productSearch on the product index with the showcase's filter
 * (same rules, same best-sellers-first order), cut to its size; the rows of all of them come from one
 * statement per region (a page shows one).
 */
export async function showcaseProducts(
  db: Db,
  index: ProductIndex,
  requests: readonly ShowcaseRequest[],
  viewer: { lang: Language },
): Promise<ProductRow[][]> {
  const picks = requests.map(({ widget, region, size }) => ({
    region,
    ids: index.search(
      showcaseFilter(widget),
      { region, lang: viewer.lang, favoriteIds: null },
      { sorts: [], boost: false, limit: size, offset: 0, facets: false },
    ).ids,
  }));
  const rows = new Map<string, ProductRow>();
  for (const region of new Set(picks.map((p) => p.region))) {
    const ids = [...new Set(picks.filter((p) => p.region === region).flatMap((p) => p.ids))];
    for (const row of await productRows(db, ids, region)) rows.set(`${region}|${row.id}`, row);
  }
  return picks.map(({ region, ids }) => ids.flatMap((id) => rows.get(`${region}|${id}`) ?? []));
}
