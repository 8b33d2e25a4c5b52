'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { type FormEvent, useId } from 'react';
import { useReturnFocus } from '@/lib/use-return-focus';

/**
 * The pieces the operators' review pages share (sign-ups, stores): the status tabs, the outcome notice, the pager
 * and the dialog that asks why something is refused. Each page keeps its own cards and its own test ids.
 */
export function ReviewStatusNav<S extends string>({
  statuses,
  current,
  hrefOf,
  label,
  labelOf,
}: {
  statuses: readonly S[];
  current: S;
  hrefOf: (status: S) => string;
  label: string;
  labelOf: (status: S) => string;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {statuses.map((s) => (
        <Link
          key={s}
          href={hrefOf(s)}
          aria-current={s === current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
            s === current
              ? 'border-brand-600 bg-brand-600 font-semibold text-white'
              : 'border-neutral-300 text-neutral-800 hover:bg-neutral-50'
          }`}
        >
          {labelOf(s)}
        </Link>
      ))}
    </nav>
  );
}

export type ReviewNoticeValue = { kind: 'ok' | 'error'; text: string } | null;

export function ReviewNotice({ notice, testId }: { notice: ReviewNoticeValue; testId: string }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid={testId}
          className={`mt-3 rounded-lg border px-4 py-3 text-sm ${
            notice.kind === 'ok'
              ? 'border-brand-200 bg-brand-50 text-brand-900'
              : 'border-red-300 bg-red-50 text-red-800'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

export function ReviewPager({
  page,
  pages,
  hrefOf,
  labels,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  labels: { pageOf: string; previous: string; next: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.pageOf} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className="min-h-11 rounded-full border px-4 py-2">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-neutral-600 text-sm">{labels.pageOf}</span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className="min-h-11 rounded-full border px-4 py-2">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Asks for the reason of a refusal (required; the refused party reads it). */
export function RejectReasonDialog({
  open,
  busy,
  reason,
  error,
  texts,
  testIds,
  onReasonChange,
  onSubmit,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  reason: string;
  error: string | null;
  texts: { title: string; description: string; reason: string; cancel: string; confirm: string };
  testIds: { dialog: string; reason: string; error: string; confirm: string };
  onReasonChange: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          data-testid={testIds.dialog}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="break-words font-semibold text-lg text-neutral-900">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-600 text-sm">{texts.description}</Dialog.Description>
          <form onSubmit={onSubmit} className="mt-4" noValidate>
            <label htmlFor={`${ids}-reason`} className="font-medium text-neutral-800 text-sm">
              {texts.reason}
            </label>
            <textarea
              id={`${ids}-reason`}
              data-testid={testIds.reason}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-reason-error` : undefined}
              maxLength={500}
              rows={3}
              value={reason}
              onChange={(e) => onReasonChange(e.target.value)}
              className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-base"
            />
            {error ? (
              <p id={`${ids}-reason-error`} data-testid={testIds.error} className="mt-1 text-red-700 text-sm">
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex justify-end gap-3">
              <button
                type="button"
                className="min-h-11 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-800 hover:bg-neutral-50"
                onClick={onClose}
                disabled={busy}
              >
                {texts.cancel}
              </button>
              <button
                type="submit"
                disabled={busy}
                data-testid={testIds.confirm}
                className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {texts.confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
