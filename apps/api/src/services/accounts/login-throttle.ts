import { type Db, loginThrottles } from '@chobep/db';
import {
  type BackoffRule,
  backoffSchedule,
  KNOWN_DEVICE_TTL_MS,
  SIGN_IN_LIMITS,
} from '@chobep/domain/accounts/sign-in-limits';
import { eq, sql } from 'drizzle-orm';

/** One counter a sign-in attempt is subject to (see SIGN_IN_LIMITS). */
export interface ThrottleKey {
  key: string;
  rule: BackoffRule;
  /** After a success: `clear` forgets the counter (the account's, the device's); `release` only takes back this attempt (an address shared by many people). */
  onSuccess: 'clear' | 'release';
}

export type Reservation = { granted: true; keys: ThrottleKey[] } | { granted: false; retryAfterMs: number };

/**
 * Counts an attempt against `key` if its rule allows one now, in a single statement: concurrent
 * attempts on several API instances each see the count the one before them left, so thirty
 * parallel guesses get exactly the rule's free attempts and no more. The delay schedule comes
 * from the domain rule as an array literal of our own numbers. A free attempt leaves no lock
 * (null, not "until now"): two requests read the clock in one order and reach the row in the
 * other, and a lock "until the first one's now" refused the second for a second (CI, two
 * people signing in at once behind one address). Returns 0 when granted, else the
 * milliseconds until the next attempt may be made. A refused attempt changes nothing.
 */
async function reserveOne(db: Db, { key, rule }: ThrottleKey, now: Date): Promise<number> {
  const schedule = backoffSchedule(rule);
  const delays = sql.raw(`'{${schedule.map((ms) => Math.round(ms)).join(',')}}'::bigint[]`);
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - rule.forgetAfterMs).toISOString();
  const attempts = sql`(case when t.window_started_at < ${forgetBefore}::timestamptz then 1 else t.failures + 1 end)`;
  const result = await db.execute<{ failures: number }>(sql`
    insert into login_throttles as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, ${at}::timestamptz,
      ${at}::timestamptz + nullif((${delays})[1], 0) * interval '1 millisecond')
    on conflict (key) do update set
      failures = ${attempts},
      window_started_at = excluded.window_started_at,
      locked_until = excluded.window_started_at
        + nullif((${delays})[least(${attempts}, ${schedule.length})], 0) * interval '1 millisecond'
    where t.locked_until is null
       or t.locked_until <= excluded.window_started_at
       or t.window_started_at < ${forgetBefore}::timestamptz
    returning t.failures`);
  if (result.rows.length > 0) return 0;
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  // Unlocked in between (cleared by a success): the caller may simply try again.
  return Math.max(1000, (row?.lockedUntil?.getTime() ?? 0) - now.getTime());
}

/** Takes back one counted attempt (a success, or a refusal by a later counter of the same attempt). */
async function releaseOne(db: Db, { key, rule }: ThrottleKey): Promise<void> {
  await db.execute(sql`
    update login_throttles set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 < ${rule.free} then null else locked_until end
    where key = ${key}`);
}

/**
 * Reserves one attempt on every key, in order, before any password is checked. When a key
 * refuses, the ones already reserved are taken back, so only attempts that reach the password
 * check are counted. The wait reported is the longest of the refusals.
 */
export async function reserveAttempt(db: Db, keys: ThrottleKey[], now = new Date()): Promise<Reservation> {
  const reserved: ThrottleKey[] = [];
  for (const key of keys) {
    const wait = await reserveOne(db, key, now);
    if (wait > 0) {
      for (const done of reserved) await releaseOne(db, done);
      return { granted: false, retryAfterMs: wait };
    }
    reserved.push(key);
  }
  return { granted: true, keys: reserved };
}

export const PRUNE_PROBABILITY = 1 / 256;

/**
 * Deletes counters no rule remembers any more (past the longest forget time and unlocked) and
 * device records past their lifetime, a bounded batch at a time.
 */
export async function pruneSignInRecords(db: Db, now = new Date()): Promise<void> {
  const longest = Math.max(...Object.values(SIGN_IN_LIMITS).map((rule) => rule.forgetAfterMs));
  const forgotten = new Date(now.getTime() - longest).toISOString();
  const at = now.toISOString();
  await db.execute(sql`
    delete from login_throttles where key in (
      select key from login_throttles
      where window_started_at < ${forgotten}::timestamptz and (locked_until is null or locked_until < ${at}::timestamptz)
      limit 1000)`);
  const expired = new Date(now.getTime() - KNOWN_DEVICE_TTL_MS).toISOString();
  await db.execute(sql`
    delete from sign_in_devices where (device_hash, user_id) in (
      select device_hash, user_id from sign_in_devices where last_used_at < ${expired}::timestamptz limit 1000)`);
}

/** The password was right: the attempt was not a failure. */
export async function settleSuccess(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const key of keys) {
    if (key.onSuccess === 'clear') await db.delete(loginThrottles).where(eq(loginThrottles.key, key.key));
    else await releaseOne(db, key);
  }
}
