import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AppStoreLinks } from './app-store-links';

/** Footer of the public layout: the app-store links and the legal pages. */
export async function PublicFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className="border-neutral-200 border-t bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-6 text-center">
        <p className="font-medium text-neutral-800">{t('download')}</p>
        <AppStoreLinks />
        <nav aria-label={t('legal')}>
          <ul className="flex flex-wrap justify-center gap-4 text-neutral-600 text-sm">
            <li>
              <Link href="/docs/privacy-policy" className="underline-offset-2 hover:text-brand-700 hover:underline">
                {t('privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link href="/docs/term-of-service" className="underline-offset-2 hover:text-brand-700 hover:underline">
                {t('termsOfService')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-neutral-600 text-xs">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
