import type { Language } from '@chobep/domain/platform/constants';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type CategoryNavItem, categoryHref, gridColumns } from './category-nav-links';
import { CategoryNavScroller } from './category-nav-scroller';

export * from './category-nav-links';
export { CategoryNavMenu } from './category-nav-menu';

/**
 * The narrow category navigation (below 1025 px): an icon grid of the parent categories, 6
 * columns when there are more than 10 of them, else 5. Under 576 px it becomes two rows that
 * scroll sideways with a scroll indicator. Server-rendered; only the indicator runs in the browser.
 */
export function CategoryNavGrid({
  categories,
  locale,
  className = '',
}: {
  categories: readonly CategoryNavItem[];
  locale: Language;
  className?: string;
}) {
  const t = useTranslations('categoryNav');
  if (categories.length === 0) return null;
  const columns = gridColumns(categories.length);
  return (
    <nav aria-label={t('gridLabel')} data-testid="category-nav-grid" data-columns={columns} className={className}>
      <CategoryNavScroller columns={columns} label={t('scrollProgress')}>
        {categories.map((category) => (
          <li key={category.id} className="snap-start">
            <Link
              href={categoryHref(category, locale)}
              prefetch={false}
              data-testid="category-nav-grid-item"
              // The tiles fill the cells of a sideways scroller, which clips overflow: the focus ring is drawn inside.
              className="flex flex-col items-center gap-1.5 rounded-lg px-1 py-1.5 text-center hover:bg-brand-50 focus-visible:outline-offset-[-2px]"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50">
                {category.thumbnail ? (
                  // biome-ignore lint/performance/noImgElement: small SVG icons served by the API, sized to avoid layout shift
                  <img src={category.thumbnail} alt="" width={32} height={32} loading="lazy" className="h-8 w-8" />
                ) : null}
              </span>
              <span className="line-clamp-2 min-h-[2.5em] text-neutral-800 text-xs leading-tight">{category.name}</span>
            </Link>
          </li>
        ))}
      </CategoryNavScroller>
    </nav>
  );
}
