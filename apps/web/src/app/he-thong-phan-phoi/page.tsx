import { REGIONS, type Region } from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClaimsBand } from '@/components/content/claims-band';
import { ContactBand } from '@/components/content/contact-band';
import { DeliveryFacts } from '@/components/content/delivery-facts';
import { Icon } from '@/components/content/icons';
import { withLang } from '@/components/content/landing-links';
import { landingMetadata, landingUrl } from '@/components/content/landing-metadata';
import {
  DataNotice,
  LandingHero,
  LandingSection,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  StatList,
  Steps,
} from '@/components/content/landing-ui';
import { JsonLd } from '@/components/platform/json-ld';
import {
  anonymousRequest,
  LandingDistributionQuery,
  LandingRegionCatalogueQuery,
  orNull,
} from '@/lib/api/content-pages';
import { claimValues } from '@/lib/claims';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

const PATH = '/he-thong-phan-phoi';
const REGION_KEYS = { HN: { name: 'north', hint: 'northHint' }, HCM: { name: 'south', hint: 'southHint' } } as const;

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata(PATH, 'landing.distribution');
}

/**
 * The distribution system (spec/foundations.md §2.1): suppliers, their delivery terms and the
 * regions served. The same for everyone (asked anonymously), so it never asks for a region.
 */
export default async function DistributionSystemPage() {
  const [t, tl, tRegion, { locale }, origin] = await Promise.all([
    getTranslations('landing.distribution'),
    getTranslations('landing'),
    getTranslations('region'),
    getRequestContext(),
    siteOrigin(),
  ]);
  const [network, ...regionCatalogues] = await Promise.all([
    orNull(anonymousRequest(LandingDistributionQuery, {}, { lang: locale, region: 'HCM' }), 'distribution'),
    ...REGIONS.map((region) =>
      orNull(anonymousRequest(LandingRegionCatalogueQuery, { region }, { lang: locale, region }), `region ${region}`),
    ),
  ]);
  const suppliers = network?.suppliers.data ?? [];
  const regions = REGIONS.map((region: Region, index) => ({ region, catalogue: regionCatalogues[index] ?? null }));
  const categoryCount = Math.max(0, ...regions.map((r) => r.catalogue?.categories.length ?? 0));
  const fastest = suppliers.length ? Math.min(...suppliers.map((s) => s.fulfillmentTime.hoursToDelivery)) : null;

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: t('metaTitle'),
          description: t('metaDescription'),
          url: landingUrl(origin, PATH, locale),
          about: { '@type': 'Organization', name: 'Chợ Bếp', url: origin, areaServed: 'VN' },
        }}
      />
      <LandingHero
        id="distribution-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            <Link href="/market" className={PRIMARY_BUTTON}>
              {t('primaryCta')}
            </Link>
            <Link href={withLang('/lien-he-hop-tac', locale)} className={SECONDARY_BUTTON}>
              {t('secondaryCta')}
            </Link>
          </>
        }
      />
      <LandingSection id="distribution-stats" title={t('statsTitle')} tone="tinted">
        {network ? (
          <StatList
            testId="distribution-stats"
            stats={[
              { value: String(network.suppliers.total), label: t('statSuppliers') },
              { value: String(REGIONS.length), label: t('statRegions') },
              ...(categoryCount ? [{ value: String(categoryCount), label: t('statCategories') }] : []),
              ...(fastest !== null ? [{ value: t('fastestValue', { hours: fastest }), label: t('statFastest') }] : []),
            ]}
          />
        ) : (
          <DataNotice>{tl('loadFailed')}</DataNotice>
        )}
      </LandingSection>
      <LandingSection
        id="distribution-regions"
        testId="distribution-regions"
        title={t('regionsTitle')}
        intro={t('regionsIntro')}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {regions.map(({ region, catalogue }) => (
            <li key={region} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-neutral-200">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name="pin" />
              </span>
              <div>
                <h3 className="font-semibold text-lg text-neutral-900">{tRegion(REGION_KEYS[region].name)}</h3>
                <p className="text-neutral-600 text-sm">{tRegion(REGION_KEYS[region].hint)}</p>
                {catalogue ? (
                  <p className="mt-2 font-medium text-brand-800" data-testid={`region-${region}`}>
                    {tl('productCount', { count: catalogue.productSearch.total })} ·{' '}
                    {tl('categoryCount', { count: catalogue.categories.length })}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </LandingSection>
      <ClaimsBand />
      <LandingSection
        id="distribution-suppliers"
        testId="distribution-suppliers"
        title={t('suppliersTitle')}
        intro={t('suppliersIntro')}
        tone="tinted"
      >
        {network ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {suppliers.map((supplier) => (
              <li
                key={supplier.id}
                data-testid="distribution-supplier"
                className="rounded-2xl bg-white p-5 ring-1 ring-neutral-200"
              >
                <div className="flex items-center gap-3">
                  {supplier.imageUrl ? (
                    // biome-ignore lint/performance/noImgElement: same-origin supplier picture
                    <img src={supplier.imageUrl} alt="" width={40} height={40} loading="lazy" className="h-10 w-10" />
                  ) : null}
                  <h3 className="font-semibold text-neutral-900">{supplier.name}</h3>
                </div>
                <div className="mt-3">
                  <DeliveryFacts supplier={supplier} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <DataNotice>{tl('loadFailed')}</DataNotice>
        )}
      </LandingSection>
      <LandingSection id="distribution-steps" title={t('stepsTitle')}>
        <Steps
          steps={[
            { title: t('steps.order.title'), body: t('steps.order.body') },
            { title: t('steps.split.title'), body: t('steps.split.body') },
            { title: t('steps.deliver.title'), body: t('steps.deliver.body') },
          ]}
        />
      </LandingSection>
      <ContactBand title={t('partnerTitle')} body={t('partnerBody', claimValues(locale))} />
    </>
  );
}
