'use client';

import { RECOMMENDATION_MAX_QUANTITY } from '@chobep/domain/cart/commit-quantity';
import { RECOMMENDATION_POPUP_SIZE } from '@chobep/domain/content/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { RecommendationPopupCartQuery, RecommendationPopupProductsQuery } from '@/lib/api/catalog';
import { useExclusiveDialog } from '@/lib/exclusive-dialog';
import { SESSION_STORAGE_KEYS } from '@/lib/storage-keys';
import { useCart } from '../cart/cart-provider';
import { ProductCard, type ProductCardData } from '../catalog/product-card';

/** Called by the store dialog's launcher before the page reloads: the next page offers this store's products. */
export function offerRecommendationsFor(storeId: string): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.recommendationPopupStore, storeId);
  } catch (error) {
    console.error('Could not store the new store for its recommendations', error);
  }
}

/** The store waiting for its recommendations, removed as it is read: the popup is offered once. */
function takeOfferedStore(): string | null {
  try {
    const storeId = sessionStorage.getItem(SESSION_STORAGE_KEYS.recommendationPopupStore);
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.recommendationPopupStore);
    return storeId;
  } catch {
    return null;
  }
}

/**
 * The recommendation popup (spec/foundations.md §4): after the store dialog created a store — which then became the
 * current one — the page offers, once, the store's recommended products (size 10) to put in its cart, if there are
 * any and the user may fill a cart. One dialog at a time (`useExclusiveDialog`): it is the answer to the person's
 * Finish, so a `user` dialog — it waits for a dialog that must be answered and never opens over another one.
 */
export function RecommendationPopupHost({ storeName, pending }: { storeName: string | null; pending: boolean }) {
  const cart = useCart();
  const [products, setProducts] = useState<ProductCardData[] | null>(null);
  const [closed, setClosed] = useState(false);
  /** Read once per page, whatever the effect's re-runs. */
  const offered = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (offered.current === undefined) offered.current = takeOfferedStore();
    if (!offered.current || offered.current !== cart.storeId || !cart.enabled) return;
    let live = true;
    browserRequest(RecommendationPopupProductsQuery, { size: RECOMMENDATION_POPUP_SIZE })
      .then((res) => {
        if (live && res.recommendedProducts.length > 0) setProducts(res.recommendedProducts);
      })
      // Nothing to offer when they cannot be read: the page goes on without the popup.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [cart.storeId, cart.enabled]);

  const open = useExclusiveDialog('recommendation', 'user', products !== null && !closed);
  if (!products || !cart.storeId) return null;
  return (
    <RecommendationPopup
      open={open}
      storeId={cart.storeId}
      storeName={storeName}
      pending={pending}
      products={products}
      onClose={() => setClosed(true)}
    />
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
      <path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Whether the store's cart has items in its first set (supplier group), read again after every confirmed write. */
function useFirstSetHasItems(storeId: string, active: boolean): boolean {
  const { version } = useCart();
  const [hasItems, setHasItems] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version names a confirmed cart write.
  useEffect(() => {
    if (!active) return;
    let live = true;
    browserRequest(RecommendationPopupCartQuery, { storeId })
      .then((res) => {
        if (live) setHasItems((res.cart.cartSet[0]?.items.length ?? 0) > 0);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [storeId, active, version]);
  return hasItems;
}

/**
 * The popup itself: up to 10 product cards with the cart's quantity control capped at 100 (spec/foundations.md §9,
 * width 1096), closed by its close button or Escape; View cart, shown once the cart's first set has items, closes it
 * and opens checkout step 1 (a client navigation, so a change still waiting in the cart's batch is sent).
 */
export function RecommendationPopup({
  open,
  storeId,
  storeName,
  pending,
  products,
  onClose,
}: {
  open: boolean;
  storeId: string;
  storeName: string | null;
  pending: boolean;
  products: readonly ProductCardData[];
  onClose: () => void;
}) {
  const t = useTranslations('recommendationPopup');
  const router = useRouter();
  const hasItems = useFirstSetHasItems(storeId, open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="recommendation-popup"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-[1096px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)]"
        >
          <header className="flex items-start gap-3 border-neutral-200 border-b px-4 py-3 sm:px-6 sm:py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-semibold text-lg text-neutral-900 sm:text-xl">{t('title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-neutral-600 text-sm">
                {storeName ? t('intro', { store: storeName }) : t('introNoName')}
                {pending ? <span className="mt-1 block text-amber-900">{t('pendingNote')}</span> : null}
              </Dialog.Description>
            </div>
            <Dialog.Close
              data-testid="recommendation-close"
              aria-label={t('close')}
              className="-mr-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3 sm:px-6 sm:py-4">
            <ul
              aria-label={t('listLabel')}
              data-testid="recommendation-products"
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 lg:grid-cols-5"
            >
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} maxQuantity={RECOMMENDATION_MAX_QUANTITY} />
                </li>
              ))}
            </ul>
          </div>
          {hasItems ? (
            <footer className="flex justify-end border-neutral-200 border-t px-4 py-3 sm:px-6">
              <button
                type="button"
                data-testid="recommendation-view-cart"
                onClick={() => {
                  onClose();
                  router.push('/checkout');
                }}
                className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 sm:w-auto"
              >
                {t('viewCart')}
              </button>
            </footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
