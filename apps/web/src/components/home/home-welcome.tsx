import type { Region } from '@chobep/domain/platform/constants';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { StoreStatusBadge } from '@/components/buyers/store-status-badge';
import type { ViewerStore } from '@/lib/viewer';

const REGION_KEYS = { HN: 'north', HCM: 'south' } as const;

/**
 * The page's heading, kept to one line above the banners: who is signed in, for which store and
 * region; visitors get the welcome, their region and a way to sign in.
 */
export function HomeWelcome({
  viewer,
  currentStore,
  region,
}: {
  viewer: { name: string; buyer: { name: string; region: Region } } | null;
  currentStore: ViewerStore | null;
  region: Region | null;
}) {
  const t = useTranslations('home');
  const tRegion = useTranslations('region');
  if (viewer) {
    return (
      <section
        aria-labelledby="home-greeting"
        className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-brand-50 px-4 py-2.5"
      >
        <h1 id="home-greeting" data-testid="home-greeting" className="font-bold text-base text-brand-900 sm:text-lg">
          {t('greeting', { name: viewer.name })}
        </h1>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <dt className="text-neutral-600">{t('company')}:</dt>
            <dd data-testid="home-company" className="font-semibold text-neutral-900">
              {viewer.buyer.name}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-neutral-600">{t('currentStore')}:</dt>
            <dd data-testid="home-store" className="flex flex-wrap items-center gap-1.5 font-semibold text-neutral-900">
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
          <div className="flex items-center gap-1.5">
            <dt className="text-neutral-600">{t('region')}:</dt>
            <dd data-testid="home-region" className="font-semibold text-neutral-900">
              {tRegion(REGION_KEYS[viewer.buyer.region])}
            </dd>
          </div>
        </dl>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="home-welcome"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-brand-50 px-4 py-2.5"
    >
      <div className="min-w-[12rem] flex-1">
        <h1 id="home-welcome" data-testid="home-welcome" className="font-bold text-base text-brand-900 sm:text-lg">
          {t('welcomeTitle')}
        </h1>
        {region ? (
          <p className="text-neutral-700 text-sm" data-testid="home-region">
            {t('viewingRegion', { region: tRegion(REGION_KEYS[region]) })}
          </p>
        ) : null}
      </div>
      <Link
        href="/signin"
        prefetch={false}
        className="hidden min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-sm text-white hover:bg-brand-700 sm:inline-flex"
      >
        {t('signInCta')}
      </Link>
    </section>
  );
}
