import { ListingProductsQuery } from '../../apps/web/src/lib/api/listing';

/**
 * The request both sides of the benchmark answer: the web's list-page query (ListingProducts in
 * apps/web/src/lib/api/listing.ts with the ProductCardFields fragment: a page of product cards
 * and the facet panel), as a visitor searching the Seafood category, frozen products only, for
 * "tom" (tôm, shrimp, typed without accents), 20 per page. The bare route in bare-route.ts
 * builds exactly this selection by hand; run.ts checks that both answers are the same bytes.
 */
// The web's own operation, not a copy: the benchmark measures what the list pages send.
export const SEARCH_DOCUMENT = ListingProductsQuery.source;

export interface SearchVariables {
  filter: { query: string; categoryIds: number[]; preservation: 'FROZEN' | 'REFRIGERATED' | 'ROOM_TEMPERATURE' };
  pagination: { page: number; size: number };
}

export function searchVariables(size: number, query = process.env.BENCH_QUERY ?? 'tom'): SearchVariables {
  return { filter: { query, categoryIds: [40], preservation: 'FROZEN' }, pagination: { page: 0, size } };
}

/** The same body goes to both routes, so both pay for the same bytes and the same JSON parse. */
export function searchBody(size: number): string {
  return JSON.stringify({ operationName: 'ListingProducts', query: SEARCH_DOCUMENT, variables: searchVariables(size) });
}
