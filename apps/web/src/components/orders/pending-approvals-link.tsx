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
 * The icon and the number (the words as its name and tooltip); the words themselves from 1536 px.
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
      title={t('pendingApprovalsLabel', { count })}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full bg-amber-100 px-2.5 font-semibold text-amber-950 text-sm hover:bg-amber-200"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
        <path
          d="M9 4h6m-6 0a2 2 0 0 0-2 2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1a2 2 0 0 0-2-2m-6 0a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M8.5 13.5l2.2 2.2 4.8-4.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* The number always; the words only where the header has room (the search bar needs it up to 1536 px). */}
      <span aria-hidden="true" data-testid="pending-approvals-count" className="tabular-nums 2xl:hidden">
        {count > 99 ? '99+' : count}
      </span>
      <span aria-hidden="true" className="hidden 2xl:inline">
        {t('pendingApprovals', { count })}
      </span>
    </Link>
  );
}
