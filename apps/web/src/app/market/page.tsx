import { parseListingParams } from '@chobep/domain/catalog/parse-listing-params';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogListing } from '@/components/catalog/listing/catalog-listing';
import { CategoryBar } from '@/components/catalog/listing/category-bar';
import { CatalogBadWordCheckQuery } from '@/lib/api/catalog';
import { ListingCategoriesQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { claimValues } from '@/lib/claims';
import { localisedPath } from '@/lib/paths';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [t, params, locale] = await Promise.all([getTranslations('listing'), searchParams, getLocale()]);
  const claims = claimValues(locale === 'en' ? 'en' : 'vi');
  const { q } = parseListingParams(params);
  const title = q ? t('searchTitle', { q }) : t('marketTitle');
  return {
    title,
    description: t('marketDescription', claims),
    openGraph: { title, description: t('marketDescription', claims) },
    // A search result page is not a page of its own for search engines; the market is.
    ...(q ? { robots: { index: false, follow: true } } : { alternates: { canonical: '/market' } }),
  };
}

/** /market: every product, searched, filtered, sorted and paged (spec/trading.md §2). */
export default async function MarketPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, tSearch, locale, raw, { categories }] = await Promise.all([
    getTranslations('listing'),
    getTranslations('search'),
    getLocale(),
    searchParams,
    serverRequest(ListingCategoriesQuery),
  ]);
  const params = parseListingParams(raw);
  // The search bar checks the keyword before it navigates; a typed or shared URL (or a search sent
  // before the page hydrated) is checked here, so a bad word never becomes a results page.
  const valid = params.q
    ? (await serverRequest(CatalogBadWordCheckQuery, { word: params.q })).badWordCheck.isValid
    : true;
  if (!valid) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        <h1 className="font-bold text-2xl text-neutral-900">{t('marketTitle')}</h1>
        <p
          data-testid="market-bad-word"
          role="alert"
          className="mt-4 rounded-2xl bg-neutral-50 p-8 text-center text-neutral-800"
        >
          {tSearch('badWord')}
        </p>
      </div>
    );
  }
  const selected = params.categoryIds.length === 1 ? (params.categoryIds[0] ?? null) : null;
  return (
    <CatalogListing
      basePath="/market"
      params={params}
      heading={
        <h1 data-testid="listing-title" className="font-bold text-2xl text-neutral-900">
          {params.q ? t('searchTitle', { q: params.q }) : t('marketTitle')}
        </h1>
      }
      above={
        <CategoryBar
          allHref="/market"
          selectedId={selected}
          categories={categories.map((c) => ({
            id: c.id,
            name: c.name,
            href: localisedPath(c.slug, locale === 'en' ? 'en' : 'vi'),
          }))}
        />
      }
    />
  );
}
