import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { claimValues } from '@/lib/claims';
import { AppStoreLinks } from './app-store-links';
import { LogoMark } from './logo';

function Check() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
    </svg>
  );
}

/** Footer of the main layout: the marketing claims of spec §1, the app links, legal pages. */
export async function MainFooter() {
  const [t, locale] = await Promise.all([getTranslations('footer'), getLocale()]);
  const values = claimValues(locale === 'en' ? 'en' : 'vi');
  const claims = [
    t('claimProducts', values),
    t('claimBusinesses', values),
    t('claimFreeDelivery', values),
    t('claimAlcohol'),
  ];
  // data-keep-clear: the floating help button steps aside while this text passes under it.
  return (
    <footer className="mt-12 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div data-keep-clear="" className="space-y-3">
          <div className="flex items-center gap-2 font-bold text-xl">
            <LogoMark />
            Chợ Bếp
          </div>
          <p className="text-brand-100 text-sm">{t('tagline')}</p>
        </div>
        <div data-keep-clear="">
          <h2 className="mb-3 font-semibold">{t('whyUs')}</h2>
          <ul className="space-y-2 text-brand-50 text-sm" data-testid="marketing-claims">
            {claims.map((claim) => (
              <li key={claim} className="flex gap-2">
                <Check />
                <span>{claim}</span>
              </li>
            ))}
          </ul>
        </div>
        <div data-keep-clear="">
          <h2 className="mb-3 font-semibold">{t('download')}</h2>
          <AppStoreLinks tone="light" />
        </div>
      </div>
      <div className="border-white/15 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-brand-100 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p data-keep-clear="">{t('copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('legal')} data-keep-clear="">
            <ul className="flex gap-4">
              <li>
                <Link href="/docs/privacy-policy" className="underline-offset-2 hover:underline">
                  {t('privacyPolicy')}
                </Link>
              </li>
              <li>
                <Link href="/docs/term-of-service" className="underline-offset-2 hover:underline">
                  {t('termsOfService')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
