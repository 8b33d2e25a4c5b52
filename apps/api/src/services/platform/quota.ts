import { type Db, loginThrottles } from '@chobep/db';
import type { QuotaRule } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';

type Executor = Pick<Db, 'execute' | 'select'>;

/**
 * Takes `amount` units of a fixed-window quota (`rule.max` per `rule.windowMs`) on the row `key` of login_throttles,
 * in one statement: concurrent callers on any API instance each see what the one before them left, so the window
 * never holds more than `max`. A window older than `windowMs` starts again with this amount. Refused: nothing
 * changes and the answer is the milliseconds until the window ends; granted: 0. Run inside the transaction of the
 * work it counts, a later refusal or failure takes the units back with it. The rows are forgotten with the
 * sign-in counters (pruneSignInRecords: a day after their window began, longer than any window here).
 */
export async function takeQuota(
  db: Executor,
  key: string,
  rule: QuotaRule,
  amount: number,
  now = new Date(),
): Promise<number> {
  if (amount <= 0) return 0;
  const at = now.toISOString();
  const windowEnd = new Date(now.getTime() - rule.windowMs).toISOString();
  if (amount <= rule.max) {
    const result = await db.execute(sql`
      insert into login_throttles as t (key, failures, window_started_at, locked_until)
      values (${key}, ${amount}, ${at}::timestamptz, null)
      on conflict (key) do update set
        failures = case when t.window_started_at <= ${windowEnd}::timestamptz
          then excluded.failures else t.failures + excluded.failures end,
        window_started_at = case when t.window_started_at <= ${windowEnd}::timestamptz
          then excluded.window_started_at else t.window_started_at end
      where t.window_started_at <= ${windowEnd}::timestamptz or t.failures + excluded.failures <= ${rule.max}
      returning t.failures`);
    if (result.rows.length > 0) return 0;
  }
  const [row] = await db
    .select({ startedAt: loginThrottles.windowStartedAt })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  return Math.max(
    1000,
    (row ? row.startedAt.getTime() + rule.windowMs : now.getTime() + rule.windowMs) - now.getTime(),
  );
}
