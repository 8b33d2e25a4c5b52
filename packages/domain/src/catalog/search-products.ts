import type { Region } from '../platform/constants';
import { searchKey, toNfc } from '../text/normalize';

export const PRODUCT_SORT_FIELDS = [
  'relevance',
  'name',
  'price',
  'regionPrice',
  'createdAt',
  'updatedAt',
  'preservation',
  'uom',
  'recentTotalSold',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const PRESERVATIONS = ['FROZEN', 'REFRIGERATED', 'ROOM_TEMPERATURE'] as const;
export type Preservation = (typeof PRESERVATIONS)[number];

export const SEARCH_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 200;
/** More values than this in one list filter is not a person using the page. */
export const MAX_FILTER_VALUES = 100;

/** The filter as the API receives it (spec/trading.md §2, "Search and list query parameters"). */
export interface ProductFilterInput {
  query?: string | null;
  categoryIds?: readonly number[] | null;
  categoryName?: string | null;
  subCategoryId?: number | null;
  supplierNames?: readonly string[] | null;
  supplierName?: string | null;
  preservation?: Preservation | null;
  orderedOnly?: boolean | null;
  favorite?: boolean | null;
  tags?: readonly string[] | null;
  withExclusive?: boolean | null;
  brandIds?: readonly number[] | null;
  origins?: readonly string[] | null;
  region?: Region | null;
}

/** The same filter, normalised: what the SQL builder can rely on. */
export interface ProductFilter {
  /** searchKey() of the query; null without one. */
  queryKey: string | null;
  categoryIds: number[];
  categoryName: string | null;
  subCategoryId: number | null;
  supplierNames: string[];
  preservation: Preservation | null;
  orderedOnly: boolean;
  favorite: boolean;
  tags: string[];
  withExclusive: boolean;
  brandIds: number[];
  origins: string[];
}

export type FilterProblem = { field: string; code: 'QUERY_TOO_LONG' | 'TOO_MANY_VALUES' };

const unique = <T>(values: readonly T[] | null | undefined): T[] => [...new Set(values ?? [])];
const cleanText = (value: string) => toNfc(value).trim().replace(/\s+/g, ' ');

/**
 * Normalises a product filter: text to NFC and trimmed, lists de-duplicated, `supplierName` folded
 * into `supplierNames`, tags upper case (tag codes are). Returns the problems instead when the input
 * is not something a page would send.
 */
export function normaliseProductFilter(input: ProductFilterInput | null | undefined): {
  filter: ProductFilter;
  problems: FilterProblem[];
} {
  const problems: FilterProblem[] = [];
  const query = input?.query ? cleanText(input.query) : '';
  if (query.length > MAX_QUERY_LENGTH) problems.push({ field: 'query', code: 'QUERY_TOO_LONG' });
  const queryKey = query ? searchKey(query) : '';

  const supplierNames = unique(
    [...(input?.supplierNames ?? []), ...(input?.supplierName ? [input.supplierName] : [])]
      .map(cleanText)
      .filter(Boolean),
  );
  const lists = {
    categoryIds: unique(input?.categoryIds),
    supplierNames,
    tags: unique((input?.tags ?? []).map((t) => t.trim()).filter(Boolean)),
    brandIds: unique(input?.brandIds),
    origins: unique((input?.origins ?? []).map(cleanText).filter(Boolean)),
  };
  for (const [field, values] of Object.entries(lists)) {
    if (values.length > MAX_FILTER_VALUES) problems.push({ field, code: 'TOO_MANY_VALUES' });
  }
  const categoryName = input?.categoryName ? cleanText(input.categoryName) : '';
  return {
    problems,
    filter: {
      queryKey: queryKey || null,
      ...lists,
      categoryName: categoryName || null,
      subCategoryId: input?.subCategoryId ?? null,
      preservation: input?.preservation ?? null,
      orderedOnly: input?.orderedOnly ?? false,
      favorite: input?.favorite ?? false,
      // Exclusive products are listed (with their tag, without a price) unless a page asks otherwise.
      withExclusive: input?.withExclusive ?? true,
    },
  };
}

/** Page numbers start at 0 (spec/trading.md §7: "page 0, size 1000"); sizes are capped. */
export function normalisePage(page: number | null | undefined, size: number | null | undefined) {
  const safeSize = Math.min(Math.max(Math.trunc(size ?? SEARCH_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const safePage = Math.max(Math.trunc(page ?? 0), 0);
  return { page: safePage, size: safeSize, offset: safePage * safeSize };
}

/** Relevance only means something with a query; without one the best sellers come first. */
export function defaultSort(filter: Pick<ProductFilter, 'queryKey'>): { field: ProductSortField; order: SortOrder } {
  return filter.queryKey ? { field: 'relevance', order: 'DESC' } : { field: 'recentTotalSold', order: 'DESC' };
}
