'use client';

import { quantityText } from '@chobep/domain/cart/commit-quantity';
import { readQuantity } from '@chobep/domain/cart/format-quantity';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { OrderUpdateItemsMutation } from '@/lib/api/orders';
import { useFormatQuantity } from '@/lib/use-format-money';
import { useReturnFocus } from '@/lib/use-return-focus';
import { Notice, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../checkout/checkout-ui';
import type { OrderDetailData } from './order-detail';

export type EditMode = 'pending' | 'delivered';

/** A typed number: "1,5" and "1.5" both read 1.5 (Vietnamese keyboards write a comma); empty or wrong → NaN. */
export function readNumber(text: string): number {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

type Line = OrderDetailData['items'][number];

/** A typed quantity: a comma or a point before at most 3 decimals (never grouping); empty or wrong → NaN. */
const readQuantityText = (text: string) => readQuantity(text) ?? Number.NaN;

/** What a line starts with in the form: the figures the order holds now, quantities with the page's separator. */
function startOf(line: Line, mode: EditMode, lang: 'vi' | 'en') {
  return mode === 'pending'
    ? { quantity: quantityText(line.orderedQuantity, lang), price: '' }
    : {
        quantity: quantityText(line.deliveryQuantity ?? line.acceptedQuantity ?? line.orderedQuantity, lang),
        price: String(line.finalPriceBeforeVat ?? line.priceBeforeVat),
      };
}

/**
 * The lines of an order as a form: while it waits for approval, the ordered quantities (0 or "Remove" takes a line
 * out); once handed over, the quantity received and the final unit price before VAT. Only changed lines are sent;
 * the server prices everything again and answers the order as it is, or refuses in its own words (kept in the dialog).
 */
export function OrderItemsEditor({
  order,
  mode,
  canQuantity,
  canPrice,
  onClose,
  onSaved,
}: {
  order: OrderDetailData;
  mode: EditMode;
  canQuantity: boolean;
  canPrice: boolean;
  onClose: () => void;
  onSaved: (order: OrderDetailData) => void;
}) {
  const t = useTranslations('orders.edit');
  const quantityOf = useFormatQuantity();
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const returnFocus = useReturnFocus();
  const hintId = useId();
  const [values, setValues] = useState(() => new Map(order.items.map((l) => [l.id, startOf(l, mode, lang)])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();

  const set = (id: string, patch: Partial<{ quantity: string; price: string }>) =>
    setValues((current) => {
      const next = new Map(current);
      next.set(id, { ...(next.get(id) ?? { quantity: '', price: '' }), ...patch });
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const items: { itemId: string; quantity?: number; deliveredQuantity?: number; priceBeforeVat?: number }[] = [];
    for (const line of order.items) {
      const value = values.get(line.id) ?? startOf(line, mode, lang);
      const start = startOf(line, mode, lang);
      const quantity = readQuantityText(value.quantity);
      const price = readNumber(value.price);
      if (Number.isNaN(quantity) || (mode === 'delivered' && canPrice && !Number.isInteger(price))) {
        setError(t('invalid'));
        return;
      }
      const change: (typeof items)[number] = { itemId: line.id };
      if (mode === 'pending' && quantity !== readQuantityText(start.quantity)) change.quantity = quantity;
      if (mode === 'delivered' && canQuantity && quantity !== readQuantityText(start.quantity))
        change.deliveredQuantity = quantity;
      if (mode === 'delivered' && canPrice && price !== readNumber(start.price)) change.priceBeforeVat = price;
      if (Object.keys(change).length > 1) items.push(change);
    }
    if (items.length === 0) {
      setError(t('nothing'));
      return;
    }
    // A price needs a reason the supplier reads (the server refuses it without one too).
    if (items.some((i) => i.priceBeforeVat !== undefined) && !note.trim()) {
      setError(t('noteRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = (
        await browserRequest(OrderUpdateItemsMutation, { id: order.id, items, note: note.trim() || null })
      ).orderUpdateItems;
      if (answer.success && answer.order) onSaved(answer.order);
      else setError(answer.userErrors[0]?.message ?? t('failed'));
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid="order-items-editor"
          aria-describedby={hintId}
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="font-semibold text-lg text-neutral-900">
            {t(mode === 'pending' ? 'pendingTitle' : 'deliveredTitle', { code: order.code })}
          </Dialog.Title>
          <p id={hintId} className="mt-1 text-neutral-600 text-sm">
            {t(mode === 'pending' ? 'pendingHint' : 'deliveredHint')}
          </p>
          <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3" noValidate>
            <ul className="grid gap-3">
              {order.items.map((line) => {
                const value = values.get(line.id) ?? startOf(line, mode, lang);
                const removed = mode === 'pending' && readQuantityText(value.quantity) === 0;
                return (
                  <li
                    key={line.id}
                    data-testid="order-edit-line"
                    className="grid gap-2 rounded-xl border border-neutral-200 p-3"
                  >
                    <div className="flex items-baseline justify-between gap-2">
                      <span className="min-w-0 font-medium text-neutral-900 text-sm">{line.name}</span>
                      <span className="shrink-0 text-neutral-600 text-xs">
                        {t('ordered', {
                          quantity: quantityOf(line.orderedQuantity, { code: line.uom, name: line.uomName }),
                        })}
                      </span>
                    </div>
                    <div className="flex flex-wrap items-end gap-3">
                      {mode === 'pending' || canQuantity ? (
                        <label className="grid gap-1 text-neutral-700 text-xs">
                          {t(mode === 'pending' ? 'quantity' : 'delivered', { unit: line.uomName })}
                          <input
                            data-testid="order-edit-quantity"
                            inputMode="decimal"
                            lang={lang}
                            value={value.quantity}
                            onChange={(event) => set(line.id, { quantity: event.target.value })}
                            className="h-11 w-32 rounded-lg border border-neutral-300 px-3 text-base text-neutral-900 tabular-nums"
                          />
                        </label>
                      ) : null}
                      {mode === 'delivered' && canPrice ? (
                        <label className="grid gap-1 text-neutral-700 text-xs">
                          {t('price')}
                          <input
                            data-testid="order-edit-price"
                            inputMode="numeric"
                            value={value.price}
                            onChange={(event) => set(line.id, { price: event.target.value })}
                            className="h-11 w-36 rounded-lg border border-neutral-300 px-3 text-base text-neutral-900 tabular-nums"
                          />
                        </label>
                      ) : null}
                      {mode === 'pending' ? (
                        removed ? (
                          <span className="flex items-center gap-2 text-red-800 text-sm">
                            {t('removed')}
                            <button
                              type="button"
                              onClick={() => set(line.id, { quantity: quantityText(line.orderedQuantity, lang) })}
                              className="min-h-11 font-medium text-brand-800 underline underline-offset-2"
                            >
                              {t('undo')}
                            </button>
                          </span>
                        ) : (
                          <button
                            type="button"
                            data-testid="order-edit-remove"
                            onClick={() => set(line.id, { quantity: '0' })}
                            className="min-h-11 rounded-full border border-red-300 px-4 font-medium text-red-800 text-sm hover:bg-red-50"
                          >
                            {t('remove')}
                          </button>
                        )
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            {mode === 'delivered' ? (
              <label htmlFor={noteId} className="grid gap-1 text-neutral-700 text-xs">
                {t('note')}
                <textarea
                  id={noteId}
                  data-testid="order-edit-note"
                  rows={2}
                  maxLength={500}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  className="rounded-lg border border-neutral-300 px-3 py-2 text-base text-neutral-900"
                />
                {canPrice ? <span className="text-neutral-600">{t('priceProposal')}</span> : null}
              </label>
            ) : null}
            {error ? (
              <Notice tone="error" testId="order-edit-error">
                {error}
              </Notice>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className={SECONDARY_BUTTON}>
                  {t('close')}
                </button>
              </Dialog.Close>
              <button type="submit" data-testid="order-edit-save" disabled={busy} className={PRIMARY_BUTTON}>
                {busy ? t('saving') : t('save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
