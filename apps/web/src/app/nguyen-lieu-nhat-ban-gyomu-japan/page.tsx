import { brandPath, FREE_DELIVERY_THRESHOLD } from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackToTop } from '@/components/content/back-to-top';
import { ClaimsBand } from '@/components/content/claims-band';
import { ContactBand } from '@/components/content/contact-band';
import { collectionPageJsonLd } from '@/components/content/landing-json-ld';
import { marketHref } from '@/components/content/landing-links';
import { landingMetadata, landingUrl } from '@/components/content/landing-metadata';
import { LandingProducts } from '@/components/content/landing-products';
import {
  DataNotice,
  HeroPictures,
  LandingHero,
  LandingSection,
  PRIMARY_BUTTON,
  SeeAllLink,
  StatList,
  ValuePoints,
} from '@/components/content/landing-ui';
import { JsonLd } from '@/components/platform/json-ld';
import { LandingJapaneseIngredientsQuery, orNull } from '@/lib/api/content-pages';
import { serverRequest } from '@/lib/api/server';
import { formatMoney } from '@/lib/format';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

const PATH = '/nguyen-lieu-nhat-ban-gyomu-japan';
/** The origin as the catalogue names it (the filter also accepts the English name). */
const JAPAN = 'Nhật Bản';
const PRODUCTS_SHOWN = 10;

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata(PATH, 'landing.japan');
}

/** Japanese ingredients (spec/trading.md §2): the products of origin Japan, by category and brand. */
export default async function JapaneseIngredientsPage() {
  const [t, tl, { locale }, origin, data] = await Promise.all([
    getTranslations('landing.japan'),
    getTranslations('landing'),
    getRequestContext(),
    siteOrigin(),
    orNull(
      serverRequest(LandingJapaneseIngredientsQuery, { origins: [JAPAN], size: PRODUCTS_SHOWN }),
      'japanese-ingredients',
    ),
  ]);
  const amount = formatMoney(FREE_DELIVERY_THRESHOLD, locale);
  const search = data?.productSearch;
  const products = search?.data ?? [];
  const categories = (search?.aggregation?.categories ?? []).flatMap((c) =>
    c.category ? [{ ...c.category, count: c.count }] : [],
  );
  const brands = (search?.aggregation?.brands ?? []).flatMap((b) => (b.brand ? [{ ...b.brand, count: b.count }] : []));
  const allJapanese = marketHref({ origins: [JAPAN] });

  return (
    <>
      <JsonLd
        data={collectionPageJsonLd({
          origin,
          url: landingUrl(origin, PATH, locale),
          name: t('metaTitle'),
          description: t('metaDescription', { amount }),
          products,
        })}
      />
      <LandingHero
        id="japan-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <Link href={allJapanese} className={PRIMARY_BUTTON}>
            {t('primaryCta')}
          </Link>
        }
        aside={
          <HeroPictures
            images={products
              .map((p) => p.imageUrl)
              .filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i)}
          />
        }
      />
      <ClaimsBand />
      <LandingSection id="japan-stats" title={t('statsTitle')} tone="tinted">
        {search ? (
          <StatList
            testId="japan-stats"
            stats={[
              { value: String(search.total), label: t('statProducts') },
              { value: String(brands.length), label: t('statBrands') },
              { value: String(categories.length), label: t('statCategories') },
              { value: amount, label: t('statFreeDelivery') },
            ]}
          />
        ) : (
          <DataNotice>{tl('loadFailed')}</DataNotice>
        )}
      </LandingSection>
      <LandingSection
        id="japan-products"
        title={t('productsTitle')}
        action={
          <SeeAllLink href={allJapanese} label={tl('seeAll')} srLabel={tl('seeAllOf', { title: t('productsTitle') })} />
        }
      >
        {data ? <LandingProducts products={products} /> : <DataNotice>{tl('loadFailed')}</DataNotice>}
      </LandingSection>
      {categories.length > 0 || brands.length > 0 ? (
        <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-4 md:grid-cols-2">
          <section aria-labelledby="japan-categories" data-testid="japan-categories">
            <h2 id="japan-categories" className="font-bold text-2xl text-neutral-900">
              {t('categoriesTitle')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={marketHref({ origins: [JAPAN], categoryIds: [category.id] })}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 text-sm hover:border-brand-600 hover:bg-brand-50"
                  >
                    <span className="font-medium text-neutral-900">{category.name}</span>
                    <span className="text-neutral-600">{tl('productCount', { count: category.count })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="japan-brands" data-testid="japan-brands">
            <h2 id="japan-brands" className="font-bold text-2xl text-neutral-900">
              {t('brandsTitle')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    href={brandPath(brand.name, brand.id, locale)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 text-sm hover:border-brand-600 hover:bg-brand-50"
                  >
                    <span className="font-medium text-neutral-900">{brand.name}</span>
                    <span className="text-neutral-600">{tl('productCount', { count: brand.count })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      <LandingSection id="japan-points" title={t('pointsTitle')}>
        <ValuePoints
          points={[
            { icon: 'pin', title: t('points.origin.title'), body: t('points.origin.body') },
            { icon: 'cart', title: t('points.oneCart.title'), body: t('points.oneCart.body') },
            { icon: 'tag', title: t('points.price.title'), body: t('points.price.body') },
            { icon: 'truck', title: t('points.delivery.title'), body: t('points.delivery.body', { amount }) },
          ]}
        />
      </LandingSection>
      <ContactBand />
      <BackToTop />
    </>
  );
}
