'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useReturnFocus } from '@/lib/use-return-focus';

/** A yes/no question (removing a favourite, removing a note). Escape and the overlay mean No. */
export function ConfirmDialog({
  open,
  title,
  description,
  busy = false,
  onAnswer,
}: {
  open: boolean;
  title: string;
  description?: string;
  busy?: boolean;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useTranslations('catalog');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          data-testid="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-semibold text-lg text-neutral-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-neutral-600 text-sm">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              data-testid="confirm-no"
              onClick={() => onAnswer(false)}
              className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
            >
              {t('no')}
            </button>
            <button
              type="button"
              data-testid="confirm-yes"
              disabled={busy}
              onClick={() => onAnswer(true)}
              className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t('yes')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
