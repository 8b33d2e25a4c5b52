'use client';

import { ALCOHOL_MIN_AGE } from '@chobep/domain/catalog/require-age-check';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';

/**
 * The age question: modal (focus stays inside, the page behind is hidden from assistive
 * technology), labelled by its title and described by its text. It cannot be dismissed without
 * an answer: Escape and a click outside do nothing; Tab moves between the two answers.
 */
export function AgeCheckDialog({
  open,
  leaving,
  onYes,
  onNo,
}: {
  open: boolean;
  leaving: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useTranslations('ageCheck');
  const values = { age: ALCOHOL_MIN_AGE };
  return (
    <Dialog.Root open={open} modal>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-900/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="age-check"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(500px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none"
        >
          <p
            aria-hidden="true"
            className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900 text-lg"
          >
            {ALCOHOL_MIN_AGE}+
          </p>
          <Dialog.Title className="font-bold text-neutral-900 text-xl">{t('title', values)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-700 text-sm">{t('body', values)}</Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <button
              type="button"
              data-testid="age-check-yes"
              onClick={onYes}
              disabled={leaving}
              className="min-h-11 flex-1 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
            >
              {t('yes', values)}
            </button>
            <button
              type="button"
              data-testid="age-check-no"
              onClick={onNo}
              disabled={leaving}
              aria-busy={leaving}
              className="min-h-11 flex-1 rounded-full border border-neutral-300 px-4 font-semibold text-neutral-800 hover:border-brand-600 disabled:opacity-70"
            >
              {leaving ? t('leaving') : t('no')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
