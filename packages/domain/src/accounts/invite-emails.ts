import { isValidEmail } from './login-id';

/** At most this many addresses per invitation call (a team, not a mailing list). */
export const INVITE_MAX_EMAILS = 20;
/** An invitation link works this long, once. */
export const INVITATION_TTL_DAYS = 7;

export interface ParsedInviteEmails {
  /** Lower case, each once, in the order given. */
  valid: string[];
  /** As typed (trimmed), each once. */
  invalid: string[];
}

/**
 * The addresses of an invitation (companyInviteUsers): a list, or one text with addresses separated by commas,
 * semicolons, spaces or new lines (pasted from a spreadsheet or a mail client). Case is not significant in the
 * stored address (users.email is lower case), so "An@X.vn" and "an@x.vn" are one invitation.
 */
export function parseInviteEmails(input: string | readonly string[]): ParsedInviteEmails {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((s) => s.split(/[\s,;]+/u));
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of parts) {
    const value = raw.trim().replace(/^<|>$/g, '');
    if (value === '') continue;
    if (isValidEmail(value) && value.length <= 254) {
      const lower = value.toLowerCase();
      if (!valid.includes(lower)) valid.push(lower);
    } else if (!invalid.includes(value)) invalid.push(value);
  }
  return { valid, invalid };
}
