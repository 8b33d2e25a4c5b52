'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { browserRequest } from '@/lib/api/browser';
import { CatalogDeleteSearchMutation, CatalogSearchSuggestionsQuery } from '@/lib/api/catalog';
import { queryClient } from '@/lib/query-client';

const SUGGESTIONS = ['search-suggestions'] as const;

/** After a keyword was saved: the next opening shows it (the panel keeps its cache between openings). */
export function refreshSearchSuggestions(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SUGGESTIONS });
}

/**
 * The market search bar's panel (spec/foundations.md §2.3): the store's search history, with
 * delete one and delete all, and the trending searches. Loaded with the bar's first focus, so its
 * code and TanStack Query stay out of the page's first JavaScript.
 */
export function SearchSuggestions({
  id,
  storeId,
  onPick,
}: {
  id: string;
  storeId: string | null;
  onPick: (keyword: string) => void;
}) {
  const t = useTranslations('search');
  const suggestions = useQuery(
    {
      queryKey: [...SUGGESTIONS, storeId],
      queryFn: () =>
        browserRequest(CatalogSearchSuggestionsQuery, { storeId: storeId ?? '', withHistory: storeId !== null }),
      staleTime: 30_000,
    },
    queryClient,
  );

  async function remove(keyword: string | null) {
    if (!storeId) return;
    try {
      await browserRequest(CatalogDeleteSearchMutation, {
        input: keyword ? { storeId, keyword } : { storeId, isDeleteAll: true },
      });
    } catch {
      // Stored without a user message (spec/trading.md §8); the list refreshes either way.
    }
    await refreshSearchSuggestions();
  }

  const history = suggestions.data?.searchHistory ?? [];
  const trending = suggestions.data?.trendingSearches ?? [];
  if (history.length === 0 && trending.length === 0) return null;

  return (
    <div
      id={id}
      data-testid="search-suggestions"
      className="absolute top-12 right-0 left-0 z-50 max-h-[60vh] overflow-y-auto rounded-2xl border border-neutral-200 bg-white p-3 shadow-lg"
    >
      {history.length > 0 ? (
        <section aria-label={t('history')}>
          <div className="flex items-center justify-between">
            <h2 className="font-semibold text-neutral-700 text-xs uppercase">{t('history')}</h2>
            <button
              type="button"
              data-testid="search-history-clear"
              onClick={() => void remove(null)}
              className="min-h-8 px-2 text-brand-700 text-xs"
            >
              {t('clearHistory')}
            </button>
          </div>
          <ul>
            {history.map((item) => (
              <li key={item.id} className="flex items-center">
                <button
                  type="button"
                  data-testid="search-history-item"
                  onClick={() => onPick(item.keyword)}
                  className="min-h-9 flex-1 rounded-lg px-2 text-left text-sm hover:bg-neutral-50"
                >
                  {item.keyword}
                </button>
                <button
                  type="button"
                  aria-label={t('removeHistory', { keyword: item.keyword })}
                  onClick={() => void remove(item.keyword)}
                  className="h-9 w-9 rounded-lg text-neutral-500 hover:bg-neutral-50"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {trending.length > 0 ? (
        <section aria-label={t('trending')} className={history.length > 0 ? 'mt-3' : ''}>
          <h2 className="font-semibold text-neutral-700 text-xs uppercase">{t('trending')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {trending.map((item) => (
              <li key={item.keyword}>
                <button
                  type="button"
                  onClick={() => onPick(item.keyword)}
                  className="min-h-8 rounded-full bg-neutral-100 px-3 text-sm hover:bg-brand-50"
                >
                  {item.keyword}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
