import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Content is live from `startsAt` (inclusive) to `endsAt` (exclusive), either end open. The database
 * clock decides, so every API instance switches a campaign at the same moment.
 */
export function isLiveNow(startsAt: PgColumn, endsAt: PgColumn): SQL {
  return sql`(${startsAt} is null or ${startsAt} <= now()) and (${endsAt} is null or ${endsAt} > now())`;
}
