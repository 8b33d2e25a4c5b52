import { parseListingParams } from '@chobep/domain/catalog/parse-listing-params';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogListing } from '@/components/catalog/listing/catalog-listing';
import { ListingFavoriteCategoriesQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { localisedPath } from '@/lib/paths';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('favoritesPage');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /favorite: the company's favourites (login and BUYER_FAVORITE_ITEM_LIST, checked by the proxy and
 * again by the API), narrowed by ?category={name} (spec/trading.md §2).
 */
export default async function FavoritesPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, locale, raw, { categories }] = await Promise.all([
    getTranslations('favoritesPage'),
    getLocale(),
    searchParams,
    serverRequest(ListingFavoriteCategoriesQuery),
  ]);
  const lang = locale === 'en' ? 'en' : 'vi';
  const params = parseListingParams(raw);
  const names = categories.flatMap((parent) => [parent, ...parent.children]).map((c) => c.name);
  const chip = (selected: boolean) =>
    `inline-flex min-h-9 shrink-0 items-center whitespace-nowrap rounded-full border px-3 text-sm ${
      selected
        ? 'border-brand-600 bg-brand-600 font-semibold text-white'
        : 'border-neutral-300 text-neutral-800 hover:border-brand-600'
    }`;
  const href = (name: string | null) =>
    localisedPath(name === null ? '/favorite' : `/favorite?category=${encodeURIComponent(name)}`, lang);
  return (
    <CatalogListing
      basePath="/favorite"
      params={params}
      fixed={{ favorite: true }}
      facets={['suppliers', 'brands', 'preservation', 'tags']}
      heading={
        <h1 data-testid="listing-title" className="font-bold text-2xl text-neutral-900">
          {t('title')}
        </h1>
      }
      above={
        names.length > 0 ? (
          // Room for the chips' focus rings inside the scroller, as in the category bar (category-bar.tsx).
          <nav aria-label={t('categories')} className="-mx-4 mt-2 overflow-x-auto px-4">
            <ul className="flex w-max gap-2 py-1 lg:w-auto lg:flex-wrap">
              <li>
                <Link
                  href={href(null)}
                  aria-current={params.category ? undefined : 'page'}
                  className={chip(!params.category)}
                >
                  {t('all')}
                </Link>
              </li>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={href(category.name)}
                    data-testid="favorite-category"
                    aria-current={params.category === category.name ? 'page' : undefined}
                    className={chip(params.category === category.name)}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null
      }
      empty={
        <div data-testid="favorites-empty" className="rounded-2xl bg-neutral-50 p-8 text-center">
          <p className="font-semibold text-lg text-neutral-900">{params.category ? t('emptyCategory') : t('empty')}</p>
          <p className="mt-2 text-neutral-600 text-sm">{t('emptyHint')}</p>
          <Link
            href={localisedPath('/market', lang)}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white"
          >
            {t('browse')}
          </Link>
        </div>
      }
    />
  );
}
