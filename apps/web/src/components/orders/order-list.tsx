'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode, useState, useTransition } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { browserRequest } from '@/lib/api/browser';
import { CheckoutVaAndQrQuery } from '@/lib/api/checkout';
import type { ResultOf } from '@/lib/api/graphql';
import { OrderBulkReorderMutation, type OrderRowFields } from '@/lib/api/orders';
import { useFormatMoney } from '@/lib/use-format-money';
import { useHydrated } from '@/lib/use-hydrated';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { BankTransfer, type VaAndQr } from '../checkout/bank-transfer';
import { Notice, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/checkout-ui';
import { fullDate } from '../checkout/format-delivery';
import { type FilterOption, OrderFilters } from './order-filters';
import { instantParts, mayNeedTransfer, statusBadgeClass, statusLabel } from './order-format';
import { hasOrderListFilters, type OrderListParams, orderListHref } from './order-list-params';
import type { ReorderResult } from './reorder-result-dialog';

const ReorderResultDialog = dynamic(() => import('./reorder-result-dialog').then((m) => m.ReorderResultDialog), {
  ssr: false,
});

export type OrderRow = ResultOf<typeof OrderRowFields>;

export interface OrderPage {
  data: OrderRow[];
  total: number;
  totalPage: number;
}

/** One transfer block at a time: its state while it loads. */
type Transfer = { orderId: string; info: VaAndQr | 'loading' | 'failed' } | null;

/**
 * /orders in the browser: filters, the page of orders the server read (a table from 1024 px, cards on a phone — one
 * markup), paging links, selection with bulk reorder, and the transfer instructions of unpaid bank-transfer orders.
 * Every change of filter or page is a navigation (the URL holds the list), shown as loading while the server answers.
 */
export function OrderListView({
  params,
  page,
  error,
  suppliers,
  stores,
  pathname = '/orders',
  showFilters = true,
  renderRowExtra,
  bulkActions,
  emptyText,
  showCount = true,
}: {
  params: OrderListParams;
  page: OrderPage | null;
  /** The server's message when the list could not be read (a wrong date says which). */
  error: string | null;
  suppliers: FilterOption[];
  stores: FilterOption[];
  pathname?: string;
  showFilters?: boolean;
  renderRowExtra?: (order: OrderRow) => ReactNode;
  /** What the selection can do instead of reorder (approve or disapprove the selected orders). */
  bulkActions?: (ids: string[], clear: () => void) => ReactNode;
  /** What an empty list says on a page of its own (no orders await approval…). */
  emptyText?: string;
  /** The API's total, unless the page shows only part of what it answered (the approval history). */
  showCount?: boolean;
}) {
  const t = useTranslations('orders');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const router = useRouter();
  const cart = useCart();
  const [pending, startTransition] = useTransition();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const hydrated = useHydrated();
  const [transfer, setTransfer] = useState<Transfer>(null);
  const [reorderBusy, setReorderBusy] = useState(false);
  const [reorderError, setReorderError] = useState<string | null>(null);
  const [result, setResult] = useState<ReorderResult | null>(null);
  const dialogMounted = useOpenedOnce(result !== null);

  const navigate = (href: string) => {
    setSelected(new Set());
    setTransfer(null);
    startTransition(() => router.push(href));
  };

  const rows = page?.data ?? [];
  // Without other bulk actions the selection is for reorder: only orders the API says it would reorder are offered.
  const selectable = (order: (typeof rows)[number]) =>
    Boolean(bulkActions) || order.availableActions.includes('REORDER');
  const selectableRows = rows.filter(selectable);
  const allSelected = selectableRows.length > 0 && selectableRows.every((o) => selected.has(o.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const showTransfer = (orderId: string) => {
    if (transfer?.orderId === orderId) {
      setTransfer(null);
      return;
    }
    setTransfer({ orderId, info: 'loading' });
    browserRequest(CheckoutVaAndQrQuery, { orderIds: [orderId] })
      .then((data) =>
        setTransfer((current) =>
          current?.orderId === orderId ? { orderId, info: data.getVaAndQrInfo ?? 'failed' } : current,
        ),
      )
      .catch(() => setTransfer((current) => (current?.orderId === orderId ? { orderId, info: 'failed' } : current)));
  };

  const bulkReorder = async () => {
    if (reorderBusy || selected.size === 0) return;
    setReorderBusy(true);
    setReorderError(null);
    try {
      const data = await browserRequest(OrderBulkReorderMutation, { ids: [...selected] });
      const answer = data.orderBulkReorder;
      if (!answer.success && answer.added.length === 0 && answer.leftOut.length === 0) {
        setReorderError(answer.userErrors[0]?.message ?? t('reorder.failed'));
      } else {
        setResult({ added: answer.added, leftOut: answer.leftOut });
        void cart.refresh();
      }
    } catch (cause) {
      setReorderError(cause instanceof Error && cause.message ? cause.message : t('reorder.failed'));
    } finally {
      setReorderBusy(false);
    }
  };

  const filtered = hasOrderListFilters(params);
  const cell = 'flex items-baseline justify-between gap-3 py-0.5 lg:table-cell lg:px-3 lg:py-3 lg:align-top';
  const label = 'text-neutral-600 text-xs lg:hidden';

  return (
    <div>
      {showFilters ? (
        <OrderFilters params={params} suppliers={suppliers} stores={stores} onNavigate={navigate} />
      ) : null}

      <div aria-busy={pending || undefined} data-testid="orders-list" data-loading={pending ? '' : undefined}>
        {pending ? (
          <p role="status" data-testid="orders-loading" className="mb-3 text-neutral-600 text-sm">
            {t('list.loading')}
          </p>
        ) : null}

        {error ? (
          <div
            data-testid="orders-error"
            role="alert"
            className="rounded-2xl bg-red-50 p-6 text-center ring-1 ring-red-200"
          >
            <p className="font-medium text-red-900">{error}</p>
            <button
              type="button"
              onClick={() => startTransition(() => router.refresh())}
              className={`${SECONDARY_BUTTON} mt-4`}
            >
              {t('list.retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div data-testid="orders-empty" className="rounded-2xl bg-neutral-50 p-8 text-center">
            {emptyText ? (
              <p className="text-neutral-700">{emptyText}</p>
            ) : filtered ? (
              <p className="text-neutral-700">{t('list.emptyFiltered')}</p>
            ) : (
              <>
                <h2 className="font-semibold text-lg text-neutral-900">{t('list.emptyTitle')}</h2>
                <p className="mx-auto mt-2 max-w-md text-neutral-600 text-sm">{t('list.emptyBody')}</p>
                <Link href="/market" className={`${PRIMARY_BUTTON} mt-5`}>
                  {t('list.emptyCta')}
                </Link>
              </>
            )}
          </div>
        ) : (
          <>
            <div className="mb-2 flex min-h-11 flex-wrap items-center justify-between gap-2">
              {showCount ? (
                <p data-testid="orders-count" className="text-neutral-600 text-sm">
                  {t('list.count', { total: page?.total ?? 0 })}
                </p>
              ) : (
                <span />
              )}
              {selected.size > 0 ? (
                <div data-testid="orders-bulk" className="flex flex-wrap items-center gap-2">
                  <span role="status" className="font-medium text-neutral-800 text-sm">
                    {t('bulk.selected', { count: selected.size })}
                  </span>
                  {bulkActions ? (
                    bulkActions([...selected], () => setSelected(new Set()))
                  ) : (
                    <button
                      type="button"
                      data-testid="orders-bulk-reorder"
                      disabled={reorderBusy}
                      onClick={() => void bulkReorder()}
                      className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700 disabled:opacity-60"
                    >
                      {reorderBusy ? t('reorder.busy') : t('bulk.reorder')}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => setSelected(new Set())}
                    className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand-800 text-sm hover:underline"
                  >
                    {t('bulk.clear')}
                  </button>
                </div>
              ) : null}
            </div>
            {reorderError ? (
              <div className="mb-3">
                <Notice tone="error">{reorderError}</Notice>
              </div>
            ) : null}

            <table className="block w-full text-sm lg:table lg:border-collapse">
              <thead className="hidden lg:table-header-group">
                <tr className="border-neutral-200 border-b text-left text-neutral-600 text-xs">
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      data-testid="orders-select-all"
                      aria-label={t('list.selectAll')}
                      checked={allSelected}
                      disabled={!hydrated || selectableRows.length === 0}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(selectableRows.map((o) => o.id)))}
                      className="size-5 accent-brand-600"
                    />
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('list.code')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('list.orderedAt')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('list.store')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('list.supplier')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('list.delivery')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('list.status')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('list.total')}
                  </th>
                </tr>
              </thead>
              <tbody className="grid gap-3 lg:table-row-group">
                {rows.map((order) => {
                  const placed = instantParts(order.createdAt, lang);
                  const delivery = fullDate(order.deliveryDate, lang);
                  const open = transfer?.orderId === order.id;
                  const extra = renderRowExtra?.(order);
                  const hasExtra = Boolean(extra) || mayNeedTransfer(order);
                  return (
                    <Fragment key={order.id}>
                      <tr
                        data-testid="order-row"
                        data-order-id={order.id}
                        data-status={order.status}
                        className={`relative block rounded-2xl border border-neutral-200 bg-white p-3 pl-12 lg:table-row lg:rounded-none lg:border-0 lg:border-neutral-100 lg:p-0 ${
                          hasExtra ? 'rounded-b-none border-b-0 lg:border-b-0' : 'lg:border-b'
                        }`}
                      >
                        <td className="absolute top-3 left-3 lg:static lg:table-cell lg:px-3 lg:py-3 lg:align-top">
                          <input
                            type="checkbox"
                            data-testid="order-select"
                            aria-label={t('list.select', { code: order.code })}
                            title={selectable(order) ? undefined : t('reorder.unavailable')}
                            checked={selected.has(order.id)}
                            disabled={!hydrated || !selectable(order)}
                            onChange={() => toggle(order.id)}
                            className="size-5 accent-brand-600"
                          />
                        </td>
                        <td className="flex flex-wrap items-baseline justify-between gap-2 pb-1 lg:table-cell lg:px-3 lg:py-3 lg:align-top">
                          <Link
                            href={`/orders/${order.id}`}
                            data-testid="order-link"
                            aria-label={t('list.viewOrder', { code: order.code })}
                            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                          >
                            {order.code}
                          </Link>
                          <span data-testid="order-status" className={`${statusBadgeClass(order.status)} lg:hidden`}>
                            {statusLabel(order.status, lang)}
                          </span>
                          {order.creatorName ? (
                            <span className="block w-full text-neutral-600 text-xs lg:whitespace-nowrap">
                              {t('list.creator')}: {order.creatorName}
                            </span>
                          ) : null}
                        </td>
                        <td className={cell}>
                          <span className={label}>{t('list.orderedAt')}</span>
                          <span className="whitespace-nowrap text-right text-neutral-800 lg:text-left">
                            {placed.date} <span className="text-neutral-600">{placed.time}</span>
                          </span>
                        </td>
                        <td className={cell}>
                          <span className={label}>{t('list.store')}</span>
                          <span className="text-right text-neutral-800 lg:text-left">{order.storeName}</span>
                        </td>
                        <td className={cell}>
                          <span className={label}>{t('list.supplier')}</span>
                          <span data-testid="order-supplier" className="text-right text-neutral-800 lg:text-left">
                            {order.supplier.name}
                          </span>
                        </td>
                        <td className={cell}>
                          <span className={label}>{t('list.delivery')}</span>
                          <span className="whitespace-nowrap text-right text-neutral-800 lg:text-left">
                            {delivery}
                            <span className="block text-neutral-600 text-xs">{order.deliveryTimeSlot}</span>
                          </span>
                        </td>
                        <td className="hidden lg:table-cell lg:px-3 lg:py-3 lg:align-top">
                          <span className={`${statusBadgeClass(order.status)} whitespace-nowrap`}>
                            {statusLabel(order.status, lang)}
                          </span>
                        </td>
                        <td className={`${cell} lg:text-right`}>
                          <span className={label}>{t('list.total')}</span>
                          <span
                            data-testid="order-total"
                            className="whitespace-nowrap font-semibold text-neutral-900 tabular-nums"
                          >
                            {money(order.grossTotal)}
                          </span>
                        </td>
                      </tr>
                      {hasExtra ? (
                        <tr className="-mt-3 block rounded-b-2xl border border-neutral-200 border-t-0 bg-white px-3 pb-3 pl-12 lg:mt-0 lg:table-row lg:border-0 lg:border-neutral-100 lg:border-b">
                          <td colSpan={8} className="block lg:table-cell lg:px-3 lg:pt-0 lg:pb-2 lg:pl-16">
                            {extra}
                            {mayNeedTransfer(order) ? (
                              <button
                                type="button"
                                data-testid="order-transfer-toggle"
                                aria-expanded={open}
                                onClick={() => showTransfer(order.id)}
                                className="inline-flex min-h-10 items-center font-semibold text-brand-800 text-sm underline-offset-2 hover:underline"
                              >
                                {open ? t('transfer.hide') : t('transfer.show')}
                              </button>
                            ) : null}
                            {open && transfer?.info === 'loading' ? (
                              <p role="status" className="text-neutral-600 text-sm">
                                {t('transfer.loading')}
                              </p>
                            ) : null}
                            {open && transfer?.info === 'failed' ? (
                              <Notice tone="warning">{t('transfer.failed')}</Notice>
                            ) : null}
                            {open && transfer && typeof transfer.info === 'object' ? (
                              <div className="mt-2">
                                <BankTransfer info={transfer.info} />
                              </div>
                            ) : null}
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>

            {page && page.totalPage > 1 ? (
              <nav aria-label={t('list.pagination')} className="mt-4 flex flex-wrap items-center justify-center gap-3">
                {params.page > 1 ? (
                  <PageLink href={orderListHref(pathname, { ...params, page: params.page - 1 })} onNavigate={navigate}>
                    {t('list.previous')}
                  </PageLink>
                ) : null}
                <span data-testid="orders-page" className="text-neutral-700 text-sm">
                  {t('list.pageOf', { page: params.page, total: page.totalPage })}
                </span>
                {params.page < page.totalPage ? (
                  <PageLink href={orderListHref(pathname, { ...params, page: params.page + 1 })} onNavigate={navigate}>
                    {t('list.next')}
                  </PageLink>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
      {dialogMounted ? <ReorderResultDialog result={result} onClose={() => setResult(null)} /> : null}
    </div>
  );
}

function PageLink({
  href,
  onNavigate,
  children,
}: {
  href: string;
  onNavigate: (href: string) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      data-testid="orders-page-link"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(href);
      }}
      className={SECONDARY_BUTTON}
    >
      {children}
    </a>
  );
}
