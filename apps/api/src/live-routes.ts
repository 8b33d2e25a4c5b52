import { notificationMessages, sessions } from '@chobep/db';
import { isUuid, translateError } from '@chobep/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppServices, buildContext, type SignedInContext } from './context';
import { storeOfViewer } from './schema/buyers/store-access';
import type { LiveBus, LiveEvent } from './services/notifications/live-bus';

export interface LiveRouteOptions {
  bus: LiveBus;
  services: AppServices;
  onRequest: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** Open streams per user on one instance (tabs and devices); the next is refused with 429. */
  maxPerUser?: number;
  /**
   * A stream is ended after this long, so the permissions are checked again when the browser reconnects (it ends at
   * once when its session does).
   */
  maxAgeMs?: number;
}

export const LIVE_DEFAULTS = { heartbeatMs: 25_000, maxPerUser: 10, maxAgeMs: 15 * 60_000, retryMs: 3_000 };

/**
 * GET /events?storeId=… — server-sent events for one store's open pages (order list, order page, the header's
 * badge). Signed in by the same cookie or Bearer token as /graphql, behind the same Origin check; only a store the
 * user acts for, with ORDER_VIEW (what notificationMessages needs). Events:
 * - `ready` {storeId, unreadCount, resync}: on every (re)connect; `resync` is true when the browser reconnected
 *   (Last-Event-ID sent) — what happened meanwhile is not replayed, the page refetches;
 * - `order` {orderId, orderNumber, from, status, sentAt}: an order of the store changed (after COMMIT);
 * - `notifications` {unreadCount}: the store's unread count changed;
 * - `resync` {}: this instance's bus connection was interrupted; refetch.
 * Comment lines (`: ping`) are heartbeats. The stream ends when its session ends (on any instance), and after
 * `maxAgeMs` in any case.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRouteOptions) {
  const heartbeatMs = options.heartbeatMs ?? LIVE_DEFAULTS.heartbeatMs;
  const maxPerUser = options.maxPerUser ?? LIVE_DEFAULTS.maxPerUser;
  const maxAgeMs = options.maxAgeMs ?? LIVE_DEFAULTS.maxAgeMs;
  const openByUser = new Map<string, number>();
  const open = new Set<() => void>();

  // Before the server stops taking connections: open streams would otherwise hold app.close() up.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get<{ Querystring: { storeId?: string } }>('/events', { onRequest: options.onRequest }, async (req, reply) => {
    const ctx = await buildContext(options.services, req, reply);
    const refuse = (status: number, code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'TOO_MANY_CONNECTIONS') =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .send({
          errors: [
            {
              message: code === 'TOO_MANY_CONNECTIONS' ? 'Too many open connections' : translateError(code, ctx.lang),
              extensions: { code },
            },
          ],
        });
    if (!ctx.viewer) return refuse(401, 'UNAUTHENTICATED');
    const storeId = typeof req.query.storeId === 'string' ? req.query.storeId : '';
    const viewerCtx = ctx as SignedInContext;
    if (!isUuid(storeId) || !ctx.viewer.permissions.has('ORDER_VIEW') || !(await storeOfViewer(viewerCtx, storeId)))
      return refuse(403, 'FORBIDDEN');
    const userId = ctx.viewer.userId;
    const count = openByUser.get(userId) ?? 0;
    if (count >= maxPerUser) return refuse(429, 'TOO_MANY_CONNECTIONS');
    openByUser.set(userId, count + 1);

    const unreadCount = await countUnread(options.services, storeId);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: compression middleware (Next.js' among them) must not buffer the stream.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      vary: 'Origin',
    });
    res.flushHeaders();
    let sequence = 0;
    const send = (event: string, data: unknown) => {
      sequence++;
      res.write(`id: ${Date.now()}-${sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    res.write(`retry: ${LIVE_DEFAULTS.retryMs}\n\n`);
    send('ready', { storeId, unreadCount, resync: Boolean(req.headers['last-event-id']) });

    const onEvent = (event: LiveEvent) => {
      if (event.kind === 'order') {
        const { kind: _k, storeId: _s, ...data } = event;
        send('order', data);
      } else send('notifications', { unreadCount: event.unreadCount, sentAt: event.sentAt });
    };
    const unsubscribe = options.bus.subscribe(storeId, onEvent);
    // The stream lives as long as its session: a sign-out, a revoked family, a password change or reset, a
    // deactivated or removed user end it on whichever instance it is open (publishSessionsEnded).
    const sessionId = ctx.viewer.sessionId;
    const unSession = options.bus.onSessionEnded(sessionId, () => end());
    const endIfSessionEnded = () =>
      void sessionOpen(options.services, sessionId).then(
        (open) => {
          if (!open) end();
        },
        () => {},
      );
    const unReset = options.bus.onReset(() => {
      send('resync', {});
      // What the bus lost may have been this session's end: ask the database.
      endIfSessionEnded();
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    const maxAge = setTimeout(() => end(), maxAgeMs);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      clearTimeout(maxAge);
      unsubscribe();
      unSession();
      unReset();
      const left = (openByUser.get(userId) ?? 1) - 1;
      if (left <= 0) openByUser.delete(userId);
      else openByUser.set(userId, left);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
    res.on('error', end);
    // A session that ended after the viewer was loaded and before the listener above was in place.
    endIfSessionEnded();
  });
}

async function sessionOpen(services: AppServices, sessionId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  return row !== undefined;
}

async function countUnread(services: AppServices, storeId: string): Promise<number> {
  const [row] = await services.db
    .select({ n: count() })
    .from(notificationMessages)
    .where(and(eq(notificationMessages.storeId, storeId), eq(notificationMessages.readStatus, 'NOT_READ')));
  return Number(row?.n ?? 0);
}
