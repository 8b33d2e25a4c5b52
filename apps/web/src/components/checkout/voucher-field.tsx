'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useFormatMoney } from '@/lib/use-format-money';
import { fullDate, localInstant } from './format-delivery';
import type { CheckoutGroup } from './use-checkout-cart';

export interface AvailableVoucher {
  id: string;
  code: string;
  name: string;
  discountPercent: number;
  discountMaxValue: number | null;
  discountMinPrice: number;
  endDate: string;
  supplierIds: readonly number[] | null;
}

/**
 * A supplier group's voucher: a code field with Apply (the server checks it and answers the discount or why not, in
 * its words), the applied voucher with its discount and Remove, and the vouchers the store may use for this supplier.
 */
export function VoucherField({
  group,
  vouchers,
  busy,
  onApply,
}: {
  group: CheckoutGroup;
  vouchers: readonly AvailableVoucher[];
  busy: boolean;
  /** Applies a code ('' removes); resolves to the refusal's message, or null. */
  onApply: (code: string) => Promise<string | null>;
}) {
  const t = useTranslations('checkout.voucher');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const supplier = group.supplier.name;
  const offered = vouchers.filter((v) => !v.supplierIds || v.supplierIds.includes(group.supplier.id));

  const apply = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setError(t('empty'));
      return;
    }
    setPending(true);
    setError(null);
    const refusal = await onApply(trimmed.toUpperCase());
    setPending(false);
    if (refusal) setError(refusal);
    else setCode('');
  };

  const remove = async () => {
    setPending(true);
    setError(null);
    const refusal = await onApply('');
    setPending(false);
    if (refusal) setError(refusal);
  };

  const disabled = busy || pending;
  return (
    <div data-testid="voucher" className="grid gap-2">
      {group.voucher ? (
        <div
          data-testid="voucher-applied"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 ring-1 ring-brand-200"
        >
          <p role="status" className="min-w-0 text-brand-900 text-sm">
            <span className="font-semibold">
              {t('applied', { code: group.voucher.code, amount: money(group.discount) })}
            </span>
            <span className="block text-brand-800 text-xs">{group.voucher.name}</span>
          </p>
          <button
            type="button"
            data-testid="voucher-remove"
            disabled={disabled}
            aria-label={t('removeLabel', { code: group.voucher.code })}
            onClick={() => void remove()}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-red-700 text-sm hover:bg-red-50 disabled:opacity-50"
          >
            {t('remove')}
          </button>
        </div>
      ) : (
        <form
          className="grid gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            void apply(code);
          }}
        >
          <label htmlFor={`${id}-code`} className="font-medium text-neutral-800 text-sm">
            {t('shortLabel')}
            <span className="sr-only"> ({supplier})</span>
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              data-testid="voucher-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t('placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={50}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-neutral-300 px-3 text-sm uppercase placeholder:normal-case aria-invalid:border-red-600"
            />
            <button
              type="submit"
              data-testid="voucher-apply"
              disabled={disabled}
              className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-neutral-900 px-4 font-semibold text-sm text-white hover:bg-neutral-700 disabled:opacity-60"
            >
              {pending ? t('applying') : t('apply')}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" data-testid="voucher-error" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      {group.voucherError ? (
        <p role="alert" data-testid="voucher-invalid" className="text-amber-900 text-sm">
          {group.voucherError}
        </p>
      ) : null}
      {offered.length > 0 && !group.voucher ? (
        <details className="group/vouchers rounded-xl border border-neutral-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-800 text-sm">
            {t('available', { count: offered.length })}
          </summary>
          <ul className="divide-y divide-neutral-100 border-neutral-200 border-t">
            {offered.map((voucher) => (
              <li key={voucher.id} data-testid="voucher-offer" className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-neutral-900">{voucher.code}</p>
                  <p className="text-neutral-700">{voucher.name}</p>
                  <p className="text-neutral-600 text-xs">
                    {voucher.discountMaxValue
                      ? t('terms', {
                          percent: voucher.discountPercent,
                          max: money(voucher.discountMaxValue),
                          min: money(voucher.discountMinPrice),
                        })
                      : t('termsNoMax', { percent: voucher.discountPercent, min: money(voucher.discountMinPrice) })}
                    {' · '}
                    {t('until', { date: fullDate(localInstant(voucher.endDate).date, lang) })}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('useLabel', { code: voucher.code, supplier })}
                  onClick={() => void apply(voucher.code)}
                  className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:opacity-60"
                >
                  {t('use')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
