'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useFormatMoney } from '@/lib/use-format-money';
import { CARD, Notice } from './checkout-ui';
import { ChoiceChip } from './choice-chip';
import { dayMonth, localInstant, longDate, shortWeekday, slotText } from './format-delivery';
import type { CheckoutGroup } from './use-checkout-cart';
import { VoucherField } from './voucher-field';

export const NOTE_MAX = 500;

export interface GroupActions {
  chooseDate(date: string): Promise<string | null>;
  chooseSlot(slot: { start: string; end: string }): Promise<string | null>;
  saveNote(note: string): Promise<string | null>;
  applyVoucher(code: string): Promise<string | null>;
}

/**
 * Step 2 for one supplier: the delivery date (the next dates the supplier can deliver, as radio chips with weekday and
 * date in Vietnam's calendar), the slots of that date, the order deadline, the delivery note with the notes written
 * before, and the voucher.
 */
export function DeliveryGroup({
  group,
  notes,
  actions,
}: {
  group: CheckoutGroup;
  notes: readonly { id: string; text: string }[];
  actions: GroupActions;
}) {
  const t = useTranslations('checkout');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const money = useFormatMoney();
  const id = useId();
  const supplierId = group.supplier.id;
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = group.deliveryNotes ?? '';
  const [note, setNote] = useState(saved);
  const [noteState, setNoteState] = useState<'idle' | 'saving' | 'saved'>('idle');

  // Another tab or a colleague changed the note: show theirs unless this field holds unsaved words.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved note resets the field
  useEffect(() => {
    setNote((current) => (noteState === 'idle' && current !== saved ? saved : current));
  }, [saved]);

  const chosenDate = date ?? group.deliveryDatetime;
  const currentSlot = group.deliveryTimeSlot ? slotText(group.deliveryTimeSlot) : null;
  const chosenSlot = slot ?? currentSlot;

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    const refusal = await action();
    setBusy(false);
    if (refusal) setError(refusal);
    return refusal;
  };

  const saveNote = async (text: string) => {
    if (text === saved) return;
    setNoteState('saving');
    const refusal = await run(() => actions.saveNote(text));
    setNoteState(refusal ? 'idle' : 'saved');
  };

  const deadline = group.orderDeadline ? localInstant(group.orderDeadline) : null;
  return (
    <section
      data-testid="delivery-group"
      data-supplier-id={supplierId}
      aria-labelledby={`${id}-title`}
      className={`${CARD} grid gap-4 p-4`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-neutral-500 text-xs uppercase tracking-wide">{t('group.supplier')}</p>
          <h2 id={`${id}-title`} className="font-semibold text-base text-neutral-900 sm:text-lg">
            {group.supplier.name}
          </h2>
        </div>
        <p className="text-neutral-700 text-sm">
          {t('group.lines', { count: group.items.length })} ·{' '}
          <span className="font-semibold text-neutral-900 tabular-nums">{money(group.total)}</span>
        </p>
      </header>

      {!group.moqReached ? (
        <Notice tone="warning" testId="delivery-moq">
          <p className="font-semibold">{t('group.moqNotReached')}</p>
          <p>{t('group.moqMissing', { missing: money(group.moqMissing), moq: money(group.moq) })}</p>
          <Link href="/checkout" className="mt-1 inline-block font-semibold underline">
            {t('backToCart')}
          </Link>
        </Notice>
      ) : null}
      {group.chosenDateLost ? <Notice tone="warning">{t('delivery.dateLost')}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}

      {group.deliveryDates.length === 0 ? (
        <Notice tone="warning">{t('delivery.noDates')}</Notice>
      ) : (
        <fieldset aria-busy={busy || undefined}>
          <legend className="mb-2 font-medium text-neutral-800 text-sm">{t('delivery.dateLegend')}</legend>
          <div data-testid="delivery-dates" className="grid grid-cols-4 gap-2 min-[400px]:grid-cols-5 sm:grid-cols-7">
            {group.deliveryDates.map((d) => (
              <ChoiceChip
                key={d}
                name={`${id}-date`}
                value={d}
                checked={d === chosenDate}
                disabled={busy}
                testId="delivery-date"
                className="min-h-14"
                onChoose={(value) => {
                  setDate(value);
                  void run(() => actions.chooseDate(value)).finally(() => setDate(null));
                }}
              >
                <span className="sr-only">{longDate(d, lang)}</span>
                <span aria-hidden="true" className="text-xs">
                  {shortWeekday(d, lang)}
                </span>
                <span aria-hidden="true" className="font-semibold text-sm">
                  {dayMonth(d, lang)}
                </span>
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
      )}

      {chosenDate && group.deliveryDates.length > 0 ? (
        group.deliveryTimeSlots.length === 0 ? (
          <Notice tone="warning">{t('delivery.noSlots')}</Notice>
        ) : (
          <fieldset aria-busy={busy || undefined}>
            <legend className="mb-2 font-medium text-neutral-800 text-sm">{t('delivery.slotLegend')}</legend>
            <div data-testid="delivery-slots" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {group.deliveryTimeSlots.map((s) => {
                const text = slotText(s);
                return (
                  <ChoiceChip
                    key={text}
                    name={`${id}-slot`}
                    value={text}
                    checked={text === chosenSlot}
                    disabled={busy}
                    testId="delivery-slot"
                    className="min-h-11"
                    onChoose={() => {
                      setSlot(text);
                      void run(() => actions.chooseSlot(s)).finally(() => setSlot(null));
                    }}
                  >
                    <span className="whitespace-nowrap font-semibold text-sm tabular-nums">{text}</span>
                  </ChoiceChip>
                );
              })}
            </div>
          </fieldset>
        )
      ) : null}

      {group.deliveryDatetime ? (
        <div className="rounded-xl bg-neutral-50 px-3 py-2 text-sm">
          <p data-testid="delivery-chosen" className="font-semibold text-neutral-900">
            {group.deliveryTimeSlot
              ? t('delivery.chosen', {
                  date: longDate(group.deliveryDatetime, lang),
                  slot: slotText(group.deliveryTimeSlot),
                })
              : t('delivery.chosenNoSlot', { date: longDate(group.deliveryDatetime, lang) })}
          </p>
          {deadline ? (
            <p data-testid="delivery-deadline" className="text-neutral-700">
              {t(group.deliveryTimeSlot ? 'delivery.deadline' : 'delivery.deadlineNoSlot', {
                time: deadline.time,
                day: `${shortWeekday(deadline.date, lang)} ${dayMonth(deadline.date, lang)}`,
                date: `${shortWeekday(group.deliveryDatetime, lang)} ${dayMonth(group.deliveryDatetime, lang)}`,
                slot: group.deliveryTimeSlot ? slotText(group.deliveryTimeSlot) : '',
              })}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-1">
        <label htmlFor={`${id}-note`} className="font-medium text-neutral-800 text-sm">
          {t('delivery.noteLabel')}
          <span className="sr-only"> ({group.supplier.name})</span>
        </label>
        <textarea
          id={`${id}-note`}
          data-testid="delivery-note"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder={t('delivery.notePlaceholder')}
          aria-describedby={`${id}-note-count`}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteState('idle');
          }}
          onBlur={() => void saveNote(note.trim())}
          className="w-full rounded-xl border border-neutral-300 px-3 py-2 text-sm"
        />
        <div className="flex flex-wrap justify-between gap-2 text-neutral-600 text-xs">
          <span role="status">
            {noteState === 'saving' ? t('delivery.noteSaving') : noteState === 'saved' ? t('delivery.noteSaved') : ''}
          </span>
          <span id={`${id}-note-count`}>{t('delivery.noteCount', { count: note.length, max: NOTE_MAX })}</span>
        </div>
        {notes.length > 0 ? (
          <div className="mt-1">
            <p className="mb-1 text-neutral-600 text-xs">{t('delivery.earlierNotes')}</p>
            <ul className="flex flex-wrap gap-2">
              {notes.slice(0, 5).map((earlier) => (
                <li key={earlier.id} className="min-w-0 max-w-full">
                  <button
                    type="button"
                    data-testid="delivery-note-earlier"
                    aria-label={t('delivery.useNote', { note: earlier.text })}
                    onClick={() => {
                      setNote(earlier.text);
                      void saveNote(earlier.text);
                    }}
                    className="min-h-9 max-w-full break-words rounded-full border border-neutral-300 px-3 py-1 text-left text-neutral-800 text-xs hover:border-brand-600"
                  >
                    {earlier.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <VoucherField
        group={group}
        busy={busy}
        onApply={async (code) => {
          // The voucher field shows its own refusal, next to the code.
          setBusy(true);
          const refusal = await actions.applyVoucher(code);
          setBusy(false);
          return refusal;
        }}
      />
    </section>
  );
}
