import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormatMoney } from '@/lib/use-format-money';

interface PricedProduct {
  price: number | null;
  originalPrice: number | null;
  baseUomPrice: number | null;
  baseUom: { code: string; name: string } | null;
  uomLocal: { code: string; name: string } | null;
  uom: string;
}

/**
 * Sale price, struck-through original price, per-unit price with a tooltip and the VAT line
 * (spec/trading.md §2). Prices arrive with VAT from the API; nothing is computed here.
 */
export function PriceBlock({ product, size = 'card' }: { product: PricedProduct; size?: 'card' | 'page' }) {
  const t = useTranslations('catalog');
  const tipId = useId();
  const formatMoney = useFormatMoney();
  if (product.price === null) return null;
  const onSale = product.originalPrice !== null && product.originalPrice > product.price;
  const unitName = product.uomLocal?.name ?? product.uom;
  return (
    // On a card the tooltip spans the price block (relative here), so it stays inside the card, which clips.
    <div data-testid="price-block" className={`flex flex-col gap-0.5 ${size === 'card' ? 'relative' : ''}`}>
      {/* A price, not a paragraph: a bold <p> above smaller ones reads as a heading made of a paragraph. */}
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span
          data-testid="price"
          className={`font-bold text-brand-700 ${size === 'page' ? 'text-2xl md:text-3xl' : 'text-base'}`}
        >
          <span className="whitespace-nowrap">{formatMoney(product.price)}</span>
          {/* The unit is one block: it stays beside the amount when both fit, else goes whole to the next line
              ("2.400.840 đ" / "/Thùng giấy" on a phone card), and wraps inside only when longer than the line.
              Never cut. */}
          <wbr />
          <span
            data-testid="price-unit"
            className="inline-block max-w-full font-normal text-neutral-500 text-xs [overflow-wrap:anywhere]"
          >
            /{unitName}
          </span>
        </span>
        {onSale ? (
          <s data-testid="original-price" className="text-neutral-500 text-sm">
            <span className="sr-only">{t('originalPrice')} </span>
            {formatMoney(product.originalPrice as number)}
          </s>
        ) : null}
      </div>
      {product.baseUomPrice !== null && product.baseUom ? (
        <p className={`group w-fit text-neutral-600 text-xs ${size === 'card' ? '' : 'relative'}`}>
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip must be reachable by keyboard
            tabIndex={0}
            aria-describedby={tipId}
            data-testid="unit-price"
            className="cursor-help underline decoration-dotted underline-offset-2"
          >
            {t('perUnitPrice', { price: formatMoney(product.baseUomPrice), unit: product.baseUom.name })}
          </span>
          <span
            id={tipId}
            role="tooltip"
            className={`invisible absolute bottom-full z-20 mb-1 ${size === 'card' ? 'inset-x-0' : 'left-0 w-56'} rounded-lg bg-neutral-900 p-2 text-white text-xs opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100`}
          >
            {t('perUnitPriceTip', { unit: product.baseUom.name })}
          </span>
        </p>
      ) : null}
      <p className="text-neutral-500 text-xs">{t('vatIncluded')}</p>
    </div>
  );
}
