/**
 * The checkout part of npm run bench (called by run.ts; `npm run bench -- --checkout` runs it alone): concurrent
 * buyers, each a company of its own with one store, repeatedly filling a 3-supplier cart of 6 lines (six
 * cartPutItem), drafting it (cartCreateOrderDraft) and creating its orders (orderCreate), for a fixed time, over
 * HTTP on localhost against the real API (server.ts: createServer as main.ts builds it, NODE_ENV=production, in its
 * own process), on PostgreSQL and on PGlite. Prints orders per second, p50/p95/p99 of each operation, errors,
 * statements per operation, the API's CPU per checkout, and an exactly-once check: the orders in the database made
 * by the bench's stores are exactly the orders the buyers were answered with.
 *
 * Each run starts from a fresh database with the demo data (2,000 products): PostgreSQL BENCH_CHECKOUT_DATABASE_URL
 * (…/chobep_bench_checkout, dropped and created), PGlite in $TMPDIR/chobep-bench/checkout-pglite (removed first).
 * Every supplier is made to deliver every day with no minimum, so no draft fails on a date.
 *
 * Env (all optional): BENCH_BACKENDS (pglite,postgres), BENCH_CHECKOUT_BUYERS (20), BENCH_CHECKOUT_DURATION (30 s),
 * BENCH_CHECKOUT_WARMUP (5 s without pauses, not measured), BENCH_CHECKOUT_THINK_MS (1000,0: one measured phase
 * per value, each buyer pausing that long ±50% between two calls — 1 s is the web's own pace, which sends a buyer's
 * cart changes at most once a second; 0 sends the next call as soon as the last is answered, i.e. the API's
 * capacity, where latency is mostly queueing), BENCH_CHECKOUT_DATABASE_URL, BENCH_CHECKOUT_PORT (4610), LOG_LEVEL (info).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Db, orderItems, orders, seedDemoData } from '@chobep/db';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { startBenchServer, stopBenchServer } from './bench-server';
import {
  type BenchBuyer,
  BuyerClient,
  type CartLinePlan,
  type CartProduct,
  ConnectionLost,
  createBenchBuyers,
  makeSuppliersDeliverable,
  orderableProducts,
  percentile,
  planCart,
  recreatePostgresDatabase,
  refusal,
  rng,
} from './checkout-fixtures';

const env = process.env;
export const checkoutConfig = {
  backends: (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as ('pglite' | 'postgres')[],
  buyers: Number(env.BENCH_CHECKOUT_BUYERS ?? 20),
  duration: Number(env.BENCH_CHECKOUT_DURATION ?? 30),
  warmup: Number(env.BENCH_CHECKOUT_WARMUP ?? 5),
  /** One measured phase per value: each buyer's pause between two calls (±50%), in ms; 0 = none (saturation). */
  thinkTimes: (env.BENCH_CHECKOUT_THINK_MS ?? '1000,0').split(',').map((s) => Number(s.trim())),
  products: 2000,
  databaseUrl: env.BENCH_CHECKOUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chobep_bench_checkout',
  dataDir: path.join(os.tmpdir(), 'chobep-bench', 'checkout-pglite'),
  workDir: path.join(os.tmpdir(), 'chobep-bench'),
  port: Number(env.BENCH_CHECKOUT_PORT ?? 4610),
  logLevel: env.LOG_LEVEL ?? 'info',
};
const TARGETS = { orderCreateP95: 50, cartPutItemP95: 10 };
const OPERATIONS = ['cartPutItem', 'cartCreateOrderDraft', 'orderCreate'] as const;
type Operation = (typeof OPERATIONS)[number];

const say = (msg: string) => console.log(msg);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

// --- database and server ---------------------------------------------------------------------------

interface Prepared {
  buyers: BenchBuyer[];
  bySupplier: CartProduct[][];
  seconds: number;
}

async function prepare(backend: 'pglite' | 'postgres'): Promise<Prepared> {
  const started = performance.now();
  if (backend === 'postgres') await recreatePostgresDatabase(checkoutConfig.databaseUrl);
  else {
    rmSync(checkoutConfig.dataDir, { recursive: true, force: true });
    mkdirSync(checkoutConfig.dataDir, { recursive: true });
  }
  const database = await createDatabase(
    backend === 'postgres'
      ? { databaseUrl: checkoutConfig.databaseUrl, poolSize: 2 }
      : { dataDir: checkoutConfig.dataDir },
  );
  try {
    await database.migrate();
    await seedDemoData(database.db, { products: checkoutConfig.products });
    await makeSuppliersDeliverable(database.db);
    const buyers = await createBenchBuyers(database.db, checkoutConfig.buyers, 'bench');
    const bySupplier = await orderableProducts(database.db);
    await database.db.execute(sql`vacuum analyze`);
    return { buyers, bySupplier, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

const startServer = (backend: 'pglite' | 'postgres') =>
  startBenchServer({
    backend,
    port: checkoutConfig.port,
    logLevel: checkoutConfig.logLevel,
    databaseUrl: checkoutConfig.databaseUrl,
    dataDir: checkoutConfig.dataDir,
    logFile: path.join(checkoutConfig.workDir, `api-checkout-${backend}.log`),
    // BENCH_SERVER_FLAGS: more Node flags for the API process (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
    extraFlags: (env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
  });
const stopServer = stopBenchServer;

const base = () => `http://127.0.0.1:${checkoutConfig.port}`;
const statementCount = async () =>
  ((await (await fetch(`${base()}/__bench/statements`)).json()) as { count: number }).count;
const cpuMicros = async () => ((await (await fetch(`${base()}/__bench/cpu`)).json()) as { micros: number }).micros;

// --- the buyers --------------------------------------------------------------------------------------

interface Tally {
  times: Record<Operation, number[]>;
  errors: string[];
  /** Checkouts and orders whose orderCreate was sent inside the measured window. */
  checkouts: number;
  orders: number;
}

/** Orders the buyers were answered with (id → draft token), every phase and warm-up included. */
type Acknowledged = Map<string, string>;

/**
 * One buyer until `window.end`: fill a cart (six cartPutItem), draft, orderCreate, again. Calls are timed when they
 * start inside the window. At the end a cart left half-filled is emptied (not timed), so the next phase's carts
 * are 3-supplier, 6-line carts again.
 */
async function buyerLoop(
  client: BuyerClient,
  bySupplier: CartProduct[][],
  window: { start: number; end: number },
  thinkMs: number,
  tally: Tally,
  acknowledged: Acknowledged,
) {
  const random = rng(1000 + client.buyer.index + Math.floor(window.start));
  const think = () => (thinkMs > 0 ? sleep(thinkMs * (0.5 + random())) : null);
  let placed: CartLinePlan[] = [];
  const call = async <T>(operation: Operation, send: () => Promise<T & { ms: number }>): Promise<T | null> => {
    if (performance.now() >= window.end) return null;
    const measured = performance.now() >= window.start;
    const answer = await send();
    if (measured) tally.times[operation].push(answer.ms);
    return answer;
  };
  try {
    for (;;) {
      placed = [];
      for (const line of planCart(random, bySupplier)) {
        const put = await call('cartPutItem', () => client.putItem(line));
        if (!put) return;
        const why = refusal(put, 'cartPutItem');
        if (why) throw new Error(`cartPutItem: ${why}`);
        placed.push(line);
        await think();
      }
      const drafted = await call('cartCreateOrderDraft', () => client.createDraft());
      if (!drafted) return;
      const whyDraft = refusal(drafted, 'cartCreateOrderDraft');
      const token = drafted.data?.cartCreateOrderDraft.token;
      if (whyDraft || !token) throw new Error(`cartCreateOrderDraft: ${whyDraft}`);
      await think();
      const inWindow = performance.now() >= window.start;
      const created = await call('orderCreate', () => client.createOrders(token));
      if (!created) return;
      const whyCreate = refusal(created, 'orderCreate');
      if (whyCreate) throw new Error(`orderCreate: ${whyCreate}`);
      placed = [];
      const made = created.data?.orderCreate.orders ?? [];
      for (const o of made) acknowledged.set(o.id, token);
      if (inWindow) {
        tally.checkouts++;
        tally.orders += made.length;
      }
      await think();
    }
  } catch (error) {
    // One error ends this buyer's phase; it is counted and printed.
    tally.errors.push(
      `buyer ${client.buyer.index}: ${error instanceof ConnectionLost ? `connection lost: ${error.message}` : (error as Error).message}`,
    );
  } finally {
    for (const line of placed) await client.putItem({ ...line, quantity: 0 }).catch(() => null);
  }
}

/**
 * The statements one call of each operation runs, with nothing else under way: a sign of N+1 when it grows. Counted
 * on a buyer's second checkout: the first builds the catalogue snapshot (13 statements, once per catalogue change).
 */
async function statementsPerOperation(client: BuyerClient, bySupplier: CartProduct[][]) {
  const random = rng(7);
  for (const line of planCart(random, bySupplier)) await client.putItem(line);
  const warm = (await client.createDraft()).data?.cartCreateOrderDraft.token;
  const warmOrders = warm ? ((await client.createOrders(warm)).data?.orderCreate.orders ?? []) : [];
  const lines = planCart(random, bySupplier);
  const before = await statementCount();
  for (const line of lines) await client.putItem(line);
  const afterPuts = await statementCount();
  const drafted = await client.createDraft();
  const afterDraft = await statementCount();
  const token = drafted.data?.cartCreateOrderDraft.token;
  if (!token) throw new Error(`the first draft failed: ${JSON.stringify(drafted.data ?? drafted.errors)}`);
  const created = await client.createOrders(token);
  const afterCreate = await statementCount();
  if (refusal(created, 'orderCreate'))
    throw new Error(`the first orderCreate failed: ${refusal(created, 'orderCreate')}`);
  return {
    cartPutItem: (afterPuts - before) / lines.length,
    cartCreateOrderDraft: afterDraft - afterPuts,
    orderCreate: afterCreate - afterDraft,
    orders: [
      ...warmOrders.map((o) => ({ id: o.id, token: warm as string })),
      ...(created.data?.orderCreate.orders ?? []).map((o) => ({ id: o.id, token })),
    ],
  };
}

// --- one backend -------------------------------------------------------------------------------------

type Latency = Record<Operation, { count: number; p50: number; p95: number; p99: number; max: number }>;

export interface CheckoutPhase {
  thinkMs: number;
  seconds: number;
  checkouts: number;
  orders: number;
  ordersPerSecond: number;
  latency: Latency;
  errors: string[];
  /** The API process' CPU time (user + system) over the phase per checkout: Node's share, not PostgreSQL's. */
  cpuMsPerCheckout: number;
  loadAverage: string;
}

export interface CheckoutResult {
  backend: 'pglite' | 'postgres';
  buyers: number;
  phases: CheckoutPhase[];
  statements: Record<Operation, number>;
  exactlyOnce: {
    acknowledged: number;
    inDatabase: number;
    missing: number;
    unacknowledged: number;
    duplicates: number;
  };
  itemsMismatch: number;
}

async function runPhase(
  clients: BuyerClient[],
  bySupplier: CartProduct[][],
  thinkMs: number,
  warmupSeconds: number,
  seconds: number,
  acknowledged: Acknowledged,
  label = thinkMs > 0 ? `think time ${thinkMs} ms (±50%), ${seconds} s` : `no think time, ${seconds} s`,
): Promise<CheckoutPhase> {
  const tally: Tally = {
    times: { cartPutItem: [], cartCreateOrderDraft: [], orderCreate: [] },
    errors: [],
    checkouts: 0,
    orders: 0,
  };
  const now = performance.now();
  const window = { start: now + warmupSeconds * 1000, end: now + (warmupSeconds + seconds) * 1000 };
  // The API's CPU from the window's start (calls under way then are counted in it) until every buyer has stopped.
  let cpuAtStart = Number.NaN;
  const cpuTimer = setTimeout(() => {
    cpuMicros().then((m) => {
      cpuAtStart = m;
    });
  }, warmupSeconds * 1000);
  await Promise.all(clients.map((c) => buyerLoop(c, bySupplier, window, thinkMs, tally, acknowledged)));
  clearTimeout(cpuTimer);
  const cpuAtEnd = await cpuMicros();
  const elapsed = (performance.now() - window.start) / 1000;
  const latency = Object.fromEntries(
    OPERATIONS.map((op) => {
      const sorted = Float64Array.from(tally.times[op]).sort();
      const l = {
        count: sorted.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
      };
      return [op, l];
    }),
  ) as Latency;
  const phase: CheckoutPhase = {
    thinkMs,
    seconds: elapsed,
    checkouts: tally.checkouts,
    orders: tally.orders,
    ordersPerSecond: tally.orders / elapsed,
    latency,
    errors: tally.errors,
    cpuMsPerCheckout: (cpuAtEnd - cpuAtStart) / 1000 / Math.max(1, tally.checkouts),
    loadAverage: loadAverage(),
  };
  say(`  ${label}:`);
  for (const op of OPERATIONS) {
    const l = latency[op];
    say(
      `    ${op.padEnd(20)} ${String(l.count).padStart(6)} calls  p50 ${fmt(l.p50)}  p95 ${fmt(l.p95)}  p99 ${fmt(l.p99)}  max ${fmt(l.max)} ms`,
    );
  }
  say(
    `    ${phase.orders} orders (${phase.checkouts} checkouts) in ${elapsed.toFixed(1)} s: ${phase.ordersPerSecond.toFixed(1)} orders/s; ` +
      `API CPU ${phase.cpuMsPerCheckout.toFixed(1)} ms per checkout; ${tally.errors.length} errors; load average ${phase.loadAverage}`,
  );
  for (const e of tally.errors.slice(0, 10)) say(`      ${e}`);
  return phase;
}

export async function benchCheckout(backend: 'pglite' | 'postgres'): Promise<CheckoutResult> {
  say(`\n== checkout on ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL'} (load average ${loadAverage()}) ==`);
  const prepared = await prepare(backend);
  say(
    `  fresh database with ${checkoutConfig.products} demo products and ${prepared.buyers.length} buyers in ` +
      `${prepared.seconds.toFixed(1)} s; ${prepared.bySupplier.length} suppliers to order from`,
  );
  const acknowledged: Acknowledged = new Map();
  const phases: CheckoutPhase[] = [];
  let statements: Record<Operation, number>;
  const server = await startServer(backend);
  try {
    const clients = prepared.buyers.map((b) => new BuyerClient(base(), b));
    for (const c of clients) await c.signIn();
    const first = await statementsPerOperation(clients[0]!, prepared.bySupplier);
    for (const o of first.orders) acknowledged.set(o.id, o.token);
    statements = {
      cartPutItem: first.cartPutItem,
      cartCreateOrderDraft: first.cartCreateOrderDraft,
      orderCreate: first.orderCreate,
    };
    say(
      `  statements per call (alone): cartPutItem ${statements.cartPutItem}, cartCreateOrderDraft ` +
        `${statements.cartCreateOrderDraft}, orderCreate ${statements.orderCreate} (3 suppliers, 6 lines)`,
    );
    say(`  ${clients.length} buyers over HTTP`);
    await runPhase(clients, prepared.bySupplier, 0, 0, checkoutConfig.warmup, acknowledged, 'warm-up, no pauses');
    for (const thinkMs of checkoutConfig.thinkTimes)
      phases.push(await runPhase(clients, prepared.bySupplier, thinkMs, 0, checkoutConfig.duration, acknowledged));
  } finally {
    await stopServer(server);
  }

  // Exactly once, with the server stopped (PGlite's folder takes one process at a time).
  const database = await createDatabase(
    backend === 'postgres'
      ? { databaseUrl: checkoutConfig.databaseUrl, poolSize: 2 }
      : { dataDir: checkoutConfig.dataDir },
  );
  let check: Awaited<ReturnType<typeof checkExactlyOnce>>;
  try {
    check = await checkExactlyOnce(database.db, prepared.buyers, acknowledged);
  } finally {
    await database.close();
  }
  return {
    backend,
    buyers: prepared.buyers.length,
    phases,
    statements,
    exactlyOnce: check.exactlyOnce,
    itemsMismatch: check.itemsMismatch,
  };
}

/**
 * The bench's stores' orders in the database against the orders the buyers were answered with: every answered
 * order there once with as many items as its draft group has lines; no order nobody was answered with; no
 * (draft, supplier) twice.
 */
async function checkExactlyOnce(db: Db, buyers: BenchBuyer[], acknowledged: Acknowledged) {
  const storeIds = buyers.map((b) => b.storeId);
  const rows = await db
    .select({
      id: orders.id,
      draftToken: orders.draftToken,
      supplierId: orders.supplierId,
      items: count(orderItems.id),
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orders.storeId, storeIds))
    .groupBy(orders.id);
  const stored = new Map(rows.map((r) => [r.id, r]));
  const missing = [...acknowledged.keys()].filter((id) => !stored.has(id)).length;
  const unacknowledged = rows.filter((r) => !acknowledged.has(r.id)).length;
  const pairs = new Set(rows.map((r) => `${r.draftToken}:${r.supplierId}`));
  const lines = await db.execute<{ id: string; lines: number }>(
    sql`select o.id, (select jsonb_array_length(g -> 'lines') from jsonb_array_elements(d.snapshot -> 'groups') g
        where (g ->> 'supplierId')::int = o.supplier_id) as lines
      from orders o join order_drafts d on d.token = o.draft_token`,
  );
  const linesOf = new Map(lines.rows.map((r) => [r.id, Number(r.lines)]));
  const itemsMismatch = rows.filter((r) => r.items === 0 || r.items !== linesOf.get(r.id)).length;
  return {
    exactlyOnce: {
      acknowledged: acknowledged.size,
      inDatabase: rows.length,
      missing,
      unacknowledged,
      duplicates: rows.length - pairs.size,
    },
    itemsMismatch,
  };
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/** The checkout figures as a table, and the targets; returns how many were missed. */
export function reportCheckout(results: CheckoutResult[]): number {
  if (results.length === 0) return 0;
  say(
    `\n# Checkout benchmark: ${checkoutConfig.buyers} buyers (one company and store each), 3 suppliers × 2 lines per ` +
      `cart, over HTTP on localhost; ${checkoutConfig.duration} s per think time after ${checkoutConfig.warmup} s of ` +
      `warm-up; Node ${process.version}, ${os.cpus().length} cores`,
  );
  const rows: string[][] = [['database', 'think ms', 'operation', 'calls', 'p50 ms', 'p95 ms', 'p99 ms', 'statements']];
  for (const r of results)
    for (const p of r.phases)
      for (const op of OPERATIONS)
        rows.push([
          r.backend,
          String(p.thinkMs),
          op,
          String(p.latency[op].count),
          fmt(p.latency[op].p50),
          fmt(p.latency[op].p95),
          fmt(p.latency[op].p99),
          String(r.statements[op]),
        ]);
  say(`\n${table(rows)}`);
  const totals: string[][] = [
    ['database', 'think ms', 'orders/s', 'orders', 'errors', 'API CPU ms/checkout', 'load average'],
  ];
  for (const r of results)
    for (const p of r.phases)
      totals.push([
        r.backend,
        String(p.thinkMs),
        fmt(p.ordersPerSecond, 1),
        String(p.orders),
        String(p.errors.length),
        fmt(p.cpuMsPerCheckout, 1),
        p.loadAverage,
      ]);
  say(`\n${table(totals)}`);

  let misses = 0;
  const target = (ok: boolean, text: string) => {
    if (!ok) misses++;
    say(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  };
  say('\nCheckout targets:');
  for (const r of results) {
    const e = r.exactlyOnce;
    target(
      e.missing === 0 && e.unacknowledged === 0 && e.duplicates === 0 && r.itemsMismatch === 0,
      `${r.backend}: exactly once — ${e.acknowledged} orders acknowledged, ${e.inDatabase} in the database, ` +
        `${e.missing} missing, ${e.unacknowledged} never acknowledged, ${e.duplicates} duplicates, ${r.itemsMismatch} with the wrong items`,
    );
    const errors = r.phases.reduce((n, p) => n + p.errors.length, 0);
    target(errors === 0, `${r.backend}: ${errors} errors (0)`);
    if (r.backend === 'postgres')
      for (const p of r.phases) {
        const at = `postgres, ${r.buyers} buyers, think time ${p.thinkMs} ms`;
        target(
          p.latency.orderCreate.p95 <= TARGETS.orderCreateP95,
          `${at}: orderCreate p95 ${fmt(p.latency.orderCreate.p95)} ms (≤ ${TARGETS.orderCreateP95} ms)`,
        );
        target(
          p.latency.cartPutItem.p95 <= TARGETS.cartPutItemP95,
          `${at}: cartPutItem p95 ${fmt(p.latency.cartPutItem.p95)} ms (≤ ${TARGETS.cartPutItemP95} ms)`,
        );
      }
  }
  return misses;
}

/** `npm run bench -- --checkout` or `npx tsx scripts/bench/checkout.ts`: the checkout part alone. */
export async function runCheckoutBench(): Promise<{ results: CheckoutResult[]; misses: number }> {
  mkdirSync(checkoutConfig.workDir, { recursive: true });
  const results: CheckoutResult[] = [];
  for (const backend of checkoutConfig.backends) {
    if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`unknown backend "${backend}"`);
    results.push(await benchCheckout(backend));
  }
  const misses = reportCheckout(results);
  writeFileSync(
    path.join(checkoutConfig.workDir, 'last-checkout-run.json'),
    JSON.stringify({ date: new Date().toISOString(), config: checkoutConfig, node: process.version, results }, null, 2),
  );
  return { results, misses };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runCheckoutBench().then(
    ({ misses }) => say(`\n${misses ? `${misses} checkout target(s) missed` : 'Every checkout target met'}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
