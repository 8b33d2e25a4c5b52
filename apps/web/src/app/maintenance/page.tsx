import { HOTLINE, HOTLINE_TEL, safeReturnPath } from '@chobep/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MaintenanceReturn } from '@/components/platform/maintenance-return';
import { MaintenanceCheckQuery } from '@/lib/api/platform';
import { serverRequest } from '@/lib/api/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('maintenancePage');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The maintenance page (spec/foundations.md §4): where the maintenance check sends users, with `?redirect=` the path
 * they were on; it checks again every 10 seconds and takes them back when maintenance ends.
 */
export default async function MaintenancePage({ searchParams }: Props) {
  const [query, t, on] = await Promise.all([
    searchParams,
    getTranslations('maintenancePage'),
    serverRequest(MaintenanceCheckQuery).then(
      (data) => data.maintenance.enabled,
      () => true,
    ),
  ]);
  const raw = Array.isArray(query.redirect) ? query.redirect[0] : query.redirect;
  const redirect = safeReturnPath(raw);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <svg viewBox="0 0 48 48" className="h-16 w-16 text-brand-500" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M29.6 6.2a10 10 0 0 0-12.3 12.5L6.6 29.4a4.5 4.5 0 0 0 6.4 6.4l10.7-10.7a10 10 0 0 0 12.5-12.3l-5.7 5.7-5.3-1.3-1.3-5.3z"
        />
      </svg>
      <h1 className="mt-4 font-bold text-2xl text-neutral-900" data-testid="maintenance-title">
        {t('title')}
      </h1>
      <p className="mt-2 text-neutral-600">{t('body')}</p>
      <p className="mt-4 text-neutral-500 text-sm" role="status">
        {t('checking')}
      </p>
      <a href={HOTLINE_TEL} className="mt-6 font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('hotline', { hotline: HOTLINE })}
      </a>
      <Link
        href={redirect}
        data-testid="maintenance-back"
        className="mt-4 inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
      >
        {t('back')}
      </Link>
      <MaintenanceReturn redirect={redirect} initiallyOn={on} />
    </div>
  );
}
