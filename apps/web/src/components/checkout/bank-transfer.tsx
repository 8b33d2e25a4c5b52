'use client';

import { ORDER_STATUS_LABELS } from '@chobep/domain/orders/order-labels';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CheckoutVaAndQrQuery } from '@/lib/api/checkout';
import type { ResultOf } from '@/lib/api/graphql';
import { useFormatMoney } from '@/lib/use-format-money';
import { CARD } from './checkout-ui';

export type VaAndQr = NonNullable<ResultOf<typeof CheckoutVaAndQrQuery>['getVaAndQrInfo']>;

/**
 * The QR code the API drew (an SVG document from the `qrcode` package, our own server's output) shown as a picture:
 * an <img> with a data: URL never runs what it holds, unlike markup put into the page.
 */
export function qrDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** How long the copy's answer stays (foundations §9: messages show 6 s). */
const COPY_MESSAGE_MS = 6000;

/**
 * Copies a value of the transfer (the account number, the transfer text). A copy the browser refuses — no clipboard
 * on a page that is not HTTPS, permission denied — says so (spec §8 "copy fail") rather than looking done: the buyer
 * would paste an old number into the banking app.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('checkout.done.transfer');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const show = (next: 'copied' | 'failed') => {
    setState(next);
    window.setTimeout(() => setState('idle'), next === 'copied' ? 2000 : COPY_MESSAGE_MS);
  };
  return (
    <>
      <button
        type="button"
        aria-label={t('copy', { label })}
        data-testid="transfer-copy"
        onClick={() => {
          const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
          if (!clipboard) {
            show('failed');
            return;
          }
          clipboard.writeText(value).then(
            () => show('copied'),
            () => show('failed'),
          );
        }}
        className="inline-flex min-h-9 shrink-0 items-center rounded-full border border-neutral-300 px-3 font-medium text-neutral-800 text-xs hover:bg-neutral-50"
      >
        <span aria-live="polite">{state === 'copied' ? t('copied') : t('copyShort')}</span>
      </button>
      {/* A line of its own under the value (the row wraps); out of the layout while empty. */}
      <span role="status" data-testid="transfer-copy-failed" className="basis-full text-red-700 text-xs empty:sr-only">
        {state === 'failed' ? t('copyFailed') : null}
      </span>
    </>
  );
}

/**
 * What changed since the orders were placed: an order that ended without delivery is not to be paid, one the supplier
 * repriced (fewer accepted, another weight or price) is paid at its new total. The amount above already follows.
 */
function TransferCorrections({ info }: { info: VaAndQr }) {
  const t = useTranslations('checkout.done.transfer');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const lines = info.orders.flatMap((o) => {
    if (o.amount === 0)
      return [{ id: o.id, text: t('excluded', { code: o.code, status: ORDER_STATUS_LABELS[lang][o.status] }) }];
    if (o.amount !== o.placedTotal)
      return [
        { id: o.id, text: t('adjusted', { code: o.code, before: money(o.placedTotal), after: money(o.amount) }) },
      ];
    return [];
  });
  if (lines.length === 0) return null;
  return (
    <div
      data-testid="transfer-corrections"
      role="status"
      className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm"
    >
      <p className="font-medium">{t('corrections')}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {lines.map((l) => (
          <li key={l.id}>{l.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** How to pay bank-transfer orders: the virtual account, the amount, the transfer text and the VietQR code (step 4, /orders). */
export function BankTransfer({ info }: { info: VaAndQr }) {
  const t = useTranslations('checkout.done.transfer');
  const money = useFormatMoney();
  if (!info.qrSvg)
    return (
      <section data-testid="bank-transfer" aria-labelledby="transfer-title" className={`${CARD} p-4`}>
        <h2 id="transfer-title" className="font-semibold text-lg text-neutral-900">
          {t('title')}
        </h2>
        <p data-testid="transfer-nothing" className="mt-1 text-neutral-700 text-sm">
          {t('nothingToPay')}
        </p>
        <TransferCorrections info={info} />
      </section>
    );
  const rows: [string, string, string, boolean][] = [
    [t('bank'), info.bankName, 'transfer-bank', false],
    [t('accountNumber'), info.accountNumber, 'transfer-account', true],
    [t('accountName'), info.accountName, 'transfer-holder', false],
    [t('amount'), money(info.amount), 'transfer-amount', false],
    [t('purpose'), info.purpose, 'transfer-purpose', true],
  ];
  return (
    <section data-testid="bank-transfer" aria-labelledby="transfer-title" className={`${CARD} p-4`}>
      <h2 id="transfer-title" className="font-semibold text-lg text-neutral-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-neutral-600 text-sm">{t('hint')}</p>
      <TransferCorrections info={info} />
      <div className="mt-4 grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {/* biome-ignore lint/performance/noImgElement: a data: URL of our API's SVG, nothing to optimise */}
        <img
          data-testid="transfer-qr"
          src={qrDataUrl(info.qrSvg)}
          alt={t('qrAlt', {
            amount: money(info.amount),
            account: info.accountNumber,
            bank: info.bankName,
            purpose: info.purpose,
          })}
          width={192}
          height={192}
          className="mx-auto size-48 rounded-xl bg-white p-2 ring-1 ring-neutral-200"
        />
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value, testId, copy]) => (
            <div key={testId} className="rounded-lg bg-neutral-50 px-3 py-2">
              <dt className="text-neutral-600 text-xs">{label}</dt>
              <dd className="flex flex-wrap items-center justify-between gap-2">
                <span data-testid={testId} className="min-w-0 break-all font-semibold text-neutral-900">
                  {value}
                </span>
                {copy ? <CopyButton value={value} label={label} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
