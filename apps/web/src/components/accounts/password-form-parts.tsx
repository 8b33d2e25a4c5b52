'use client';

import type { Language } from '@chobep/domain/platform/constants';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { failureText, fieldErrorText } from '@/lib/forms/error-catalogue';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Pieces shared by the password forms (forgot, reset, change): the error text of a field, a text/password input
 * with its label and error, the submit button with its busy state, and the form-level alert.
 */

/** A client-side error carries a code of the shared zod schema; a server error is already translated. */
export function fieldMessage(error: FieldError | undefined, field: string, lang: Language): string | null {
  return fieldErrorText(error, lang, { field });
}

/** What a failed call (network, server fault) tells the user. */
export function failureMessage(error: unknown, lang: Language): Promise<string> {
  return failureText(error, lang, 'SOMETHING_WRONG');
}

const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 ${
    invalid ? 'border-red-600' : 'border-neutral-300 hover:border-neutral-400'
  }`;

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error: string | null;
  testId: string;
  /** Password fields get a show/hide button. */
  password?: { showLabel: string };
};

export const FormField = forwardRef<HTMLInputElement, FieldProps>(function FormField(
  { id, label, error, testId, password, type, ...input },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="font-medium text-neutral-800 text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={password ? (shown ? 'text' : 'password') : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
          className={`${inputClass(Boolean(error))}${password ? ' pr-12' : ''}`}
          {...input}
        />
        {password ? (
          <button
            type="button"
            aria-controls={id}
            aria-pressed={shown}
            aria-label={password.showLabel}
            onClick={() => setShown((v) => !v)}
            className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-neutral-600 hover:text-neutral-900"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
              {shown ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
            </svg>
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} data-testid={`${testId}-error`} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  // Disabled until the page has hydrated: a submit before that would be lost (use-hydrated.ts).
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated || busy}
      aria-busy={busy}
      className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? (
        <svg viewBox="0 0 24 24" className="h-5 w-5 animate-spin" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}

export function FormAlert({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      data-testid="form-error"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 text-sm"
    >
      {message}
    </div>
  );
}
