/**
 * The benchmarked process, started by run.ts: the real API (createServer, as apps/api/src/main.ts
 * builds it) plus, on the same Fastify instance, the bare route and a statement counter.
 *
 * Env: BENCH_PORT, BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (PGlite), LOG_LEVEL, BENCH_TRACE.
 * Prints "ready" on stdout once it listens.
 */
import { TokenService } from '@chobep/api/auth/tokens';
import { createServer } from '@chobep/api/server';
import { CatalogStore } from '@chobep/api/services/catalog/catalog-store';
import { offlineMapProvider } from '@chobep/api/services/geo/map-provider';
import { createStorage } from '@chobep/api/services/platform/storage/create-storage';
import { resolveTokenSecret } from '@chobep/api/services/platform/token-secret';
import { createDatabase } from '@chobep/db';
import { DEFAULT_WEB_ORIGIN } from '@chobep/domain';
import pino from 'pino';
import { registerBareSearch } from './bare-route';

const port = Number(process.env.BENCH_PORT ?? 4600);
const logLevel = process.env.LOG_LEVEL ?? 'info';
const statements = { count: 0 };
/** BENCH_TRACE=1 writes every statement (cut to 200 characters) to the log, to see what a request runs. */
const trace = process.env.BENCH_TRACE === '1';

const database = await createDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_DATA_DIR,
  // Counting only: run.ts reads the counter before and after one request, with nothing else running.
  onQuery: (text) => {
    statements.count++;
    if (trace) process.stderr.write(`SQL ${statements.count}: ${text.slice(0, 200)}\n`);
  },
});
const catalogStore = new CatalogStore(database.db);
const app = await createServer({ database, logLevel, graphiql: false, catalogStore });
const log = pino({ level: logLevel });
const tokens = new TokenService(await resolveTokenSecret(database.db, process.env.JWT_SECRET || undefined));
registerBareSearch(app, {
  db: database.db,
  tokens,
  log,
  secureCookies: false,
  catalogStore,
  siteUrl: DEFAULT_WEB_ORIGIN,
  storage: createStorage(),
  maps: offlineMapProvider,
});
app.get('/__bench/statements', async () => ({ count: statements.count }));
// Requests under way and answered per route, and the CPU time of this process (user + system, µs): the
// cost of a route in Node whatever else the machine runs, counted over the requests the server finished.
const inflight = { count: 0 };
const answered: Record<string, number> = {};
app.addHook('onRequest', async (req, reply) => {
  if (req.url.startsWith('/__bench')) return;
  inflight.count++;
  // 'close' comes for every response, also one whose client left early (autocannon stopping), where
  // Fastify runs no onResponse hook; only a response written to the end counts as answered.
  reply.raw.once('close', () => {
    inflight.count--;
    if (reply.raw.writableFinished) answered[req.url] = (answered[req.url] ?? 0) + 1;
  });
});
app.get('/__bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system, inflight: inflight.count, answered };
});

// The orders part's export measurement: a full collection before each baseline (when started with --expose-gc), and
// this process' memory as Node counts it.
app.post('/__bench/gc', async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return { collected: Boolean(gc) };
});
app.get('/__bench/memory', async () => process.memoryUsage());

await app.listen({ port, host: '127.0.0.1' });
process.stderr.write(`bench server (${database.kind}) on ${port}\n`);
console.log('ready');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
