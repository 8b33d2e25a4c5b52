'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useReturnFocus } from '@/lib/use-return-focus';

export interface OrderDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** A reason field: none, optional (cancel) or required (disapprove). */
  reason?: 'none' | 'optional' | 'required';
  reasonLabel?: string;
  confirmLabel: string;
  /** A notice has one button (Confirm) and nothing to go back from: "processed, press Confirm to reload". */
  notice?: boolean;
  /** The confirm button is dangerous (cancel, disapprove). */
  danger?: boolean;
  busy?: boolean;
  /** What the last press answered (the server's words), shown in the dialog. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  testId?: string;
}

/**
 * The order pages' questions: a title, what will happen, an optional or required reason, and the two answers.
 * Keyboard: focus starts in the reason field (or on the safe answer), Escape and the overlay mean "go back", Enter in
 * the field confirms; focus returns to the button that opened it.
 */
export function OrderDialog({
  open,
  title,
  description,
  reason = 'none',
  reasonLabel,
  confirmLabel,
  notice = false,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onClose,
  testId = 'order-dialog',
}: OrderDialogProps) {
  const t = useTranslations('orders.actions');
  const returnFocus = useReturnFocus();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) {
      setText('');
      setMissing(false);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = text.trim();
    if (reason === 'required' && !value) {
      setMissing(true);
      return;
    }
    onConfirm(value);
  };

  const shownError = missing ? t('reasonRequired') : error;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <form onSubmit={submit} noValidate>
            <Dialog.Title className="font-semibold text-lg text-neutral-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description asChild>
                <div className="mt-2 text-neutral-700 text-sm">{description}</div>
              </Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
            {reason !== 'none' ? (
              <div className="mt-4">
                <label htmlFor={fieldId} className="font-medium text-neutral-800 text-sm">
                  {reasonLabel}
                </label>
                <textarea
                  id={fieldId}
                  data-testid="order-dialog-reason"
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (missing) setMissing(false);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !event.shiftKey) submit(event);
                  }}
                  maxLength={500}
                  rows={3}
                  aria-required={reason === 'required' || undefined}
                  aria-invalid={missing || undefined}
                  aria-describedby={shownError ? errorId : undefined}
                  className="mt-1 block w-full rounded-xl border border-neutral-300 px-3 py-2 text-neutral-900 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
                />
              </div>
            ) : null}
            {shownError ? (
              <p id={errorId} role="alert" data-testid="order-dialog-error" className="mt-3 text-red-700 text-sm">
                {shownError}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              {notice ? null : (
                <button
                  type="button"
                  data-testid="order-dialog-cancel"
                  disabled={busy}
                  onClick={onClose}
                  className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-60"
                >
                  {t('keep')}
                </button>
              )}
              <button
                type="submit"
                data-testid="order-dialog-confirm"
                disabled={busy}
                className={`min-h-11 rounded-full px-5 font-semibold text-white disabled:opacity-60 ${
                  danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
                }`}
              >
                {busy ? t('busy') : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
