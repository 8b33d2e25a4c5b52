'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useFormatMoney } from '@/lib/use-format-money';
import { fullDate, localInstant } from './format-delivery';
import type { CheckoutGroup } from './use-checkout-cart';

type Offer = CheckoutGroup['voucherOffers'][number];

/** The last day a voucher can be used: it ends at its endDate, exclusive (an end "on 31/12" is 1/1 00:00). */
function lastDay(endDate: string): string {
  return localInstant(new Date(Date.parse(endDate) - 1).toISOString()).date;
}

/**
 * A supplier group's voucher: a code field with Apply (the server checks it and answers the discount or why not, in
 * its words), the applied voucher with its discount and Remove, and the group's voucher offers as the server checked
 * them against this group — those that apply, with Use, and apart, those that do not, each with why (how much more
 * to buy under a minimum). A voucher without a minimum says nothing about one.
 */
export function VoucherField({
  group,
  busy,
  onApply,
}: {
  group: CheckoutGroup;
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
  const offered = group.voucherOffers.filter((o) => o.applicable);
  const unavailable = group.voucherOffers.filter((o) => !o.applicable);

  const terms = ({ voucher: v }: Offer) => {
    const percent = v.discountPercent;
    const max = v.discountMaxValue ? money(v.discountMaxValue) : null;
    const min = v.discountMinPrice > 0 ? money(v.discountMinPrice) : null;
    if (max && min) return t('terms', { percent, max, min });
    if (max) return t('termsNoMin', { percent, max });
    if (min) return t('termsNoMax', { percent, min });
    return t('termsPlain', { percent });
  };
  const why = (offer: Offer) => {
    const { voucher: v } = offer;
    switch (offer.reason) {
      case 'MIN_ORDER':
        return t('why.MIN_ORDER', { missing: money(offer.missing), min: money(v.discountMinPrice) });
      case 'NOT_STARTED':
        return t('why.NOT_STARTED', { date: fullDate(localInstant(v.startDate).date, lang) });
      case 'EXPIRED':
        return t('why.EXPIRED', { date: fullDate(lastDay(v.endDate), lang) });
      case 'NO_COVERED_PRODUCT':
      case 'COMPANY_LIMIT':
      case 'USED_UP':
      case 'OTHER_SUPPLIER':
        return t(`why.${offer.reason}`);
      default:
        return t('why.NO_DISCOUNT');
    }
  };

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
        <details data-testid="voucher-offers" className="group/vouchers rounded-xl border border-neutral-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-800 text-sm">
            {t('available', { count: offered.length })}
          </summary>
          <ul className="divide-y divide-neutral-100 border-neutral-200 border-t">
            {offered.map((offer) => (
              <li
                key={offer.voucher.id}
                data-testid="voucher-offer"
                className="flex items-center justify-between gap-3 p-3"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-neutral-900">{offer.voucher.code}</p>
                  <p className="text-neutral-700">{offer.voucher.name}</p>
                  <p className="text-brand-800">{t('saves', { amount: money(offer.discount) })}</p>
                  <p data-testid="voucher-terms" className="text-neutral-600 text-xs">
                    {terms(offer)}
                    {' · '}
                    {t('until', { date: fullDate(lastDay(offer.voucher.endDate), lang) })}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('useLabel', { code: offer.voucher.code, supplier })}
                  onClick={() => void apply(offer.voucher.code)}
                  className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:opacity-60"
                >
                  {t('use')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {unavailable.length > 0 && !group.voucher ? (
        <details data-testid="voucher-unavailable" className="rounded-xl border border-neutral-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-neutral-700 text-sm">
            {t('unavailable', { count: unavailable.length })}
          </summary>
          <ul className="divide-y divide-neutral-100 border-neutral-200 border-t">
            {unavailable.map((offer) => (
              <li
                key={offer.voucher.id}
                data-testid="voucher-unavailable-offer"
                data-reason={offer.reason ?? undefined}
                className="p-3 text-sm"
              >
                <p className="font-semibold text-neutral-700">{offer.voucher.code}</p>
                <p className="text-neutral-600">{offer.voucher.name}</p>
                <p data-testid="voucher-terms" className="text-neutral-600 text-xs">
                  {terms(offer)}
                </p>
                <p data-testid="voucher-why" className="text-amber-900">
                  {why(offer)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
