'use client';

import { DEFAULT_MAX_QUANTITY, quantityRules } from '@chobep/domain/cart/commit-quantity';
import { useRouter } from 'next/navigation';
import { useCatalogViewer } from '../catalog/catalog-viewer';
import { useSignInHref } from '../catalog/use-sign-in-href';
import { type CartProduct, useCart } from './cart-provider';
import { QuantityControl, type QuantityControlSize } from './quantity-control';

/**
 * The quantity control of a product wherever it can be added (cards, the product page, cart lines): its value is the
 * cart's quantity of the product, its changes go to the cart. Visitors are sent to sign-in and back; signed-in users
 * without ORDER_PLACE do not see it (spec/trading.md §6).
 */
export function ProductQuantity({
  product,
  allowDecimal,
  minQuantity,
  maxQuantity = DEFAULT_MAX_QUANTITY,
  size = 'card',
  disabled = false,
}: {
  product: CartProduct;
  allowDecimal: boolean;
  minQuantity?: number | null;
  maxQuantity?: number;
  size?: QuantityControlSize;
  disabled?: boolean;
}) {
  const viewer = useCatalogViewer();
  const cart = useCart();
  const router = useRouter();
  const signInHref = useSignInHref();
  if (!viewer.canOrder) return null;
  return (
    <div data-testid="quantity" data-product-id={product.id}>
      <QuantityControl
        productId={product.id}
        productName={product.name}
        value={viewer.signedIn ? cart.quantityOf(product.id) : 0}
        rules={quantityRules({ allowDecimal, min: minQuantity ?? null, max: maxQuantity })}
        onCommit={(quantity) => cart.setQuantity(product, quantity)}
        signedIn={viewer.signedIn && cart.enabled}
        onRequireSignIn={() => router.push(viewer.signedIn ? '/change-store' : signInHref)}
        disabled={disabled}
        size={size}
      />
    </div>
  );
}
