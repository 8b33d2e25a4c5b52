'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { useFormatMoney } from '@/lib/use-format-money';

export const PRIMARY_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600';
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-neutral-300 bg-white px-5 font-semibold text-neutral-800 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-60';
export const CARD = 'rounded-2xl border border-neutral-200 bg-white';

/** While the cart (or the draft) is read: the page keeps its shape, and the words say what is happening. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div data-testid="checkout-loading" aria-busy="true" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="grid gap-4">
        {[0, 1].map((i) => (
          <div key={i} className={`${CARD} animate-pulse p-4`}>
            <div className="h-5 w-1/2 rounded bg-neutral-200" />
            <div className="mt-4 flex gap-3">
              <div className="size-16 rounded-lg bg-neutral-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-neutral-200" />
                <div className="h-4 w-1/3 rounded bg-neutral-200" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className={`${CARD} h-48 animate-pulse bg-neutral-50`} aria-hidden="true" />
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTranslations('checkout');
  return (
    <div
      data-testid="checkout-error"
      role="alert"
      className="rounded-2xl bg-red-50 p-6 text-center ring-1 ring-red-200"
    >
      <p className="font-medium text-red-900">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${SECONDARY_BUTTON} mt-4`}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyCart() {
  const t = useTranslations('checkout.empty');
  return (
    <div data-testid="checkout-empty" className="rounded-2xl bg-neutral-50 p-8 text-center">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mx-auto size-12 text-brand-500">
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 20.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm9 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="mt-3 font-semibold text-lg text-neutral-900">{t('title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-neutral-600 text-sm">{t('body')}</p>
      <Link href="/market" className={`${PRIMARY_BUTTON} mt-5`}>
        {t('cta')}
      </Link>
    </div>
  );
}

export function NoStore() {
  const t = useTranslations('checkout');
  return (
    <div data-testid="checkout-no-store" className="rounded-2xl bg-neutral-50 p-8 text-center">
      <p className="text-neutral-800">{t('noStore')}</p>
      <Link href="/change-store?redirect=/checkout" className={`${PRIMARY_BUTTON} mt-4`}>
        {t('chooseStore')}
      </Link>
    </div>
  );
}

/** A message the page keeps until the next action (refusals of the server, in its words). */
export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'warning' | 'info' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  const styles = {
    error: 'bg-red-50 text-red-900 ring-red-200',
    warning: 'bg-amber-50 text-amber-950 ring-amber-200',
    info: 'bg-sky-50 text-sky-950 ring-sky-200',
    success: 'bg-brand-50 text-brand-900 ring-brand-200',
  }[tone];
  return (
    <div
      data-testid={testId}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm ring-1 ${styles}`}
    >
      {children}
    </div>
  );
}

export interface Totals {
  subtotalBeforeVat: number;
  vat: number;
  deliveryFee: number;
  deliveryFeeVat?: number | null;
  discount: number;
  grossTotal: number;
}

/** The money of a checkout or of one order: before VAT, VAT, delivery fee, discount, total. */
export function TotalsList({ totals, strong = true }: { totals: Totals; strong?: boolean }) {
  const t = useTranslations('checkout.summary');
  const money = useFormatMoney();
  const row = (label: string, value: string, testId: string, extra = '') => (
    <div className={`flex items-baseline justify-between gap-3 ${extra}`}>
      <dt className="text-neutral-600">{label}</dt>
      <dd data-testid={testId} className="whitespace-nowrap text-right text-neutral-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1.5 text-sm">
      {row(t('subtotal'), money(totals.subtotalBeforeVat), 'total-subtotal')}
      {row(t('vat'), money(totals.vat), 'total-vat')}
      {row(t('deliveryFee'), totals.deliveryFee > 0 ? money(totals.deliveryFee) : t('free'), 'total-delivery-fee')}
      {totals.deliveryFeeVat
        ? row(t('deliveryFeeVat'), money(totals.deliveryFeeVat), 'total-delivery-fee-vat', 'pl-3 text-xs')
        : null}
      {totals.discount > 0 ? row(t('discount'), `−${money(totals.discount)}`, 'total-discount') : null}
      <div className="flex items-baseline justify-between gap-3 border-neutral-200 border-t pt-2">
        <dt className={strong ? 'font-semibold text-neutral-900' : 'text-neutral-900'}>{t('total')}</dt>
        <dd
          data-testid="total-gross"
          className={`whitespace-nowrap text-right tabular-nums ${strong ? 'font-bold text-brand-800 text-lg' : 'font-semibold'}`}
        >
          {money(totals.grossTotal)}
        </dd>
      </div>
    </dl>
  );
}

/** The summary column: sticky beside the groups from 1025 px, under them on a phone. */
export function SummaryCard({ count, totals, children }: { count: number; totals: Totals; children?: ReactNode }) {
  const t = useTranslations('checkout.summary');
  return (
    <section
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
      className={`${CARD} p-4 lg:sticky lg:top-24`}
    >
      <h2 id="checkout-summary-title" className="font-semibold text-lg text-neutral-900">
        {t('title')}
      </h2>
      <p className="mb-3 text-neutral-600 text-sm">{t('orders', { count })}</p>
      <TotalsList totals={totals} />
      <p className="mt-1 text-right text-neutral-500 text-xs">{t('vatIncluded')}</p>
      {children ? <div className="mt-4 grid gap-2">{children}</div> : null}
    </section>
  );
}

/** The primary action of a step inside the summary: there from 1025 px; phones use PhoneActionBar instead. */
export const SUMMARY_ACTION = `${PRIMARY_BUTTON.replace('inline-flex ', '')} hidden lg:inline-flex`;

/**
 * On a phone the summary comes after every supplier, far below: the total and the step's primary action stay at the
 * bottom of the screen instead (the same button, shown once per width).
 */
export function PhoneActionBar({
  total,
  message,
  children,
}: {
  total: number;
  /** Why the action is disabled, or what the last press answered: said right above the button. */
  message?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('checkout.summary');
  const money = useFormatMoney();
  const bar = useRef<HTMLDivElement>(null);
  // The page keeps room below its footer for the bar as tall as it is now (a message makes it taller), so the end
  // of the page is never left under it. Hidden from 1025 px, the bar measures 0 there.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, []);
  return (
    <div
      ref={bar}
      data-testid="checkout-action-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-neutral-200 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
    >
      {message ? <div className="mx-auto mb-2 max-w-7xl text-sm">{message}</div> : null}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block text-neutral-600 text-xs">{t('total')}</span>
          <span className="font-bold text-brand-800 text-lg tabular-nums">{money(total)}</span>
        </p>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}
