import { guardPool } from '@chobep/db';
import type { OrderStatus } from '@chobep/domain';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * What the open pages of a store are told (GET /events, live-routes.ts): an order of the store changed, or its
 * unread count did. Sent only after the change committed; a page that gets one refetches what it shows.
 */
export type LiveEvent =
  | {
      kind: 'order';
      storeId: string;
      orderId: string;
      orderNumber: number;
      from: OrderStatus | null;
      status: OrderStatus;
      /** When the change was published (ms since the epoch), to measure delivery. */
      sentAt: number;
    }
  | { kind: 'notifications'; storeId: string; unreadCount: number; sentAt: number };

/**
 * Sessions that ended (sign-out, a revoked family, a password change or reset, a deactivated or removed user): every
 * instance ends the streams opened with them. Not a store's event: it goes to the sessions' streams alone.
 */
export interface SessionsEnded {
  kind: 'sessions-ended';
  sessionIds: string[];
  sentAt: number;
}

/** What travels between instances. */
export type BusMessage = LiveEvent | SessionsEnded;

export type LiveListener = (event: LiveEvent) => void;

/**
 * Fan-out of live events to every API instance, and within one to the listeners of a store. One adapter per
 * deployment (DESIGN.md §1, "an in-process adapter for the embedded default and a real adapter for scale"):
 * - `memory`: PGlite runs inside this one process, so there is no other instance to tell;
 * - `postgres`: `pg_notify` on the shared database, one dedicated LISTEN connection per instance;
 * - `redis`: PUBLISH / one SUBSCRIBE connection per instance, when REDIS_URL is set.
 * `reset` listeners hear that the transport was interrupted (events may have been lost): pages then refetch.
 */
export interface LiveBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  publish(events: readonly BusMessage[]): Promise<void>;
  subscribe(storeId: string, listener: LiveListener): () => void;
  /** Called once when any instance publishes that the session ended. */
  onSessionEnded(sessionId: string, listener: () => void): () => void;
  onReset(listener: () => void): () => void;
  /** Resolves when this instance receives what any instance publishes. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'chobep_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; batches are split below it. */
const PG_PAYLOAD_MAX = 7000;

/** The local half every adapter shares: listeners by store, and delivery to them. */
class LocalFanOut {
  private readonly byStore = new Map<string, Set<LiveListener>>();
  private readonly bySession = new Map<string, Set<() => void>>();
  private readonly resets = new Set<() => void>();

  constructor(private readonly log?: Logger) {}

  subscribe(storeId: string, listener: LiveListener): () => void {
    let set = this.byStore.get(storeId);
    if (!set) {
      set = new Set();
      this.byStore.set(storeId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byStore.get(storeId) === set) this.byStore.delete(storeId);
    };
  }

  onSessionEnded(sessionId: string, listener: () => void): () => void {
    let set = this.bySession.get(sessionId);
    if (!set) {
      set = new Set();
      this.bySession.set(sessionId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.bySession.get(sessionId) === set) this.bySession.delete(sessionId);
    };
  }

  onReset(listener: () => void): () => void {
    this.resets.add(listener);
    return () => this.resets.delete(listener);
  }

  deliver(events: readonly BusMessage[]) {
    for (const event of events) {
      if (event.kind === 'sessions-ended') {
        for (const sessionId of event.sessionIds)
          for (const listener of [...(this.bySession.get(sessionId) ?? [])]) this.call(listener);
        continue;
      }
      for (const listener of this.byStore.get(event.storeId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          this.log?.warn({ err: error }, 'a live-event listener failed');
        }
      }
    }
  }

  private call(listener: () => void) {
    try {
      listener();
    } catch (error) {
      this.log?.warn({ err: error }, 'a session-end listener failed');
    }
  }

  reset() {
    for (const listener of this.resets) listener();
  }

  /** Parses what another instance sent; anything malformed is dropped. */
  deliverPayload(payload: string) {
    try {
      const events = JSON.parse(payload) as BusMessage[];
      if (Array.isArray(events))
        this.deliver(
          events.filter((e) =>
            e?.kind === 'sessions-ended'
              ? Array.isArray(e.sessionIds) && e.sessionIds.every((id) => typeof id === 'string')
              : e && typeof e.storeId === 'string',
          ),
        );
    } catch (error) {
      this.log?.warn({ err: error }, 'a live-event payload could not be read');
    }
  }
}

function chunks(events: readonly BusMessage[], max: number): string[] {
  const out: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const event of events) {
    const text = JSON.stringify(event);
    if (batch.length > 0 && size + text.length + 1 > max) {
      out.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(text);
    size += text.length + 1;
  }
  if (batch.length > 0) out.push(`[${batch.join(',')}]`);
  return out;
}

export function createMemoryBus(log?: Logger): LiveBus {
  const local = new LocalFanOut(log);
  return {
    kind: 'memory',
    async publish(events) {
      local.deliver(events);
    },
    subscribe: (storeId, listener) => local.subscribe(storeId, listener),
    onSessionEnded: (sessionId, listener) => local.onSessionEnded(sessionId, listener),
    onReset: (listener) => local.onReset(listener),
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one client of its own per instance (a pooled connection cannot hold a LISTEN), which
 * reconnects with backoff after a failure and then tells the pages to refetch (what was sent meanwhile is lost).
 * Publishing uses a pooled connection: `pg_notify` outside the change's transaction, after its COMMIT.
 */
export function createPostgresBus(databaseUrl: string, log?: Logger): LiveBus {
  const local = new LocalFanOut(log);
  const publisher = guardPool(new pg.Pool({ connectionString: databaseUrl, max: 2, keepAlive: true }), (event) =>
    log?.warn({ err: event.error }, `live publisher connection: ${event.kind}`),
  );
  let listener: pg.Client | null = null;
  let closed = false;
  let interrupted = false;
  let delay = 250;
  let timer: NodeJS.Timeout | null = null;
  let resolveReady: () => void = () => {};
  const firstReady = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) local.deliverPayload(message.payload);
    });
    client.on('error', (error) => {
      log?.warn({ err: error }, 'live LISTEN connection failed; reconnecting');
      retry(client);
    });
    client.on('end', () => retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      listener = client;
      delay = 250;
      resolveReady();
      if (interrupted) {
        interrupted = false;
        local.reset();
      }
    } catch (error) {
      log?.warn({ err: error }, 'live LISTEN connection could not be opened; retrying');
      retry(client);
    }
  };
  const retry = (client: pg.Client) => {
    if (closed || timer) return;
    if (listener === client) listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    // After an interruption the next successful connect tells the pages to refetch.
    interrupted = true;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 10_000);
  };
  void connect();

  return {
    kind: 'postgres',
    async publish(events) {
      for (const payload of chunks(events, PG_PAYLOAD_MAX))
        await publisher.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    subscribe: (storeId, l) => local.subscribe(storeId, l),
    onSessionEnded: (sessionId, l) => local.onSessionEnded(sessionId, l),
    onReset: (l) => local.onReset(l),
    ready: () => firstReady,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = listener;
      listener = null;
      client?.removeAllListeners('end');
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}

/**
 * Redis pub/sub (REDIS_URL): one subscriber connection per instance, one for publishing. The channel is named
 * after the database (`chobep_live:<database>`), so deployments or test databases sharing one Redis never hear
 * each other's stores.
 */
export async function createRedisBus(redisUrl: string, channel: string, log?: Logger): Promise<LiveBus> {
  const { Redis: RedisClient } = await import('ioredis');
  const local = new LocalFanOut(log);
  const options = { maxRetriesPerRequest: 2, lazyConnect: false } as const;
  const publisher: Redis = new RedisClient(redisUrl, options);
  const subscriber: Redis = new RedisClient(redisUrl, options);
  for (const client of [publisher, subscriber])
    client.on('error', (error) => log?.warn({ err: error }, 'live Redis connection failed'));
  let subscribed = false;
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) local.deliverPayload(payload);
  });
  // ioredis re-subscribes by itself after a reconnect; what was published meanwhile is lost, so pages refetch.
  subscriber.on('ready', () => {
    if (subscribed) local.reset();
  });
  const ready = subscriber.subscribe(channel).then(() => {
    subscribed = true;
  });
  ready.catch((error: unknown) => log?.warn({ err: error }, 'live Redis SUBSCRIBE failed'));
  return {
    kind: 'redis',
    async publish(events) {
      for (const payload of chunks(events, 512_000)) await publisher.publish(channel, payload);
    },
    subscribe: (storeId, l) => local.subscribe(storeId, l),
    onSessionEnded: (sessionId, l) => local.onSessionEnded(sessionId, l),
    onReset: (l) => local.onReset(l),
    ready: () => ready,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/**
 * The bus for a deployment. On PostgreSQL: Redis when REDIS_URL is set, else PostgreSQL's own LISTEN/NOTIFY. On
 * PGlite the database lives inside one process, so there is no other instance to tell: in memory (REDIS_URL is
 * not needed then, and not used).
 */
export async function createLiveBus(options: {
  redisUrl?: string | undefined;
  databaseUrl?: string | undefined;
  log?: Logger;
}): Promise<LiveBus> {
  if (!options.databaseUrl) return createMemoryBus(options.log);
  if (options.redisUrl) {
    const database = new URL(options.databaseUrl).pathname.replace(/^\//, '') || 'postgres';
    return createRedisBus(options.redisUrl, `${LIVE_CHANNEL}:${database}`, options.log);
  }
  return createPostgresBus(options.databaseUrl, options.log);
}
