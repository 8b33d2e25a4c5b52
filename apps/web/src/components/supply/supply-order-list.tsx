import { ORDER_STATUSES, type OrderStatus } from '@chobep/domain';
import { orderStatusLabel } from '@chobep/domain/orders/order-labels';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ResultOf } from '@/lib/api/graphql';
import type { SupplyOrdersQuery } from '@/lib/api/supply';
import { formatMoney } from '@/lib/format';
import { formatIsoDate, SupplyStatus } from './supply-status';

/** The statuses the list offers: what still asks something of the supplier, everything, or one status. */
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'PENDING_ACCEPTANCE',
  'SENT',
  'ACCEPTED',
  'IN_PROGRESS',
  'PENDING_DELIVERY',
  'DELIVERING',
  'DELIVERY_IN_PROGRESS',
];
/** Statuses a supplier may see (the buying company's approval is not its business). */
const LISTED = ORDER_STATUSES.filter((s) => s !== 'PENDING_APPROVAL' && s !== 'APPROVAL_DISAPPROVED');

export interface SupplyListParams {
  /** OPEN (default), ALL or one status. */
  status: string;
  from: string;
  to: string;
  /** An operator's supplier filter (a supplier's id); null: every supplier. */
  supplier: number | null;
  page: number;
}

type Page = ResultOf<typeof SupplyOrdersQuery>['supplyOrders'];

function hrefOf(params: SupplyListParams, page: number): string {
  const query = new URLSearchParams();
  if (params.status !== 'OPEN') query.set('status', params.status);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.supplier !== null) query.set('supplier', String(params.supplier));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/supplier/orders?${text}` : '/supplier/orders';
}

/**
 * Incoming orders by delivery date, then slot (those waiting for acceptance first): a filter form that works
 * without script (GET), cards on a phone, a table from 768 px, and pages. An operator (`suppliers` given) sees
 * every supplier's orders: each order says whose it is, and the form filters by supplier (on the server).
 */
export async function SupplyOrderList({
  data,
  params,
  lang,
  suppliers,
}: {
  data: Page;
  params: SupplyListParams;
  lang: 'vi' | 'en';
  /** The operator's supplier filter; null for a supplier's user (its own orders only). */
  suppliers: readonly { id: number; name: string }[] | null;
}) {
  const t = await getTranslations('supply');
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  const field = 'mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base';
  return (
    <div data-testid="supply-orders">
      <h1 className="font-bold text-2xl text-neutral-900">{t('listTitle')}</h1>
      <form method="get" action="/supplier/orders" className="mt-4 rounded-2xl border border-neutral-200 p-4">
        <fieldset
          className={`grid grid-cols-1 gap-3 sm:items-end ${
            suppliers
              ? 'sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]'
              : 'sm:grid-cols-[2fr_1fr_1fr_auto]'
          }`}
        >
          <legend className="sr-only">{t('filterLegend')}</legend>
          <label className="font-medium text-neutral-800 text-sm">
            {t('statusLabel')}
            <select name="status" defaultValue={params.status} className={field} data-testid="supply-filter-status">
              <option value="OPEN">{t('statusOpen')}</option>
              <option value="ALL">{t('statusAll')}</option>
              {LISTED.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s, lang)}
                </option>
              ))}
            </select>
          </label>
          {suppliers ? (
            <label className="font-medium text-neutral-800 text-sm">
              {t('supplierLabel')}
              <select
                name="supplier"
                defaultValue={params.supplier === null ? '' : String(params.supplier)}
                className={field}
                data-testid="supply-filter-supplier"
              >
                <option value="">{t('supplierAll')}</option>
                {suppliers.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="font-medium text-neutral-800 text-sm">
            {t('fromLabel')}
            <input type="date" name="from" defaultValue={params.from} className={field} />
          </label>
          <label className="font-medium text-neutral-800 text-sm">
            {t('toLabel')}
            <input type="date" name="to" defaultValue={params.to} className={field} />
          </label>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('apply')}
          </button>
        </fieldset>
      </form>

      <p className="mt-4 text-neutral-600 text-sm" data-testid="supply-total">
        {t('total', { count: data.total })}
      </p>

      {data.items.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-neutral-50 p-6 text-center text-neutral-700">{t('empty')}</p>
      ) : (
        <>
          {/* Phone: one card per order. */}
          <ul className="mt-3 space-y-3 md:hidden">
            {data.items.map((o) => (
              <li key={o.id}>
                <Link
                  href={`/supplier/orders/${o.id}`}
                  data-testid="supply-order-card"
                  className="block rounded-2xl border border-neutral-200 p-4 hover:border-brand-600"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-neutral-900">{o.code}</span>
                    <SupplyStatus status={o.status} />
                  </span>
                  <span className="mt-1 block text-neutral-800 text-sm">
                    {t('deliveryLine', { date: formatIsoDate(o.deliveryDate), slot: o.deliveryTimeSlot })}
                  </span>
                  <span className="block text-neutral-600 text-sm">
                    {o.storeName} · {o.buyerName}
                  </span>
                  {suppliers ? (
                    <span className="block text-neutral-600 text-sm" data-testid="supply-order-supplier">
                      {t('supplierLine', { name: o.supplier.name })}
                    </span>
                  ) : null}
                  <span className="mt-1 block font-semibold text-neutral-900">{formatMoney(o.grossTotal, lang)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {/* Desktop: a table. */}
          <table className="mt-3 hidden w-full text-left text-sm md:table">
            <thead className="border-neutral-200 border-b text-neutral-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.code')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.delivery')}
                </th>
                {suppliers ? (
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('columns.supplier')}
                  </th>
                ) : null}
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.store')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('columns.status')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('columns.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((o) => (
                <tr key={o.id} data-testid="supply-order-row" className="border-neutral-100 border-b">
                  <td className="py-3 pr-3">
                    <Link
                      href={`/supplier/orders/${o.id}`}
                      className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                    >
                      {o.code}
                    </Link>
                  </td>
                  <td className="py-3 pr-3">
                    {formatIsoDate(o.deliveryDate)} · {o.deliveryTimeSlot}
                  </td>
                  {suppliers ? (
                    <td className="py-3 pr-3 text-neutral-900" data-testid="supply-order-supplier">
                      {o.supplier.name}
                    </td>
                  ) : null}
                  <td className="py-3 pr-3">
                    <span className="block text-neutral-900">{o.storeName}</span>
                    <span className="block text-neutral-600">{o.buyerName}</span>
                  </td>
                  <td className="py-3 pr-3">
                    <SupplyStatus status={o.status} />
                  </td>
                  <td className="py-3 text-right font-semibold">{formatMoney(o.grossTotal, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between gap-3">
          {data.page > 1 ? (
            <Link href={hrefOf(params, data.page - 1)} className="min-h-11 rounded-full border px-4 py-2.5 text-sm">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-neutral-700 text-sm">{t('pageOf', { page: data.page, pages })}</span>
          {data.page < pages ? (
            <Link href={hrefOf(params, data.page + 1)} className="min-h-11 rounded-full border px-4 py-2.5 text-sm">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

/** The list's URL parameters, read leniently: anything unknown is the default. */
export function parseSupplyListParams(search: Record<string, string | string[] | undefined>): SupplyListParams {
  const one = (key: string) => {
    const value = search[key];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const status = one('status');
  const date = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  const page = Number.parseInt(one('page'), 10);
  const supplier = /^\d{1,9}$/.test(one('supplier')) ? Number(one('supplier')) : null;
  return {
    status: status === 'ALL' || (LISTED as readonly string[]).includes(status) ? status : 'OPEN',
    from: date(one('from')),
    to: date(one('to')),
    supplier,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The API's filter for the list's parameters (the supplier: the API takes it from operators only). */
export function filterOf(params: SupplyListParams): {
  statuses: OrderStatus[] | null;
  deliveryDateFrom: string | null;
  deliveryDateTo: string | null;
  supplierId: number | null;
} {
  return {
    statuses:
      params.status === 'ALL' ? null : params.status === 'OPEN' ? [...OPEN_STATUSES] : [params.status as OrderStatus],
    deliveryDateFrom: params.from || null,
    deliveryDateTo: params.to || null,
    supplierId: params.supplier,
  };
}
