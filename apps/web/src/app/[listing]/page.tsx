import { parseListingParams } from '@chobep/domain/catalog/parse-listing-params';
import { matchRoute } from '@chobep/domain/platform/routes';
import { parseCategoryId } from '@chobep/domain/text/slugify';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { AgeCheck } from '@/components/catalog/age-check';
import { CatalogListing } from '@/components/catalog/listing/catalog-listing';
import { CategoryBar } from '@/components/catalog/listing/category-bar';
import { RecommendedListing } from '@/components/catalog/listing/recommended-listing';
import { JsonLd } from '@/components/platform/json-ld';
import { ListingCategoriesQuery, ListingCategoryQuery, ListingTagsQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { localisedPath } from '@/lib/paths';
import { getRequestContext } from '@/lib/request-context';

type Params = Promise<{ listing: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Category pages (/{slug}-c{id}) and tag pages (/{TAG_CODE}) share this route: the route table
 * (packages/domain/src/platform/routes.ts) tells them apart, and anything else is not found.
 */
const RECOMMENDED = 'RECOMMENDED_FOR_YOU';

const resolve = cache(async (segment: string) => {
  const route = matchRoute(`/${segment}`);
  if (route?.id === 'category') {
    const id = parseCategoryId(segment);
    if (id === null) return null;
    const [{ categoryDetail }, { categories }] = await Promise.all([
      serverRequest(ListingCategoryQuery, { id }),
      serverRequest(ListingCategoriesQuery),
    ]);
    return categoryDetail ? ({ kind: 'category', category: categoryDetail, tree: categories } as const) : null;
  }
  if (route?.id === 'tag') {
    if (segment === RECOMMENDED) return { kind: 'recommended' } as const;
    const { tags } = await serverRequest(ListingTagsQuery);
    const tag = tags.find((t) => t.code === segment);
    return tag ? ({ kind: 'tag', tag } as const) : null;
  }
  return null;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ listing }, t] = await Promise.all([params, getTranslations('listing')]);
  const found = await resolve(decodeURIComponent(listing));
  if (!found) return { title: t('notFound') };
  if (found.kind === 'recommended') return { title: t('recommendedTitle'), robots: { index: false } };
  if (found.kind === 'category') {
    const { category } = found;
    const description = category.description ?? t('categoryDescription', { name: category.name });
    return {
      title: category.name,
      description,
      alternates: { canonical: `/${category.slug}` },
      openGraph: { title: category.name, description, ...(category.thumbnail ? { images: [category.thumbnail] } : {}) },
    };
  }
  const description = t('tagDescription', { name: found.tag.name });
  return {
    title: found.tag.name,
    description,
    alternates: { canonical: `/${found.tag.code}` },
    openGraph: { title: found.tag.name, description },
  };
}

export default async function ListingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ listing }, raw, t, locale] = await Promise.all([
    params,
    searchParams,
    getTranslations('listing'),
    getLocale(),
  ]);
  const segment = decodeURIComponent(listing);
  const found = await resolve(segment);
  if (!found) notFound();
  const lang = locale === 'en' ? 'en' : 'vi';
  const listingParams = parseListingParams(raw);

  if (found.kind === 'recommended') {
    const { viewer } = await getRequestContext();
    return (
      <RecommendedListing
        signedIn={viewer !== null}
        signInHref={`/signin?redirect=${encodeURIComponent(`/${RECOMMENDED}`)}`}
      />
    );
  }

  if (found.kind === 'tag') {
    const { tag } = found;
    return (
      <CatalogListing
        basePath={`/${tag.code}`}
        params={listingParams}
        fixed={{ tags: [tag.code] }}
        facets={['categories', 'brands', 'suppliers', 'origins', 'preservation']}
        heading={
          <header className="flex items-center gap-3">
            {tag.imageUrl ? (
              // biome-ignore lint/performance/noImgElement: a small tag picture served by the API
              <img src={tag.imageUrl} alt="" width={48} height={48} className="h-12 w-12" />
            ) : null}
            <h1 data-testid="listing-title" className="font-bold text-2xl text-neutral-900">
              {tag.name}
            </h1>
          </header>
        }
      />
    );
  }

  const { category, tree } = found;
  if (segment !== category.slug) {
    // Old or mistyped slugs keep working and point search engines at the one address.
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(raw))
      for (const v of Array.isArray(value) ? value : value ? [value] : []) query.append(key, v);
    const qs = query.toString();
    permanentRedirect(`/${category.slug}${qs ? `?${qs}` : ''}`);
  }
  const parent = tree.find((c) => c.id === (category.parentId ?? category.id));
  const siblings = parent?.children ?? [];
  const crumbs = [
    { name: t('home'), path: '/' },
    ...(category.parent ? [{ name: category.parent.name, path: `/${category.parent.slug}` }] : []),
    { name: category.name, path: `/${category.slug}` },
  ];
  return (
    <>
      {category.ageRestricted ? <AgeCheck restricted /> : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: crumb.path,
          })),
        }}
      />
      <CatalogListing
        basePath={`/${category.slug}`}
        params={listingParams}
        fixed={{ categoryIds: [category.id] }}
        facets={['brands', 'suppliers', 'origins', 'preservation', 'tags']}
        heading={
          <header>
            <nav aria-label={t('breadcrumbs')} className="mb-2 text-neutral-600 text-sm">
              <ol className="flex flex-wrap items-center gap-1">
                {crumbs.map((crumb, index) => (
                  <li key={crumb.path} className="flex items-center gap-1">
                    {index > 0 ? <span aria-hidden="true">›</span> : null}
                    {index < crumbs.length - 1 ? (
                      <Link href={localisedPath(crumb.path, lang)} className="hover:text-brand-700 hover:underline">
                        {crumb.name}
                      </Link>
                    ) : (
                      <span aria-current="page">{crumb.name}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <h1 data-testid="listing-title" className="font-bold text-2xl text-neutral-900">
              {category.name}
            </h1>
            {category.description ? (
              <p className="mt-1 line-clamp-2 max-w-3xl text-neutral-600 text-sm">{category.description}</p>
            ) : null}
          </header>
        }
        above={
          <>
            <CategoryBar
              allHref={localisedPath(parent ? `/${parent.slug}` : `/${category.slug}`, lang)}
              selectedId={category.parentId ? category.id : null}
              categories={siblings.map((c) => ({ id: c.id, name: c.name, href: localisedPath(c.slug, lang) }))}
            />
            {siblings.length > 0 ? (
              <nav aria-label={t('subcategories')} className="mt-3 hidden flex-wrap gap-2 lg:flex">
                {siblings.map((child) => (
                  <Link
                    key={child.id}
                    href={localisedPath(child.slug, lang)}
                    prefetch={false}
                    data-testid="subcategory-chip"
                    aria-current={child.id === category.id ? 'page' : undefined}
                    className={`inline-flex min-h-9 items-center rounded-full border px-3 text-sm ${
                      child.id === category.id
                        ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                        : 'border-neutral-300 text-neutral-800 hover:border-brand-600'
                    }`}
                  >
                    {child.name}
                  </Link>
                ))}
              </nav>
            ) : null}
          </>
        }
      />
    </>
  );
}
