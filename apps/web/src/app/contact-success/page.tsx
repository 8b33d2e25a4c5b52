import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('platform');
  return { title: t('successMetaTitle'), robots: { index: false, follow: false } };
}

/** /contact-success: where the contact form leads once sent. */
export default async function ContactSuccessPage() {
  const t = await getTranslations('platform');
  return (
    <div className="mx-auto w-full max-w-xl flex-1 px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <svg viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-brand-600" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 className="mt-4 font-bold text-2xl text-neutral-900" data-testid="contact-success-title">
          {t('successTitle')}
        </h1>
        <p className="mt-2 text-neutral-600">{t('successBody')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('backHome')}
          </Link>
          <Link
            href="/market"
            className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-6 font-semibold text-neutral-800 hover:bg-neutral-50"
          >
            {t('goMarket')}
          </Link>
        </div>
      </div>
    </div>
  );
}
