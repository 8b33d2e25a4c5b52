'use client';

import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import { useTranslations } from 'next-intl';
import { useFormatMoney } from '@/lib/use-format-money';
import { ProductQuantity } from '../cart/product-quantity';
import { UnitLine } from '../catalog/unit-line';
import type { CheckoutLine } from './use-checkout-cart';

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One line of the cart: picture and name (links to the product), unit, unit price with VAT, the company's note on the
 * product, the quantity control, the amount and a remove button. A line that cannot be ordered shows why instead of
 * the control.
 */
export function CartLine({
  line,
  supplierId,
  removing,
  onRemove,
}: {
  line: CheckoutLine;
  supplierId: number;
  removing: boolean;
  onRemove: () => void;
}) {
  const t = useTranslations('checkout');
  const money = useFormatMoney();
  const { product } = line;
  const unit = product.uomLocal?.name ?? product.uom;
  const reason = line.unavailableReason as 'EXCLUSIVE' | 'NOT_AVAILABLE' | 'OUT_OF_STOCK' | null;
  return (
    <li
      data-testid="cart-line"
      data-product-id={product.id}
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-2 py-4 sm:grid-cols-[4.5rem_minmax(0,1fr)_auto]"
    >
      <div>
        {product.imageUrl ? (
          // biome-ignore lint/performance/noImgElement: the API serves sized pictures (as on product cards)
          <img
            src={product.imageUrl}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
            style={{ backgroundColor: pickPictureTint(product.imageUrl) }}
            className="size-16 rounded-lg object-contain p-1 sm:size-18"
          />
        ) : (
          <span className="block size-16 rounded-lg bg-neutral-100 sm:size-18" />
        )}
      </div>
      <div className="min-w-0">
        <a
          href={product.slug}
          data-soft-link=""
          data-testid="cart-line-name"
          className="line-clamp-2 font-medium text-neutral-900 hover:text-brand-700 hover:underline"
        >
          {product.name}
        </a>
        <UnitLine product={product} className="mt-0.5 text-neutral-600 text-xs" />
        {product.price !== null ? (
          <p className="mt-0.5 text-neutral-700 text-sm">
            <span className="sr-only">{t('line.unitPrice')}: </span>
            <span data-testid="cart-line-price">{t('line.perUnit', { price: money(product.price), unit })}</span>
          </p>
        ) : null}
        {product.note ? (
          <p data-testid="cart-line-note" className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-amber-950 text-xs">
            {t('line.note', { note: product.note })}
          </p>
        ) : null}
        {reason ? (
          <p data-testid="cart-line-reason" className="mt-1 font-medium text-red-700 text-sm">
            {t(`unavailable.${reason}`)}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:flex-nowrap sm:justify-end">
        {reason ? null : (
          <ProductQuantity
            product={{
              id: product.id,
              name: product.name,
              supplierId,
              price: product.price,
              category: product.category?.name ?? null,
              brand: product.brand?.name ?? null,
            }}
            allowDecimal={product.allowDecimal}
            minQuantity={product.minQuantity}
            size="line"
          />
        )}
        <div className="flex items-center gap-2">
          {reason ? null : (
            <p className="min-w-24 text-right">
              <span className="sr-only">{t('line.amount')}: </span>
              <span data-testid="cart-line-amount" className="font-semibold text-neutral-900 tabular-nums">
                {money(line.amount)}
              </span>
            </p>
          )}
          <button
            type="button"
            data-testid="cart-line-remove"
            aria-label={t('line.removeLabel', { name: product.name })}
            disabled={removing}
            onClick={onRemove}
            className="flex size-11 items-center justify-center rounded-full text-neutral-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
          >
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
