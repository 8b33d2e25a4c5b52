import { ORDER_STATUSES, type OrderStatus } from '@chobep/domain/orders/choose-initial-status';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ApprovalHistoryList } from '@/components/orders/approval-history-list';
import { loadOrderList } from '@/components/orders/load-order-list';
import { statusLabel } from '@/components/orders/order-format';
import { orderListHref, parseOrderListParams } from '@/components/orders/order-list-params';
import { OrdersFrame } from '@/components/orders/orders-frame';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every status an order can be in once its approval was decided. */
const DECIDED: OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'PENDING_APPROVAL');
const APPROVED: OrderStatus[] = DECIDED.filter((s) => s !== 'APPROVAL_DISAPPROVED');
const PATH = '/pending-orders-history';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('metaTitle.history'), robots: { index: false, follow: false } };
}

/**
 * /pending-orders-history (ORDER_LIST + ORDER_VIEW + ORDER_PLACE): the orders whose approval was decided. The API has
 * no "went through approval" filter: the page asks for the statuses an order can reach after the decision
 * (`?statuses=APPROVAL_DISAPPROVED` for the disapproved ones) and shows the orders whose history has an entry leaving
 * PENDING_APPROVAL, with who decided and when (docs/decisions.md).
 */
export default async function PendingOrdersHistoryPage({ searchParams }: Props) {
  const query = parseOrderListParams(await searchParams);
  const only = query.statuses.length === 1 && query.statuses[0] === 'APPROVAL_DISAPPROVED' ? 'disapproved' : null;
  const approvedOnly = !only && query.statuses.length > 0 && !query.statuses.includes('APPROVAL_DISAPPROVED');
  const statuses = only ? (['APPROVAL_DISAPPROVED'] as OrderStatus[]) : approvedOnly ? APPROVED : DECIDED;
  const params = { ...query, status: null, statuses, supplierIds: [], q: null, size: 50 };
  const [t, list, locale] = await Promise.all([getTranslations('orders'), loadOrderList(params), getLocale()]);
  const lang = locale === 'en' ? 'en' : 'vi';
  const page = list.page
    ? { ...list.page, data: list.page.data.filter((o) => o.history.some((h) => h.fromStatus === 'PENDING_APPROVAL')) }
    : null;
  const current = only ? 'disapproved' : approvedOnly ? 'approved' : 'all';
  const filters = [
    { key: 'all', label: t('history.filterAll'), href: PATH },
    { key: 'approved', label: t('history.filterApproved'), href: orderListHref(PATH, { statuses: APPROVED }) },
    {
      key: 'disapproved',
      label: statusLabel('APPROVAL_DISAPPROVED', lang),
      href: orderListHref(PATH, { statuses: ['APPROVAL_DISAPPROVED'] }),
    },
  ];
  return (
    <OrdersFrame section="history" title={t('metaTitle.history')} intro={t('history.intro')}>
      <ul className="mb-4 flex flex-wrap gap-2" data-testid="history-filters">
        {filters.map((f) => (
          <li key={f.key}>
            <Link
              href={f.href}
              aria-current={f.key === current ? 'true' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full px-4 font-medium text-sm ${
                f.key === current
                  ? 'bg-neutral-800 text-white'
                  : 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50'
              }`}
            >
              {f.label}
            </Link>
          </li>
        ))}
      </ul>
      <ApprovalHistoryList
        params={{ ...params, statuses: only ? ['APPROVAL_DISAPPROVED'] : approvedOnly ? APPROVED : [] }}
        page={page}
        error={list.error === true ? t('list.loadFailed') : list.error}
      />
    </OrdersFrame>
  );
}
