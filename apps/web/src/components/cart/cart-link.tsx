'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCart } from './cart-provider';

/** The header's cart: a link to /checkout with the number of products in the store's cart (spec §4 "Cart"). */
export function CartLink() {
  const t = useTranslations('cart');
  const { enabled, count } = useCart();
  if (!enabled) return null;
  const shown = count ?? 0;
  return (
    <Link
      href="/checkout"
      data-testid="cart-link"
      aria-label={t('cartLinkLabel', { count: shown })}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 20.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm9 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {shown > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center font-bold text-[11px] text-white leading-5"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </Link>
  );
}
