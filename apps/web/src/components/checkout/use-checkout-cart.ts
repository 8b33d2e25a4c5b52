'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CheckoutCartQuery } from '@/lib/api/checkout';
import type { ResultOf } from '@/lib/api/graphql';
import { useCart } from '../cart/cart-provider';

export type CheckoutCart = ResultOf<typeof CheckoutCartQuery>['cart'];
export type CheckoutGroup = CheckoutCart['cartSet'][number];
export type CheckoutLine = CheckoutGroup['items'][number];

export interface UserErrorShape {
  field?: string | null;
  code: string;
  message: string;
}

/** What a cart mutation of the checkout answers: the whole cart after it, or why not. */
export interface CartAnswer {
  success: boolean;
  userErrors: readonly UserErrorShape[];
  cart: CheckoutCart | null;
}

export interface CheckoutCartState {
  storeId: string | null;
  cart: CheckoutCart | null;
  /** The first load failed (network, server): the page offers Try again. */
  failed: boolean;
  loading: boolean;
  reload(): Promise<void>;
  /**
   * Runs a cart mutation and takes the cart it answers; returns the first refusal's message (or null on success).
   * The header's count and the quantity controls are refreshed too.
   */
  mutate(run: () => Promise<CartAnswer>, fallback: string): Promise<string | null>;
}

const subscribeNothing = () => () => {};

/**
 * The store's whole cart for a checkout step, read on arrival and again whenever the cart provider confirms a write
 * (`useCart().version`: a quantity changed on this page or a line removed elsewhere in it). The server's cart is the
 * truth; every mutation of the steps answers the whole cart, which replaces the shown one.
 *
 * `initial`: the cart the server read for this page's HTML. Shown at once; when the component is being hydrated from
 * that HTML the cart is fresh and not read again on arrival. Mounted later (the router's cached page on Back, a
 * client navigation) it is shown while it is read again.
 */
export function useCheckoutCart(initial: CheckoutCart | null = null): CheckoutCartState {
  const { storeId, version, refresh } = useCart();
  // true only while React hydrates server HTML (the server snapshot), false in any render on the client alone.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const usable = initial !== null && initial.storeId === storeId ? initial : null;
  const [cart, setCart] = useState<CheckoutCart | null>(usable);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(usable === null);
  /** Answers of earlier reads that arrive late must not overwrite a later one. */
  const sequence = useRef(0);
  /** The server's cart of this very HTML needs no second read on arrival. */
  const skipFirstRead = useRef(usable !== null && hydrating);

  const reload = useCallback(async () => {
    if (!storeId) {
      setLoading(false);
      return;
    }
    const mine = ++sequence.current;
    setLoading(true);
    try {
      const data = await browserRequest(CheckoutCartQuery, { storeId });
      if (mine !== sequence.current) return;
      setCart(data.cart);
      setFailed(false);
    } catch {
      if (mine !== sequence.current) return;
      setFailed(true);
    } finally {
      if (mine === sequence.current) setLoading(false);
    }
  }, [storeId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the signal to read again
  useEffect(() => {
    if (skipFirstRead.current) {
      skipFirstRead.current = false;
      return;
    }
    void reload();
  }, [reload, version]);

  const mutate = useCallback(
    async (run: () => Promise<CartAnswer>, fallback: string): Promise<string | null> => {
      const mine = ++sequence.current;
      try {
        const answer = await run();
        if (answer.cart && mine === sequence.current) {
          setCart(answer.cart);
          setFailed(false);
          setLoading(false);
        }
        void refresh();
        if (!answer.success) return answer.userErrors[0]?.message ?? fallback;
        return null;
      } catch {
        return fallback;
      }
    },
    [refresh],
  );

  return { storeId, cart, failed, loading, reload, mutate };
}
