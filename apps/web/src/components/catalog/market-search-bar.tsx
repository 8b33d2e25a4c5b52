'use client';

import { countActiveFilters, parseListingParams } from '@chobep/domain/catalog/parse-listing-params';
import { matchRoute } from '@chobep/domain/platform/routes';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CatalogBadWordCheckQuery, CatalogSaveSearchMutation } from '@/lib/api/catalog';
import { OPEN_FILTERS_EVENT } from './listing/filter-events';

/** History and trending searches: loaded with the first focus (docs/performance.md). */
const SearchSuggestions = dynamic(() => import('./search-suggestions').then((m) => m.SearchSuggestions), {
  ssr: false,
});

/** Routes whose list the filter button filters. */
const FILTERABLE = new Set(['market', 'category', 'tag', 'favorite', 'brand']);

/**
 * The market search bar (spec/foundations.md §2.3, trading.md §2): Enter or the icon searches
 * /market when the text is not empty and passes the bad-word check; a signed-in store's keyword is
 * saved to its history (the API keeps one entry per keyword). The filter button shows a red dot
 * when the list has filters.
 */
export function MarketSearchBar({ storeId }: { storeId: string | null }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const routeId = matchRoute(pathname)?.id ?? null;
  const currentQ = routeId === 'market' ? (searchParams.get('q') ?? '') : '';
  // Uncontrolled: what a person types before the page hydrates is kept (a controlled input was reset
  // to '' by hydration, and the search then went nowhere).
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const listId = useId();
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    // Follow the URL (back button, a history click), unless the person is typing.
    if (input.current && document.activeElement !== input.current) input.current.value = currentQ;
  }, [currentQ]);

  const filterable = routeId !== null && FILTERABLE.has(routeId);
  const activeFilters = filterable ? countActiveFilters(parseListingParams(searchParams)) : 0;

  async function search(raw: string) {
    const keyword = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (!keyword) return;
    setBusy(true);
    setError(null);
    try {
      const { badWordCheck } = await browserRequest(CatalogBadWordCheckQuery, { word: keyword });
      if (!badWordCheck.isValid) {
        setError(t('badWord'));
        return;
      }
      if (storeId) {
        // History is a convenience: a failed save must not stop the search (spec §8: stored without a message).
        void browserRequest(CatalogSaveSearchMutation, { input: { storeId, keyword } })
          .then(() => import('./search-suggestions'))
          .then((panel) => panel.refreshSearchSuggestions())
          .catch(() => undefined);
      }
      setOpen(false);
      const query = new URLSearchParams({ q: keyword });
      if (locale !== 'vi') query.set('lang', locale);
      router.push(`/market?${query.toString()}`);
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <search ref={box} className="relative flex w-full items-start gap-2">
      <form
        className="relative flex-1"
        onBlur={(event) => {
          if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        // Without JavaScript (or before hydration) the form itself goes to /market?q=…; the market page
        // runs the bad-word check on the server too.
        action="/market"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          void search(input.current?.value ?? '');
        }}
      >
        {locale !== 'vi' ? <input type="hidden" name="lang" value={locale} /> : null}
        <label htmlFor={inputId} className="sr-only">
          {t('label')}
        </label>
        <input
          id={inputId}
          data-testid="market-search-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          ref={input}
          name="q"
          defaultValue={currentQ}
          maxLength={200}
          placeholder={t('placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          onChange={() => setError(null)}
          className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-50 pr-12 pl-4 text-base focus:border-brand-600 focus:bg-white"
        />
        <button
          type="submit"
          data-testid="market-search-submit"
          disabled={busy}
          aria-label={t('submit')}
          className="absolute top-1 right-1 flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {error ? (
          <p
            id={`${inputId}-error`}
            role="alert"
            data-testid="market-search-error"
            className="mt-1 px-4 text-red-700 text-sm"
          >
            {error}
          </p>
        ) : null}
        {open ? (
          <SearchSuggestions
            id={listId}
            storeId={storeId}
            onPick={(keyword) => {
              if (input.current) input.current.value = keyword;
              void search(keyword);
            }}
          />
        ) : null}
      </form>
      {filterable ? (
        <button
          type="button"
          data-testid="market-filter-button"
          aria-label={activeFilters > 0 ? t('filtersActive', { count: activeFilters }) : t('filters')}
          onClick={() => {
            window.dispatchEvent(new Event(OPEN_FILTERS_EVENT));
            document.getElementById('listing-filters')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          className="relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-neutral-300 hover:bg-neutral-50"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {activeFilters > 0 ? (
            <span data-testid="filter-dot" className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-red-600" />
          ) : null}
        </button>
      ) : null}
    </search>
  );
}
