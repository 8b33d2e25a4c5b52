import type { Language } from './constants';

/**
 * The two messages a form shows when a call fails for no reason of the user's, part of the error catalogue
 * (errors.ts spreads them in) and kept apart so that a page can say them without loading the whole catalogue.
 */
export const FAILURE_MESSAGES = {
  SOMETHING_WRONG: { vi: 'Đã có lỗi xảy ra', en: 'Something wrong' },
  SEND_REQUEST_FAILED: { vi: 'Gửi yêu cầu thất bại', en: 'Send request failed' },
} as const satisfies Record<string, Record<Language, string>>;

export type FailureCode = keyof typeof FAILURE_MESSAGES;

export function failureMessage(code: FailureCode, lang: Language): string {
  return FAILURE_MESSAGES[code][lang];
}
