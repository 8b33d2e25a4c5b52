import { type Db, homePopups } from '@chobep/db';
import { asc, desc, sql } from 'drizzle-orm';
import { isLiveNow } from './active-window';

export type HomePopupRow = typeof homePopups.$inferSelect;

/** The live home popup started last (several may overlap while a campaign hands over), or null. */
export async function findHomePopup(db: Db): Promise<HomePopupRow | null> {
  const [row] = await db
    .select()
    .from(homePopups)
    .where(isLiveNow(homePopups.startsAt, homePopups.endsAt))
    .orderBy(sql`${homePopups.startsAt} desc nulls last`, desc(homePopups.createdAt), asc(homePopups.key))
    .limit(1);
  return row ?? null;
}
