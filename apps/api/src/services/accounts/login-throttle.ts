import { type Db, loginThrottles } from '@chobep/db';
import { eq, sql } from 'drizzle-orm';

export const THROTTLE_MAX_FAILURES = 5;
/** Address-wide limit: one client trying many accounts. */
export const THROTTLE_MAX_FAILURES_PER_ADDRESS = 30;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_LOCK_MS = 15 * 60 * 1000;

/** Minutes until the key may try again, or 0 when it is not locked. */
export async function lockedMinutes(db: Db, keys: string[], now = new Date()): Promise<number> {
  let until = 0;
  for (const key of keys) {
    const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
    if (row?.lockedUntil && row.lockedUntil > now) until = Math.max(until, row.lockedUntil.getTime());
  }
  return until ? Math.ceil((until - now.getTime()) / 60_000) : 0;
}

/**
 * Counts a failure in a fixed window; reaching the limit locks the key. One upsert so
 * that concurrent failures on several instances cannot lose counts.
 */
export async function recordFailure(db: Db, key: string, limit: number, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(now.getTime() + THROTTLE_LOCK_MS);
  await db
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${loginThrottles.windowStartedAt} >= ${windowStart} and ${loginThrottles.failures} + 1 >= ${limit} then ${lockUntil} else ${loginThrottles.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
