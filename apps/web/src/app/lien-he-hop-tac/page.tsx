import {
  FREE_DELIVERY_THRESHOLD,
  HOTLINE,
  HOTLINE_TEL,
  isPendingPath,
  MESSENGER_URL,
  REGIONS,
  ZALO_URL,
} from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClaimsBand } from '@/components/content/claims-band';
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
} from '@/components/content/landing-ui';
import { JsonLd } from '@/components/platform/json-ld';
import { LandingContactQuery, orNull } from '@/lib/api/content-pages';
import { serverRequest } from '@/lib/api/server';
import { claimValues } from '@/lib/claims';
import { formatMoney } from '@/lib/format';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

const PATH = '/lien-he-hop-tac';

export function generateMetadata(): Promise<Metadata> {
  return landingMetadata(PATH, 'landing.contact', { hotline: HOTLINE });
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-neutral-800">
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The contact landing page (spec/foundations.md §2.1): who we work with, and how to reach us. */
/** The contact form (/contact-us) is not built yet: until it is, the page offers the hotline and chat channels. */
const contactFormBuilt = !isPendingPath('/contact-us');

export default async function ContactLandingPage() {
  const [t, tl, tHelp, { locale }, origin, data] = await Promise.all([
    getTranslations('landing.contact'),
    getTranslations('landing'),
    getTranslations('help'),
    getRequestContext(),
    siteOrigin(),
    orNull(serverRequest(LandingContactQuery), 'contact landing'),
  ]);
  const amount = formatMoney(FREE_DELIVERY_THRESHOLD, locale);
  const supplierCount = data?.suppliers.total ?? null;
  const channel =
    'flex min-h-11 items-center gap-3 rounded-2xl bg-white p-4 font-semibold text-neutral-900 ring-1 ring-neutral-200 hover:bg-brand-50 hover:ring-brand-600';

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: t('metaTitle'),
          description: t('metaDescription', { hotline: HOTLINE }),
          url: landingUrl(origin, PATH, locale),
          mainEntity: {
            '@type': 'Organization',
            name: 'Chợ Bếp',
            url: origin,
            contactPoint: {
              '@type': 'ContactPoint',
              telephone: HOTLINE_TEL.slice('tel:'.length),
              contactType: 'customer service',
              areaServed: 'VN',
              availableLanguage: ['vi', 'en'],
            },
          },
        }}
      />
      <LandingHero
        id="contact-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            {/* The contact form is not built yet: the hotline alone until it is. */}
            {contactFormBuilt ? (
              <Link href="/contact-us" className={PRIMARY_BUTTON} data-testid="contact-cta">
                {t('primaryCta')}
              </Link>
            ) : null}
            <a href={HOTLINE_TEL} className={SECONDARY_BUTTON} data-testid="contact-hotline">
              <Icon name="phone" className="h-5 w-5" />
              {t('hotlineCta', { hotline: HOTLINE })}
            </a>
          </>
        }
        aside={
          <div className="rounded-3xl bg-brand-800 p-8 text-white shadow-sm">
            <p className="text-brand-100 text-sm uppercase tracking-wide">{t('hotlineLabel')}</p>
            {/* A phone number in large type, not a heading (a bold <p> among smaller ones reads as one). */}
            <div className="mt-1 font-bold text-4xl">{HOTLINE}</div>
            <p className="mt-4 text-brand-50">{t('channelsIntro')}</p>
          </div>
        }
      />
      <ClaimsBand />
      <LandingSection id="contact-audiences" title={t('audiencesTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="contact-buyers" className="rounded-2xl bg-white p-6 ring-1 ring-neutral-200">
            <h3 id="contact-buyers" className="flex items-center gap-3 font-semibold text-neutral-900 text-xl">
              <Icon name="store" className="h-7 w-7 text-brand-700" />
              {t('buyers.title')}
            </h3>
            <Checklist
              items={[
                t('buyers.price'),
                ...(supplierCount
                  ? [t('buyers.oneCart', { suppliers: tl('supplierCount', { count: supplierCount }) })]
                  : []),
                t('buyers.stores'),
                t('buyers.delivery', { amount }),
              ]}
            />
          </section>
          <section aria-labelledby="contact-suppliers" className="rounded-2xl bg-white p-6 ring-1 ring-neutral-200">
            <h3 id="contact-suppliers" className="flex items-center gap-3 font-semibold text-neutral-900 text-xl">
              <Icon name="truck" className="h-7 w-7 text-brand-700" />
              {t('suppliers.title')}
            </h3>
            <Checklist
              items={[
                t('suppliers.reach', claimValues(locale)),
                t('suppliers.orders'),
                t('suppliers.notes'),
                t('suppliers.support'),
              ]}
            />
          </section>
        </div>
      </LandingSection>
      <LandingSection id="contact-catalogue" testId="contact-catalogue" title={t('catalogueTitle')} tone="tinted">
        {data ? (
          <>
            <StatList
              stats={[
                { value: String(data.suppliers.total), label: t('statSuppliers') },
                { value: String(REGIONS.length), label: t('statRegions') },
                { value: String(data.categories.length), label: t('statCategories') },
                { value: amount, label: tl('claims.freeDelivery') },
              ]}
            />
            <h3 className="mt-8 font-semibold text-lg text-neutral-900">{t('categoriesTitle')}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {data.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={withLang(`/${category.slug}`, locale)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-200 bg-white px-4 text-sm hover:border-brand-600 hover:bg-brand-50"
                  >
                    {category.thumbnail ? (
                      // biome-ignore lint/performance/noImgElement: same-origin category picture
                      <img src={category.thumbnail} alt="" width={20} height={20} className="h-5 w-5" />
                    ) : null}
                    <span className="font-medium text-neutral-900">{category.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <DataNotice>{tl('loadFailed')}</DataNotice>
        )}
      </LandingSection>
      <LandingSection id="contact-channels" title={t('channelsTitle')} intro={t('channelsIntro')}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <ul className="grid gap-3">
            <li>
              <a href={HOTLINE_TEL} className={channel}>
                <Icon name="phone" className="h-6 w-6 text-brand-700" />
                {tHelp('hotline', { hotline: HOTLINE })}
              </a>
            </li>
            <li>
              <a href={MESSENGER_URL} target="_blank" rel="noopener noreferrer" className={channel}>
                <Icon name="chat" className="h-6 w-6 text-brand-700" />
                <span>
                  {tHelp('messenger')}
                  <span className="sr-only"> {tHelp('opensInNewTab')}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={ZALO_URL} target="_blank" rel="noopener noreferrer" className={channel}>
                <Icon name="chat" className="h-6 w-6 text-brand-700" />
                <span>
                  {tHelp('zalo')}
                  <span className="sr-only"> {tHelp('opensInNewTab')}</span>
                </span>
              </a>
            </li>
          </ul>
          {contactFormBuilt ? (
            <div className="flex flex-col justify-between gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <div>
                <h3 className="font-semibold text-brand-900 text-xl">{t('formTitle')}</h3>
                <p className="mt-2 text-neutral-700">{t('formBody')}</p>
              </div>
              <Link href="/contact-us" className={`${PRIMARY_BUTTON} self-start`}>
                {t('primaryCta')}
              </Link>
            </div>
          ) : null}
        </div>
      </LandingSection>
    </>
  );
}
