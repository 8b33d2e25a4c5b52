import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ProductCard, type ProductCardData } from '@/components/catalog/product-card';

/** The anchor id of a home section (the floating section menu scrolls to it). */
export function sectionAnchor(key: string): string {
  return `home-section-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * A home showcase (spec/foundations.md §2.4): a title, a row of product cards that scrolls
 * sideways (CSS scroll snap, no script) and a see-all link. A showcase without products is not
 * rendered at all: the spec hides a section with an error or no data.
 */
export function Showcase({
  sectionKey,
  title,
  products,
  seeAllHref,
  eager = 0,
}: {
  /** The widget id: the section's anchor and test id. */
  sectionKey: string;
  title: string;
  products: readonly ProductCardData[];
  seeAllHref: string | null;
  /** How many cards load their picture eagerly (only the first visible section). */
  eager?: number;
}) {
  const t = useTranslations('homePage');
  if (products.length === 0) return null;
  const id = sectionAnchor(sectionKey);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="home-showcase"
      data-widget-id={sectionKey}
      className="scroll-mt-[100px]"
    >
      <div className="flex items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="font-bold text-lg text-neutral-900 md:text-xl">
          {title}
        </h2>
        {seeAllHref ? (
          <Link
            href={seeAllHref}
            prefetch={false}
            aria-label={t('seeAllOf', { title })}
            data-testid="home-showcase-see-all"
            className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-brand-700 text-sm hover:underline"
          >
            {t('seeAll')}
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
              <path d="m7.5 4.5 5.5 5.5-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </Link>
        ) : null}
      </div>
      <ul
        aria-labelledby={`${id}-title`}
        className="-mx-4 mt-2 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:gap-4"
      >
        {products.map((product, index) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-44 lg:w-48">
            <ProductCard product={product} priority={index < eager} />
          </li>
        ))}
      </ul>
    </section>
  );
}
