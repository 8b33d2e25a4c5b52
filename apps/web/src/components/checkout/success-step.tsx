'use client';

import type { OrderStatus } from '@chobep/domain/orders/choose-initial-status';
import { orderStatusLabel } from '@chobep/domain/orders/order-labels';
import { isPendingPath } from '@chobep/domain/platform/routes';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CheckoutVaAndQrQuery } from '@/lib/api/checkout';
import { useFormatMoney } from '@/lib/use-format-money';
import { BankTransfer, type VaAndQr } from './bank-transfer';
import { type PlacedOrder, readPlaced } from './checkout-storage';
import { CARD, Notice, PRIMARY_BUTTON, SECONDARY_BUTTON } from './checkout-ui';
import { longDate } from './format-delivery';

/**
 * Step 4: the orders just placed (codes linking to their pages, status wording, supplier, delivery, total) and, for
 * bank-transfer orders, the virtual account and its VietQR code. The order details come from this tab (kept at step
 * 3); the transfer details from the API, which checks that the orders are the company's own.
 */
export function SuccessStep({ orderIds }: { orderIds: string[] }) {
  const t = useTranslations('checkout.done');
  const tp = useTranslations('checkout.payment');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const [placed, setPlaced] = useState<PlacedOrder[] | null>(null);
  const [transfer, setTransfer] = useState<VaAndQr | null | 'loading' | 'failed'>(null);

  const key = orderIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text is the dependency
  useEffect(() => {
    setPlaced(readPlaced(orderIds));
  }, [key]);

  const wantsTransfer =
    placed !== null && (placed.length === 0 || placed.some((o) => o.paymentMethod === 'BANK_TRANSFER'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' text is the dependency
  useEffect(() => {
    if (!wantsTransfer || orderIds.length === 0) return;
    let live = true;
    setTransfer('loading');
    browserRequest(CheckoutVaAndQrQuery, { orderIds })
      .then((data) => live && setTransfer(data.getVaAndQrInfo))
      .catch(() => live && setTransfer('failed'));
    return () => {
      live = false;
    };
  }, [wantsTransfer, key]);

  if (orderIds.length === 0) {
    return (
      <div data-testid="checkout-no-orders" className="rounded-2xl bg-neutral-50 p-8 text-center">
        <p className="mx-auto max-w-md text-neutral-700">{t('noOrdersBody')}</p>
        <Link href="/market" className={`${PRIMARY_BUTTON} mt-5`}>
          {t('noOrdersCta')}
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div
        data-testid="checkout-success"
        className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 shrink-0 text-brand-600">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <p role="status" className="text-brand-900">
          {placed && placed.length > 0 ? t('intro', { count: placed.length }) : t('placedUnknown')}
        </p>
      </div>

      {placed && placed.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {placed.map((order) => (
            <li key={order.id} data-testid="placed-order" data-order-id={order.id} className={`${CARD} p-4`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 data-testid="placed-order-code" className="font-semibold text-neutral-900">
                  {/* The order page comes with the orders issue: until its route is built, no link to a 404. */}
                  {isPendingPath(`/orders/${order.id}`) ? (
                    t('order', { code: order.code })
                  ) : (
                    <Link
                      href={`/orders/${order.id}`}
                      data-testid="placed-order-link"
                      className="text-brand-800 underline-offset-2 hover:underline"
                    >
                      {t('order', { code: order.code })}
                    </Link>
                  )}
                </h2>
                <span
                  data-testid="placed-order-status"
                  className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${
                    order.status === 'PENDING_APPROVAL' ? 'bg-amber-100 text-amber-950' : 'bg-brand-100 text-brand-900'
                  }`}
                >
                  {orderStatusLabel(order.status as OrderStatus, lang)}
                </span>
              </div>
              {order.status === 'PENDING_APPROVAL' || order.status === 'PENDING_ACCEPTANCE' ? (
                <p className="mt-1 text-neutral-600 text-xs">{t(`${order.status}_hint`)}</p>
              ) : null}
              <p className="mt-2 text-neutral-800 text-sm">{t('supplier', { name: order.supplierName })}</p>
              <p className="text-neutral-800 text-sm">
                {t('deliveryOn', { date: longDate(order.deliveryDate, lang), slot: order.deliveryTimeSlot })}
              </p>
              <p className="text-neutral-800 text-sm">{tp(order.paymentMethod as 'COD')}</p>
              <p className="mt-2 flex justify-between gap-2 border-neutral-100 border-t pt-2 text-sm">
                <span className="text-neutral-600">{t('total')}</span>
                <span data-testid="placed-order-total" className="font-semibold text-neutral-900 tabular-nums">
                  {money(order.grossTotal)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {transfer === 'loading' ? (
        <p role="status" className="text-neutral-600 text-sm">
          {t('transfer.loading')}
        </p>
      ) : null}
      {transfer === 'failed' ? <Notice tone="warning">{t('transfer.failed')}</Notice> : null}
      {transfer && typeof transfer === 'object' ? <BankTransfer info={transfer} /> : null}

      <div className="flex flex-wrap gap-2">
        {isPendingPath('/orders') ? null : (
          <Link href="/orders" className={SECONDARY_BUTTON}>
            {t('allOrders')}
          </Link>
        )}
        <Link href="/market" className={PRIMARY_BUTTON}>
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}
