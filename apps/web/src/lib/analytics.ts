/**
 * Analytics events (spec/trading.md §7: items with item_id, name, category, brand, price, quantity; shipping tier
 * GROUND; payment type) pushed to `window.dataLayer`, the array a tag manager reads. Nothing is sent from here:
 * without a tag manager on the page the array is all there is, which keeps the app free of third-party scripts.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string | null;
  item_brand?: string | null;
  price?: number | null;
  quantity: number;
}

export type AnalyticsEvent =
  | { event: 'add_to_cart' | 'remove_from_cart'; ecommerce: { currency: 'VND'; value: number; items: AnalyticsItem[] } }
  | { event: 'begin_checkout'; ecommerce: { currency: 'VND'; value: number; items: AnalyticsItem[] } }
  | {
      event: 'add_shipping_info';
      ecommerce: { currency: 'VND'; value: number; shipping_tier: 'GROUND'; items: AnalyticsItem[] };
    }
  | {
      event: 'add_payment_info';
      ecommerce: { currency: 'VND'; value: number; payment_type: string; items: AnalyticsItem[] };
    }
  | {
      event: 'purchase';
      ecommerce: { currency: 'VND'; value: number; transaction_id: string; shipping: number; items: AnalyticsItem[] };
    };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4 convention: clear the previous ecommerce object so its fields do not leak into this event.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}
