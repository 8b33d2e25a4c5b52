import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useFormatMoney } from '@/lib/use-format-money';

export interface OtherOffer {
  id: string;
  slug: string;
  price: number | null;
  uom: string;
  uomLocal: { code: string; name: string } | null;
  isExclusive: boolean;
  inStock: boolean;
  supplier: { id: number; name: string } | null;
}

/**
 * "Other suppliers" on the product page: the same item from other suppliers (Product.otherOffers, the cheapest
 * first), each a link to its own page with its supplier and price per unit. Hidden when there is none.
 */
export function OtherOffers({ offers }: { offers: readonly OtherOffer[] }) {
  const t = useTranslations('productPage');
  const tCatalog = useTranslations('catalog');
  const formatMoney = useFormatMoney();
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="other-offers"
      data-testid="other-offers"
      data-keep-clear=""
      className="rounded-2xl border border-neutral-200 p-4 text-sm"
    >
      <h2 id="other-offers" className="font-semibold text-neutral-900">
        {t('otherOffers')}
      </h2>
      <p className="mt-0.5 text-neutral-600 text-xs">{t('otherOffersHint')}</p>
      <ul className="mt-2 divide-y divide-neutral-100">
        {offers.map((offer) => (
          <li key={offer.id}>
            <Link
              href={offer.slug}
              data-testid="other-offer"
              className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-brand-700"
            >
              <span className="min-w-0 flex-1">
                <span data-testid="other-offer-supplier" className="block font-medium text-neutral-900">
                  {offer.supplier?.name}
                </span>
                {!offer.inStock ? (
                  <span className="block font-semibold text-red-700 text-xs">{tCatalog('outOfStock')}</span>
                ) : null}
              </span>
              <span data-testid="other-offer-price" className="shrink-0 text-right">
                {offer.isExclusive || offer.price === null ? (
                  <span className="font-semibold text-amber-900 text-xs">{t('otherOfferExclusive')}</span>
                ) : (
                  <>
                    <span className="whitespace-nowrap font-bold text-brand-700">{formatMoney(offer.price)}</span>
                    <wbr />
                    <span className="inline-block text-neutral-500 text-xs">/{offer.uomLocal?.name ?? offer.uom}</span>
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
