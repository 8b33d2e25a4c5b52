'use client';

import { NOTE_MAX_LENGTH, normaliseNote } from '@chobep/domain/catalog/normalise-note';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CatalogSetNoteMutation } from '@/lib/api/catalog';
import { useReturnFocus } from '@/lib/use-return-focus';
import { ConfirmDialog } from './confirm-dialog';

export type NoteResult = { ok: true; note: string | null; message: string } | { ok: false; message: string };

/**
 * The note dialog (spec/trading.md §2, §5): 10 rows; Save is disabled until the text is not blank,
 * unless a note exists (then saving empty removes it); the text is trimmed; Remove asks Yes/No and
 * saves an empty note. The typed text stays in the dialog when saving fails.
 */
export function NoteDialog({
  open,
  productId,
  productName,
  note,
  onClose,
  onResult,
}: {
  open: boolean;
  productId: string;
  productName: string;
  note: string | null;
  onClose: () => void;
  onResult: (result: NoteResult) => void;
}) {
  const t = useTranslations('catalog');
  const [text, setText] = useState(note ?? '');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const returnFocus = useReturnFocus();

  useEffect(() => {
    if (open) {
      setText(note ?? '');
      setError(null);
    }
  }, [open, note]);

  const { note: normalised, tooLong } = normaliseNote(text);
  const canSave = !busy && !tooLong && (normalised !== null || note !== null);

  async function save(value: string) {
    const removing = normaliseNote(value).note === null;
    setBusy(true);
    setError(null);
    try {
      const result = (await browserRequest(CatalogSetNoteMutation, { productId, note: value })).productSetNote;
      if (!result.success) {
        const message = result.userErrors[0]?.message ?? (removing ? t('noteDeleteFailed') : t('noteAddFailed'));
        setError(message);
        onResult({ ok: false, message });
        return;
      }
      onResult({ ok: true, note: result.note, message: removing ? t('noteDeleted') : t('noteAdded') });
      onClose();
    } catch {
      const message = removing ? t('noteDeleteFailed') : t('noteAddFailed');
      setError(message);
      onResult({ ok: false, message });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            {...returnFocus}
            data-testid="note-dialog"
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="font-semibold text-lg text-neutral-900">{t('noteTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 line-clamp-2 text-neutral-600 text-sm">
              {productName}
            </Dialog.Description>
            <form
              className="mt-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (canSave) void save(text);
              }}
            >
              <label htmlFor={fieldId} className="sr-only">
                {t('noteLabel')}
              </label>
              <textarea
                id={fieldId}
                data-testid="note-input"
                rows={10}
                value={text}
                maxLength={NOTE_MAX_LENGTH * 2}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={tooLong || error !== null}
                aria-describedby={errorId}
                placeholder={t('notePlaceholder')}
                className="w-full resize-y rounded-xl border border-neutral-300 p-3 text-base focus:border-brand-600"
              />
              <div id={errorId} className="mt-1 flex justify-between gap-3 text-sm">
                <span role="alert" data-testid="note-error" className="text-red-700">
                  {tooLong ? t('noteTooLong', { max: NOTE_MAX_LENGTH }) : error}
                </span>
                <span className={tooLong ? 'text-red-700' : 'text-neutral-500'}>
                  {(normalised ?? '').length}/{NOTE_MAX_LENGTH}
                </span>
              </div>
              <div className="mt-4 flex flex-wrap justify-end gap-3">
                {note !== null ? (
                  <button
                    type="button"
                    data-testid="note-remove"
                    disabled={busy}
                    onClick={() => setAsking(true)}
                    className="mr-auto min-h-11 rounded-full px-4 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                  >
                    {t('noteRemove')}
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={onClose}
                  disabled={busy}
                  className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
                >
                  {t('cancel')}
                </button>
                <button
                  type="submit"
                  data-testid="note-save"
                  disabled={!canSave}
                  className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  {busy ? t('saving') : t('save')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={t('noteRemoveQuestion')}
        onAnswer={(yes) => (yes ? void save('') : setAsking(false))}
      />
    </>
  );
}
