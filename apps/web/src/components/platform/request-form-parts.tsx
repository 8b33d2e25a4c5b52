'use client';

import type { Language } from '@chobep/domain/platform/constants';
import type { ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/error-catalogue';

/** A client-side error carries a code from the shared schema; a server error is already translated. */
export function requestErrorMessage(
  error: FieldError | undefined,
  label: string,
  lang: Language,
  max?: number,
): string | null {
  return fieldErrorText(error, lang, { label, ...(max ? { max } : {}) });
}

export const inputClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 ${
    invalid ? 'border-red-600' : 'border-neutral-300 hover:border-neutral-400'
  }`;

/** A labelled field with its error line (linked by aria-describedby). */
export function Field({
  id,
  label,
  hint,
  error,
  testId,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-neutral-800 text-sm">
        {label}
        {hint ? <span className="ml-1 font-normal text-neutral-500">{hint}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} data-testid={`${testId}-error`} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: a field people never see nor reach (off screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots fill in; the server then answers as if it had stored the request.
 */
export function Honeypot({ label, register }: { label: string; register: Record<string, unknown> }) {
  return (
    <div aria-hidden="true" className="-left-[10000px] absolute top-auto h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...register} />
      </label>
    </div>
  );
}

/**
 * Puts a mutation's userErrors on the form's fields (the first one focused) and returns the messages of the others,
 * for the form's own alert.
 */
export function placeUserErrors<T extends FieldValues>(
  userErrors: readonly { field?: string | null; message: string }[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const general: string[] = [];
  let focused = false;
  for (const error of userErrors) {
    const field = fields.find((f) => f === error.field);
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else general.push(error.message);
  }
  return general;
}
