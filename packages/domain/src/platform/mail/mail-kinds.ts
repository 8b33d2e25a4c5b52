import type { Language } from '../constants';

/** What a mail of the outbox is for, as the services write it (`mail_outbox.kind`). */
export const MAIL_KINDS = ['PASSWORD_RESET', 'INVITATION'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The kinds in words for the operators' outbox: a stored code is never shown as it is. */
export const MAIL_KIND_LABELS: Record<Language, Record<MailKind, string> & { OTHER: string }> = {
  vi: { PASSWORD_RESET: 'Đặt lại mật khẩu', INVITATION: 'Lời mời vào công ty', OTHER: 'Thư khác' },
  en: { PASSWORD_RESET: 'Password reset', INVITATION: 'Company invitation', OTHER: 'Other mail' },
};

export function isMailKind(kind: string): kind is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(kind);
}

/** A stored kind in the reader's language; a kind this version does not know reads "Other mail". */
export function mailKindLabel(kind: string, lang: Language): string {
  return isMailKind(kind) ? MAIL_KIND_LABELS[lang][kind] : MAIL_KIND_LABELS[lang].OTHER;
}
