'use client';

import { useTranslations } from 'next-intl';
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

function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('checkout.done.transfer');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={t('copy', { label })}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => {
            setCopied(true);
            window.setTimeout(() => setCopied(false), 2000);
          },
          () => {},
        );
      }}
      className="inline-flex min-h-9 shrink-0 items-center rounded-full border border-neutral-300 px-3 font-medium text-neutral-800 text-xs hover:bg-neutral-50"
    >
      <span aria-live="polite">{copied ? t('copied') : t('copyShort')}</span>
    </button>
  );
}

/** How to pay bank-transfer orders: the virtual account, the amount, the transfer text and the VietQR code (step 4, /orders). */
export function BankTransfer({ info }: { info: VaAndQr }) {
  const t = useTranslations('checkout.done.transfer');
  const money = useFormatMoney();
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
