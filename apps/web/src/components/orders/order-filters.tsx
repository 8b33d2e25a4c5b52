'use client';

import { ORDER_STATUSES } from '@chobep/domain/orders/choose-initial-status';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { SECONDARY_BUTTON } from '../checkout/checkout-ui';
import { statusLabel } from './order-format';
import { EMPTY_ORDER_LIST_PARAMS, hasOrderListFilters, type OrderListParams, orderListHref } from './order-list-params';

export interface FilterOption {
  id: string;
  name: string;
}

const FIELD =
  'mt-1 block min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-neutral-900 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';
const LABEL = 'block font-medium text-neutral-700 text-xs';

/**
 * The order list's filters, read from the URL and written back to it (order-list-params.ts). A GET form to /orders,
 * so it works before hydration too; with JavaScript it navigates in the app (`onNavigate`, inside a transition the
 * list shows as loading). On a phone the fields fold behind a "Filters" button.
 */
export function OrderFilters({
  params,
  suppliers,
  stores,
  onNavigate,
}: {
  params: OrderListParams;
  suppliers: FilterOption[];
  stores: FilterOption[];
  onNavigate: (href: string) => void;
}) {
  const t = useTranslations('orders.filters');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const active = hasOrderListFilters(params);
  const [shown, setShown] = useState(false);
  const id = useId();
  const supplierId = params.supplierIds[0] ? String(params.supplierIds[0]) : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    };
    const supplier = Number(text('suppliers'));
    const status = text('status');
    onNavigate(
      orderListHref('/orders', {
        ...params,
        status: status && status !== 'ALL' ? (status as OrderListParams['status']) : null,
        supplierIds: supplier > 0 ? [supplier] : [],
        storeId: text('storeId'),
        orderDateStart: text('orderDateStart'),
        orderDateEnd: text('orderDateEnd'),
        deliveryDateStart: text('deliveryDateStart'),
        deliveryDateEnd: text('deliveryDateEnd'),
        q: text('q'),
        page: 1,
      }),
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="sr-only">
        {t('title')}
      </h2>
      <div className="md:hidden">
        <button
          type="button"
          data-testid="order-filters-toggle"
          aria-expanded={shown}
          aria-controls={`${id}-form`}
          onClick={() => setShown((v) => !v)}
          className={`${SECONDARY_BUTTON} relative`}
        >
          {t('show')}
          {active ? <span aria-hidden="true" className="size-2 rounded-full bg-red-600" /> : null}
        </button>
      </div>
      <form
        id={`${id}-form`}
        method="get"
        action="/orders"
        onSubmit={submit}
        data-testid="order-filters"
        // Remounted when the URL changes, so the fields show what the list was filtered by.
        key={orderListHref('/orders', { ...params, page: 1 })}
        className={`${shown ? 'grid' : 'hidden'} mt-3 gap-3 rounded-2xl border border-neutral-200 bg-neutral-50 p-3 sm:grid-cols-2 md:mt-0 md:grid md:grid-cols-3 lg:grid-cols-6`}
      >
        <div>
          <label htmlFor={`${id}-status`} className={LABEL}>
            {t('status')}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            data-testid="filter-status"
            defaultValue={params.status ?? 'ALL'}
            className={FIELD}
          >
            <option value="ALL">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s, lang)}
              </option>
            ))}
          </select>
        </div>
        {suppliers.length > 0 ? (
          <div>
            <label htmlFor={`${id}-supplier`} className={LABEL}>
              {t('supplier')}
            </label>
            <select
              id={`${id}-supplier`}
              name="suppliers"
              data-testid="filter-supplier"
              defaultValue={supplierId}
              className={FIELD}
            >
              <option value="">{t('allSuppliers')}</option>
              {suppliers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {stores.length > 1 ? (
          <div>
            <label htmlFor={`${id}-store`} className={LABEL}>
              {t('store')}
            </label>
            <select
              id={`${id}-store`}
              name="storeId"
              data-testid="filter-store"
              defaultValue={params.storeId ?? ''}
              className={FIELD}
            >
              <option value="">{t('allStores')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-q`} className={LABEL}>
            {t('search')}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            data-testid="filter-q"
            defaultValue={params.q ?? ''}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            className={FIELD}
          />
        </div>
        {(['orderDate', 'deliveryDate'] as const).map((what) => (
          <fieldset key={what} className="sm:col-span-2 md:col-span-1 lg:col-span-2">
            <legend className={LABEL}>{t(what)}</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['Start', 'End'] as const).map((end) => {
                const name = `${what}${end}` as const;
                return (
                  <div key={end}>
                    <label htmlFor={`${id}-${name}`} className="sr-only">
                      {t(end === 'Start' ? 'fromLabel' : 'toLabel', { what: t(what) })}
                    </label>
                    <input
                      id={`${id}-${name}`}
                      name={name}
                      type="date"
                      data-testid={`filter-${name}`}
                      defaultValue={params[name] ?? ''}
                      title={t(end === 'Start' ? 'from' : 'to')}
                      className={FIELD}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 md:col-span-3 lg:col-span-2">
          <button
            type="submit"
            data-testid="filter-apply"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-sm text-white hover:bg-brand-700"
          >
            {t('apply')}
          </button>
          {active ? (
            <a
              href="/orders"
              data-testid="filter-reset"
              onClick={(event) => {
                event.preventDefault();
                onNavigate(orderListHref('/orders', { ...EMPTY_ORDER_LIST_PARAMS, size: params.size }));
              }}
              className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 text-sm underline-offset-2 hover:underline"
            >
              {t('reset')}
            </a>
          ) : null}
        </div>
      </form>
    </section>
  );
}
