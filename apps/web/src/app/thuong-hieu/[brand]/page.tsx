import { parseListingParams } from '@chobep/domain/catalog/parse-listing-params';
import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import { parseBrandId } from '@chobep/domain/text/slugify';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { CatalogListing } from '@/components/catalog/listing/catalog-listing';
import { ListingBrandQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { localisedPath } from '@/lib/paths';

type Params = Promise<{ brand: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const load = cache(async (segment: string) => {
  const id = parseBrandId(decodeURIComponent(segment));
  return id === null ? null : (await serverRequest(ListingBrandQuery, { id })).brand;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ brand: segment }, t] = await Promise.all([params, getTranslations('brandsPage')]);
  const brand = await load(segment);
  if (!brand) return { title: t('notFound') };
  const description = brand.description?.slice(0, 160) ?? t('brandDescription', { name: brand.name });
  return {
    title: brand.name,
    description,
    alternates: { canonical: `/${brand.slug}` },
    openGraph: { title: brand.name, description, ...(brand.imageUrl ? { images: [brand.imageUrl] } : {}) },
    ...(brand.status === 'ACTIVE' ? {} : { robots: { index: false } }),
  };
}

/** /thuong-hieu/{slug}-b{id}: a brand and its products; an inactive brand says it is unavailable. */
export default async function BrandPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ brand: segment }, raw, t, locale] = await Promise.all([
    params,
    searchParams,
    getTranslations('brandsPage'),
    getLocale(),
  ]);
  const brand = await load(segment);
  if (!brand) notFound();
  const lang = locale === 'en' ? 'en' : 'vi';
  if (`thuong-hieu/${decodeURIComponent(segment)}` !== brand.slug) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(raw))
      for (const v of Array.isArray(value) ? value : value ? [value] : []) query.append(key, v);
    const qs = query.toString();
    permanentRedirect(`/${brand.slug}${qs ? `?${qs}` : ''}`);
  }
  const header = (
    <header className="flex items-center gap-4">
      {brand.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: the brand logo served by the API
        <img
          src={brand.imageUrl}
          alt=""
          width={80}
          height={80}
          style={{ backgroundColor: pickPictureTint(brand.imageUrl) }}
          className="h-20 w-20 rounded-xl border border-neutral-200 object-contain"
        />
      ) : null}
      <div>
        <p className="text-neutral-500 text-sm">
          <Link href={localisedPath('/thuong-hieu', lang)} className="hover:text-brand-700 hover:underline">
            {t('title')}
          </Link>
        </p>
        <h1 data-testid="brand-name" className="font-bold text-2xl text-neutral-900">
          {brand.name}
        </h1>
        {brand.description ? (
          <p className="mt-1 line-clamp-3 max-w-3xl text-neutral-600 text-sm">{brand.description}</p>
        ) : null}
      </div>
    </header>
  );
  if (brand.status !== 'ACTIVE') {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        {header}
        <div data-testid="brand-unavailable" role="status" className="mt-6 rounded-2xl bg-neutral-50 p-8 text-center">
          <p className="font-semibold text-lg text-neutral-900">{t('unavailable')}</p>
          <p className="mt-2 text-neutral-600 text-sm">{t('unavailableHint')}</p>
          <Link
            href={localisedPath('/thuong-hieu', lang)}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white"
          >
            {t('seeAllBrands')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <CatalogListing
      basePath={`/${brand.slug}`}
      params={parseListingParams(raw)}
      fixed={{ brandIds: [brand.id] }}
      facets={['categories', 'suppliers', 'origins', 'preservation', 'tags']}
      heading={header}
    />
  );
}
