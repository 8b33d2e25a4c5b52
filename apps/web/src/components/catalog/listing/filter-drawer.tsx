'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { OPEN_FILTERS_EVENT } from './filter-events';

/**
 * The facet panel: a sidebar from 1024 px, a full-height drawer below it. The facets themselves are
 * server-rendered links, so filtering works before (and without) JavaScript.
 */
export function FilterDrawer({ children }: { children: ReactNode }) {
  const t = useTranslations('listing');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_FILTERS_EVENT, show);
    return () => window.removeEventListener(OPEN_FILTERS_EVENT, show);
  }, []);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  return (
    <>
      {open ? (
        <button
          type="button"
          aria-label={t('closeFilters')}
          tabIndex={-1}
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-40 bg-black/40 lg:hidden"
        />
      ) : null}
      <aside
        id="listing-filters"
        data-testid="listing-filters"
        aria-label={t('filters')}
        data-open={open}
        className="fixed inset-y-0 left-0 z-50 hidden w-[min(20rem,85vw)] overflow-y-auto bg-white p-4 shadow-xl data-[open=true]:block lg:static lg:z-auto lg:block lg:w-60 lg:shrink-0 lg:overflow-visible lg:p-0 lg:shadow-none"
      >
        <div className="mb-3 flex items-center justify-between lg:hidden">
          <h2 className="font-semibold text-lg">{t('filters')}</h2>
          <button
            type="button"
            data-testid="filters-close"
            onClick={() => setOpen(false)}
            className="min-h-10 rounded-lg px-3 font-medium text-brand-700"
          >
            {t('done')}
          </button>
        </div>
        {children}
      </aside>
    </>
  );
}

/** The list toolbar's own filter button (narrow screens), beside the sort. */
export function FilterButton({ activeCount }: { activeCount: number }) {
  const t = useTranslations('listing');
  return (
    <button
      type="button"
      data-testid="filters-open"
      aria-controls="listing-filters"
      onClick={() => window.dispatchEvent(new Event(OPEN_FILTERS_EVENT))}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-neutral-300 px-3 font-medium text-sm lg:hidden"
    >
      {t('filters')}
      {activeCount > 0 ? (
        <span className="rounded-full bg-brand-600 px-1.5 font-bold text-white text-xs">{activeCount}</span>
      ) : null}
    </button>
  );
}
