import { type Db, notificationMessages } from '@chobep/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { LiveBus, LiveEvent, SessionsEnded } from './live-bus';

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

/** Session ids per message: a NOTIFY payload stays far below PostgreSQL's 8000 bytes. */
const SESSIONS_PER_MESSAGE = 100;

/**
 * Tells every instance that these sessions ended, so the streams opened with them end now rather than at their
 * 15-minute limit (live-routes.ts). Call it AFTER the transaction that ended them committed: a stream ended before
 * the commit could reconnect while the session was still open. A failure is logged, never thrown; the streams then
 * end at their limit, or when the bus reports an interruption (they check their session again).
 */
export async function publishSessionsEnded(db: Db, sessionIds: readonly string[]): Promise<void> {
  const attached = buses.get(db);
  if (!attached || sessionIds.length === 0) return;
  const ids = [...new Set(sessionIds)];
  const sentAt = Date.now();
  const messages: SessionsEnded[] = [];
  for (let i = 0; i < ids.length; i += SESSIONS_PER_MESSAGE)
    messages.push({ kind: 'sessions-ended', sessionIds: ids.slice(i, i + SESSIONS_PER_MESSAGE), sentAt });
  try {
    await attached.bus.publish(messages);
  } catch (error) {
    attached.log?.warn({ err: error }, 'publishing ended sessions failed');
  }
}
