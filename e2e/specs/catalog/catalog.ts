import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type GraphQLResult, graphql } from '../../support/graphql';

/**
 * Helpers of the catalogue browser tests: the API as the source of truth (what a page must show),
 * money as the web app formats it, and the product card's parts.
 */

export type Region = 'HN' | 'HCM';

/**
 * The support graphql() call, tried once more when the connection was reset: the request context
 * keeps connections alive between calls, and the server may close an idle one just as the next
 * call goes out (a race of keep-alive, not an answer of the app). Only for calls that are safe to
 * repeat: queries, and the tests' idempotent resets.
 */
export async function ask<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult<T>> {
  try {
    return await graphql<T>(request, query, variables, headers);
  } catch (error) {
    if (!/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
    return graphql<T>(request, query, variables, headers);
  }
}

export interface ApiProduct {
  id: string;
  name: string;
  slug: string;
  supplierInternalCode: string;
  price: number | null;
  originalPrice: number | null;
  isExclusive: boolean;
  isFavorite: boolean;
  note: string | null;
  uomLocal: { code: string; name: string } | null;
  category: { id: number; slug: string } | null;
  brand: { id: number; name: string } | null;
  supplier: { id: string; name: string } | null;
  savingPercent: number;
  savingAmount: number;
  inStock: boolean;
  allowPurchase: boolean;
  allowDecimal: boolean;
  baseUnit: number | null;
  baseUom: { code: string; name: string } | null;
  baseUomPrice: number | null;
  tagImageVn: string | null;
  tagImageEn: string | null;
  description: string | null;
}

const PRODUCT_FIELDS = `
  id name slug supplierInternalCode price originalPrice isExclusive isFavorite note
  uomLocal { code name } category { id slug } brand { id name } supplier { id name }
  savingPercent savingAmount inStock allowPurchase allowDecimal baseUnit baseUom { code name } baseUomPrice
  tagImageVn tagImageEn description
`;

export interface SearchResult {
  total: number;
  totalPage: number;
  data: ApiProduct[];
  aggregation: {
    brands: { count: number; brand: { id: number; name: string } | null }[];
    suppliers: { count: number; supplier: { id: string; name: string } | null }[];
  } | null;
}

const SEARCH = `
  query E2eCatalogSearch($filter: ProductFilter, $sort: [ProductSort!], $pagination: Pagination, $boost: Boolean) {
    productSearch(filter: $filter, sort: $sort, pagination: $pagination, boost: $boost, aggregation: true) {
      total totalPage
      data { ${PRODUCT_FIELDS} }
      aggregation {
        brands { count brand { id name } }
        suppliers { count supplier { id name } }
      }
    }
  }
`;

/** productSearch as the pages call it; `region` goes as the x-region header (what a visitor's cookie says). */
export async function searchProducts(
  request: APIRequestContext,
  filter: Record<string, unknown>,
  options: {
    sort?: { field: string; order: 'ASC' | 'DESC' }[];
    page?: number;
    size?: number;
    region?: Region;
    lang?: 'vi' | 'en';
    boost?: boolean;
  } = {},
): Promise<SearchResult> {
  const headers: Record<string, string> = { 'x-lang': options.lang ?? 'vi' };
  if (options.region) headers['x-region'] = options.region;
  const result = await ask<{ productSearch: SearchResult }>(
    request,
    SEARCH,
    {
      filter,
      sort: options.sort ?? [{ field: 'recentTotalSold', order: 'DESC' }],
      pagination: { page: options.page ?? 0, size: options.size ?? 20 },
      boost: options.boost ?? null,
    },
    headers,
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.productSearch as SearchResult;
}

/** One product with its price in a region (the API's own answer, independent of any cookie). */
export async function productInRegion(
  request: APIRequestContext,
  id: string,
  region: Region,
  lang: 'vi' | 'en' = 'vi',
): Promise<ApiProduct> {
  const result = await ask<{ product: ApiProduct | null }>(
    request,
    `query E2eCatalogProduct($id: ID!, $region: Region) { product(id: $id, regionCode: $region) { ${PRODUCT_FIELDS} } }`,
    { id, region },
    { 'x-region': region, 'x-lang': lang },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const product = result.data?.product;
  expect(product, `product ${id} in ${region}`).toBeTruthy();
  return product as ApiProduct;
}

export interface ApiCategory {
  id: number;
  name: string;
  slug: string;
  children: { id: number; name: string; slug: string }[];
}

/** The category tree a region sees, in the language asked for. */
export async function categoryTree(
  request: APIRequestContext,
  region: Region = 'HCM',
  lang: 'vi' | 'en' = 'vi',
): Promise<ApiCategory[]> {
  const result = await ask<{ categories: ApiCategory[] }>(
    request,
    'query E2eCatalogCategories { categories { id name slug children { id name slug } } }',
    {},
    { 'x-region': region, 'x-lang': lang },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.categories ?? [];
}

/**
 * A product the predicate picks, with a category page whose first page lists it (category pages
 * sort best sellers first, as productSearch does by default): where a card of that kind can be seen.
 */
export async function findOnCategoryPage(
  request: APIRequestContext,
  predicate: (product: ApiProduct) => boolean,
  region: Region = 'HCM',
): Promise<{ path: string; product: ApiProduct }> {
  const tree = await categoryTree(request, region);
  for (const category of tree.flatMap((parent) => [parent, ...parent.children])) {
    const page = await searchProducts(request, { categoryIds: [category.id] }, { region });
    const product = page.data.find(predicate);
    if (product) return { path: `/${category.slug}`, product };
  }
  throw new Error('no category page lists such a product on its first page');
}

export interface ApiBrandGroup {
  categoryId: number;
  data: { id: number; name: string; slug: string }[];
}

export async function brandGroups(request: APIRequestContext, categoryIds: number[] | null): Promise<ApiBrandGroup[]> {
  const result = await ask<{ brands: ApiBrandGroup[] }>(
    request,
    'query E2eCatalogBrands($ids: [Int!]) { brands(categoryIds: $ids) { categoryId data { id name slug } } }',
    { ids: categoryIds },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data?.brands ?? [];
}

const MONEY = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/** As the web app writes it (formatMoney of @chobep/domain): vi "1.250.000 đ", en "1,250,000 đ". */
export function money(amount: number, lang: 'vi' | 'en' = 'vi'): string {
  return `${MONEY[lang].format(Math.round(amount))} đ`;
}

/**
 * "45.000 đ/Kilôgam" (vi) or "45,000 đ/Kilogram" (en) → 45000: the sale price a card or a product page shows.
 * Amounts are whole đồng, so either separator only groups digits.
 */
export function parseMoney(text: string): number {
  const match = /(\d[\d.,]*)\s*đ/.exec(text.replace(/\u00a0/g, ' '));
  expect(match, `a price in đồng in “${text}”`).toBeTruthy();
  return Number((match?.[1] ?? '').replace(/[.,]/g, ''));
}

/** Accent-free lower case, as a buyer types (đ as d). */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

export function cards(page: Page): Locator {
  return page.getByTestId('product-card');
}

/** The first card with a price (exclusive products have none). */
export function pricedCard(page: Page): Locator {
  return cards(page)
    .filter({ has: page.getByTestId('price') })
    .first();
}

export function card(page: Page, productId: string): Locator {
  return page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
}

/** The names on the visible cards, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allInnerTexts();
}

/** The sale prices of the cards (exclusive cards have none and are left out). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId('price').allInnerTexts();
  return texts.map(parseMoney);
}

/** "1.234 sản phẩm" / "1,234 products" → 1234. */
export async function listingTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('listing-total').innerText();
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** Every JSON-LD object of the page (server-rendered script tags). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The market search bar of the header. */
export function searchBar(page: Page) {
  return {
    input: page.getByTestId('market-search-input'),
    submit: page.getByTestId('market-search-submit'),
    error: page.getByTestId('market-search-error'),
    filterButton: page.getByTestId('market-filter-button'),
    filterDot: page.getByTestId('filter-dot'),
  };
}

/**
 * The facet panel: a sidebar on desktop, a drawer on phones that opens from the list's own
 * Filters button. Returns the panel, opened where needed.
 */
export async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  const panel = page.getByTestId('listing-filters');
  if (isMobile && !(await panel.isVisible())) await page.getByTestId('filters-open').click();
  await expect(panel).toBeVisible();
  return panel;
}

/** Closes the phone drawer when it is open (it covers the list). */
export async function closeFilters(page: Page, isMobile: boolean): Promise<void> {
  const panel = page.getByTestId('listing-filters');
  if (isMobile && (await panel.isVisible())) {
    await page.getByTestId('filters-close').click();
    await expect(panel).toBeHidden();
  }
}
