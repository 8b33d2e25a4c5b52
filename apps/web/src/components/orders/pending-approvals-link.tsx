'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CountPendingOrdersQuery } from '@/lib/api/orders';
import { ORDERS_CHANGED_EVENT } from './orders-changed';

/**
 * The header's notice for approvers (ORDER_APPROVE; the header renders it only for them): "N đơn chờ duyệt", a link
 * to /orders-pending-approval, from `countPendingOrders`. Read after the page shows (not in the server render of every
 * page), again on every navigation and when a page says it changed orders; nothing shows while the count is 0.
 * On a phone only the icon and the number; the words from 768 px.
 */
export function PendingApprovalsLink() {
  const t = useTranslations('header');
  const pathname = usePathname();
  const [count, setCount] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener(ORDERS_CHANGED_EVENT, bump);
    return () => window.removeEventListener(ORDERS_CHANGED_EVENT, bump);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on navigation and when orders changed
  useEffect(() => {
    let live = true;
    browserRequest(CountPendingOrdersQuery, {})
      .then((data) => live && setCount(data.countPendingOrders))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [pathname, version]);

  if (!count) return null;
  return (
    <Link
      href="/orders-pending-approval"
      data-testid="pending-approvals-link"
      data-count={count}
      aria-label={t('pendingApprovalsLabel', { count })}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 font-semibold text-amber-950 text-sm hover:bg-amber-50 md:bg-amber-100 md:px-3"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0 md:size-5">
        <path
          d="M9 4h6m-6 0a2 2 0 0 0-2 2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1a2 2 0 0 0-2-2m-6 0a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M8.5 13.5l2.2 2.2 4.8-4.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true" className="hidden md:inline">
        {t('pendingApprovals', { count })}
      </span>
      <span
        aria-hidden="true"
        data-testid="pending-approvals-count"
        className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-amber-600 px-1 text-center font-bold text-[11px] text-white leading-5 md:hidden"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
