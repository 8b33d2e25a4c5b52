import { parseListingParams } from '@chobep/domain/catalog/parse-listing-params';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogListing } from '@/components/catalog/listing/catalog-listing';
import { CategoryBar } from '@/components/catalog/listing/category-bar';
import { ListingCategoriesQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { localisedPath } from '@/lib/paths';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [t, params] = await Promise.all([getTranslations('listing'), searchParams]);
  const { q } = parseListingParams(params);
  const title = q ? t('searchTitle', { q }) : t('marketTitle');
  return {
    title,
    description: t('marketDescription'),
    openGraph: { title, description: t('marketDescription') },
    // A search result page is not a page of its own for search engines; the market is.
    ...(q ? { robots: { index: false, follow: true } } : { alternates: { canonical: '/market' } }),
  };
}

/** /market: every product, searched, filtered, sorted and paged (spec/trading.md §2). */
export default async function MarketPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, locale, raw, { categories }] = await Promise.all([
    getTranslations('listing'),
    getLocale(),
    searchParams,
    serverRequest(ListingCategoriesQuery),
  ]);
  const params = parseListingParams(raw);
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
