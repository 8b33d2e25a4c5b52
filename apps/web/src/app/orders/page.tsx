import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadOrderExport, loadOrderList, loadSupplierOptions } from '@/components/orders/load-order-list';
import { OrderListView } from '@/components/orders/order-list';
import { hasOrderListFilters, parseOrderListParams } from '@/components/orders/order-list-params';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { getRequestContext } from '@/lib/request-context';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('metaTitle.list'), robots: { index: false, follow: false } };
}

/**
 * /orders (ORDER_LIST, checked by the proxy and again by the API): the orders of the stores the user acts for, newest
 * first, filtered by the URL's parameters (spec/trading.md §2). The page of orders, the export link and the supplier
 * options are read here, on the server, so the list is in the HTML; filters and paging are navigations.
 */
export default async function OrdersPage({ searchParams }: Props) {
  const params = parseOrderListParams(await searchParams);
  const [t, { viewer }, list, exported, suppliers] = await Promise.all([
    getTranslations('orders'),
    getRequestContext(),
    loadOrderList(params),
    loadOrderExport(params),
    loadSupplierOptions(),
  ]);
  const stores = (viewer?.stores ?? []).map((s) => ({ id: s.id, name: s.name }));
  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 text-brand-700">
      <path
        d="M12 4v11m0 0 4-4m-4 4-4-4M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
  const linkClass =
    'inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 bg-white px-4 font-semibold text-neutral-800 text-sm hover:bg-neutral-50';
  // Each link is named by what it shows (a voice-control user says what they see); the longer explanation is its
  // description. The semicolon file is for Excel with Vietnamese regional settings, where "," is the decimal mark.
  const exportLink =
    exported && list.page ? (
      <div className="flex flex-wrap gap-2">
        <a
          href={exported.url}
          download
          data-testid="orders-export"
          title={t('export.label', { total: exported.total })}
          className={linkClass}
        >
          {icon}
          {t('export.link', { total: exported.total })}
        </a>
        <a
          href={`${exported.url}&sep=semicolon`}
          download
          data-testid="orders-export-excel"
          title={t('export.excelHint')}
          className={linkClass}
        >
          {icon}
          {t('export.excelLink')}
        </a>
      </div>
    ) : null;
  return (
    <OrdersFrame
      section="list"
      title={hasOrderListFilters(params) ? t('metaTitle.list') : t('recentTitle')}
      actions={exportLink}
    >
      <OrderListView
        params={params}
        page={list.page}
        error={list.error === true ? t('list.loadFailed') : list.error}
        suppliers={suppliers}
        stores={stores}
      />
    </OrdersFrame>
  );
}
