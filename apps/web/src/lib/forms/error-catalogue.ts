import type { Language } from '@chobep/domain/platform/constants';
import type { ErrorCode } from '@chobep/domain/platform/errors';
import { failureMessage } from '@chobep/domain/platform/failure-messages';
import type { FieldError } from 'react-hook-form';
import { ApiError } from '@/lib/api/request';

type Catalogue = typeof import('@chobep/domain/platform/errors');

let loaded: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

/**
 * The error catalogue (every message of the app in both languages: 8.9 kB compressed), loaded with a form's rules
 * (lazyZodResolver) rather than with the page: a form needs it only once it has something to say.
 */
export function loadErrorCatalogue(): Promise<Catalogue> {
  if (!loading) {
    loading = import('@chobep/domain/platform/errors').then((catalogue) => {
      loaded = catalogue;
      return catalogue;
    });
    // A failed load is tried again next time.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * The text of a field's error. A server's error is already translated; a form's own check found a code of the
 * catalogue, which its resolver loaded before it found it. `label` names the field in the message (else the
 * catalogue's label of `field`).
 */
export function fieldErrorText(
  error: FieldError | undefined,
  lang: Language,
  { field, label, max }: { field?: string; label?: string; max?: number },
): string | null {
  if (!error?.message) return null;
  const catalogue = loaded;
  if (error.type === 'server' || !catalogue || !Object.hasOwn(catalogue.ERROR_MESSAGES, error.message))
    return error.message;
  const name = label ?? catalogue.fieldLabel(field ?? '', lang);
  return catalogue.translateError(catalogue.formIssueCode(error.message as ErrorCode), lang, {
    field: name,
    ...(max ? { max } : {}),
  });
}

/** What a failed call (network, server fault) tells the user: the API's code when the catalogue knows it. */
export async function failureText(
  error: unknown,
  lang: Language,
  fallback: 'SOMETHING_WRONG' | 'SEND_REQUEST_FAILED',
): Promise<string> {
  if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') {
    const catalogue = await loadErrorCatalogue().catch(() => null);
    if (catalogue && Object.hasOwn(catalogue.ERROR_MESSAGES, error.code))
      return catalogue.translateError(error.code as ErrorCode, lang);
  }
  return failureMessage(fallback, lang);
}
