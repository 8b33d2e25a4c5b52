import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/components/catalog/product-card';
import { SupplierLine } from '@/components/catalog/supplier-line';
import { useFormatMoney } from '@/lib/use-format-money';
import { PreviouslyBoughtActions } from './previously-bought-actions';
import { sectionAnchor } from './showcase';

/** How many rows the block lists; Add all to favourite takes every loaded product. */
const ROWS = 5;

export const PREVIOUSLY_BOUGHT_KEY = 'PREVIOUSLY_BOUGHT';

/**
 * Products the current store bought before (spec/foundations.md §2.4): a short list and Add all
 * to favourite (BUYER_FAVORITE_ITEM_ADD), after which the block becomes an "Added" confirmation.
 * Beside the showcases from 1024 px, its own block below; hidden when the store has bought nothing.
 */
export function PreviouslyBought({
  products,
  total,
  canFavorite,
  canListFavorites,
}: {
  products: readonly ProductCardData[];
  total: number;
  canFavorite: boolean;
  canListFavorites: boolean;
}) {
  const t = useTranslations('homePage');
  const formatMoney = useFormatMoney();
  if (products.length === 0) return null;
  const id = sectionAnchor(PREVIOUSLY_BOUGHT_KEY);
  const more = Math.max(0, total - ROWS);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid="home-previously-bought"
      className="scroll-mt-[100px] rounded-xl border border-neutral-200 bg-white p-4"
    >
      <PreviouslyBoughtActions
        productIds={products.map((p) => p.id)}
        canFavorite={canFavorite}
        canListFavorites={canListFavorites}
        titleId={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="font-bold text-lg text-neutral-900">
          {t('previouslyBoughtTitle')}
        </h2>
        <p className="mt-0.5 text-neutral-600 text-sm">{t('previouslyBoughtHint')}</p>
        <ul className="mt-3 divide-y divide-neutral-100">
          {products.slice(0, ROWS).map((product) => (
            <li key={product.id} data-testid="home-previously-bought-item" className="flex items-center gap-3 py-2">
              <span
                style={{ backgroundColor: pickPictureTint(product.imageUrl) }}
                className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg"
              >
                {product.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: small product pictures served by the API, sized to avoid layout shift
                  <img
                    src={product.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 object-contain"
                  />
                ) : null}
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  href={product.slug}
                  prefetch={false}
                  className="line-clamp-2 font-medium text-neutral-900 text-sm leading-snug hover:text-brand-700"
                >
                  {product.name}
                </Link>
                <SupplierLine supplier={product.supplier} />
                <span className="block text-neutral-700 text-xs">
                  {product.isExclusive || product.price === null ? (
                    t('exclusive')
                  ) : (
                    <>
                      <span className="font-semibold text-brand-800">{formatMoney(product.price)}</span>
                      {product.uomLocal?.name ? ` / ${product.uomLocal.name}` : null}
                    </>
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="mt-1 text-neutral-600 text-xs">{t('previouslyBoughtMore', { count: more })}</p>
        ) : null}
      </PreviouslyBoughtActions>
    </section>
  );
}
