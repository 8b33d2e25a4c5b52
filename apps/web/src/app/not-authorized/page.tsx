import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notAuthorized');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function NotAuthorizedPage() {
  const t = await getTranslations('notAuthorized');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <svg viewBox="0 0 48 48" className="h-16 w-16 text-brand-300" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M24 4 8 10v12c0 10 6.8 19.3 16 22 9.2-2.7 16-12 16-22V10zm0 8a6 6 0 0 1 6 6v3h1.5c.8 0 1.5.7 1.5 1.5v10c0 .8-.7 1.5-1.5 1.5h-15c-.8 0-1.5-.7-1.5-1.5v-10c0-.8.7-1.5 1.5-1.5H18v-3a6 6 0 0 1 6-6zm0 3a3 3 0 0 0-3 3v3h6v-3a3 3 0 0 0-3-3z"
        />
      </svg>
      <h1 className="mt-4 font-bold text-2xl text-neutral-900">{t('title')}</h1>
      <p className="mt-2 text-neutral-600">{t('body')}</p>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {t('backHome')}
      </Link>
    </div>
  );
}
