/**
 * When a mail the SMTP server refused (or could not be reached for) is tried again: after 1, 5, 15 and 60 minutes,
 * then every 3 hours, and given up (FAILED, kept in the outbox with its last error) after MAIL_MAX_ATTEMPTS tries in
 * all — about a day, long enough to outlast a mail provider's outage, short enough that a reset link (valid one
 * hour) is not delivered days late without anyone noticing.
 */
export const MAIL_MAX_ATTEMPTS = 10;

const MINUTE = 60_000;
const DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE] as const;
const LATER_MS = 3 * 60 * MINUTE;

/**
 * After `attempts` failed tries: the wait before the next one, or null when the mail is given up.
 */
export function mailRetryDelayMs(attempts: number): number | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  if (attempts < 1) return 0;
  return DELAYS_MS[attempts - 1] ?? LATER_MS;
}

/** How long a claimed mail is reserved for one instance's delivery before another may take it over (a crash). */
export const MAIL_CLAIM_MS = 2 * MINUTE;
