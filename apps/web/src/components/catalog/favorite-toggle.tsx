'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CatalogFavoriteAddMutation, CatalogFavoriteRemoveMutation } from '@/lib/api/catalog';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useCatalogViewer } from './catalog-viewer';
import { Toast } from './toast';
import { useSignInHref } from './use-sign-in-href';

/** Radix dialog code loads when the question is first asked. */
const ConfirmDialog = dynamic(() => import('./confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

const BUTTON =
  'flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-red-600 shadow-sm ring-1 ring-neutral-200 hover:bg-white';

/**
 * The card's favourite toggle (spec/trading.md §2, §4): visitors go to sign-in; buyers with
 * BUYER_FAVORITE_ITEM_ADD add at once and remove after a yes/no question; others do not see it.
 */
export function FavoriteToggle({
  productId,
  productName,
  initial,
  onChange,
}: {
  productId: string;
  productName: string;
  initial: boolean;
  onChange?: (isFavorite: boolean) => void;
}) {
  const t = useTranslations('catalog');
  const viewer = useCatalogViewer();
  const signInHref = useSignInHref();
  const router = useRouter();
  const pathname = usePathname();
  const [isFavorite, setFavorite] = useState(initial);
  const [asking, setAsking] = useState(false);
  const askedOnce = useOpenedOnce(asking);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);

  if (!viewer.signedIn) {
    return (
      <Link href={signInHref} prefetch={false} aria-label={t('favoriteAdd', { name: productName })} className={BUTTON}>
        <Heart filled={false} />
      </Link>
    );
  }
  if (!viewer.canFavorite) return null;

  async function write(next: boolean) {
    setBusy(true);
    try {
      const result = next
        ? (await browserRequest(CatalogFavoriteAddMutation, { productId })).favoritesAdd
        : (await browserRequest(CatalogFavoriteRemoveMutation, { productId })).favoritesRemove;
      if (!result.success) throw new Error(result.userErrors[0]?.message ?? 'favorite');
      setFavorite(result.isFavorite);
      onChange?.(result.isFavorite);
      // On the favourites page a removed product leaves the list.
      if (!result.isFavorite && pathname === '/favorite') router.refresh();
    } catch {
      setError(next ? t('favoriteAddFailed') : t('favoriteRemoveFailed'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <button
        type="button"
        data-testid="favorite-toggle"
        aria-pressed={isFavorite}
        aria-label={isFavorite ? t('favoriteRemove', { name: productName }) : t('favoriteAdd', { name: productName })}
        disabled={busy}
        onClick={() => (isFavorite ? setAsking(true) : write(true))}
        className={`${BUTTON} disabled:opacity-60`}
      >
        <Heart filled={isFavorite} />
      </button>
      {askedOnce ? (
        <ConfirmDialog
          open={asking}
          busy={busy}
          title={t('favoriteRemoveQuestion')}
          description={productName}
          onAnswer={(yes) => (yes ? write(false) : setAsking(false))}
        />
      ) : null}
      <Toast message={error} tone="error" onDone={clearError} />
    </>
  );
}
