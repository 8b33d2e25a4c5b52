/**
 * npm run bench: productSearch through /graphql beside a bare Fastify route that returns the same
 * JSON from the same SQL, under the same autocannon load, on PGlite and on PostgreSQL, over a
 * generated catalogue of 100,000 products; then the checkout part (checkout.ts): concurrent buyers
 * filling carts, drafting and creating orders over HTTP. See docs/performance.md.
 *
 *   npm run bench                      # both parts (search, checkout)
 *   npm run bench -- --search          # the search part only (BENCH_PARTS=search)
 *   npm run bench -- --checkout        # the checkout part only (BENCH_PARTS=checkout); its settings in checkout.ts
 *   npm run bench -- --orders          # the orders part (BENCH_PARTS=orders; issue 14): list, detail and CSV export
 *                                      # over 1,000,000 generated orders on PostgreSQL; its settings in orders.ts.
 *                                      # Not in the default parts: generating the orders takes several minutes the
 *                                      # first time (later runs reuse them, BENCH_RELOAD=1 generates them again).
 *
 * The API runs in its own process (server.ts), autocannon in this one: on a 2-core machine each
 * gets a core. Exits non-zero only when the run itself is broken (a failed request, different
 * answers, a server that does not start); missed targets are printed as MISS.
 *
 * Env (all optional):
 *   BENCH_PARTS         search,checkout     (orders: add it, e.g. BENCH_PARTS=search,checkout,orders)
 *   BENCH_BACKENDS      pglite,postgres   (both parts)
 *   BENCH_PRODUCTS      100000
 *   BENCH_DURATION      10        seconds per route and concurrency
 *   BENCH_ROUNDS        2         alternating slices those seconds are cut into
 *   BENCH_WARMUP        3         seconds of warm-up per route before measuring
 *   BENCH_CONNECTIONS   1,10
 *   BENCH_DATA_DIR      <tmp>/chobep-bench/pglite     PGlite data folder
 *   BENCH_DATABASE_URL  postgres://postgres@127.0.0.1:5432/chobep_bench
 *   BENCH_PORT          4600
 *   BENCH_RELOAD        1 empties and reloads the catalogue even when it is already there
 *   BENCH_QUERY         tom       the search text
 *   LOG_LEVEL           info      the API's log level (production's default: one line per request)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer, stopBenchServer } from './bench-server';
import { runCheckoutBench } from './checkout';
import { runOrdersBench } from './orders';
import { prepareDatabase } from './prepare';
import { SEARCH_DOCUMENT, searchBody, searchVariables } from './query';

const env = process.env;
const partsAsked = process.argv.includes('--orders')
  ? ['orders']
  : process.argv.includes('--checkout')
    ? ['checkout']
    : process.argv.includes('--search')
      ? ['search']
      : (env.BENCH_PARTS ?? 'search,checkout').split(',').map((s) => s.trim());
const config = {
  backends: (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as ('pglite' | 'postgres')[],
  products: Number(env.BENCH_PRODUCTS ?? 100_000),
  duration: Number(env.BENCH_DURATION ?? 10),
  rounds: Math.max(1, Number(env.BENCH_ROUNDS ?? 2)),
  warmup: Number(env.BENCH_WARMUP ?? 3),
  connections: (env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number),
  workDir: path.join(os.tmpdir(), 'chobep-bench'),
  dataDir: env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'chobep-bench', 'pglite'),
  databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chobep_bench',
  port: Number(env.BENCH_PORT ?? 4600),
  reload: env.BENCH_RELOAD === '1',
  logLevel: env.LOG_LEVEL ?? 'info',
};
const PAGE_SIZE = 20;
const ROUTES = { bare: '/bare/product-search', graphql: '/graphql' } as const;
type Route = keyof typeof ROUTES;

class BrokenRun extends Error {}

const say = (msg: string) => console.log(msg);
/** Other work on the machine skews every figure: the 1-, 5- and 15-minute load averages go in the report. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

// --- the API process -------------------------------------------------------------------------------

const startServer = (backend: 'pglite' | 'postgres') =>
  startBenchServer({
    backend,
    port: config.port,
    logLevel: config.logLevel,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logFile: path.join(config.workDir, `api-${backend}.log`),
    failure: (message) => new BrokenRun(message),
  });
const stopServer = stopBenchServer;

// --- requests --------------------------------------------------------------------------------------

const base = () => `http://127.0.0.1:${config.port}`;
const HEADERS = { 'content-type': 'application/json', 'x-lang': 'vi' };

async function post(route: Route, size: number): Promise<string> {
  const res = await fetch(base() + ROUTES[route], { method: 'POST', headers: HEADERS, body: searchBody(size) });
  const text = await res.text();
  if (res.status !== 200) throw new BrokenRun(`${route} answered ${res.status}: ${text.slice(0, 500)}`);
  return text;
}

async function statementsOf(route: Route, size: number): Promise<number> {
  const read = async () => ((await (await fetch(`${base()}/__bench/statements`)).json()) as { count: number }).count;
  const before = await read();
  await post(route, size);
  return (await read()) - before;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: graphql …${a.slice(Math.max(0, i - 80), i + 80)}… / bare …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

// --- load ------------------------------------------------------------------------------------------

interface Measurement {
  route: Route;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of the API process per request (Node only: PostgreSQL's own work is in its processes). */
  cpuMs: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface ServerCounters {
  micros: number;
  inflight: number;
  answered: Record<string, number>;
}

const counters = async () => (await (await fetch(`${base()}/__bench/cpu`)).json()) as ServerCounters;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the API is idle: no request under way and less than a tenth of a core busy, so that the
 * work of requests autocannon abandoned when it stopped (still running their SQL) is not put on the next slice.
 */
async function drained(): Promise<ServerCounters> {
  let last = await counters();
  for (let i = 0; i < 240; i++) {
    await sleep(250);
    const now = await counters();
    if (now.inflight === 0 && now.micros - last.micros < 25_000) return now;
    last = now;
  }
  say('  (the API did not settle within a minute; going on)');
  return last;
}

interface Slice {
  times: number[];
  requests: number;
  seconds: number;
  /** Measured on the server over the requests it finished, left-behind ones included. */
  cpuMicros: number;
  answered: number;
}

async function slice(route: Route, connections: number, seconds: number): Promise<Slice> {
  const times: number[] = [];
  const before = await drained();
  const instance = autocannon({
    url: base() + ROUTES[route],
    method: 'POST',
    headers: HEADERS,
    body: searchBody(PAGE_SIZE),
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 30,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  const after = await drained();
  if (result.errors || result.timeouts || result.non2xx) {
    throw new BrokenRun(
      `${route} at ${connections} connections: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  const url = ROUTES[route];
  return {
    times,
    requests: result.requests.total,
    seconds: result.duration,
    cpuMicros: after.micros - before.micros,
    answered: (after.answered[url] ?? 0) - (before.answered[url] ?? 0),
  };
}

/**
 * Both routes at one concurrency: `rounds` alternating slices each, so that a change in the machine's
 * other load during the run falls on both alike; the slices of a route are then added up.
 */
async function measure(connections: number): Promise<Measurement[]> {
  const slices: Record<Route, Slice[]> = { bare: [], graphql: [] };
  for (let round = 0; round < config.rounds; round++) {
    for (const route of round % 2 ? (['graphql', 'bare'] as const) : (['bare', 'graphql'] as const)) {
      slices[route].push(await slice(route, connections, config.duration / config.rounds));
    }
  }
  return (['bare', 'graphql'] as const).map((route) => {
    const all = slices[route];
    const requests = all.reduce((n, s) => n + s.requests, 0);
    const seconds = all.reduce((n, s) => n + s.seconds, 0);
    const sorted = Float64Array.from(all.flatMap((s) => s.times)).sort();
    return {
      route,
      connections,
      requests,
      rps: requests / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      cpuMs: all.reduce((n, s) => n + s.cpuMicros, 0) / 1000 / all.reduce((n, s) => n + s.answered, 0),
    };
  });
}

// --- one backend -----------------------------------------------------------------------------------

interface BackendResult {
  backend: 'pglite' | 'postgres';
  loadSeconds: number | null;
  products: number;
  total: number;
  responseBytes: number;
  statements: Record<Route, Record<number, number>>;
  runs: Measurement[];
}

async function benchBackend(backend: 'pglite' | 'postgres'): Promise<BackendResult> {
  say(`\n== ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL'} (load average ${loadAverage()}) ==`);
  const prepared = await prepareDatabase(
    backend === 'postgres' ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    { products: config.products, reload: config.reload, log: (m) => say(`  ${m}`) },
  );
  const server = await startServer(backend);
  try {
    // The same answer from both routes, byte for byte, before any load.
    const graphql = await post('graphql', PAGE_SIZE);
    const bare = await post('bare', PAGE_SIZE);
    const parsed = JSON.parse(graphql) as { data?: { productSearch: { total: number } }; errors?: unknown };
    if (parsed.errors || !parsed.data) throw new BrokenRun(`GraphQL errors: ${graphql.slice(0, 500)}`);
    if (parsed.data.productSearch.total === 0) throw new BrokenRun('the benchmark search finds nothing');
    if (graphql !== bare) throw new BrokenRun(`the two routes answer differently ${firstDifference(graphql, bare)}`);
    say(
      `  same ${graphql.length.toLocaleString('en')}-byte answer from both routes; ${parsed.data.productSearch.total} products match`,
    );

    const statements: BackendResult['statements'] = { bare: {}, graphql: {} };
    for (const size of [10, PAGE_SIZE, 100]) {
      for (const route of ['graphql', 'bare'] as const) statements[route][size] = await statementsOf(route, size);
    }

    if (config.warmup > 0) {
      say(`  warming up (${config.warmup} s per route)…`);
      for (const route of ['bare', 'graphql'] as const) {
        await slice(route, Math.max(...config.connections), config.warmup);
      }
    }
    const runs: Measurement[] = [];
    for (const connections of config.connections) {
      for (const m of await measure(connections)) {
        runs.push(m);
        say(
          `  ${m.route.padEnd(7)} c=${String(connections).padEnd(3)} ${m.rps.toFixed(1).padStart(7)} req/s  p50 ${m.p50.toFixed(2)}  p95 ${m.p95.toFixed(2)}  p99 ${m.p99.toFixed(2)} ms  CPU ${m.cpuMs.toFixed(2)} ms/request`,
        );
      }
    }
    return {
      backend,
      loadSeconds: prepared.loadSeconds,
      products: prepared.products,
      total: parsed.data.productSearch.total,
      responseBytes: graphql.length,
      statements,
      runs,
    };
  } finally {
    await stopServer(server);
  }
}

// --- report ----------------------------------------------------------------------------------------

const fmt = (n: number, digits = 2) => n.toFixed(digits);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

function report(results: BackendResult[]): { misses: number } {
  const v = searchVariables(PAGE_SIZE);
  say(
    `\n# productSearch benchmark: ${config.products.toLocaleString('en')} products; q="${v.filter.query}", ` +
      `categoryIds=${JSON.stringify(v.filter.categoryIds)}, preservation=${v.filter.preservation}, ${PAGE_SIZE} per page, facets; ` +
      `${config.duration} s per run; Node ${process.version}, ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
  const rows: string[][] = [
    [
      'database',
      'conn',
      'bare req/s',
      'GraphQL req/s',
      'ratio',
      'bare p50/p95/p99 ms',
      'GraphQL p50/p95/p99 ms',
      'p95 ratio',
      'CPU ms/req bare / GraphQL',
    ],
  ];
  for (const r of results) {
    for (const c of config.connections) {
      const bare = r.runs.find((m) => m.route === 'bare' && m.connections === c)!;
      const gql = r.runs.find((m) => m.route === 'graphql' && m.connections === c)!;
      rows.push([
        r.backend,
        String(c),
        fmt(bare.rps, 1),
        fmt(gql.rps, 1),
        `${fmt((100 * gql.rps) / bare.rps, 0)}%`,
        `${fmt(bare.p50)} / ${fmt(bare.p95)} / ${fmt(bare.p99)}`,
        `${fmt(gql.p50)} / ${fmt(gql.p95)} / ${fmt(gql.p99)}`,
        `${fmt(gql.p95 / bare.p95)}x`,
        `${fmt(bare.cpuMs)} / ${fmt(gql.cpuMs)}`,
      ]);
    }
  }
  say(`\n${table(rows)}`);

  const srows: string[][] = [['database', 'route', 'statements, 10 per page', '20 per page', '100 per page']];
  for (const r of results) {
    for (const route of ['graphql', 'bare'] as const) {
      srows.push([
        r.backend,
        route,
        String(r.statements[route][10]),
        String(r.statements[route][20]),
        String(r.statements[route][100]),
      ]);
    }
  }
  say(`\n${table(srows)}`);
  for (const r of results) {
    say(
      `${r.backend}: ${r.total} matching products, ${r.responseBytes.toLocaleString('en')}-byte answer; catalogue ` +
        (r.loadSeconds === null ? 'reused' : `loaded in ${r.loadSeconds.toFixed(1)} s`),
    );
  }

  let misses = 0;
  const target = (ok: boolean, text: string) => {
    if (!ok) misses++;
    say(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  };
  say('\nTargets:');
  for (const r of results) {
    for (const c of config.connections) {
      const bare = r.runs.find((m) => m.route === 'bare' && m.connections === c)!;
      const gql = r.runs.find((m) => m.route === 'graphql' && m.connections === c)!;
      const ratio = gql.rps / bare.rps;
      target(
        ratio >= 0.7,
        `${r.backend} c=${c}: GraphQL at ${fmt(100 * ratio, 0)}% of the bare route's throughput (≥ 70%)`,
      );
    }
    if (r.backend === 'postgres') {
      const gql = r.runs.find((m) => m.route === 'graphql' && m.connections === 1);
      if (gql) target(gql.p95 < 10, `postgres c=1: GraphQL p95 ${fmt(gql.p95)} ms (< 10 ms)`);
    }
    const s = r.statements.graphql;
    target(
      s[10] === s[100],
      `${r.backend}: ${s[10]} statements per request at 10 per page, ${s[100]} at 100 (the same)`,
    );
  }
  return { misses };
}

// --- main ------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  mkdirSync(config.workDir, { recursive: true });
  let misses = 0;
  if (partsAsked.includes('search')) misses += await searchPart();
  if (partsAsked.includes('checkout')) misses += (await runCheckoutBench()).misses;
  if (partsAsked.includes('orders')) misses += (await runOrdersBench()).misses;
  say(`\n${misses ? `${misses} target(s) missed` : 'Every target met'}`);
  return 0;
}

async function searchPart(): Promise<number> {
  say(`Benchmark query:\n${SEARCH_DOCUMENT.trim().split('\n').slice(0, 2).join('\n')} …`);
  const results: BackendResult[] = [];
  for (const backend of config.backends) {
    if (backend !== 'pglite' && backend !== 'postgres') throw new BrokenRun(`unknown backend "${backend}"`);
    results.push(await benchBackend(backend));
  }
  const { misses } = report(results);
  const out = path.join(config.workDir, 'last-run.json');
  writeFileSync(
    out,
    JSON.stringify({ date: new Date().toISOString(), config, node: process.version, results }, null, 2),
  );
  say(`\nSearch: ${misses ? `${misses} target(s) missed` : 'every target met'}; raw figures in ${out}`);
  return misses;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof BrokenRun ? `\nBroken run: ${error.message}` : error);
    process.exitCode = 1;
  },
);
