import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import { localisePath } from '@chobep/domain/content/resolve-banner-link';
import type { Language } from '@chobep/domain/platform/constants';
import { brandPath } from '@chobep/domain/text/slugify';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { sectionAnchor } from './showcase';

export interface TrustedBrand {
  id: number;
  name: string;
  imageUrl: string | null;
}

/** The section key of the trusted brands (anchor and floating-menu entry). */
export const TRUSTED_BRANDS_KEY = 'TRUSTED_BRANDS';

/**
 * The trusted brands (spec/foundations.md §2.4, brandsForHome): 80×80 tiles linking to each
 * brand's page, and a shop-by-brand link to /thuong-hieu. Hidden when there are none.
 */
export function TrustedBrands({ brands, locale }: { brands: readonly TrustedBrand[]; locale: Language }) {
  const t = useTranslations('homePage');
  if (brands.length === 0) return null;
  const id = sectionAnchor(TRUSTED_BRANDS_KEY);
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-testid="home-trusted-brands" className="scroll-mt-[100px]">
      <div className="flex items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="font-bold text-lg text-neutral-900 md:text-xl">
          {t('trustedBrandsTitle')}
        </h2>
        <Link
          href={localisePath('/thuong-hieu', locale)}
          prefetch={false}
          data-testid="home-shop-by-brand"
          className="inline-flex min-h-11 shrink-0 items-center font-semibold text-brand-700 text-sm hover:underline"
        >
          {t('shopByBrand')}
        </Link>
      </div>
      {/* The scroller clips on both axes: -mx-1 px-1 pt-1 leave room for the links' focus rings. */}
      <ul className="-mx-1 mt-1 grid auto-cols-[6rem] grid-flow-col grid-rows-2 justify-start gap-3 overflow-x-auto px-1 pt-1 pb-2 [scrollbar-width:thin] sm:grid-flow-row sm:grid-rows-none sm:grid-cols-[repeat(auto-fill,minmax(96px,1fr))]">
        {brands.map((brand) => (
          <li key={brand.id} className="w-24">
            <Link
              href={brandPath(brand.name, brand.id, locale)}
              prefetch={false}
              data-testid="home-trusted-brand"
              className="group flex flex-col items-center gap-1.5 text-center"
            >
              {/* The tile takes the logo's colour until the lazy logo arrives: never an empty white box. */}
              <span
                data-testid="home-trusted-brand-tile"
                style={{ backgroundColor: pickPictureTint(brand.imageUrl) }}
                className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-xl border border-neutral-200 transition group-hover:border-brand-500 group-hover:shadow-sm"
              >
                {brand.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: small brand logos served by the API, sized to avoid layout shift
                  <img
                    src={brand.imageUrl}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-full w-full object-contain"
                  />
                ) : (
                  <span aria-hidden="true" className="font-bold text-2xl text-neutral-600">
                    {brand.name.slice(0, 1)}
                  </span>
                )}
              </span>
              <span className="line-clamp-1 w-full text-neutral-800 text-xs">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
