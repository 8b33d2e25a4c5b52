'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLiveUnreadCount } from '@/lib/live/use-order-events';

/**
 * The header's bell: a link to /notifications with the current store's unread count, kept live by the store's
 * event stream (lib/live) — no reload, no polling.
 */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const unread = useLiveUnreadCount() ?? 0;
  return (
    <Link
      href="/notifications"
      prefetch={false}
      data-testid="notification-bell"
      data-unread={unread}
      aria-label={unread > 0 ? t('bellLabelUnread', { count: unread }) : t('bellLabel')}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center font-bold text-[11px] text-white leading-5"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
