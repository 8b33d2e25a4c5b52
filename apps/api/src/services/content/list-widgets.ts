import { type Db, widgets } from '@chobep/db';
import { type Region, selectWidgets } from '@chobep/domain';
import { asc } from 'drizzle-orm';

export type WidgetRow = typeof widgets.$inferSelect;

/** The home widgets for the regions, in the server's order; the table is small and read whole. */
export async function listWidgets(db: Db, regions: readonly Region[]): Promise<WidgetRow[]> {
  const rows = await db.select().from(widgets).orderBy(asc(widgets.sortOrder), asc(widgets.id));
  return selectWidgets(rows, regions);
}
