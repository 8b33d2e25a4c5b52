'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { clearCampaignCustomerId } from '@/lib/storage-keys';

/** The public layout's way home; it forgets a campaign's customer id (spec/foundations.md §2.3). */
export function BackHomeLink() {
  const t = useTranslations('publicLayout');
  return (
    <Link
      href="/"
      data-testid="back-home-link"
      onClick={clearCampaignCustomerId}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-brand-700 text-sm hover:bg-brand-50"
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12.7 4.3 7 10l5.7 5.7 1.4-1.4L9.8 10l4.3-4.3z" />
      </svg>
      {t('backHome')}
    </Link>
  );
}
