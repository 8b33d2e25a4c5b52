import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { StoreStatusBadge } from '@/components/buyers/store-status-badge';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: { absolute: t('defaultTitle') }, description: t('defaultDescription') };
}

const REGION_KEYS = { HN: 'north', HCM: 'south' } as const;

/** The home page's shell: who is signed in and for which store (the widgets come later). */
export default async function HomePage() {
  const [{ viewer, currentStore, storedRegion }, t, tRegion, tMeta] = await Promise.all([
    getRequestContext(),
    getTranslations('home'),
    getTranslations('region'),
    getTranslations('meta'),
  ]);
  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: tMeta('siteName'),
    description: tMeta('defaultDescription'),
    ...(process.env.SITE_URL ? { url: process.env.SITE_URL } : {}),
  };
  const region = viewer?.buyer.region ?? storedRegion;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own constants, "<" escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organisation).replace(/</g, '\\u003c') }}
      />
      {viewer ? (
        <section aria-labelledby="home-greeting" className="rounded-2xl bg-brand-50 p-6 md:p-10">
          <h1 id="home-greeting" data-testid="home-greeting" className="font-bold text-2xl text-brand-900 md:text-3xl">
            {t('greeting', { name: viewer.name })}
          </h1>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div className="rounded-xl bg-white p-4">
              <dt className="text-neutral-600 text-sm">{t('company')}</dt>
              <dd data-testid="home-company" className="mt-1 font-semibold text-neutral-900">
                {viewer.buyer.name}
              </dd>
            </div>
            <div className="rounded-xl bg-white p-4">
              <dt className="text-neutral-600 text-sm">{t('currentStore')}</dt>
              <dd
                data-testid="home-store"
                className="mt-1 flex flex-wrap items-center gap-2 font-semibold text-neutral-900"
              >
                {currentStore ? (
                  <>
                    {currentStore.name}
                    <StoreStatusBadge status={currentStore.status} />
                  </>
                ) : (
                  <Link href="/change-store" className="text-brand-700 underline underline-offset-2">
                    {t('chooseStore')}
                  </Link>
                )}
              </dd>
            </div>
            <div className="rounded-xl bg-white p-4">
              <dt className="text-neutral-600 text-sm">{t('region')}</dt>
              <dd data-testid="home-region" className="mt-1 font-semibold text-neutral-900">
                {tRegion(REGION_KEYS[viewer.buyer.region])}
              </dd>
            </div>
          </dl>
        </section>
      ) : (
        <section aria-labelledby="home-welcome" className="rounded-2xl bg-brand-50 p-6 md:p-10">
          <h1 id="home-welcome" data-testid="home-welcome" className="font-bold text-2xl text-brand-900 md:text-3xl">
            {t('welcomeTitle')}
          </h1>
          <p className="mt-3 max-w-2xl text-neutral-700">{t('welcomeBody')}</p>
          {region ? (
            <p className="mt-3 text-neutral-700 text-sm" data-testid="home-region">
              {t('viewingRegion', { region: tRegion(REGION_KEYS[region]) })}
            </p>
          ) : null}
          <Link
            href="/signin"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('signInCta')}
          </Link>
        </section>
      )}
    </div>
  );
}
