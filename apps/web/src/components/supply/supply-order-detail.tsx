'use client';

import { quantityText } from '@chobep/domain/cart/commit-quantity';
import { formatQuantity, readQuantity } from '@chobep/domain/cart/format-quantity';
import { orderStatusLabel } from '@chobep/domain/orders/order-labels';
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
import { MissingItemsNotice } from '../orders/missing-items-notice';
import { OrderLineChanges } from '../orders/order-line-changes';
import { OrderTotals } from '../orders/order-totals';
import { formatIsoDate, SupplyStatus } from './supply-status';

type Order = ResultOf<typeof SupplyOrderFields>;
type Payload = { success: boolean; userErrors: { message: string }[]; order: Order | null };

const ADVANCES = ['START', 'READY', 'DISPATCH', 'ARRIVE', 'DELIVER'] as const;
type Advance = (typeof ADVANCES)[number];

/** A quantity typed with a comma or a point (vi writes 1,5), up to 3 decimals: a number, or NaN. */
function parseQuantity(text: string): number {
  return readQuantity(text) ?? Number.NaN;
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
  const [deliveredNote, setDeliveredNote] = useState('');
  const [declineOpen, setDeclineOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const can = new Set(order.availableActions);
  const canEditDelivered = can.has('SET_DELIVERED_QUANTITY') || can.has('SET_DELIVERED_PRICE');
  const money = (amount: number) => formatMoney(amount, lang);
  // Weights keep their decimals, in the page's language, with the line's unit: 2,5 kg is not 3.
  const quantity = (q: number | null, item: Order['items'][number]) =>
    q === null ? '—' : formatQuantity(q, lang, { code: item.uom, name: item.uomName });

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
      setMessage({ ok: false, text: t('quantityInvalid') });
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
    if (items.some((i) => i.deliveredQuantity !== null && Number.isNaN(i.deliveredQuantity))) {
      setMessage({ ok: false, text: t('quantityInvalid') });
      return;
    }
    if (items.length === 0) return;
    // A price says why: the buyer reads it (the server refuses a price without a reason too).
    if (items.some((i) => i.priceBeforeVat !== null) && !deliveredNote.trim()) {
      setMessage({ ok: false, text: translateError('REASON_REQUIRED', lang) });
      return;
    }
    void run(
      async () =>
        (
          await browserRequest(SupplyOrderSetDeliveredMutation, {
            id: order.id,
            items,
            note: deliveredNote.trim() || null,
          })
        ).supplyOrderSetDelivered,
      () => {
        setDelivered({});
        setDeliveredNote('');
      },
    );
  }

  /** The supplier's answer to a price the buyer proposed: set it as the final price, or keep the current one. */
  function answerProposal(item: Order['items'][number], accept: boolean) {
    const price = accept ? item.proposedPriceBeforeVat : (item.finalPriceBeforeVat ?? item.priceBeforeVat);
    if (price === null || price === undefined) return;
    void run(
      async () =>
        (
          await browserRequest(SupplyOrderSetDeliveredMutation, {
            id: order.id,
            items: [{ itemId: item.id, priceBeforeVat: price }],
            note: t(accept ? 'proposal.acceptedNote' : 'proposal.keptNote'),
          })
        ).supplyOrderSetDelivered,
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
          <MissingItemsNotice items={order.items} />
          <section aria-labelledby={`${ids}-items`} className="rounded-2xl border border-neutral-200 p-4">
            <h2 id={`${ids}-items`} className="font-bold text-lg text-neutral-900">
              {t('itemsHeading')}
            </h2>
            <ul className="mt-2 divide-y divide-neutral-100">
              {order.items.map((item) => (
                <li key={item.id} data-testid="supply-item" data-item-id={item.id} className="py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold text-neutral-900">
                      {item.name} <span className="font-normal text-neutral-600 text-sm">({item.uomName})</span>
                    </p>
                    <p className="font-semibold text-neutral-900" data-testid="supply-item-amount">
                      {money(item.amount)}
                    </p>
                  </div>
                  <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-neutral-700 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="inline">{t('item.ordered')}: </dt>
                      <dd className="inline" data-testid="supply-item-ordered">
                        {quantity(item.orderedQuantity, item)}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline">{t('item.accepted')}: </dt>
                      <dd className="inline">{quantity(item.acceptedQuantity, item)}</dd>
                    </div>
                    <div>
                      <dt className="inline">{t('item.delivered')}: </dt>
                      <dd className="inline" data-testid="supply-item-delivered">
                        {quantity(item.deliveryQuantity, item)}
                      </dd>
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
                  {item.proposedPriceBeforeVat !== null && item.proposedPriceBeforeVat !== undefined ? (
                    <div
                      data-testid="supply-item-proposal"
                      className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-950 text-sm"
                    >
                      <p>
                        {t('proposal.text', { price: money(item.proposedPriceBeforeVat) })}
                        {item.proposalNote ? ` ${t('proposal.reason', { reason: item.proposalNote })}` : ''}
                      </p>
                      {can.has('SET_DELIVERED_PRICE') ? (
                        <div className="mt-2 flex flex-wrap gap-2">
                          <button
                            type="button"
                            disabled={busy}
                            className={primary}
                            data-testid="supply-proposal-accept"
                            onClick={() => answerProposal(item, true)}
                          >
                            {t('proposal.accept')}
                          </button>
                          <button
                            type="button"
                            disabled={busy}
                            className={secondary}
                            data-testid="supply-proposal-keep"
                            onClick={() => answerProposal(item, false)}
                          >
                            {t('proposal.keep')}
                          </button>
                        </div>
                      ) : null}
                    </div>
                  ) : null}
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
                        value={accepted[item.id] ?? quantityText(item.orderedQuantity, lang)}
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
                          {t('item.delivered')} ({item.uomName})
                        </span>
                        <input
                          inputMode="decimal"
                          data-testid="supply-delivered-quantity"
                          data-item-id={item.id}
                          className={input}
                          placeholder={quantityText(item.billedQuantity, lang)}
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
                <label className="block text-neutral-800 text-sm">
                  {t('deliveredNote')}
                  <input
                    className={`mt-1 ${input}`}
                    data-testid="supply-delivered-note"
                    maxLength={500}
                    value={deliveredNote}
                    onChange={(e) => setDeliveredNote(e.target.value)}
                  />
                </label>
                <button type="submit" disabled={busy} className={primary} data-testid="supply-save-delivered">
                  {t('saveDelivered')}
                </button>
              </form>
            </section>
          ) : null}

          <OrderLineChanges changes={order.lineChanges} items={order.items} />

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
            <div data-testid="supply-totals">
              <OrderTotals order={order} />
            </div>
          </section>

          <section aria-labelledby={`${ids}-history`} className="rounded-2xl border border-neutral-200 p-4 text-sm">
            <h2 id={`${ids}-history`} className="font-bold text-lg text-neutral-900">
              {t('historyHeading')}
            </h2>
            <ol className="mt-2 space-y-2">
              {order.history.map((h) => (
                <li key={`${h.status}-${h.createdAt}`}>
                  <p className="font-semibold text-neutral-900">{orderStatusLabel(h.status, lang)}</p>
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
