'use client';

import { translateError } from '@chobep/domain/platform/errors';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import type { ResultOf } from '@/lib/api/graphql';
import {
  SupplyOrderAcceptMutation,
  SupplyOrderAdvanceMutation,
  SupplyOrderDeclineMutation,
  type SupplyOrderFields,
  SupplyOrderReportMissingMutation,
  SupplyOrderSetDeliveredMutation,
} from '@/lib/api/supply';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useReturnFocus } from '@/lib/use-return-focus';
import { formatIsoDate, SupplyStatus } from './supply-status';

type Order = ResultOf<typeof SupplyOrderFields>;
type Payload = { success: boolean; userErrors: { message: string }[]; order: Order | null };

const ADVANCES = ['START', 'READY', 'DISPATCH', 'ARRIVE', 'DELIVER'] as const;
type Advance = (typeof ADVANCES)[number];

/** A quantity typed with a comma or a point (vi writes 1,5): a number, or NaN. */
function parseQuantity(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return normalized === '' ? Number.NaN : Number(normalized);
}

/**
 * One order on the supply side: where and when it goes, its lines and totals, and what the supplier may do now
 * (`availableActions`, decided again by the API on every call): accept with quantities, decline with a reason
 * (after a confirmation dialog), the progress steps, delivered quantities and final prices, missing lines.
 */
export function SupplyOrderDetail({ initial }: { initial: Order }) {
  const t = useTranslations('supply');
  const lang = useLocale() as 'vi' | 'en';
  const ids = useId();
  const returnFocus = useReturnFocus();
  const [order, setOrder] = useState<Order>(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [accepted, setAccepted] = useState<Record<string, string>>({});
  const [delivered, setDelivered] = useState<Record<string, { quantity: string; price: string }>>({});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [missingNote, setMissingNote] = useState('');
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const can = new Set(order.availableActions);
  const canEditDelivered = can.has('SET_DELIVERED_QUANTITY') || can.has('SET_DELIVERED_PRICE');
  const money = (amount: number) => formatMoney(amount, lang);
  const quantity = (q: number | null) => (q === null ? '—' : formatNumber(q, lang));

  async function run(call: () => Promise<Payload>, after?: () => void): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      const payload = await call();
      if (payload.order) setOrder(payload.order);
      if (payload.success) {
        setMessage({ ok: true, text: t('done') });
        after?.();
        return true;
      }
      setMessage({ ok: false, text: payload.userErrors.map((e) => e.message).join(' ') || t('failed') });
      return false;
    } catch (error) {
      console.error('supply action failed', error);
      setMessage({ ok: false, text: t('failed') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function accept() {
    const items = order.items.flatMap((item) => {
      const typed = accepted[item.id];
      return typed === undefined ? [] : [{ itemId: item.id, acceptedQuantity: parseQuantity(typed) }];
    });
    if (items.some((i) => Number.isNaN(i.acceptedQuantity))) {
      setMessage({ ok: false, text: t('failed') });
      return;
    }
    void run(
      async () => (await browserRequest(SupplyOrderAcceptMutation, { id: order.id, items })).supplyOrderAccept,
      () => setAccepted({}),
    );
  }

  async function decline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(translateError('REASON_REQUIRED', lang));
      return;
    }
    const done = await run(
      async () => (await browserRequest(SupplyOrderDeclineMutation, { id: order.id, reason })).supplyOrderDecline,
    );
    if (done) setDeclineOpen(false);
  }

  function advance(action: Advance) {
    void run(
      async () => (await browserRequest(SupplyOrderAdvanceMutation, { id: order.id, action })).supplyOrderAdvance,
    );
  }

  function saveDelivered(event: FormEvent) {
    event.preventDefault();
    const items = order.items.flatMap((item) => {
      const typed = delivered[item.id];
      if (!typed) return [];
      const q = typed.quantity.trim() === '' ? null : parseQuantity(typed.quantity);
      const p = typed.price.trim() === '' ? null : Number(typed.price.replace(/[.,\s]/g, ''));
      if (q === null && p === null) return [];
      return [{ itemId: item.id, deliveredQuantity: q, priceBeforeVat: p }];
    });
    if (items.length === 0) return;
    void run(
      async () =>
        (await browserRequest(SupplyOrderSetDeliveredMutation, { id: order.id, items })).supplyOrderSetDelivered,
      () => setDelivered({}),
    );
  }

  function reportMissing(event: FormEvent) {
    event.preventDefault();
    if (missing.size === 0) return;
    void run(
      async () =>
        (
          await browserRequest(SupplyOrderReportMissingMutation, {
            id: order.id,
            itemIds: [...missing],
            note: missingNote.trim() || null,
          })
        ).supplyOrderReportMissing,
      () => {
        setMissing(new Set());
        setMissingNote('');
      },
    );
  }

  const input = 'block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base';
  const primary =
    'min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
  const secondary =
    'min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-60';

  return (
    <div data-testid="supply-order" data-status={order.status}>
      <Link href="/supplier/orders" className="font-semibold text-brand-800 text-sm underline-offset-2 hover:underline">
        ← {t('backToList')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl text-neutral-900">{t('orderTitle', { code: order.code })}</h1>
        <SupplyStatus status={order.status} />
      </div>
      <p className="mt-1 font-semibold text-neutral-800">
        {t('deliveryLine', { date: formatIsoDate(order.deliveryDate), slot: order.deliveryTimeSlot })}
      </p>

      <p aria-live="polite" data-testid="supply-message" className="min-h-6 text-sm">
        {message ? <span className={message.ok ? 'text-brand-800' : 'text-red-700'}>{message.text}</span> : null}
      </p>

      <div className="mt-2 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby={`${ids}-items`} className="rounded-2xl border border-neutral-200 p-4">
            <h2 id={`${ids}-items`} className="font-bold text-lg text-neutral-900">
              {t('itemsHeading')}
            </h2>
            <ul className="mt-2 divide-y divide-neutral-100">
              {order.items.map((item) => (
                <li key={item.id} data-testid="supply-item" className="py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-neutral-900">
                      {item.name} <span className="font-normal text-neutral-600 text-sm">({item.uom})</span>
                    </p>
                    <p className="font-semibold text-neutral-900" data-testid="supply-item-amount">
                      {money(item.amount)}
                    </p>
                  </div>
                  <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-neutral-700 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="inline">{t('item.ordered')}: </dt>
                      <dd className="inline">{quantity(item.orderedQuantity)}</dd>
                    </div>
                    <div>
                      <dt className="inline">{t('item.accepted')}: </dt>
                      <dd className="inline">{quantity(item.acceptedQuantity)}</dd>
                    </div>
                    <div>
                      <dt className="inline">{t('item.delivered')}: </dt>
                      <dd className="inline">{quantity(item.deliveryQuantity)}</dd>
                    </div>
                    <div>
                      <dt className="inline">{t('item.price')}: </dt>
                      <dd className="inline">
                        {item.finalPriceBeforeVat !== null ? (
                          <>
                            <s className="text-neutral-500">{money(item.priceBeforeVat)}</s>{' '}
                            {money(item.finalPriceBeforeVat)}
                          </>
                        ) : (
                          money(item.priceBeforeVat)
                        )}
                      </dd>
                    </div>
                  </dl>
                  {item.missingNote !== null ? (
                    <p className="mt-1 text-amber-900 text-sm" data-testid="supply-item-missing">
                      {t('item.missing')}
                      {item.missingNote ? `: ${item.missingNote}` : ''}
                    </p>
                  ) : null}
                  {can.has('ACCEPT') ? (
                    <label className="mt-2 block max-w-48 text-neutral-800 text-sm">
                      <span className="sr-only">{t('item.quantityOf', { name: item.name })}</span>
                      <span aria-hidden="true">{t('item.accepted')}</span>
                      <input
                        inputMode="decimal"
                        data-testid="supply-accept-quantity"
                        className={input}
                        value={accepted[item.id] ?? String(item.orderedQuantity)}
                        onChange={(e) => setAccepted((a) => ({ ...a, [item.id]: e.target.value }))}
                      />
                    </label>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>

          {canEditDelivered ? (
            <section aria-labelledby={`${ids}-delivered`} className="rounded-2xl border border-neutral-200 p-4">
              <h2 id={`${ids}-delivered`} className="font-bold text-lg text-neutral-900">
                {t('deliveredHeading')}
              </h2>
              <p className="mt-1 text-neutral-600 text-sm">{t('deliveredHint')}</p>
              <form onSubmit={saveDelivered} className="mt-3 space-y-3">
                {order.items.map((item) => (
                  <fieldset key={item.id} className="grid grid-cols-1 gap-2 sm:grid-cols-[2fr_1fr_1fr] sm:items-end">
                    <legend className="font-medium text-neutral-900 text-sm">{item.name}</legend>
                    <span className="hidden sm:block" />
                    {can.has('SET_DELIVERED_QUANTITY') ? (
                      <label className="text-neutral-800 text-sm">
                        <span className="sr-only">{t('item.deliveredOf', { name: item.name })}</span>
                        <span aria-hidden="true">
                          {t('item.delivered')} ({item.uom})
                        </span>
                        <input
                          inputMode="decimal"
                          data-testid="supply-delivered-quantity"
                          className={input}
                          placeholder={quantity(item.billedQuantity)}
                          value={delivered[item.id]?.quantity ?? ''}
                          onChange={(e) =>
                            setDelivered((d) => ({
                              ...d,
                              [item.id]: { quantity: e.target.value, price: d[item.id]?.price ?? '' },
                            }))
                          }
                        />
                      </label>
                    ) : null}
                    {can.has('SET_DELIVERED_PRICE') ? (
                      <label className="text-neutral-800 text-sm">
                        <span className="sr-only">{t('item.priceOf', { name: item.name })}</span>
                        <span aria-hidden="true">{t('item.finalPrice')}</span>
                        <input
                          inputMode="numeric"
                          data-testid="supply-delivered-price"
                          className={input}
                          placeholder={formatNumber(item.finalPriceBeforeVat ?? item.priceBeforeVat, lang)}
                          value={delivered[item.id]?.price ?? ''}
                          onChange={(e) =>
                            setDelivered((d) => ({
                              ...d,
                              [item.id]: { quantity: d[item.id]?.quantity ?? '', price: e.target.value },
                            }))
                          }
                        />
                      </label>
                    ) : null}
                  </fieldset>
                ))}
                <button type="submit" disabled={busy} className={primary} data-testid="supply-save-delivered">
                  {t('saveDelivered')}
                </button>
              </form>
            </section>
          ) : order.voucherCode && ['DELIVERING', 'DELIVERY_IN_PROGRESS', 'DELIVERED'].includes(order.status) ? (
            <p className="rounded-2xl bg-amber-50 p-4 text-amber-900 text-sm">{t('voucherLocked')}</p>
          ) : null}

          {can.has('REPORT_MISSING') ? (
            <section aria-labelledby={`${ids}-missing`} className="rounded-2xl border border-neutral-200 p-4">
              <h2 id={`${ids}-missing`} className="font-bold text-lg text-neutral-900">
                {t('missingHeading')}
              </h2>
              <form onSubmit={reportMissing} className="mt-2 space-y-3">
                <ul className="space-y-1">
                  {order.items.map((item) => (
                    <li key={item.id}>
                      <label className="flex min-h-11 items-center gap-3 text-neutral-800">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-600"
                          data-testid="supply-missing-item"
                          checked={missing.has(item.id)}
                          onChange={(e) =>
                            setMissing((m) => {
                              const next = new Set(m);
                              if (e.target.checked) next.add(item.id);
                              else next.delete(item.id);
                              return next;
                            })
                          }
                        />
                        <span>{item.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
                <label className="block text-neutral-800 text-sm">
                  {t('missingNote')}
                  <input
                    className={`mt-1 ${input}`}
                    maxLength={500}
                    value={missingNote}
                    onChange={(e) => setMissingNote(e.target.value)}
                  />
                </label>
                <button type="submit" disabled={busy || missing.size === 0} className={secondary}>
                  {t('reportMissing')}
                </button>
              </form>
            </section>
          ) : null}
        </div>

        <div className="space-y-6">
          {can.has('ACCEPT') || can.has('DECLINE') || ADVANCES.some((a) => can.has(a)) ? (
            <section aria-labelledby={`${ids}-actions`} className="rounded-2xl border border-neutral-200 p-4">
              <h2 id={`${ids}-actions`} className="font-bold text-lg text-neutral-900">
                {t('actionsHeading')}
              </h2>
              {can.has('ACCEPT') ? <p className="mt-1 text-neutral-600 text-sm">{t('acceptHint')}</p> : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {can.has('ACCEPT') ? (
                  <button
                    type="button"
                    disabled={busy}
                    className={primary}
                    onClick={accept}
                    data-testid="supply-accept"
                  >
                    {t('accept')}
                  </button>
                ) : null}
                {ADVANCES.filter((a) => can.has(a)).map((action) => (
                  <button
                    key={action}
                    type="button"
                    disabled={busy}
                    className={action === 'DELIVER' ? primary : secondary}
                    onClick={() => advance(action)}
                    data-testid={`supply-advance-${action}`}
                  >
                    {t(`advance.${action}`)}
                  </button>
                ))}
                {can.has('DECLINE') ? (
                  <button
                    type="button"
                    disabled={busy}
                    className="min-h-11 rounded-full border border-red-300 px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                    onClick={() => {
                      setReason('');
                      setReasonError(null);
                      setDeclineOpen(true);
                    }}
                    data-testid="supply-decline"
                  >
                    {t('decline')}
                  </button>
                ) : null}
              </div>
            </section>
          ) : null}

          <section aria-labelledby={`${ids}-store`} className="rounded-2xl border border-neutral-200 p-4 text-sm">
            <h2 id={`${ids}-store`} className="font-bold text-lg text-neutral-900">
              {t('storeHeading')}
            </h2>
            <p className="mt-1 font-semibold text-neutral-900">{order.storeName}</p>
            {order.storeAddress ? <p className="text-neutral-700">{order.storeAddress}</p> : null}
            {order.storeTelephone ? (
              <p className="text-neutral-700">{t('phone', { phone: order.storeTelephone })}</p>
            ) : null}
            <p className="text-neutral-700">{t('buyer', { name: order.buyerName })}</p>
            <p className="text-neutral-700">{t('payment', { method: t(`payments.${order.paymentMethod}`) })}</p>
            {order.deliveryNote ? <p className="text-neutral-700">{t('note', { note: order.deliveryNote })}</p> : null}
            {order.voucherCode ? <p className="text-neutral-700">{t('voucher', { code: order.voucherCode })}</p> : null}
            {order.statusReason ? (
              <p className="mt-1 text-red-800">{t('reason', { reason: order.statusReason })}</p>
            ) : null}
          </section>

          <section aria-labelledby={`${ids}-totals`} className="rounded-2xl border border-neutral-200 p-4 text-sm">
            <h2 id={`${ids}-totals`} className="sr-only">
              {t('totals.gross')}
            </h2>
            <dl className="space-y-1" data-testid="supply-totals">
              {(
                [
                  ['subtotal', order.subTotalBeforeVat],
                  ['vat', order.totalVat],
                  ['items', order.totalItemPrice],
                  ['discount', -order.discount],
                  ['deliveryFee', order.deliveryFee],
                ] as const
              ).map(([key, amount]) => (
                <div key={key} className="flex justify-between gap-3">
                  <dt className="text-neutral-700">{t(`totals.${key}`)}</dt>
                  <dd>{amount < 0 ? `−${money(-amount)}` : money(amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-3 border-neutral-200 border-t pt-2 font-bold text-base">
                <dt>{t('totals.gross')}</dt>
                <dd data-testid="supply-gross">{money(order.grossTotal)}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby={`${ids}-history`} className="rounded-2xl border border-neutral-200 p-4 text-sm">
            <h2 id={`${ids}-history`} className="font-bold text-lg text-neutral-900">
              {t('historyHeading')}
            </h2>
            <ol className="mt-2 space-y-2">
              {order.history.map((h) => (
                <li key={`${h.status}-${h.createdAt}`}>
                  <p className="font-semibold text-neutral-900">{t(`status.${h.status}`)}</p>
                  <p className="text-neutral-600">
                    {formatDateTime(h.createdAt)} · {t(`side.${h.actorSide}`)}
                    {h.actorName ? ` · ${h.actorName}` : ''}
                  </p>
                  {h.note ? <p className="text-neutral-700">{h.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      <Dialog.Root open={declineOpen} onOpenChange={(open) => !busy && setDeclineOpen(open)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            {...returnFocus}
            data-testid="supply-decline-dialog"
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="font-semibold text-lg text-neutral-900">
              {t('declineTitle', { code: order.code })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-neutral-600 text-sm">{t('declineDescription')}</Dialog.Description>
            <form onSubmit={decline} className="mt-4" noValidate>
              <label htmlFor={`${ids}-reason`} className="font-medium text-neutral-800 text-sm">
                {t('declineReason')}
              </label>
              <textarea
                id={`${ids}-reason`}
                data-testid="supply-decline-reason"
                required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
                maxLength={500}
                rows={3}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
                className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-base"
              />
              {reasonError ? (
                <p id={`${ids}-reason-error`} className="mt-1 text-red-700 text-sm">
                  {reasonError}
                </p>
              ) : null}
              <div className="mt-6 flex justify-end gap-3">
                <button type="button" className={secondary} onClick={() => setDeclineOpen(false)} disabled={busy}>
                  {t('cancel')}
                </button>
                <button
                  type="submit"
                  disabled={busy}
                  data-testid="supply-decline-confirm"
                  className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                >
                  {t('declineConfirm')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
