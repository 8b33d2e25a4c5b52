import type { Database } from '@chobep/db';
import { publicOrigin } from '@chobep/domain';
import { isTrustedProxy, parseTrustedProxies } from '@chobep/domain/platform/client-address';
import { useGraphQlJit } from '@envelop/graphql-jit';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { DestinationStream } from 'pino';
import { createOriginGuard } from './auth/origin-guard';
import { TokenService } from './auth/tokens';
import { buildContext } from './context';
import { faultHandler, maskFault, useTranslatedFaults } from './faults';
import { liveRoutes } from './live-routes';
import { createLogger, pathOf } from './log';
import { mediaRoutes } from './media';
import { orderFileRoutes } from './order-files';
import { useRequestParameterErrors } from './request-parameters';
import { schema } from './schema';
import { GRAPHQL_LIMITS } from './security/graphql-limits';
import { useGraphQlLimits } from './security/graphql-limits-plugin';
import { CatalogStore } from './services/catalog/catalog-store';
import { type MapProvider, mapProviderFromEnv } from './services/geo/map-provider';
import { createLiveBus, type LiveBus } from './services/notifications/live-bus';
import { attachLiveBus } from './services/notifications/live-events';
import { attachMailDispatcher, MailDispatcher } from './services/platform/mail/mail-dispatcher';
import { createSmtpTransport, type MailTransport } from './services/platform/mail/smtp-transport';
import { createStorage } from './services/platform/storage/create-storage';
import type { FileStorage } from './services/platform/storage/file-storage';
import { resolveTokenSecret } from './services/platform/token-secret';
import { uploadRoutes } from './upload-routes';

export interface ServerOptions {
  database: Database;
  jwtSecret?: string | undefined;
  secureCookies?: boolean;
  graphiql?: boolean;
  logLevel?: string;
  /** TRUSTED_PROXIES (packages/domain client-address): only they may set X-Forwarded-For/-Proto. */
  trustedProxies?: string | undefined;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: DestinationStream;
  /** The catalogue in memory; the benchmark passes one to share it with its bare route. */
  catalogStore?: CatalogStore;
  /** Browser origins besides the request's own allowed to call /graphql with cookies (SITE_URL, CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** REDIS_URL: live events across instances through Redis pub/sub (else PostgreSQL's LISTEN/NOTIFY on a server). */
  redisUrl?: string | undefined;
  /** Live events: the bus to use (tests), and the SSE stream's heartbeat and limits (live-routes.ts). */
  live?: { bus?: LiveBus; heartbeatMs?: number; maxPerUser?: number; maxAgeMs?: number };
  /** SMTP_URL: mail is delivered through this SMTP server; without it mail stays in the outbox (NO_SMTP). */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom?: string | undefined;
  /** SITE_URL: the web app's public origin, for links in mails (publicOrigin in @chobep/domain). */
  siteUrl?: string | undefined;
  /** WEB_ORIGIN: where `npm start` serves the web app; the links' origin without SITE_URL. */
  webOrigin?: string | undefined;
  /** Tests: a mail transport instead of SMTP_URL's (null: none), and whether the background timer runs. */
  mail?: { transport?: MailTransport | null; poll?: boolean };
  /** Uploaded files: the local folder or S3 bucket configuration asks for (create-storage.ts) unless given. */
  storage?: FileStorage;
  /** The map port: MAP_API_KEY's provider adapter or the offline one (mapProviderFromEnv) unless given (tests). */
  mapProvider?: MapProvider;
}

interface YogaServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Composition root: HTTP server, GraphQL endpoint and the non-GraphQL routes. */
export async function createServer(options: ServerOptions) {
  const log = createLogger(options.logLevel ?? 'warn', options.logStream);
  const db = options.database.db;
  const trustedProxies = parseTrustedProxies(options.trustedProxies);
  const tokens = new TokenService(await resolveTokenSecret(db, options.jwtSecret));
  const services = {
    db,
    tokens,
    log,
    secureCookies: options.secureCookies ?? false,
    catalogStore: options.catalogStore ?? new CatalogStore(db),
    trustedProxies,
    // Decided once, from configuration only: a link never takes its origin from a request's headers.
    siteUrl: publicOrigin({ siteUrl: options.siteUrl, webOrigin: options.webOrigin }),
    storage: options.storage ?? createStorage(),
    maps: options.mapProvider ?? mapProviderFromEnv(),
  };

  // One access line per request, written when the response is done (Fastify's default writes two).
  const app = Fastify({
    loggerInstance: log,
    disableRequestLogging: true,
    trustProxy: (address: string) => isTrustedProxy(trustedProxies, address),
    bodyLimit: GRAPHQL_LIMITS.maxBodyBytes,
  });
  // Routes outside GraphQL answer a fault without its message (faults.ts); set first, so every route inherits it.
  app.setErrorHandler(faultHandler);
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { method: req.method, url: pathOf(req.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  await app.register(fastifyCookie);
  const originGuard = createOriginGuard(options.corsOrigins ?? []);

  // Live events (GET /events): one bus per instance, closed with the server. On PGlite the database lives in this
  // process alone, so the in-memory bus reaches everyone who can see a change.
  const bus =
    options.live?.bus ??
    (await createLiveBus({
      redisUrl: options.redisUrl,
      databaseUrl: options.database.kind === 'postgres' ? options.database.url : undefined,
      log,
    }));
  attachLiveBus(db, bus, log);
  if (!options.live?.bus) app.addHook('onClose', async () => bus.close());

  // Mail: every mail goes to the outbox in its transaction; this instance delivers it after COMMIT (SMTP_URL) or
  // marks it NO_SMTP, and looks for retries on a timer.
  const transport =
    options.mail?.transport !== undefined
      ? options.mail.transport
      : options.smtpUrl
        ? createSmtpTransport(options.smtpUrl, options.mailFrom)
        : null;
  const mailer = new MailDispatcher(db, transport, log);
  attachMailDispatcher(db, mailer);
  if (options.mail?.poll !== false) mailer.start();
  app.addHook('onClose', async () => mailer.close());
  await app.register(liveRoutes, {
    bus,
    services,
    onRequest: originGuard.refuseForeign,
    ...(options.live?.heartbeatMs ? { heartbeatMs: options.live.heartbeatMs } : {}),
    ...(options.live?.maxPerUser ? { maxPerUser: options.live.maxPerUser } : {}),
    ...(options.live?.maxAgeMs ? { maxAgeMs: options.live.maxAgeMs } : {}),
  });

  const yoga = createYoga<YogaServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql ?? false,
    cors: originGuard.cors,
    // Each operation is compiled once into a plain function (graphql-jit): the list pages' query resolves
    // 20–100 products of 30 fields, where graphql-js' generic walk over the selection cost about a third of
    // the request's CPU time.
    // The limits come first: a request they refuse is never compiled.
    plugins: [useGraphQlLimits(), useGraphQlJit(), useRequestParameterErrors(), useTranslatedFaults()],
    // One operation per request: a batch would multiply every limit by its length.
    batching: false,
    landingPage: false,
    logging: false,
    context: ({ req, reply }) => buildContext(services, req, reply),
    maskedErrors: { maskError: (error) => maskFault(log, error) },
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    onRequest: originGuard.refuseForeign,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  app.get('/health', async () => ({ ok: true, database: options.database.kind }));
  // Readiness, which npm start's web server waits for before it serves pages (scripts/web-server.mjs): the database
  // is prepared (main.ts listens only after migrations and demo data) and the catalogue is in memory, so the first
  // pages neither fail nor wait on the snapshot's build. /health only says the process answers.
  app.get('/ready', async (_request, reply) => {
    const notReady = () =>
      reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send({ ready: false });
    // A load balancer stops sending requests to an instance whose database cannot be reached, and sends them
    // again once it can: the pool opens new connections by itself.
    if (!(await reachable(options.database))) return notReady();
    if (services.catalogStore.loaded) return { ready: true, database: options.database.kind };
    // Joins the build under way, or starts one again if the last failed, so readiness cannot stay false for good.
    services.catalogStore
      .current()
      .catch((error: unknown) => log.error({ err: error }, 'building the catalogue failed'));
    return notReady();
  });
  // Before the drawn media: /media/uploads/{id} is the users' own pictures (upload-routes.ts).
  await app.register(uploadRoutes(services, originGuard.refuseForeign));
  await app.register(mediaRoutes);
  await app.register(orderFileRoutes(services));

  return app;
}

/** How long /ready waits for the database's answer before calling it unreachable. */
const READY_PING_MS = 2000;

async function reachable(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_PING_MS);
  });
  try {
    return await Promise.race([database.ping().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
