'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useCatalogViewer } from './catalog-viewer';
import type { NoteResult } from './note-dialog';
import { Toast } from './toast';

/** Radix dialog code loads when the note is first opened. */
const NoteDialog = dynamic(() => import('./note-dialog').then((m) => m.NoteDialog), { ssr: false });

/** The card's note icon and text; only signed-in buyers see it (spec/trading.md §6). */
export function ProductNote({
  productId,
  productName,
  initial,
  variant = 'card',
}: {
  productId: string;
  productName: string;
  initial: string | null;
  variant?: 'card' | 'page';
}) {
  const t = useTranslations('catalog');
  const viewer = useCatalogViewer();
  const [note, setNote] = useState(initial);
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  const [toast, setToast] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const clear = useCallback(() => setToast(null), []);
  if (!viewer.signedIn) return null;

  function onResult(result: NoteResult) {
    if (result.ok) setNote(result.note);
    setToast({ message: result.message, tone: result.ok ? 'success' : 'error' });
  }

  return (
    <>
      <button
        type="button"
        data-testid="note-button"
        data-keep-clear=""
        onClick={() => setOpen(true)}
        className={`flex w-full items-start gap-1.5 rounded-lg text-left text-sm hover:bg-neutral-50 ${
          variant === 'page' ? 'min-h-11 border border-neutral-200 px-3 py-2' : 'min-h-8 px-1 py-1'
        }`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700">
          <path
            d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {note ? (
          <span data-testid="note-text" className="line-clamp-2 text-neutral-700 italic">
            {note}
          </span>
        ) : (
          <span className="text-brand-700">{t('noteAdd')}</span>
        )}
      </button>
      {openedOnce ? (
        <NoteDialog
          open={open}
          productId={productId}
          productName={productName}
          note={note}
          onClose={() => setOpen(false)}
          onResult={onResult}
        />
      ) : null}
      <Toast message={toast?.message ?? null} tone={toast?.tone ?? 'success'} onDone={clear} />
    </>
  );
}
