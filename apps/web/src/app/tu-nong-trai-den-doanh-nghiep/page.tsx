import { FREE_DELIVERY_THRESHOLD } from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackToTop } from '@/components/content/back-to-top';
import { ClaimsBand } from '@/components/content/claims-band';
import { ContactBand } from '@/components/content/contact-band';
import { collectionPageJsonLd } from '@/components/content/landing-json-ld';
import { marketHref, withLang } from '@/components/content/landing-links';
import { landingMetadata, landingUrl } from '@/components/content/landing-metadata';
import { LandingProducts } from '@/components/content/landing-products';
import {
  DataNotice,
  HeroPictures,
  LandingHero,
  LandingSection,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SeeAllLink,
  Steps,
  ValuePoints,
} from '@/components/content/landing-ui';
import { JsonLd } from '@/components/platform/json-ld';
import { LandingFarmToBusinessQuery, orNull } from '@/lib/api/content-pages';
import { serverRequest } from '@/lib/api/server';
import { formatMoney } from '@/lib/format';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

const PATH = '/tu-nong-trai-den-doanh-nghiep';
/** The fresh-produce parent categories the page is about: vegetables (10) and fruit (20). */
const FRESH_CATEGORY_IDS = [10, 20];
const PRODUCTS_SHOWN = 10;

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata(PATH, 'landing.farm');
}

/** Farm to business (spec/trading.md §2): fresh produce, straight from growers to kitchens. */
export default async function FarmToBusinessPage() {
  const [t, tl, { locale }, origin, data] = await Promise.all([
    getTranslations('landing.farm'),
    getTranslations('landing'),
    getRequestContext(),
    siteOrigin(),
    orNull(
      serverRequest(LandingFarmToBusinessQuery, { categoryIds: FRESH_CATEGORY_IDS, size: PRODUCTS_SHOWN }),
      'farm-to-business',
    ),
  ]);
  const amount = formatMoney(FREE_DELIVERY_THRESHOLD, locale);
  const parents = data?.categories.filter((c) => FRESH_CATEGORY_IDS.includes(c.id)) ?? [];
  const counts = new Map((data?.productSearch.aggregation?.categories ?? []).map((c) => [c.category?.id, c.count]));
  const products = data?.productSearch.data ?? [];
  const allFresh = marketHref({ categoryIds: FRESH_CATEGORY_IDS });

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
        id="farm-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            <Link href={allFresh} className={PRIMARY_BUTTON}>
              {t('primaryCta')}
            </Link>
            <Link href={withLang('/lien-he-hop-tac', locale)} className={SECONDARY_BUTTON}>
              {t('secondaryCta')}
            </Link>
          </>
        }
        aside={
          <HeroPictures
            images={[
              ...parents.flatMap((p) => [p.thumbnail, ...p.children.map((c) => c.thumbnail)]),
              ...products.map((p) => p.imageUrl),
            ].filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i)}
          />
        }
      />
      <ClaimsBand />
      <LandingSection id="farm-points" title={t('pointsTitle')}>
        <ValuePoints
          points={[
            { icon: 'leaf', title: t('points.source.title'), body: t('points.source.body') },
            { icon: 'tag', title: t('points.price.title'), body: t('points.price.body') },
            { icon: 'shield', title: t('points.quality.title'), body: t('points.quality.body') },
            { icon: 'truck', title: t('points.delivery.title'), body: t('points.delivery.body', { amount }) },
          ]}
        />
      </LandingSection>
      <LandingSection
        id="farm-categories"
        testId="farm-categories"
        tone="tinted"
        title={t('categoriesTitle')}
        intro={
          data
            ? t('categoriesIntro', {
                products: tl('productCount', { count: data.productSearch.total }),
                suppliers: tl('supplierCount', { count: data.productSearch.aggregation?.suppliers.length ?? 0 }),
              })
            : undefined
        }
      >
        {data ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {parents.map((parent) => (
              <li key={parent.id} className="rounded-2xl bg-white p-5 ring-1 ring-neutral-200">
                <div className="flex items-center gap-3">
                  {parent.thumbnail ? (
                    // biome-ignore lint/performance/noImgElement: same-origin category picture
                    <img src={parent.thumbnail} alt="" width={48} height={48} className="h-12 w-12" />
                  ) : null}
                  <h3 className="font-semibold text-lg">
                    <Link
                      href={withLang(`/${parent.slug}`, locale)}
                      className="text-neutral-900 underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {parent.name}
                    </Link>
                  </h3>
                </div>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {parent.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        href={withLang(`/${child.slug}`, locale)}
                        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-200 px-4 text-sm hover:border-brand-600 hover:bg-brand-50"
                      >
                        <span className="font-medium text-neutral-900">{child.name}</span>
                        <span className="text-neutral-600">
                          {tl('productCount', { count: counts.get(child.id) ?? 0 })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <DataNotice>{tl('loadFailed')}</DataNotice>
        )}
      </LandingSection>
      <LandingSection
        id="farm-products"
        title={t('productsTitle')}
        action={
          <SeeAllLink href={allFresh} label={tl('seeAll')} srLabel={tl('seeAllOf', { title: t('productsTitle') })} />
        }
      >
        {data ? <LandingProducts products={products} /> : <DataNotice>{tl('loadFailed')}</DataNotice>}
      </LandingSection>
      <LandingSection id="farm-steps" tone="tinted" title={t('stepsTitle')}>
        <Steps
          steps={[
            { title: t('steps.choose.title'), body: t('steps.choose.body') },
            { title: t('steps.order.title'), body: t('steps.order.body') },
            { title: t('steps.receive.title'), body: t('steps.receive.body') },
          ]}
        />
      </LandingSection>
      <ContactBand />
      <BackToTop />
    </>
  );
}
