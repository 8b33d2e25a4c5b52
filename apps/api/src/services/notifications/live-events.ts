import { type Db, notificationMessages } from '@chobep/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { LiveBus, LiveEvent } from './live-bus';

/**
 * The bus of each database handle (set by createServer). The services that change orders only know the database;
 * they publish through it once their transaction has committed, so a page is never told of a change that then
 * rolled back. Without a bus (scripts, the seed) nothing is published.
 */
const buses = new WeakMap<Db, { bus: LiveBus; log: Logger | undefined }>();

export function attachLiveBus(db: Db, bus: LiveBus, log?: Logger): void {
  buses.set(db, { bus, log });
}

export function liveBusOf(db: Db): LiveBus | null {
  return buses.get(db)?.bus ?? null;
}

/**
 * Publishes what a committed transaction changed: its order events, and for each store that got or read messages
 * its unread count now (one grouped statement for the whole batch). Call it AFTER the transaction resolved. A
 * failure is logged, never thrown: the change is made, and the pages refetch when they reconnect.
 */
export async function publishCommitted(
  db: Db,
  events: readonly LiveEvent[],
  unreadStores: readonly string[] = [],
): Promise<void> {
  const attached = buses.get(db);
  if (!attached || (events.length === 0 && unreadStores.length === 0)) return;
  try {
    const stores = [...new Set(unreadStores)];
    const counts =
      stores.length === 0
        ? []
        : await db
            .select({ storeId: notificationMessages.storeId, n: count() })
            .from(notificationMessages)
            .where(and(inArray(notificationMessages.storeId, stores), eq(notificationMessages.readStatus, 'NOT_READ')))
            .groupBy(notificationMessages.storeId);
    const byStore = new Map(counts.map((c) => [c.storeId, Number(c.n)]));
    const sentAt = Date.now();
    await attached.bus.publish([
      ...events.map((e) => ({ ...e, sentAt })),
      ...stores.map((storeId) => ({
        kind: 'notifications' as const,
        storeId,
        unreadCount: byStore.get(storeId) ?? 0,
        sentAt,
      })),
    ]);
  } catch (error) {
    attached.log?.warn({ err: error }, 'publishing live events failed');
  }
}
