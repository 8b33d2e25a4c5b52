import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import { useLocale, useTranslations } from 'next-intl';
import type { ProductCardFields } from '@/lib/api/catalog-fragments';
import type { ResultOf } from '@/lib/api/graphql';
import { ProductQuantity } from '../cart/product-quantity';
import { TalkToSales } from '../platform/talk-to-sales';
import { FavoriteToggle } from './favorite-toggle';
import { PriceBlock } from './price-block';
import { ProductNote } from './product-note';
import { SupplierLine } from './supplier-line';
import { UnitLine } from './unit-line';

export type ProductCardData = ResultOf<typeof ProductCardFields>;

/**
 * The product card of every list (spec/trading.md §2 "Product card"). It renders on the server
 * and in the browser alike; the favourite toggle and the note are the only client islands. Its links
 * are plain `<a data-soft-link>` (client navigation through SoftLinks), not next/link components.
 * The quantity control (cart) is a client island too.
 */
export function ProductCard({
  product,
  priority = false,
  maxQuantity,
}: {
  product: ProductCardData;
  priority?: boolean;
  /** A lower cap for the quantity control than the cart's own (the recommendation popup's 100). */
  maxQuantity?: number;
}) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const tagImage =
    locale === 'en' ? (product.tagImageEn ?? product.tagImageVn) : (product.tagImageVn ?? product.tagImageEn);
  const onSale = product.savingPercent > 0 && product.originalPrice !== null;
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white transition hover:shadow-md"
    >
      {/* The card clips its corners (overflow hidden): the picture link's focus ring is drawn inside it. */}
      <a
        href={product.slug}
        data-soft-link=""
        className="relative block aspect-square overflow-hidden bg-neutral-50 focus-visible:outline-offset-[-3px]"
      >
        {product.imageUrl ? (
          // Plain img: the API already serves sized images, and the card must render in client lists too.
          // biome-ignore lint/performance/noImgElement: see above
          <img
            src={product.imageUrl}
            alt={product.name}
            width={320}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            // The picture's own tint until it arrives: a lazy picture is never an empty white box.
            style={{ backgroundColor: pickPictureTint(product.imageUrl) }}
            className="h-full w-full object-contain p-3 transition duration-300 group-hover:scale-105"
          />
        ) : null}
        {tagImage ? (
          // biome-ignore lint/performance/noImgElement: a small badge picture
          <img
            src={tagImage}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            data-testid="tag-image"
            className="absolute top-2 left-2 h-10 w-10 md:h-12 md:w-12"
          />
        ) : null}
      </a>
      {onSale ? (
        <span
          data-testid="saving-badge"
          className="absolute top-2 right-12 rounded-full bg-red-600 px-2 py-0.5 font-bold text-white text-xs"
        >
          −{product.savingPercent}%
        </span>
      ) : null}
      <div className="absolute top-2 right-2">
        <FavoriteToggle productId={product.id} productName={product.name} initial={product.isFavorite} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="font-medium text-neutral-900 text-sm leading-snug">
          <a
            href={product.slug}
            data-soft-link=""
            title={product.name}
            className="line-clamp-2 min-h-[2.5em] hover:text-brand-700"
          >
            {product.name}
          </a>
        </h3>
        <SupplierLine supplier={product.supplier} />
        <UnitLine product={product} />
        {/* data-keep-clear: the floating help button steps aside while a card's price and controls pass under it. */}
        <div data-keep-clear="" className="mt-auto flex flex-col gap-1.5">
          {product.isExclusive ? (
            <div data-testid="exclusive" className="flex flex-col gap-1">
              <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs">
                {t('exclusive')}
              </span>
              <p className="text-neutral-600 text-xs">{t('exclusiveText')}</p>
              <TalkToSales productId={product.id} productName={product.name} variant="card" />
            </div>
          ) : (
            <>
              {onSale ? <span className="sr-only">{t('savingBadge', { percent: product.savingPercent })}</span> : null}
              <PriceBlock product={product} />
              {!product.inStock ? (
                <p data-testid="out-of-stock" className="font-semibold text-red-700 text-xs">
                  {t('outOfStock')}
                </p>
              ) : !product.allowPurchase ? (
                <p data-testid="not-purchasable" className="font-semibold text-red-700 text-xs">
                  {t('notPurchasable')}
                </p>
              ) : null}
              {product.allowAddToCart && product.supplier ? (
                <ProductQuantity
                  product={{
                    id: product.id,
                    name: product.name,
                    supplierId: product.supplier.id,
                    price: product.price,
                  }}
                  allowDecimal={product.allowDecimal}
                  minQuantity={product.minQuantity}
                  maxQuantity={maxQuantity}
                />
              ) : null}
            </>
          )}
          <ProductNote productId={product.id} productName={product.name} initial={product.note} />
        </div>
      </div>
    </article>
  );
}
