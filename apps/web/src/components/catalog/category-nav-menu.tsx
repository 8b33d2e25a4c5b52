'use client';

import { localisePath } from '@chobep/domain/content/resolve-banner-link';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  CATEGORY_NAV_EXTRAS,
  type CategoryNavItem,
  categoryBrandsHref,
  categoryHref,
  extraIconUrl,
} from './category-nav-links';

function BrandTilesLoading() {
  const t = useTranslations('categoryNav');
  return (
    <p className="text-neutral-500 text-sm" aria-live="polite">
      {t('brandsLoading')}
    </p>
  );
}

/** The tiles and TanStack Query load when a panel first opens: the menu is desktop-only and hover-driven. */
const CategoryBrandTiles = dynamic(() => import('./category-brand-tiles').then((m) => m.CategoryBrandTiles), {
  ssr: false,
  loading: BrandTilesLoading,
});

/** Leaving the menu for a moment (on the way to its panel) does not close it. */
const CLOSE_DELAY_MS = 150;

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="ml-auto h-4 w-4 shrink-0 text-neutral-400">
      <path d="m7.5 4.5 5.5 5.5-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The brand panel of a parent category; its tiles load when it first opens (TanStack Query, cached). */
function BrandPanel({ categoryId }: { categoryId: number }) {
  const t = useTranslations('categoryNav');
  return (
    <section aria-labelledby={`category-nav-brands-${categoryId}`} className="flex w-[292px] shrink-0 flex-col">
      <h3 id={`category-nav-brands-${categoryId}`} className="font-semibold text-neutral-900 text-sm">
        {t('brands')}
      </h3>
      <div className="mt-2 min-h-0 flex-1 overflow-y-auto" data-testid="category-nav-brand-panel">
        <CategoryBrandTiles categoryId={categoryId} />
      </div>
      <Link
        href={categoryBrandsHref(categoryId)}
        prefetch={false}
        data-testid="category-nav-all-brands"
        className="mt-2 font-semibold text-brand-700 text-sm hover:underline"
      >
        {t('viewAllBrands')}
      </Link>
    </section>
  );
}

/**
 * The wide category navigation (1025 px and up, spec/foundations.md §2.4): a vertical menu of the
 * parent categories, 38 px per item in a 381 px column, then the fixed extra entries. Hovering or
 * focusing a parent opens its panel beside the menu (child categories and a brand panel) over a
 * dimmed overlay; a click on the overlay, Escape or leaving the menu closes it. Each panel is
 * rendered right after its entry, so Tab walks from a parent into its panel and on to the next.
 * Its icons load lazily: the menu is hidden below 1025 px, where they would only cost requests.
 */
export function CategoryNavMenu({
  categories,
  className = '',
}: {
  categories: readonly CategoryNavItem[];
  className?: string;
}) {
  const t = useTranslations('categoryNav');
  const locale = useLocale() as 'vi' | 'en';
  const [active, setActive] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Escape hands focus back to the entry; that focus must not open the panel again. */
  const focusReturning = useRef(false);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    setActive(null);
  }, [cancelClose]);
  const open = useCallback(
    (id: number | null) => {
      cancelClose();
      setActive(id);
    },
    [cancelClose],
  );
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setActive(null), CLOSE_DELAY_MS);
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || active === null) return;
    event.preventDefault();
    const id = active;
    close();
    focusReturning.current = true;
    root.current?.querySelector<HTMLElement>(`[data-category-id="${id}"]`)?.focus();
    focusReturning.current = false;
  }

  function onBlur(event: FocusEvent) {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <>
      {active !== null ? (
        // A pointer convenience only: Escape and moving focus away close the menu for keyboard users.
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div data-testid="category-nav-overlay" className="fixed inset-0 z-30 bg-black/40" onClick={close} />
      ) : null}
      <nav
        ref={root}
        aria-label={t('label')}
        data-testid="category-nav-menu"
        onMouseEnter={cancelClose}
        onMouseLeave={scheduleClose}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={`relative ${active !== null ? 'z-[35]' : ''} ${className}`}
      >
        <ul className="h-[381px] overflow-y-auto overscroll-contain rounded-xl border border-neutral-200 bg-white py-px [scrollbar-width:thin]">
          {categories.map((category) => {
            const expanded = active === category.id;
            return (
              <li key={category.id} onMouseEnter={() => open(category.id)}>
                <Link
                  href={categoryHref(category, locale)}
                  prefetch={false}
                  data-category-id={category.id}
                  data-testid="category-nav-item"
                  aria-expanded={expanded}
                  onFocus={() => {
                    if (!focusReturning.current) open(category.id);
                  }}
                  // Full-width rows of a scrolling list, which clips overflow: the focus ring is drawn inside.
                  className={`flex h-[38px] items-center gap-2.5 px-3 text-sm focus-visible:outline-offset-[-2px] ${
                    expanded ? 'bg-brand-50 font-semibold text-brand-800' : 'text-neutral-800 hover:bg-neutral-50'
                  }`}
                >
                  {category.thumbnail ? (
                    // biome-ignore lint/performance/noImgElement: small SVG icons served by the API, sized to avoid layout shift
                    <img
                      src={category.thumbnail}
                      alt=""
                      width={20}
                      height={20}
                      loading="lazy"
                      className="h-5 w-5 shrink-0"
                    />
                  ) : (
                    <span className="h-5 w-5 shrink-0" />
                  )}
                  <span className="truncate">{category.name}</span>
                  {category.children.length > 0 ? <Chevron /> : null}
                </Link>
                {expanded ? (
                  <div
                    data-testid="category-nav-panel"
                    className="absolute top-0 left-full ml-2 flex h-[381px] w-[min(760px,calc(100vw-20rem))] gap-6 overflow-hidden rounded-xl border border-neutral-200 bg-white p-5 shadow-xl"
                  >
                    <section aria-label={t('subcategories', { name: category.name })} className="min-w-0 flex-1">
                      <Link
                        href={categoryHref(category, locale)}
                        prefetch={false}
                        className="font-semibold text-brand-800 hover:underline"
                      >
                        {t('viewCategory', { name: category.name })}
                      </Link>
                      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
                        {category.children.map((child) => (
                          <li key={child.id}>
                            <Link
                              href={categoryHref(child, locale)}
                              prefetch={false}
                              data-testid="category-nav-child"
                              className="flex min-h-9 items-center gap-2 rounded-md px-2 text-neutral-800 text-sm hover:bg-brand-50 hover:text-brand-800"
                            >
                              {child.thumbnail ? (
                                // biome-ignore lint/performance/noImgElement: small SVG icons served by the API
                                <img src={child.thumbnail} alt="" width={20} height={20} className="h-5 w-5 shrink-0" />
                              ) : null}
                              <span className="line-clamp-2">{child.name}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </section>
                    <BrandPanel categoryId={category.id} />
                  </div>
                ) : null}
              </li>
            );
          })}
          <li aria-hidden="true" className="mx-3 my-1 border-neutral-200 border-t" />
          {CATEGORY_NAV_EXTRAS.map((extra) => (
            <li key={extra.key} onMouseEnter={() => open(null)}>
              <Link
                href={localisePath(extra.path, locale)}
                prefetch={false}
                data-testid={`category-nav-extra-${extra.key}`}
                onFocus={() => open(null)}
                className="flex h-[38px] items-center gap-2.5 px-3 font-medium text-brand-800 text-sm hover:bg-brand-50 focus-visible:outline-offset-[-2px]"
              >
                {/* biome-ignore lint/performance/noImgElement: small SVG icons served by the API */}
                <img
                  src={extraIconUrl(extra.icon)}
                  alt=""
                  width={20}
                  height={20}
                  loading="lazy"
                  className="h-5 w-5 shrink-0"
                />
                <span className="truncate">{t(extra.key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
