'use client';

import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import { brandPath } from '@chobep/domain/text/slugify';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { browserRequest } from '@/lib/api/browser';
import { HomeCategoryBrandsQuery } from '@/lib/api/home';
import { queryClient } from '@/lib/query-client';

/** How many brands the panel shows; the view-all link leads to the rest. */
const PANEL_BRANDS = 6;

/**
 * The brand tiles of the category menu's panel (spec/foundations.md §2.4), fetched when a panel
 * first opens and cached for ten minutes. Loaded on demand with TanStack Query, which no page
 * needs before someone opens the desktop menu.
 */
export function CategoryBrandTiles({ categoryId }: { categoryId: number }) {
  const t = useTranslations('categoryNav');
  const locale = useLocale() as 'vi' | 'en';
  const brands = useQuery(
    {
      queryKey: ['categoryNavBrands', categoryId, locale],
      queryFn: async () => {
        const { brands } = await browserRequest(HomeCategoryBrandsQuery, { categoryIds: [categoryId] });
        return (brands.find((group) => group.categoryId === categoryId) ?? brands[0])?.data ?? [];
      },
      staleTime: 10 * 60_000,
    },
    queryClient,
  );
  return brands.isPending ? (
    <p className="text-neutral-500 text-sm" aria-live="polite">
      {t('brandsLoading')}
    </p>
  ) : brands.isError ? (
    <p className="text-red-700 text-sm">{t('brandsError')}</p>
  ) : brands.data.length === 0 ? (
    <p className="text-neutral-500 text-sm">{t('brandsEmpty')}</p>
  ) : (
    <ul className="grid grid-cols-3 gap-x-3 gap-y-2">
      {brands.data.slice(0, PANEL_BRANDS).map((brand) => (
        <li key={brand.id}>
          <Link
            href={brandPath(brand.name, brand.id, locale)}
            prefetch={false}
            data-testid="category-nav-brand"
            className="group flex w-20 flex-col items-center gap-1 text-center"
          >
            <span
              data-testid="category-nav-brand-tile"
              style={{ backgroundColor: pickPictureTint(brand.imageUrl) }}
              className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 group-hover:border-brand-500"
            >
              {brand.imageUrl ? (
                // biome-ignore lint/performance/noImgElement: small brand logos served by the API, sized to avoid layout shift
                <img src={brand.imageUrl} alt="" width={80} height={80} className="h-full w-full object-contain" />
              ) : null}
            </span>
            <span className="line-clamp-1 w-full text-neutral-700 text-xs group-hover:text-brand-800">
              {brand.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
