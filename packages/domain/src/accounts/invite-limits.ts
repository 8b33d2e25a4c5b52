import { toLocalDateTime } from '../checkout/local-time';

/**
 * How many invitation mails may go out (docs/decisions.md, "Money and trust (issue 22): accounts"). A mail is one
 * address mailed by companyInviteUsers: a new invitation, or the notice to an address that has an account elsewhere;
 * an address re-sent within INVITE_RESEND_AFTER_MS, a colleague already in the company and an invalid address send
 * nothing and count nothing. Each quota is a fixed window counted in PostgreSQL, so every API instance shares it.
 */
export interface QuotaRule {
  /** Mails within one window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const INVITE_LIMITS = {
  /** One inviter: three full lists of 20 an hour, ten a day — far beyond a team's onboarding. */
  userHour: { max: 60, windowMs: HOUR },
  userDay: { max: 200, windowMs: DAY },
  /** One company, whoever invites: a company has tens of users; twice a whole chain's staff a day. */
  companyHour: { max: 120, windowMs: HOUR },
  companyDay: { max: 400, windowMs: DAY },
} as const satisfies Record<string, QuotaRule>;

/**
 * An address invited by the company this recently, and not yet accepted, is not mailed again: a re-sent list (after
 * fixing an invalid address, a double click, two tabs) reaches each colleague once. Later, a new invitation replaces
 * the old link and is mailed (the colleague lost the first mail).
 */
export const INVITE_RESEND_AFTER_MS = 15 * MINUTE;

/** When the address of a pending invitation made at `createdAt` may be mailed again; null: it may be now. */
export function inviteResendAt(createdAt: Date, now: Date): Date | null {
  const at = new Date(createdAt.getTime() + INVITE_RESEND_AFTER_MS);
  return at > now ? at : null;
}

/** "14:05": an instant on Vietnam's clock, for the re-send message. */
export function localClock(instant: Date): string {
  const { minutes } = toLocalDateTime(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
