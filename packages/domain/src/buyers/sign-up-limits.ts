import type { BackoffRule } from '../accounts/sign-in-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Rate limits of the sign-up's two public calls, per client address (an IPv6 /64), applied with the sign-in
 * counters' mechanism (one row per key in PostgreSQL, shared by every API instance). Every call counts, successes
 * included: an answer to "is this e-mail free" is what an enumeration wants, and so is a new company.
 */
export const SIGN_UP_LIMITS = {
  /**
   * checkEmail: the form asks once per e-mail typed. Twenty answers, then 5 s, 10 s, 20 s… up to 10 minutes: a
   * person who mistypes a few times never waits, a list of addresses gets about a hundred and fifty a day.
   */
  checkEmail: { free: 20, baseMs: 5_000, maxMs: 10 * MINUTE, forgetAfterMs: HOUR },
  /**
   * buyerCreateAccount: ten sign-ups (an office where sales signs customers up), then 1, 2, 4… minutes up to an hour.
   * Refused attempts are not counted (as for sign-in), so waiting is enough.
   */
  signUp: { free: 10, baseMs: MINUTE, maxMs: HOUR, forgetAfterMs: 24 * HOUR },
} as const satisfies Record<string, BackoffRule>;
