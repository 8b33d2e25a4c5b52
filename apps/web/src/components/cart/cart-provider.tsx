'use client';

import { CART_BATCH_DEBOUNCE_MS } from '@chobep/domain/cart/commit-quantity';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type AnalyticsItem, track } from '@/lib/analytics';
import { browserRequest } from '@/lib/api/browser';
import { CartPutItemsMutation, CartSummaryQuery } from '@/lib/api/cart';
import { Toast } from '../catalog/toast';

/** What a quantity control tells the cart about its product. */
export interface CartProduct {
  id: string;
  name: string;
  supplierId: number;
  /** With VAT, for the analytics events. */
  price?: number | null;
  category?: string | null;
  brand?: string | null;
}

export interface CartContextValue {
  /** Signed in, with ORDER_PLACE and a chosen store: the cart can be read and written. */
  enabled: boolean;
  storeId: string | null;
  /** Products in the cart; null until the first answer. */
  count: number | null;
  quantityOf(productId: string): number;
  /** Shown at once; sent with the other changes of the next second in one cartPutItems. */
  setQuantity(product: CartProduct, quantity: number): void;
  /** Raised after every write the server confirmed: pages showing the whole cart read it again. */
  version: number;
  /** Reads the cart's count and quantities again (after an order, another tab's change). */
  refresh(): Promise<void>;
}

const Context = createContext<CartContextValue>({
  enabled: false,
  storeId: null,
  count: null,
  quantityOf: () => 0,
  setQuantity: () => {},
  version: 0,
  refresh: async () => {},
});

export function useCart(): CartContextValue {
  return useContext(Context);
}

const round3 = (q: number) => Math.round(q * 1000) / 1000;

/**
 * The store's cart as every page sees it (spec/trading.md §4 "Cart"): the count for the header and the
 * added-quantity map (product id → quantity, 3 decimals) that feeds every quantity control. Changes show at once and
 * are batched: everything committed within CART_BATCH_DEBOUNCE_MS goes in one cartPutItems, all or none; a refusal
 * puts the server's quantities back and says why. The server's cart is the truth: it is read on load and after
 * every write, so two tabs or two colleagues meet in the same cart.
 */
export function CartProvider({
  storeId,
  enabled,
  children,
}: {
  storeId: string | null;
  enabled: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('cart');
  const active = enabled && storeId !== null;
  const [count, setCount] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /** What the server last said, to put back when a write is refused. */
  const confirmed = useRef(new Map<string, number>());
  const pending = useRef(new Map<string, { product: CartProduct; quantity: number; before: number }>());
  const timer = useRef<number | null>(null);

  const refresh = useCallback(async () => {
    if (!active || !storeId) return;
    try {
      const data = await browserRequest(CartSummaryQuery, { storeId });
      const map = new Map(data.cart.addedProducts.map((a) => [a.productId, round3(a.quantity)]));
      confirmed.current = new Map(map);
      // Changes still waiting to be sent stay as the buyer made them.
      for (const [id, p] of pending.current) map.set(id, p.quantity);
      setQuantities(map);
      setCount(data.cart.count);
    } catch {
      // The count stays unknown; the next write or page load tries again.
    }
  }, [active, storeId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const flush = useCallback(async () => {
    timer.current = null;
    if (!storeId || pending.current.size === 0) return;
    const batch = [...pending.current.values()];
    pending.current.clear();
    const items = batch.map((b) => ({
      supplierId: b.product.supplierId,
      productId: b.product.id,
      quantity: b.quantity,
    }));
    try {
      const data = await browserRequest(CartPutItemsMutation, { storeId, items });
      const answer = data.cartPutItems;
      if (!answer.success) {
        setError(answer.userErrors[0]?.message ?? t('updateFailed'));
        setQuantities((current) => {
          const next = new Map(current);
          for (const b of batch)
            if (!pending.current.has(b.product.id)) next.set(b.product.id, confirmed.current.get(b.product.id) ?? 0);
          return next;
        });
        return;
      }
      for (const c of answer.changed) confirmed.current.set(c.productId, round3(c.quantity));
      setQuantities((current) => {
        const next = new Map(current);
        for (const c of answer.changed)
          if (!pending.current.has(c.productId)) next.set(c.productId, round3(c.quantity));
        return next;
      });
      setCount(answer.count);
      setVersion((v) => v + 1);
      for (const b of batch) {
        const delta = b.quantity - b.before;
        if (delta === 0) continue;
        const item: AnalyticsItem = {
          item_id: b.product.id,
          item_name: b.product.name,
          item_category: b.product.category ?? null,
          item_brand: b.product.brand ?? null,
          price: b.product.price ?? null,
          quantity: Math.abs(delta),
        };
        track({
          event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
          ecommerce: { currency: 'VND', value: Math.round((b.product.price ?? 0) * Math.abs(delta)), items: [item] },
        });
      }
    } catch {
      setError(t('updateFailed'));
      setQuantities((current) => {
        const next = new Map(current);
        for (const b of batch)
          if (!pending.current.has(b.product.id)) next.set(b.product.id, confirmed.current.get(b.product.id) ?? 0);
        return next;
      });
    }
  }, [storeId, t]);

  const setQuantity = useCallback(
    (product: CartProduct, quantity: number) => {
      if (!active) return;
      const before = pending.current.get(product.id)?.before ?? confirmed.current.get(product.id) ?? 0;
      pending.current.set(product.id, { product, quantity, before });
      setQuantities((current) => new Map(current).set(product.id, quantity));
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), CART_BATCH_DEBOUNCE_MS);
    },
    [active, flush],
  );

  // A change still waiting when the page goes away is sent at once (the control does the same for its own wait).
  useEffect(() => {
    const now = () => {
      if (timer.current !== null) {
        window.clearTimeout(timer.current);
        void flush();
      }
    };
    window.addEventListener('pagehide', now);
    return () => {
      window.removeEventListener('pagehide', now);
      now();
    };
  }, [flush]);

  const clearError = useCallback(() => setError(null), []);
  const value = useMemo<CartContextValue>(
    () => ({
      enabled: active,
      storeId,
      count,
      quantityOf: (id) => quantities.get(id) ?? 0,
      setQuantity,
      version,
      refresh,
    }),
    [active, storeId, count, quantities, setQuantity, version, refresh],
  );
  return (
    <Context.Provider value={value}>
      {children}
      <Toast message={error} tone="error" onDone={clearError} />
    </Context.Provider>
  );
}
