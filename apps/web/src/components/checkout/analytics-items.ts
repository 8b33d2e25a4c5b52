import type { AnalyticsItem } from '@/lib/analytics';
import type { CheckoutCart } from './use-checkout-cart';

/** The orderable lines of a cart as analytics items (spec/trading.md §7). */
export function analyticsItems(cart: CheckoutCart): AnalyticsItem[] {
  return cart.cartSet.flatMap((group) =>
    group.items.map((line) => ({
      item_id: line.product.id,
      item_name: line.product.name,
      item_category: line.product.category?.name ?? null,
      item_brand: line.product.brand?.name ?? null,
      price: line.product.price ?? null,
      quantity: line.quantity,
    })),
  );
}
