'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { HomeAddAllToFavoriteMutation } from '@/lib/api/home';

type State =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added'; count: number }
  | { kind: 'failed'; message: string };

/**
 * Add all to favourite for the previously-bought block: one putItemsToFavorite call (all or none
 * on the server); on success the block turns into an "Added" confirmation with a way to the
 * favourites, and the page's data is refreshed so the cards' hearts follow.
 */
export function PreviouslyBoughtActions({
  productIds,
  canFavorite,
  canListFavorites,
  titleId,
  children,
}: {
  productIds: readonly string[];
  canFavorite: boolean;
  canListFavorites: boolean;
  titleId: string;
  children: ReactNode;
}) {
  const t = useTranslations('homePage');
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind === 'added') confirmation.current?.focus();
  }, [state.kind]);

  async function addAll() {
    setState({ kind: 'adding' });
    try {
      const { putItemsToFavorite: result } = await browserRequest(HomeAddAllToFavoriteMutation, {
        itemUuids: [...productIds],
      });
      if (!result.success) {
        setState({ kind: 'failed', message: result.userErrors[0]?.message ?? t('addAllFailed') });
        return;
      }
      setState({ kind: 'added', count: result.productIds.length || productIds.length });
      router.refresh();
    } catch {
      setState({ kind: 'failed', message: t('addAllFailed') });
    }
  }

  if (state.kind === 'added') {
    return (
      <div data-testid="home-previously-bought-added" className="flex flex-col items-center gap-2 py-4 text-center">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10 text-red-600">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill="currentColor"
          />
        </svg>
        <h2 id={titleId} ref={confirmation} tabIndex={-1} className="font-bold text-lg text-neutral-900 outline-none">
          {t('addedTitle')}
        </h2>
        <p className="text-neutral-700 text-sm" role="status">
          {t('addedBody', { count: state.count })}
        </p>
        {canListFavorites ? (
          <Link
            href="/favorite"
            data-testid="home-go-to-favorites"
            className="mt-1 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-sm text-white hover:bg-brand-700"
          >
            {t('goToFavorites')}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <>
      {children}
      {canFavorite ? (
        <div className="mt-3">
          <button
            type="button"
            onClick={addAll}
            disabled={state.kind === 'adding'}
            aria-busy={state.kind === 'adding'}
            data-testid="home-add-all-to-favorite"
            className="min-h-11 w-full rounded-full border border-brand-600 px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:opacity-60"
          >
            {state.kind === 'adding' ? t('addingAllToFavorite') : t('addAllToFavorite')}
          </button>
          {state.kind === 'failed' ? (
            <p role="alert" className="mt-2 text-red-700 text-sm">
              {state.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
