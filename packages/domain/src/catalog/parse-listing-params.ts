import type { Language } from '../platform/constants';
import {
  MAX_QUERY_LENGTH,
  PRESERVATIONS,
  type Preservation,
  type ProductSortField,
  SEARCH_PAGE_SIZE,
  type SortOrder,
} from './search-products';

/**
 * The list and search pages' URL (spec/trading.md §2 "Search and list query parameters"): arrays are
 * repeated parameters (`brandIds=3&brandIds=7`), tags are also split on commas, a single category
 * id is a list of one, `lang` is written only for languages other than Vietnamese. `page` in the
 * URL counts from 1 (what a person reads and shares); the API counts from 0.
 */
export interface ListingParams {
  q: string | null;
  category: string | null;
  categoryIds: number[];
  subCategoryId: number | null;
  suppliers: string[];
  preservation: Preservation | null;
  orderedOnly: boolean;
  favorite: boolean;
  tags: string[];
  withExclusive: boolean | null;
  brandIds: number[];
  origins: string[];
  sort: ListingSort | null;
  /** 1-based. */
  page: number;
  size: number;
}

/** The sort choices a list offers; each maps to one API sort. */
export const LISTING_SORTS = {
  relevance: { field: 'relevance', order: 'DESC' },
  bestSelling: { field: 'recentTotalSold', order: 'DESC' },
  newest: { field: 'createdAt', order: 'DESC' },
  priceAsc: { field: 'price', order: 'ASC' },
  priceDesc: { field: 'price', order: 'DESC' },
  nameAsc: { field: 'name', order: 'ASC' },
  nameDesc: { field: 'name', order: 'DESC' },
} as const satisfies Record<string, { field: ProductSortField; order: SortOrder }>;
export type ListingSort = keyof typeof LISTING_SORTS;
export const LISTING_SORT_KEYS = Object.keys(LISTING_SORTS) as ListingSort[];

export const LISTING_MAX_PAGE = 500;
const MAX_LIST = 50;

/** What URLSearchParams and Next.js searchParams both look like. */
export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

function all(params: SearchParamsLike, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const first = (params: SearchParamsLike, key: string): string | null => all(params, key)[0] ?? null;

function text(value: string | null, max = MAX_QUERY_LENGTH): string | null {
  const cleaned = value?.normalize('NFC').trim().replace(/\s+/g, ' ') ?? '';
  return cleaned === '' ? null : cleaned.slice(0, max);
}

function ints(values: string[]): number[] {
  const out: number[] = [];
  for (const value of values.flatMap((v) => v.split(','))) {
    if (!/^\d{1,9}$/.test(value.trim())) continue;
    const n = Number(value.trim());
    if (!out.includes(n)) out.push(n);
  }
  return out.slice(0, MAX_LIST);
}

function texts(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const cleaned = text(value, 100);
    if (cleaned && !out.includes(cleaned)) out.push(cleaned);
  }
  return out.slice(0, MAX_LIST);
}

const flag = (value: string | null) => value === 'true' || value === '1';

function positive(value: string | null, fallback: number, max: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? Math.min(n, max) : fallback;
}

export function parseListingParams(params: SearchParamsLike): ListingParams {
  const preservation = first(params, 'preservation');
  const sort = first(params, 'sort');
  const exclusive = first(params, 'withexclusive');
  // `supplier` (one name) comes first, then `suppliers`: one list for the API.
  const suppliers = texts([...all(params, 'supplier').slice(0, 1), ...all(params, 'suppliers')]);
  const subCategory = ints(all(params, 'subCategoryId'))[0] ?? null;
  return {
    q: text(first(params, 'q')),
    category: text(first(params, 'category'), 100),
    categoryIds: ints(all(params, 'categoryIds')),
    subCategoryId: subCategory,
    suppliers,
    preservation: PRESERVATIONS.includes(preservation as Preservation) ? (preservation as Preservation) : null,
    orderedOnly: flag(first(params, 'orderedOnly')),
    favorite: flag(first(params, 'favorite')),
    tags: texts(all(params, 'tags').flatMap((v) => v.split(','))).map((t) => t.toUpperCase()),
    withExclusive: exclusive === null ? null : flag(exclusive),
    brandIds: ints(all(params, 'brandIds')),
    origins: texts(all(params, 'origins')),
    sort: sort && sort in LISTING_SORTS ? (sort as ListingSort) : null,
    page: positive(first(params, 'page'), 1, LISTING_MAX_PAGE),
    size: positive(first(params, 'size'), SEARCH_PAGE_SIZE, 100),
  };
}

/** The listing's URL query (without "?"), in a stable order; defaults are left out. */
export function buildListingQuery(params: Partial<ListingParams>, lang: Language = 'vi'): string {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.category) out.set('category', params.category);
  for (const id of params.categoryIds ?? []) out.append('categoryIds', String(id));
  if (params.subCategoryId) out.set('subCategoryId', String(params.subCategoryId));
  for (const name of params.suppliers ?? []) out.append('suppliers', name);
  if (params.preservation) out.set('preservation', params.preservation);
  if (params.orderedOnly) out.set('orderedOnly', 'true');
  if (params.favorite) out.set('favorite', 'true');
  for (const tag of params.tags ?? []) out.append('tags', tag);
  if (params.withExclusive !== null && params.withExclusive !== undefined)
    out.set('withexclusive', String(params.withExclusive));
  for (const id of params.brandIds ?? []) out.append('brandIds', String(id));
  for (const origin of params.origins ?? []) out.append('origins', origin);
  if (params.sort) out.set('sort', params.sort);
  if (params.page && params.page > 1) out.set('page', String(params.page));
  if (params.size && params.size !== SEARCH_PAGE_SIZE) out.set('size', String(params.size));
  if (lang !== 'vi') out.set('lang', lang);
  return out.toString();
}

/** Filters that narrow the list beyond the text query: the search bar's filter button shows a red dot. */
export function countActiveFilters(params: ListingParams): number {
  return (
    params.categoryIds.length +
    (params.category ? 1 : 0) +
    (params.subCategoryId ? 1 : 0) +
    params.suppliers.length +
    (params.preservation ? 1 : 0) +
    (params.orderedOnly ? 1 : 0) +
    (params.favorite ? 1 : 0) +
    params.tags.length +
    (params.withExclusive === false ? 1 : 0) +
    params.brandIds.length +
    params.origins.length
  );
}
