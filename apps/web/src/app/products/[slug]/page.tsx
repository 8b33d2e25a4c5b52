import { chooseWeightNote } from '@chobep/domain/catalog/choose-weight-note';
import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import { FREE_DELIVERY_THRESHOLD } from '@chobep/domain/platform/constants';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache, Suspense } from 'react';
import { preload } from 'react-dom';
import { ProductQuantity } from '@/components/cart/product-quantity';
import { AgeCheck } from '@/components/catalog/age-check';
import { FavoriteToggle } from '@/components/catalog/favorite-toggle';
import { PriceBlock } from '@/components/catalog/price-block';
import { OtherOffers } from '@/components/catalog/product/other-offers';
import { ProductDescription } from '@/components/catalog/product/product-description';
import { RelatedProducts } from '@/components/catalog/product/related-products';
import { ProductNote } from '@/components/catalog/product-note';
import { SupplierLine } from '@/components/catalog/supplier-line';
import { UnitLine } from '@/components/catalog/unit-line';
import { JsonLd } from '@/components/platform/json-ld';
import { TalkToSales } from '@/components/platform/talk-to-sales';
import { ProductPageQuery } from '@/lib/api/product';
import { serverRequest } from '@/lib/api/server';
import { formatMoney } from '@/lib/format';
import { localisedPath } from '@/lib/paths';
import { siteOrigin } from '@/lib/site-origin';

type Params = Promise<{ slug: string }>;

/** The slug ends with the supplier's internal code (productPath in @chobep/domain). */
function codeOf(slug: string): string | null {
  const code = decodeURIComponent(slug).split('-').pop() ?? '';
  return /^[a-z0-9]{1,64}$/i.test(code) ? code : null;
}

const load = cache(async (slug: string) => {
  const code = codeOf(slug);
  if (!code) return null;
  return (await serverRequest(ProductPageQuery, { code })).productBySupplierInternalCode;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ slug }, t] = await Promise.all([params, getTranslations('productPage')]);
  const product = await load(slug);
  if (!product) return { title: t('notFound') };
  const description =
    product.description?.slice(0, 160) ??
    t('metaDescription', { name: product.name, supplier: product.supplier?.name ?? '' });
  const images = product.imageUrl ? [{ url: product.imageUrl, alt: product.name }] : [];
  return {
    title: product.name,
    description,
    alternates: { canonical: product.slug },
    openGraph: { type: 'website', title: product.name, description, images },
    twitter: { card: images.length ? 'summary_large_image' : 'summary', title: product.name, description },
  };
}

const DETAIL_ROW = 'grid grid-cols-[8rem_1fr] gap-3 border-neutral-100 border-b py-2 text-sm';

/** /products/{slug}: the product page (spec/trading.md §2, §5 unit display). */
export default async function ProductPage({ params }: { params: Params }) {
  const [{ slug }, t, tListing, locale] = await Promise.all([
    params,
    getTranslations('productPage'),
    getTranslations('listing'),
    getLocale(),
  ]);
  const product = await load(slug);
  if (!product) notFound();
  const lang = locale === 'en' ? 'en' : 'vi';
  const canonicalPath = product.slug.split('?')[0] ?? product.slug;
  if (`/products/${decodeURIComponent(slug)}` !== canonicalPath) permanentRedirect(product.slug);

  const origin = await siteOrigin();
  const weightPriced = product.allowDecimal || product.uomLocal?.code === 'kg';
  const weightNote = chooseWeightNote(product.category);
  const fulfilment = product.supplier?.fulfillmentTime;
  const images = [product.imageUrl, ...product.medias.filter((m) => m.type === 'image').map((m) => m.url)].filter(
    (url): url is string => Boolean(url),
  );
  const crumbs = [
    { name: tListing('home'), path: '/' },
    ...(product.category?.parent
      ? [{ name: product.category.parent.name, path: `/${product.category.parent.slug}` }]
      : []),
    ...(product.category ? [{ name: product.category.name, path: `/${product.category.slug}` }] : []),
  ];

  // The main picture is the page's largest paint: fetched from the <head> on.
  if (images[0]) preload(images[0], { as: 'image', fetchPriority: 'high' });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:py-6">
      {product.ageRestricted ? <AgeCheck restricted /> : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          sku: product.supplierInternalCode,
          ...(images.length ? { image: images.map((url) => new URL(url, origin).toString()) } : {}),
          ...(product.description ? { description: product.description } : {}),
          ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
          ...(product.category ? { category: product.category.name } : {}),
          ...(product.price !== null && !product.isExclusive
            ? {
                offers: {
                  '@type': 'Offer',
                  url: new URL(product.slug, origin).toString(),
                  priceCurrency: 'VND',
                  price: product.price,
                  availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                  ...(product.supplier ? { seller: { '@type': 'Organization', name: product.supplier.name } } : {}),
                },
              }
            : {}),
        }}
      />
      <nav aria-label={tListing('breadcrumbs')} className="mb-4 text-neutral-600 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              <Link href={localisedPath(crumb.path, lang)} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <div>
          <div className="relative aspect-square overflow-hidden rounded-2xl border border-neutral-200 bg-neutral-50">
            {images[0] ? (
              // biome-ignore lint/performance/noImgElement: the API serves the sized image
              <img
                src={images[0]}
                alt={product.name}
                width={640}
                height={640}
                fetchPriority="high"
                style={{ backgroundColor: pickPictureTint(images[0]) }}
                className="h-full w-full object-contain p-6"
              />
            ) : null}
          </div>
          {images.length > 1 ? (
            <ul className="mt-3 flex gap-2 overflow-x-auto">
              {images.slice(1).map((url) => (
                <li key={url}>
                  {/* biome-ignore lint/performance/noImgElement: thumbnails */}
                  <img
                    src={url}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    style={{ backgroundColor: pickPictureTint(url) }}
                    className="h-18 w-18 rounded-lg border border-neutral-200 object-contain p-1"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              {product.brand ? (
                <Link
                  href={localisedPath(product.brand.slug, lang)}
                  className="font-semibold text-brand-700 text-sm hover:underline"
                >
                  {product.brand.name}
                </Link>
              ) : null}
              <h1 data-testid="product-name" className="font-bold text-2xl text-neutral-900 md:text-3xl">
                {product.name}
              </h1>
              <UnitLine product={product} className="mt-1 text-neutral-600 text-sm" />
              <SupplierLine supplier={product.supplier} className="mt-1 text-sm" />
            </div>
            {/* data-keep-clear (here and below): the floating help button steps aside while these pass under it. */}
            <div data-keep-clear="" data-testid="product-favorite" className="shrink-0">
              <FavoriteToggle productId={product.id} productName={product.name} initial={product.isFavorite} />
            </div>
          </div>

          {product.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag.code}>
                  <Link
                    href={localisedPath(`/${tag.code}`, lang)}
                    className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 font-medium text-brand-800 text-xs hover:bg-brand-100"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          {/* data-keep-clear: the floating help button steps aside while the price passes under it. */}
          <section aria-label={t('price')} data-keep-clear="" className="rounded-2xl bg-neutral-50 p-4">
            {product.isExclusive ? (
              <div data-testid="exclusive" className="flex flex-col gap-2">
                <span className="w-fit rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-sm">
                  {t('exclusive')}
                </span>
                <p className="text-neutral-700">{t('exclusiveText')}</p>
                <TalkToSales productId={product.id} productName={product.name} variant="page" />
              </div>
            ) : (
              <>
                <PriceBlock product={product} size="page" />
                {product.savingAmount > 0 ? (
                  <p data-testid="saving" className="mt-2 font-semibold text-red-700 text-sm">
                    {t('saving', { amount: formatMoney(product.savingAmount, lang), percent: product.savingPercent })}
                  </p>
                ) : null}
                {product.priceBeforeVat !== null && product.price !== null ? (
                  <p className="mt-1 text-neutral-500 text-xs">
                    {t('beforeVat', {
                      amount: formatMoney(product.priceBeforeVat, lang),
                      vat: formatMoney(product.price - product.priceBeforeVat, lang),
                    })}
                  </p>
                ) : null}
                {!product.inStock ? (
                  <p data-testid="out-of-stock" className="mt-2 font-semibold text-red-700">
                    {t('outOfStock')}
                  </p>
                ) : !product.allowPurchase ? (
                  <p data-testid="not-purchasable" className="mt-2 font-semibold text-red-700">
                    {t('notPurchasable')}
                  </p>
                ) : null}
                {product.allowAddToCart && product.supplier ? (
                  <div className="mt-4">
                    <ProductQuantity
                      product={{
                        id: product.id,
                        name: product.name,
                        supplierId: product.supplier.id,
                        price: product.price,
                        category: product.category?.name ?? null,
                        brand: product.brand?.name ?? null,
                      }}
                      allowDecimal={product.allowDecimal}
                      minQuantity={product.minQuantity}
                      size="page"
                    />
                  </div>
                ) : null}
              </>
            )}
          </section>

          <OtherOffers offers={product.otherOffers} />

          <ProductNote productId={product.id} productName={product.name} initial={product.note} variant="page" />

          {weightPriced ? (
            <section
              data-testid="weight-help"
              data-keep-clear=""
              data-note={weightNote}
              className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm"
            >
              <h2 className="font-semibold text-amber-900">{t('weightTitle')}</h2>
              <p className="mt-1 text-amber-900">{t(`weightBody.${weightNote}`)}</p>
            </section>
          ) : null}

          <section
            aria-labelledby="delivery-policy"
            data-testid="delivery-policy"
            data-keep-clear=""
            className="rounded-2xl border border-neutral-200 p-4 text-sm"
          >
            <h2 id="delivery-policy" className="font-semibold text-neutral-900">
              {t('deliveryTitle')}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-700">
              <li>{t('deliveryFree', { amount: formatMoney(FREE_DELIVERY_THRESHOLD, lang) })}</li>
              {fulfilment ? (
                <li>{t('deliveryTime', { hours: fulfilment.hoursToDelivery, cutoff: fulfilment.cutoffTime })}</li>
              ) : null}
              {product.supplier && product.supplier.moq > 0 ? (
                <li>
                  {t('deliveryMoq', {
                    amount: formatMoney(product.supplier.moq, lang),
                    supplier: product.supplier.name,
                  })}
                </li>
              ) : null}
              <li>{t('deliveryMerge')}</li>
            </ul>
          </section>
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="product-about">
          <h2 id="product-about" className="mb-3 font-bold text-neutral-900 text-xl">
            {t('about')}
          </h2>
          {product.description ? (
            <ProductDescription text={product.description} />
          ) : (
            <p className="text-neutral-600">{t('noDescription')}</p>
          )}
        </section>
        <section aria-labelledby="product-details">
          <h2 id="product-details" className="mb-3 font-bold text-neutral-900 text-xl">
            {t('details')}
          </h2>
          <dl data-testid="product-details">
            <div className={DETAIL_ROW}>
              <dt className="text-neutral-500">{t('code')}</dt>
              <dd>{product.supplierInternalCode}</dd>
            </div>
            {product.category ? (
              <div className={DETAIL_ROW}>
                <dt className="text-neutral-500">{t('category')}</dt>
                <dd>
                  <Link href={localisedPath(product.category.slug, lang)} className="text-brand-700 hover:underline">
                    {product.category.name}
                  </Link>
                </dd>
              </div>
            ) : null}
            {product.supplier ? (
              <div className={DETAIL_ROW}>
                <dt className="text-neutral-500">{t('supplier')}</dt>
                <dd>{product.supplier.name}</dd>
              </div>
            ) : null}
            {product.origin ? (
              <div className={DETAIL_ROW}>
                <dt className="text-neutral-500">{t('origin')}</dt>
                <dd>{product.origin.name}</dd>
              </div>
            ) : null}
            <div className={DETAIL_ROW}>
              <dt className="text-neutral-500">{t('preservation')}</dt>
              <dd>{tListing(`preservation.${product.preservation}`)}</dd>
            </div>
            {product.priceV2 ? (
              <div className={DETAIL_ROW}>
                <dt className="text-neutral-500">{t('vat')}</dt>
                <dd>{product.priceV2.vat}%</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <Suspense fallback={<div className="mt-10 h-80 animate-pulse rounded-2xl bg-neutral-50" />}>
        <RelatedProducts productId={product.id} />
      </Suspense>
    </div>
  );
}
