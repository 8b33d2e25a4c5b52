import type { Language } from '../platform/constants';

/**
 * Sign-in throttling policy (docs/decisions.md, "Sign-in limits"). Every password check is
 * reserved first against the counters it is subject to; a counter allows `free` attempts,
 * then each further one only after a delay that doubles with every attempt, up to `maxMs`.
 * A refused attempt checks no password and does not move the counter, so an attacker cannot
 * push the delay further than their own counted guesses do, and the owner is never locked
 * out for longer than `maxMs` after the last guess. A counter is forgotten after
 * `forgetAfterMs` without a counted attempt and cleared by a successful sign-in.
 */
export interface BackoffRule {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetAfterMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SIGN_IN_LIMITS = {
  /**
   * One account, whatever identifier (e-mail or phone) and address the guesses come from; an
   * unknown identifier has a counter of its own under the same rule, so the answers cannot tell
   * whether the account exists. Five guesses, then 30 s, 1, 2, 4, 8, 15, 15… minutes: about a
   * hundred guesses a day against one account at most, and the owner waits 30 s after five.
   */
  account: { free: 5, baseMs: 30_000, maxMs: 15 * MINUTE, forgetAfterMs: DAY },
  /**
   * One client address (an IPv6 /64) across accounts: password spraying. Thirty failures, an
   * office's worth of typos behind one NAT, then 5 s, 10 s, 20 s… up to 15 minutes (about a
   * hundred and thirty guesses a day). Successes do not count.
   */
  address: { free: 30, baseMs: 5_000, maxMs: 15 * MINUTE, forgetAfterMs: DAY },
  /**
   * A browser the account has signed in on before (the device cookie). It skips the account
   * and address counters, which strangers can fill, and has its own: a stolen device cookie
   * still gets no more guesses than the account rule allows.
   */
  device: { free: 5, baseMs: 30_000, maxMs: 15 * MINUTE, forgetAfterMs: DAY },
} as const satisfies Record<string, BackoffRule>;

/** A device cookie is honoured for a year after the account last signed in with it. */
export const KNOWN_DEVICE_TTL_MS = 365 * DAY;

/** The delay before the next attempt, once `attempts` have been counted. */
export function backoffMs(rule: BackoffRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  // 2^30 × base is far past any cap: stop doubling before the number loses meaning.
  const steps = Math.min(attempts - rule.free, 30);
  return Math.min(rule.baseMs * 2 ** steps, rule.maxMs);
}

/**
 * The delays for 1…n counted attempts, for a database statement that must apply the rule in
 * one atomic step (the n-th value also serves every count beyond n).
 */
export function backoffSchedule(rule: BackoffRule): number[] {
  const schedule: number[] = [];
  for (let attempts = 1; ; attempts++) {
    const delay = backoffMs(rule, attempts);
    schedule.push(delay);
    if (delay >= rule.maxMs) return schedule;
  }
}

/** "30 giây", "2 phút", "1 minute": the wait a refused sign-in is told about, rounded up. */
export function formatWait(ms: number, lang: Language): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return lang === 'vi' ? `${seconds} giây` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return lang === 'vi' ? `${minutes} phút` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
