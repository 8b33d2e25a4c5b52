import {
  countActiveFilters,
  LISTING_SORT_KEYS,
  LISTING_SORTS,
  type ListingParams,
  type ListingSort,
} from '@chobep/domain/catalog/parse-listing-params';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { ProductRequestEntry } from '@/components/platform/product-request-entry';
import type { VariablesOf } from '@/lib/api/graphql';
import { ListingProductsQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request-context';
import { ProductGrid } from '../product-grid';
import { type FacetKind, FacetPanel } from './facet-panel';
import { FilterButton, FilterDrawer } from './filter-drawer';
import { listingHref } from './listing-href';
import { LoadMore } from './load-more';
import { SortSelect } from './sort-select';

type Filter = NonNullable<VariablesOf<typeof ListingProductsQuery>['filter']>;

export interface ListingProps {
  /** The page's own path, e.g. /market, /rau-cu-c12, /NEW_PRODUCTS, /favorite. */
  basePath: string;
  params: ListingParams;
  /** What the page itself fixes (a category page its category…); wins over the URL. */
  fixed?: Partial<Filter>;
  heading: ReactNode;
  facets?: readonly FacetKind[];
  /** Shown instead of the grid when nothing matches (else a generic not-found state). */
  empty?: ReactNode;
  /** Above the toolbar (e.g. a category's child chips). */
  above?: ReactNode;
}

/**
 * The API filter for a page: the URL's choices, then the page's fixed ones. `permissions` are the viewer's
 * (null for a visitor): a shared link with a private filter (a company's favourites, what a store ordered)
 * lists everything for someone who may not use it, instead of the API's refusal.
 */
export function listingFilter(
  params: ListingParams,
  fixed: Partial<Filter> = {},
  permissions: readonly string[] | null = null,
): Filter {
  return {
    query: params.q,
    category: params.category,
    categoryIds: params.categoryIds.length ? params.categoryIds : null,
    subCategoryId: params.subCategoryId,
    suppliers: params.suppliers.length ? params.suppliers : null,
    preservation: params.preservation,
    orderedOnly: (permissions !== null && params.orderedOnly) || null,
    favorite: (permissions?.includes('BUYER_FAVORITE_ITEM_LIST') && params.favorite) || null,
    tags: params.tags.length ? params.tags : null,
    withExclusive: params.withExclusive,
    brandIds: params.brandIds.length ? params.brandIds : null,
    origins: params.origins.length ? params.origins : null,
    ...fixed,
  };
}

/**
 * One product list with its facets, sort, paging and empty state, rendered on the server
 * (spec/trading.md §2 /market and the category, tag, brand and favourite pages).
 */
export async function CatalogListing({
  basePath,
  params,
  fixed,
  heading,
  facets = ['categories', 'brands', 'suppliers', 'origins', 'preservation', 'tags'],
  empty,
  above,
}: ListingProps) {
  const [t, locale, { viewer }] = await Promise.all([getTranslations('listing'), getLocale(), getRequestContext()]);
  const lang = locale === 'en' ? 'en' : 'vi';
  const sortKey: ListingSort = params.sort ?? (params.q ? 'relevance' : 'bestSelling');
  const sortOptions = params.q ? LISTING_SORT_KEYS : LISTING_SORT_KEYS.filter((s) => s !== 'relevance');
  const filter = listingFilter(params, fixed, viewer?.permissionCodes ?? null);
  const sort = [LISTING_SORTS[sortKey]];
  const size = params.size;
  const result = (
    await serverRequest(ListingProductsQuery, {
      filter,
      sort,
      pagination: { page: params.page - 1, size },
      boost: params.q ? true : null,
    })
  ).productSearch;
  const activeCount = countActiveFilters(params);
  const hasMore = result.page + 1 < result.totalPage;
  // The first card's picture is the list's largest paint: fetched from the <head> on.
  const firstImage = result.data[0]?.imageUrl;
  if (firstImage) preload(firstImage, { as: 'image', fetchPriority: 'high' });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:py-6">
      {heading}
      {above}
      <div className="mt-4 flex gap-6">
        <FilterDrawer>
          <FacetPanel
            basePath={basePath}
            params={params}
            aggregation={result.aggregation}
            facets={facets}
            locale={lang}
          />
        </FilterDrawer>
        <section aria-labelledby="listing-results" className="min-w-0 flex-1">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <p id="listing-results" data-testid="listing-total" className="text-neutral-600 text-sm" aria-live="polite">
              {t('total', { count: result.total })}
            </p>
            <div className="flex items-center gap-2">
              <FilterButton activeCount={activeCount} />
              <SortSelect value={sortKey} options={sortOptions} />
            </div>
          </div>
          {activeCount > 0 ? (
            <p className="mb-3">
              <Link
                href={listingHref(basePath, params, CLEARED, lang)}
                data-testid="clear-filters"
                className="font-medium text-brand-700 text-sm underline underline-offset-2"
              >
                {t('clearFilters', { count: activeCount })}
              </Link>
            </p>
          ) : null}
          {result.data.length === 0 ? (
            (empty ?? (
              <div data-testid="listing-empty" className="rounded-2xl bg-neutral-50 p-8 text-center">
                <p className="font-semibold text-lg text-neutral-900">
                  {params.q ? t('notFoundQuery', { q: params.q }) : t('notFound')}
                </p>
                <p className="mt-2 text-neutral-600 text-sm">{t('notFoundHint')}</p>
                <div className="mt-4 flex flex-wrap justify-center gap-3">
                  {activeCount > 0 ? (
                    <Link
                      href={listingHref(basePath, params, CLEARED, lang)}
                      className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700"
                    >
                      {t('clearFiltersShort')}
                    </Link>
                  ) : null}
                  <Link
                    href="/market"
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white"
                  >
                    {t('browseAll')}
                  </Link>
                </div>
                {/* Nothing for a search: the buyer may ask us to source it (createNewProductRequest). */}
                {params.q ? <ProductRequestEntry query={params.q} /> : null}
              </div>
            ))
          ) : (
            <>
              {params.page > 1 ? (
                <p className="mb-3 text-sm">
                  <Link
                    href={listingHref(basePath, params, { page: params.page - 1 }, lang)}
                    rel="prev"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {t('previousPage', { page: params.page - 1 })}
                  </Link>
                </p>
              ) : null}
              <ProductGrid products={result.data} eager={4} columns="narrow">
                {hasMore ? (
                  <LoadMore
                    variables={{ filter, sort, size }}
                    nextPage={result.page + 1}
                    totalPage={result.totalPage}
                    nextHref={listingHref(basePath, params, { page: params.page + 1 }, lang)}
                  />
                ) : null}
              </ProductGrid>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

const CLEARED: Partial<ListingParams> = {
  category: null,
  categoryIds: [],
  subCategoryId: null,
  suppliers: [],
  preservation: null,
  orderedOnly: false,
  favorite: false,
  tags: [],
  withExclusive: null,
  brandIds: [],
  origins: [],
};
