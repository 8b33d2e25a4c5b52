import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ListingBrandsQuery, ListingCategoriesQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { localisedPath } from '@/lib/paths';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function categoryIdOf(value: string | string[] | undefined): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && /^\d{1,5}$/.test(first) ? Number(first) : null;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('brandsPage');
  return { title: t('title'), description: t('description'), alternates: { canonical: '/thuong-hieu' } };
}

/** /thuong-hieu: every brand grouped per category; ?categoryIds={id} narrows to one (spec/trading.md §2). */
export default async function BrandsPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, locale, raw] = await Promise.all([getTranslations('brandsPage'), getLocale(), searchParams]);
  const lang = locale === 'en' ? 'en' : 'vi';
  const categoryId = categoryIdOf(raw.categoryIds);
  const [{ brands }, { categories }] = await Promise.all([
    serverRequest(ListingBrandsQuery, { categoryIds: categoryId === null ? null : [categoryId] }),
    serverRequest(ListingCategoriesQuery),
  ]);
  const chip = (selected: boolean) =>
    `inline-flex min-h-9 shrink-0 items-center whitespace-nowrap rounded-full border px-3 text-sm ${
      selected
        ? 'border-brand-600 bg-brand-600 font-semibold text-white'
        : 'border-neutral-300 text-neutral-800 hover:border-brand-600'
    }`;
  const brandsHref = (id: number | null) =>
    localisedPath(id === null ? '/thuong-hieu' : `/thuong-hieu?categoryIds=${id}`, lang);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:py-6">
      <h1 data-testid="brands-title" className="font-bold text-2xl text-neutral-900">
        {t('title')}
      </h1>
      <p className="mt-1 text-neutral-600 text-sm">{t('intro')}</p>
      {/* Room for the chips' focus rings inside the scroller, as in the category bar (category-bar.tsx). */}
      <nav aria-label={t('filterByCategory')} className="-mx-4 mt-3 overflow-x-auto px-4">
        <ul className="flex w-max gap-2 py-1 lg:w-auto lg:flex-wrap">
          <li>
            <Link
              href={brandsHref(null)}
              aria-current={categoryId === null ? 'page' : undefined}
              className={chip(categoryId === null)}
            >
              {t('all')}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={brandsHref(category.id)}
                data-testid="brand-category-chip"
                aria-current={categoryId === category.id ? 'page' : undefined}
                className={chip(categoryId === category.id)}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {brands.length === 0 ? (
        <p data-testid="brands-empty" className="mt-8 rounded-2xl bg-neutral-50 p-8 text-center text-neutral-700">
          {t('empty')}
        </p>
      ) : (
        brands.map((group) => (
          <section
            key={group.categoryId}
            aria-labelledby={`brands-${group.categoryId}`}
            data-testid="brand-group"
            className="mt-8"
          >
            <h2 id={`brands-${group.categoryId}`} className="mb-3 font-semibold text-lg text-neutral-900">
              {group.category?.name ?? t('other')}
            </h2>
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
              {group.data.map((brand) => (
                <li key={brand.id}>
                  <Link
                    href={localisedPath(brand.slug, lang)}
                    prefetch={false}
                    data-testid="brand-tile"
                    className="flex h-full flex-col items-center gap-2 rounded-xl border border-neutral-200 p-3 text-center hover:border-brand-600"
                  >
                    {brand.imageUrl ? (
                      // biome-ignore lint/performance/noImgElement: 80×80 brand tiles (spec §9)
                      <img
                        src={brand.imageUrl}
                        alt=""
                        width={80}
                        height={80}
                        loading="lazy"
                        style={{ backgroundColor: pickPictureTint(brand.imageUrl) }}
                        className="h-20 w-20 rounded-lg object-contain"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex h-20 w-20 items-center justify-center rounded-lg bg-neutral-100 font-bold text-2xl text-neutral-500"
                      >
                        {brand.name.slice(0, 1)}
                      </span>
                    )}
                    <span className="line-clamp-2 font-medium text-neutral-800 text-sm">{brand.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
