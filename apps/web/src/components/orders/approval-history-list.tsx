'use client';

import { useLocale, useTranslations } from 'next-intl';
import { approvalDecision, instantParts, statusLabel } from './order-format';
import { OrderListView, type OrderPage } from './order-list';
import type { OrderListParams } from './order-list-params';

/**
 * /pending-orders-history in the browser: the orders that waited for approval, each with the decision — approved or
 * not, by whom and when, and the reason — read from its history (the entry that left PENDING_APPROVAL).
 */
export function ApprovalHistoryList({
  params,
  page,
  error,
}: {
  params: OrderListParams;
  page: OrderPage | null;
  error: string | null;
}) {
  const t = useTranslations('orders.history');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  return (
    <OrderListView
      params={params}
      page={page}
      error={error}
      suppliers={[]}
      stores={[]}
      pathname="/pending-orders-history"
      showFilters={false}
      emptyText={t('empty')}
      showCount={false}
      renderRowExtra={(order) => {
        const decision = approvalDecision(order.history);
        if (!decision) return null;
        const approved = decision.status !== 'APPROVAL_DISAPPROVED';
        const at = instantParts(decision.createdAt, lang);
        return (
          <p
            data-testid="approval-decision"
            data-decision={approved ? 'approved' : 'disapproved'}
            className="py-1 text-sm"
          >
            <span className={`font-semibold ${approved ? 'text-brand-800' : 'text-red-800'}`}>
              {approved ? t('approved') : statusLabel('APPROVAL_DISAPPROVED', lang)}
            </span>
            <span className="text-neutral-700">
              {' · '}
              {t('decidedBy', { name: decision.actorName ?? '—', ...at })}
            </span>
            {decision.note ? (
              <span className="block text-neutral-700">{t('reason', { reason: decision.note })}</span>
            ) : null}
          </p>
        );
      }}
    />
  );
}
