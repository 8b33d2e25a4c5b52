import { brandPath, toNfc } from '@chobep/domain';
import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ClaimsBand } from '@/components/content/claims-band';
import { ContactBand } from '@/components/content/contact-band';
import { DeliveryFacts } from '@/components/content/delivery-facts';
import { collectionPageJsonLd } from '@/components/content/landing-json-ld';
import { marketHref } from '@/components/content/landing-links';
import { landingMetadata, landingUrl } from '@/components/content/landing-metadata';
import { LandingProducts } from '@/components/content/landing-products';
import {
  DataNotice,
  LandingHero,
  LandingSection,
  PRIMARY_BUTTON,
  SeeAllLink,
  ValuePoints,
} from '@/components/content/landing-ui';
import { JsonLd } from '@/components/platform/json-ld';
import { LandingOwnBrandLookupQuery, LandingOwnBrandQuery, orNull } from '@/lib/api/content-pages';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

const PATH = '/thuong-hieu-cho-bep';
/** Our own brand, as the catalogue names it; its id is looked up (it is data, not code). */
const OWN_BRAND_NAME = 'Chợ Bếp Fresh';
const PRODUCTS_SHOWN = 10;

const sameName = (name: string) => toNfc(name).trim() === OWN_BRAND_NAME;

/** The brand's id and the delivery terms of its supplier (our own), once per request. */
const lookupOwnBrand = cache(async () => {
  const lookup = await serverRequest(LandingOwnBrandLookupQuery);
  const brand = lookup.brands.flatMap((group) => group.data).find((b) => sameName(b.name)) ?? null;
  const supplier = lookup.suppliers.data.find((s) => sameName(s.name)) ?? null;
  return { brandId: brand?.id ?? null, supplier };
});

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata(PATH, 'landing.ownBrand', { brand: OWN_BRAND_NAME });
}

/** The product's own brand (spec/trading.md §2): Chợ Bếp Fresh, its products and delivery terms. */
export default async function OwnBrandPage() {
  const [t, tl, { locale }, origin, lookup] = await Promise.all([
    getTranslations('landing.ownBrand'),
    getTranslations('landing'),
    getRequestContext(),
    siteOrigin(),
    orNull(lookupOwnBrand(), 'own-brand lookup'),
  ]);
  const data =
    lookup?.brandId != null
      ? await orNull(
          serverRequest(LandingOwnBrandQuery, { brandId: lookup.brandId, size: PRODUCTS_SHOWN }),
          'own brand',
        )
      : null;
  const brand = data?.brand ?? null;
  const available = brand !== null && brand.status === 'ACTIVE';
  const name = brand?.name ?? OWN_BRAND_NAME;
  const products = available ? (data?.productSearch.data ?? []) : [];
  const categories = (data?.productSearch.aggregation?.categories ?? []).flatMap((c) =>
    c.category ? [{ ...c.category, count: c.count }] : [],
  );
  const brandPage = brand ? brandPath(brand.name, brand.id, locale) : null;
  // Failed to load (null lookup or data) is not the same as a brand that is gone.
  const failed = lookup === null || (lookup.brandId !== null && data === null);

  return (
    <>
      <JsonLd
        data={{
          ...collectionPageJsonLd({
            origin,
            url: landingUrl(origin, PATH, locale),
            name: t('metaTitle', { brand: name }),
            description: t('metaDescription', { brand: name }),
            products,
          }),
          about: {
            '@type': 'Brand',
            name,
            ...(brand?.description ? { description: brand.description } : {}),
            ...(brandPage ? { url: `${origin}${brandPage}` } : {}),
          },
        }}
      />
      <LandingHero
        id="own-brand-title"
        eyebrow={t('eyebrow')}
        title={name}
        lead={t('lead')}
        actions={
          available && brandPage ? (
            <Link href={brandPage} className={PRIMARY_BUTTON}>
              {t('primaryCta', { brand: name })}
            </Link>
          ) : null
        }
        aside={
          brand?.imageUrl ? (
            <div className="flex aspect-square items-center justify-center rounded-3xl bg-white p-12 shadow-sm ring-1 ring-brand-100">
              {/* biome-ignore lint/performance/noImgElement: same-origin brand picture */}
              <img
                src={brand.imageUrl}
                alt=""
                width={240}
                height={240}
                style={{ backgroundColor: pickPictureTint(brand.imageUrl) }}
                className="h-full w-full rounded-2xl object-contain"
              />
            </div>
          ) : null
        }
      />
      <ClaimsBand />
      {lookup?.supplier ? (
        <LandingSection
          id="own-brand-delivery"
          testId="own-brand-delivery"
          tone="tinted"
          title={t('deliveryTitle', { brand: name })}
        >
          <DeliveryFacts supplier={lookup.supplier} size="large" />
        </LandingSection>
      ) : null}
      <LandingSection
        id="own-brand-products"
        title={t('productsTitle', { brand: name })}
        intro={brand?.description ?? undefined}
        action={
          available && brandPage ? (
            <SeeAllLink
              href={brandPage}
              label={tl('seeAll')}
              srLabel={tl('seeAllOf', { title: t('productsTitle', { brand: name }) })}
            />
          ) : null
        }
      >
        {failed ? (
          <DataNotice>{tl('loadFailed')}</DataNotice>
        ) : available ? (
          <LandingProducts products={products} />
        ) : (
          <p data-testid="brand-unavailable" className="rounded-xl bg-neutral-100 p-4 font-medium text-neutral-800">
            {t('unavailable')}
          </p>
        )}
      </LandingSection>
      {available && brand && categories.length > 0 ? (
        <LandingSection
          id="own-brand-categories"
          testId="own-brand-categories"
          tone="tinted"
          title={t('categoriesTitle', { brand: name })}
        >
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={marketHref({ brandIds: [brand.id], categoryIds: [category.id] })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 text-sm hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="font-medium text-neutral-900">{category.name}</span>
                  <span className="text-neutral-600">{tl('productCount', { count: category.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </LandingSection>
      ) : null}
      <LandingSection id="own-brand-points" title={t('pointsTitle', { brand: name })}>
        <ValuePoints
          points={[
            { icon: 'leaf', title: t('points.source.title'), body: t('points.source.body') },
            { icon: 'box', title: t('points.consistent.title'), body: t('points.consistent.body') },
            { icon: 'tag', title: t('points.price.title'), body: t('points.price.body') },
            { icon: 'clock', title: t('points.fast.title'), body: t('points.fast.body') },
          ]}
        />
      </LandingSection>
      <ContactBand />
    </>
  );
}
