import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApprovalList } from '@/components/orders/approval-list';
import { loadOrderList } from '@/components/orders/load-order-list';
import { parseOrderListParams } from '@/components/orders/order-list-params';
import { OrdersFrame } from '@/components/orders/orders-frame';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('metaTitle.pendingApproval'), robots: { index: false, follow: false } };
}

/** /orders-pending-approval (ORDER_APPROVE): the orders waiting for the company's approval, oldest decisions first. */
export default async function OrdersPendingApprovalPage({ searchParams }: Props) {
  const query = parseOrderListParams(await searchParams);
  // Only this status, whatever the URL says: the page is the approvals, not a list with a filter.
  const params = { ...query, status: null, statuses: ['PENDING_APPROVAL' as const], supplierIds: [], q: null };
  const [t, list] = await Promise.all([getTranslations('orders'), loadOrderList(params)]);
  return (
    <OrdersFrame section="pendingApproval" title={t('metaTitle.pendingApproval')} intro={t('approval.intro')}>
      <ApprovalList
        params={{ ...params, statuses: [] }}
        page={list.page}
        error={list.error === true ? t('list.loadFailed') : list.error}
      />
    </OrdersFrame>
  );
}
