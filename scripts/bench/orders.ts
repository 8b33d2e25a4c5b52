/**
 * The orders part of npm run bench (`npm run bench -- --orders`, BENCH_PARTS=orders, or `npx tsx scripts/bench/orders.ts`;
 * not in the default parts: preparing 1,000,000 orders takes minutes), for issue 14, on PostgreSQL:
 *
 *   1. the data (orders-fixtures.ts): BENCH_ORDERS orders of 1,000 companies generated in SQL, reused by later runs;
 *   2. the API in its own process (server.ts, NODE_ENV=production), signed in over HTTP as owner@chobep.vn (the
 *      demo company Bếp Việt, 1% of the orders) and as the export company's owner (10% of the orders);
 *   3. `orders` — first page, a status, an order-date range, a supplier, status + dates (two filters), page 50 —
 *      and `order(id)` with items and history (a different order of the company each request), under autocannon
 *      at 1 and 10 connections: p50/p95/p99 and requests/s; statements per request at 10, 20 and 100 per page;
 *   4. EXPLAIN (ANALYZE, BUFFERS) of the list's two statements (page, count) for each list case;
 *   5. the CSV export (`ordersExport` → GET /exports/orders.csv) of about 10% and of all of the export company's
 *      orders, downloaded while /proc/<pid>/status VmRSS of the API is sampled every 50 ms: peak growth over a
 *      baseline taken after a full GC, rows/s, MB/s, statements;
 *   6. PASS/MISS against issue 14's targets (list p95 ≤ 15 ms and detail p95 ≤ 10 ms at 1 connection, statements
 *      constant in page size, export memory flat: the 100% export's peak growth within 16 MB of the 10% one's).
 *
 * PGlite is not measured here: one process holding a million orders (≈ 2 GB with items and histories) in WASM
 * memory is not how the product is deployed, and generating it would take far longer than on PostgreSQL.
 *
 * Env (all optional): BENCH_ORDERS (1000000), BENCH_ORDERS_COMPANIES (1000), BENCH_ORDERS_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/chobep_bench_orders), BENCH_ORDERS_PORT (4650), BENCH_ORDERS_DURATION (5 s per
 * case and concurrency), BENCH_ORDERS_WARMUP (2 s per case), BENCH_CONNECTIONS (1,10), BENCH_RELOAD (1: generate
 * again), BENCH_ORDERS_EXPLAIN (1; 0 skips the plans), EXPLAIN_FULL (1: every plan in full, not only its summary),
 * LOG_LEVEL (info).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boughtWithStatement } from '@chobep/api/services/catalog/related-products';
import { listOrders } from '@chobep/api/services/orders/list-orders';
import { createDatabase } from '@chobep/db';
import { type OrderListFilterInput, parseOrderListFilter } from '@chobep/domain';
import autocannon from 'autocannon';
import { startBenchServer, stopBenchServer } from './bench-server';
import { percentile } from './checkout-fixtures';
import { BENCH_PASSWORD, type OrdersPrepared, prepareOrdersDatabase } from './orders-fixtures';

const env = process.env;
export const ordersConfig = {
  orders: Number(env.BENCH_ORDERS ?? 1_000_000),
  companies: Number(env.BENCH_ORDERS_COMPANIES ?? 1000),
  databaseUrl: env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chobep_bench_orders',
  port: Number(env.BENCH_ORDERS_PORT ?? 4650),
  duration: Number(env.BENCH_ORDERS_DURATION ?? 5),
  warmup: Number(env.BENCH_ORDERS_WARMUP ?? 2),
  connections: (env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number),
  reload: env.BENCH_RELOAD === '1',
  explain: env.BENCH_ORDERS_EXPLAIN !== '0',
  explainFull: env.EXPLAIN_FULL === '1',
  workDir: path.join(os.tmpdir(), 'chobep-bench'),
  logLevel: env.LOG_LEVEL ?? 'info',
};
const TARGETS = { listP95: 15, detailP95: 10, exportFlatMb: 16 };
const PAGE_SIZE = 20;

const say = (msg: string) => console.log(msg);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const base = () => `http://127.0.0.1:${ordersConfig.port}`;

// --- what is asked -----------------------------------------------------------------------------------

/** The order list as a list page asks for it: the columns of spec/trading.md §2 and what a row offers. */
export const ORDER_LIST = `query OrderList($filter: OrderListFilter, $page: Int, $size: Int) {
  orders(filter: $filter, page: $page, size: $size) {
    total page size totalPage
    data { id code status supplier { id name } storeId storeName creatorName deliveryDate deliveryTimeSlot
      paymentMethod grossTotal createdAt availableActions }
  }
}`;

/** The order page: every total, the history with who acted, the items with their three quantities. */
export const ORDER_DETAIL = `query OrderDetail($id: ID!) {
  order(id: $id) {
    id code status statusReason statusChangedAt createdAt supplier { id name } storeId storeName creatorName
    deliveryDate deliveryTimeSlot deliveryNote paymentMethod voucherCode subTotalBeforeVat totalVat totalItemPrice
    discount deliveryFee deliveryFeeVat grossTotal availableActions
    cancellation { actorName createdAt note }
    history { fromStatus status actorName actorSide note createdAt }
    items { id productId name uom orderedQuantity acceptedQuantity deliveryQuantity priceBeforeVat vatRate
      orderedPrice amountBeforeVat vat amount discount amountAfterDiscount }
  }
}`;

/** A signed-in request that reads no order: what any request costs on this machine now. */
const FLOOR = `query Floor { me { id } }`;

/** "Frequently bought together" on a product page (issue 22): the pairs of its latest bought orders. */
const BOUGHT_TOGETHER = `query BoughtTogether($id: ID!) {
  getFrequentlyBuyTogether(productId: $id, size: 12) { id name price supplier { id name } }
}`;

const EXPORT_QUERY = `query OrdersExport($filter: OrderListFilter) { ordersExport(filter: $filter) { url total } }`;

/** YYYY-MM-DD in Vietnam, `days` from today. */
const vnDate = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface ListCase {
  name: string;
  filter: OrderListFilterInput;
  page: number;
}

function listCases(supplierId: number): ListCase[] {
  return [
    { name: 'first page', filter: {}, page: 0 },
    { name: 'status CANCELED', filter: { status: 'CANCELED' }, page: 0 },
    {
      name: 'order dates (30 days, a year ago)',
      filter: { orderDateStart: vnDate(-400), orderDateEnd: vnDate(-371) },
      page: 0,
    },
    { name: `supplier ${supplierId}`, filter: { supplierIds: [supplierId] }, page: 0 },
    {
      name: 'DELIVERED + last 90 days',
      filter: { status: 'DELIVERED', orderDateStart: vnDate(-90), orderDateEnd: vnDate(0) },
      page: 0,
    },
    { name: 'page 50', filter: {}, page: 50 },
  ];
}

// --- HTTP --------------------------------------------------------------------------------------------

class BrokenRun extends Error {}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'vi' },
    body: JSON.stringify({
      query: `mutation SignIn($input: MeLoginInput!) { meLogin(input: $input) { success userErrors { code message } } }`,
      variables: { input: { login: email, password: BENCH_PASSWORD, rememberMe: true } },
    }),
  });
  const body = (await res.json()) as { data?: { meLogin: { success: boolean } } };
  if (!body.data?.meLogin.success) throw new BrokenRun(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.split('=')[1])
    .join('; ');
}

const headersOf = (cookie: string) => ({ 'content-type': 'application/json', 'x-lang': 'vi', cookie });

async function gql<T>(cookie: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${base()}/graphql`, {
    method: 'POST',
    headers: headersOf(cookie),
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { data?: T; errors?: unknown };
  if (res.status !== 200 || body.errors || !body.data) throw new BrokenRun(`${res.status}: ${text.slice(0, 500)}`);
  return body.data;
}

const statementCount = async () =>
  ((await (await fetch(`${base()}/__bench/statements`)).json()) as { count: number }).count;

/**
 * The statements one request runs, nothing else under way: the fewer of two tries, since a request may also
 * refresh something shared (the catalogue snapshot) that is not its own cost.
 */
async function statementsOf(send: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const before = await statementCount();
    await send();
    counts.push((await statementCount()) - before);
  }
  return Math.min(...counts);
}

// --- load --------------------------------------------------------------------------------------------

export interface Measurement {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  loadAverage: string;
}

/** autocannon against /graphql for `seconds`; `body` is called for every request (a different order each time). */
async function load(cookie: string, body: () => string, connections: number, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({
    url: `${base()}/graphql`,
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 30,
    requests: [{ method: 'POST', headers: headersOf(cookie), setupRequest: (req) => ({ ...req, body: body() }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  if (result.errors || result.timeouts || result.non2xx)
    throw new BrokenRun(`${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { times, requests: result.requests.total, seconds: result.duration };
}

async function measure(name: string, cookie: string, body: () => string, connections: number): Promise<Measurement> {
  await sleep(300);
  const { times, requests, seconds } = await load(cookie, body, connections, ordersConfig.duration);
  const sorted = Float64Array.from(times).sort();
  const m = {
    name,
    connections,
    requests,
    rps: requests / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    loadAverage: loadAverage(),
  };
  say(
    `    c=${String(connections).padEnd(3)} ${fmt(m.rps, 1).padStart(7)} req/s  p50 ${fmt(m.p50)}  p95 ${fmt(m.p95)}  ` +
      `p99 ${fmt(m.p99)} ms  (load average ${m.loadAverage})`,
  );
  return m;
}

// --- EXPLAIN -----------------------------------------------------------------------------------------

type Query = (text: unknown, params?: unknown, ...rest: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Explained {
  name: string;
  statement: 'page' | 'count';
  ms: number;
  /** The plan's node lines (without the timing lines), shortened. */
  summary: string;
  plan: string[];
}

/**
 * The list's two statements, as listOrders builds them for the heavy company's owner (every store), caught on
 * their way to the driver and run again under EXPLAIN (ANALYZE, BUFFERS), after one unrecorded run (warm cache).
 */
async function explainList(prepared: OrdersPrepared, cases: ListCase[]): Promise<Explained[]> {
  const database = await createDatabase({ databaseUrl: ordersConfig.databaseUrl, poolSize: 2 });
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const run = client.query.bind(client);
  const out: Explained[] = [];
  try {
    const [owner] = (await run(`select id from users where email = $1`, [prepared.heavy.email])).rows;
    const actor = {
      side: 'BUYER' as const,
      userId: String(owner?.id),
      permissions: new Set<string>(),
      buyerId: prepared.heavy.buyerId,
      storeIds: prepared.heavy.storeIds,
    };
    for (const c of cases) {
      const parsed = parseOrderListFilter(c.filter);
      if (!parsed.ok) throw new BrokenRun(`the filter of "${c.name}" is refused: ${parsed.code}`);
      const paging = { page: c.page, size: PAGE_SIZE };
      await listOrders(database.db, actor, parsed.filter, paging);
      const caught: { text: string; params: unknown }[] = [];
      client.query = (text, params, ...rest) => {
        const config = text as { text?: string; values?: unknown };
        caught.push(
          typeof text === 'string' ? { text, params } : { text: config.text ?? '', params: config.values ?? params },
        );
        return run(text, params, ...rest);
      };
      try {
        await listOrders(database.db, actor, parsed.filter, paging);
      } finally {
        client.query = run;
      }
      for (const { text, params } of caught) {
        const plan = (await run(`explain (analyze, buffers) ${text}`, params)).rows.map((r) => String(r['QUERY PLAN']));
        const nodes = plan
          .filter((l) => /->|^\S/.test(l) && !/^(Planning|Execution)/.test(l))
          .map((l) =>
            l
              .trim()
              .replace(/^->\s*/, '')
              .replace(/\s*\(cost=[^)]*\)/, '')
              .replace(/\s*\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, ' [$2 rows, $1 ms]'),
          );
        const buffers = plan.find((l) => /Buffers:/.test(l))?.trim() ?? '';
        out.push({
          name: c.name,
          statement: /count\(/.test(text) ? 'count' : 'page',
          ms: Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN),
          summary: `${nodes.join(' ← ')}; ${buffers}`,
          plan,
        });
      }
    }
  } finally {
    await database.close();
  }
  return out;
}

/** The pairs statement of frequentlyBoughtTogether as the service sends it, under EXPLAIN, after one warm run. */
async function explainBoughtTogether(b: BoughtTogetherRun): Promise<Explained> {
  const database = await createDatabase({ databaseUrl: ordersConfig.databaseUrl, poolSize: 1 });
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const dialect = (
    database.db as unknown as { dialect: { sqlToQuery(s: unknown): { sql: string; params: unknown[] } } }
  ).dialect;
  try {
    const { sql: text, params } = dialect.sqlToQuery(boughtWithStatement(b.productId, 36));
    await client.query(text, params);
    const plan = (await client.query(`explain (analyze, buffers) ${text}`, params)).rows.map((r) =>
      String(r['QUERY PLAN']),
    );
    const nodes = plan
      .filter((l) => /->|^\S/.test(l) && !/^(Planning|Execution)/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s*\(cost=[^)]*\)/, '')
          .replace(/\s*\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, ' [$2 rows, $1 ms]'),
      );
    return {
      name: b.label,
      statement: 'page',
      ms: Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN),
      summary: `${nodes.join(' ← ')}; ${plan.find((l) => /Buffers:/.test(l))?.trim() ?? ''}`,
      plan,
    };
  } finally {
    await database.close();
  }
}

// --- the export --------------------------------------------------------------------------------------

export interface ExportRun {
  label: string;
  rows: number;
  expected: number;
  bytes: number;
  seconds: number;
  statements: number;
  baselineRssMb: number;
  peakRssMb: number;
  growthMb: number;
  heapAfterMb: number;
  loadAverage: string;
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

async function exportOnce(
  server: ChildProcess,
  cookie: string,
  label: string,
  filter: OrderListFilterInput,
): Promise<ExportRun> {
  const pid = server.pid as number;
  const { ordersExport } = await gql<{ ordersExport: { url: string; total: number } }>(cookie, EXPORT_QUERY, {
    filter,
  });
  await fetch(`${base()}/__bench/gc`, { method: 'POST' });
  await sleep(500);
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const statementsBefore = await statementCount();
  const started = performance.now();
  let bytes = 0;
  let newlines = 0;
  try {
    const res = await fetch(base() + ordersExport.url, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new BrokenRun(`the export answered ${res.status}`);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssMb(pid));
  const statements = (await statementCount()) - statementsBefore;
  const memory = (await (await fetch(`${base()}/__bench/memory`)).json()) as { heapUsed: number };
  // The generated rows have no line break inside a field: one line per order after the header.
  const rows = newlines - 1;
  if (rows !== ordersExport.total)
    throw new BrokenRun(`the export of ${label} held ${rows} rows, ordersExport said ${ordersExport.total}`);
  const r: ExportRun = {
    label,
    rows,
    expected: ordersExport.total,
    bytes,
    seconds,
    statements,
    baselineRssMb: baseline,
    peakRssMb: peak,
    growthMb: peak - baseline,
    heapAfterMb: memory.heapUsed / 1024 / 1024,
    loadAverage: loadAverage(),
  };
  say(
    `    ${label}: ${rows.toLocaleString('en')} rows, ${fmt(bytes / 1e6, 1)} MB in ${fmt(seconds)} s ` +
      `(${fmt(rows / seconds, 0)} rows/s, ${fmt(bytes / 1e6 / seconds, 1)} MB/s), ${statements} statements; RSS ` +
      `${fmt(baseline, 0)} → peak ${fmt(peak, 0)} MB (+${fmt(r.growthMb, 1)}); load average ${r.loadAverage}`,
  );
  return r;
}

// --- the part ----------------------------------------------------------------------------------------

/** "Frequently bought together" for a product: how many of its lines exist, and the request under load. */
export interface BoughtTogetherRun {
  label: string;
  productId: string;
  lines: number;
  listed: number;
  statements: number;
  runs: Measurement[];
  explained: Explained | null;
}

export interface OrdersResult {
  prepared: OrdersPrepared;
  boughtTogether: BoughtTogetherRun[];
  list: { case: ListCase; total: number; statements: Record<number, number>; runs: Measurement[] }[];
  detail: { statements: number; items: number; history: number; runs: Measurement[] };
  floor: Measurement[];
  explained: Explained[];
  exports: ExportRun[];
}

export async function benchOrders(): Promise<OrdersResult> {
  mkdirSync(ordersConfig.workDir, { recursive: true });
  say(
    `\n== orders on PostgreSQL: ${ordersConfig.orders.toLocaleString('en')} orders, ${ordersConfig.companies} companies ` +
      `(load average ${loadAverage()}) ==`,
  );
  const prepared = await prepareOrdersDatabase(
    ordersConfig.databaseUrl,
    { orders: ordersConfig.orders, companies: ordersConfig.companies },
    { reload: ordersConfig.reload, log: (m) => say(`  ${m}`) },
  );
  say(
    `  ${prepared.orders.toLocaleString('en')} orders, ${prepared.items.toLocaleString('en')} items, ` +
      `${prepared.history.toLocaleString('en')} history rows; ${prepared.heavy.email}: ${prepared.heavy.orders.toLocaleString('en')} ` +
      `orders in ${prepared.heavy.storeIds.length} stores; ${prepared.export.email}: ${prepared.export.orders.toLocaleString('en')} orders` +
      `; ${prepared.loadSeconds === null ? 'reused, generated earlier' : 'generated'} in ${fmt(prepared.generatedSeconds, 1)} s`,
  );

  // Facts the cases need, read before the server starts: a supplier of the heavy company, orders to open.
  const facts = await createDatabase({ databaseUrl: ordersConfig.databaseUrl, poolSize: 1 });
  const factsClient = (facts.db as unknown as { $client: { query: Query } }).$client;
  const query: Query = (text, params) => factsClient.query(text, params);
  let supplierId: number;
  let orderIds: string[];
  let products: { label: string; productId: string; lines: number }[];
  try {
    // The product in the most order lines (a best seller), and one in the middle of the list.
    const byLines = await query(`select product_id, count(*)::int as n from order_items group by 1 order by 2 desc, 1`);
    const busiest = byLines.rows[0];
    const middle = byLines.rows[Math.floor(byLines.rows.length / 2)];
    products = [
      { label: 'busiest product', productId: String(busiest?.product_id), lines: Number(busiest?.n) },
      { label: 'median product', productId: String(middle?.product_id), lines: Number(middle?.n) },
    ];
    const bySupplier = await query(
      `select supplier_id, count(*)::int as n from orders where buyer_id = $1 group by 1 order by 2 desc limit 1`,
      [prepared.heavy.buyerId],
    );
    supplierId = Number(bySupplier.rows[0]?.supplier_id);
    // A spread of the company's orders (newest and oldest alike), in a fixed shuffled order.
    const ids = await query(`select id from orders where buyer_id = $1 order by md5(id::text) limit 5000`, [
      prepared.heavy.buyerId,
    ]);
    orderIds = ids.rows.map((r) => String(r.id));
  } finally {
    await facts.close();
  }
  const cases = listCases(supplierId);

  const server = await startBenchServer({
    backend: 'postgres',
    port: ordersConfig.port,
    logLevel: ordersConfig.logLevel,
    databaseUrl: ordersConfig.databaseUrl,
    dataDir: '',
    logFile: path.join(ordersConfig.workDir, 'api-orders-postgres.log'),
    extraFlags: ['--expose-gc', ...(env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean)],
    failure: (message) => new BrokenRun(message),
  });
  const result: OrdersResult = {
    prepared,
    list: [],
    detail: { statements: 0, items: 0, history: 0, runs: [] },
    floor: [],
    explained: [],
    exports: [],
    boughtTogether: [],
  };
  try {
    const heavy = await signIn(prepared.heavy.email);
    const exporter = await signIn(prepared.export.email);

    // The list: one answer checked per case, statements at three page sizes.
    const listBodies: string[] = [];
    for (const c of cases) {
      const variables = (size: number) => ({ filter: c.filter, page: c.page, size });
      const first = await gql<{ orders: { total: number; data: unknown[] } }>(heavy, ORDER_LIST, variables(PAGE_SIZE));
      if (first.orders.data.length !== Math.min(PAGE_SIZE, Math.max(0, first.orders.total - c.page * PAGE_SIZE)))
        throw new BrokenRun(`${c.name}: ${first.orders.data.length} rows of ${first.orders.total}`);
      if (first.orders.total === 0) throw new BrokenRun(`${c.name}: no orders match`);
      const statements: Record<number, number> = {};
      for (const size of [10, 20, 100])
        statements[size] = await statementsOf(() => gql(heavy, ORDER_LIST, variables(size)));
      say(
        `  orders — ${c.name}: ${first.orders.total.toLocaleString('en')} match; statements at 10/20/100 per page ` +
          `${statements[10]}/${statements[20]}/${statements[100]}`,
      );
      listBodies.push(JSON.stringify({ query: ORDER_LIST, variables: variables(PAGE_SIZE) }));
      result.list.push({ case: c, total: first.orders.total, statements, runs: [] });
    }

    // The detail: every request opens another order of the company.
    const detail = await gql<{ order: { items: unknown[]; history: unknown[] } }>(heavy, ORDER_DETAIL, {
      id: orderIds[0],
    });
    result.detail.statements = await statementsOf(() => gql(heavy, ORDER_DETAIL, { id: orderIds[1] }));
    result.detail.items = detail.order.items.length;
    result.detail.history = detail.order.history.length;
    say(
      `  order(id) with items and history: ${result.detail.statements} statements per request; ` +
        `${orderIds.length.toLocaleString('en')} orders opened in turn`,
    );
    let next = 0;
    const detailBody = () =>
      JSON.stringify({ query: ORDER_DETAIL, variables: { id: orderIds[next++ % orderIds.length] } });

    // Frequently bought together: the pairs of a product's latest bought orders, for two products.
    const boughtBodies: string[] = [];
    for (const p of products) {
      const variables = { id: p.productId };
      const first = await gql<{ getFrequentlyBuyTogether: unknown[] }>(heavy, BOUGHT_TOGETHER, variables);
      const statements = await statementsOf(() => gql(heavy, BOUGHT_TOGETHER, variables));
      say(
        `  getFrequentlyBuyTogether — ${p.label} (${p.lines.toLocaleString('en')} order lines): ` +
          `${first.getFrequentlyBuyTogether.length} listed, ${statements} statements`,
      );
      boughtBodies.push(JSON.stringify({ query: BOUGHT_TOGETHER, variables }));
      result.boughtTogether.push({
        ...p,
        listed: first.getFrequentlyBuyTogether.length,
        statements,
        runs: [],
        explained: null,
      });
    }

    // The floor: a signed-in request that reads no order (the session and GraphQL alone), under the same load.
    const floorBody = JSON.stringify({ query: FLOOR });
    const me = await gql<{ me: { id: string } | null }>(heavy, FLOOR, {});
    if (!me.me) throw new BrokenRun('the floor query answers no user: the session is not there');

    // Warm-up of every case before any is measured, so the first one measured does not pay for V8's tiering.
    if (ordersConfig.warmup > 0) {
      say(`  warming up (${ordersConfig.warmup} s per case)…`);
      const top = Math.max(...ordersConfig.connections);
      for (const body of [floorBody, ...listBodies, ...boughtBodies])
        await load(heavy, () => body, top, ordersConfig.warmup);
      await load(heavy, detailBody, top, ordersConfig.warmup);
    }
    say('  floor ({ me { id } }: the session and GraphQL, no order read):');
    for (const connections of ordersConfig.connections)
      result.floor.push(await measure('floor', heavy, () => floorBody, connections));
    for (const [i, l] of result.list.entries()) {
      say(`  orders — ${l.case.name}:`);
      const body = listBodies[i] as string;
      for (const connections of ordersConfig.connections)
        l.runs.push(await measure(l.case.name, heavy, () => body, connections));
    }
    say('  order(id):');
    for (const connections of ordersConfig.connections)
      result.detail.runs.push(await measure('order(id)', heavy, detailBody, connections));
    for (const [i, b] of result.boughtTogether.entries()) {
      say(`  getFrequentlyBuyTogether — ${b.label}:`);
      const body = boughtBodies[i] as string;
      for (const connections of ordersConfig.connections)
        b.runs.push(await measure(b.label, heavy, () => body, connections));
    }

    // The export: a tenth of the export company's orders, all of them, a tenth again.
    say(`  CSV export of ${prepared.export.email}'s orders, API RSS sampled every 50 ms:`);
    const tenth = { orderDateStart: vnDate(-72), orderDateEnd: vnDate(0) };
    await exportOnce(server, exporter, 'warm-up (10%)', tenth);
    result.exports.push(await exportOnce(server, exporter, 'last 73 days (≈ 10%)', tenth));
    result.exports.push(await exportOnce(server, exporter, 'all (100%)', {}));
    result.exports.push(await exportOnce(server, exporter, 'last 73 days again', tenth));
  } finally {
    await stopBenchServer(server);
  }

  if (ordersConfig.explain) {
    say(`\n  EXPLAIN (ANALYZE, BUFFERS) of the list's statements for ${prepared.heavy.email} (all 3 stores):`);
    result.explained = await explainList(prepared, cases);
    for (const e of result.explained) {
      say(`    ${e.name} — ${e.statement}: ${fmt(e.ms, 3)} ms: ${e.summary}`);
      if (ordersConfig.explainFull) say(`${e.plan.map((l) => `      ${l}`).join('\n')}\n`);
    }
    say('\n  EXPLAIN (ANALYZE, BUFFERS) of the pairs statement of getFrequentlyBuyTogether:');
    for (const b of result.boughtTogether) {
      b.explained = await explainBoughtTogether(b);
      say(`    ${b.label} — ${fmt(b.explained.ms, 3)} ms: ${b.explained.summary}`);
      if (ordersConfig.explainFull) say(`${b.explained.plan.map((l) => `      ${l}`).join('\n')}\n`);
    }
  }
  return result;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i < 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

export function reportOrders(r: OrdersResult): number {
  say(
    `\n# Orders benchmark: ${r.prepared.orders.toLocaleString('en')} orders (${r.prepared.items.toLocaleString('en')} items, ` +
      `${r.prepared.history.toLocaleString('en')} history rows), ${ordersConfig.companies} companies; ${r.prepared.heavy.email} ` +
      `reads ${r.prepared.heavy.orders.toLocaleString('en')} orders; ${PAGE_SIZE} per page; ${ordersConfig.duration} s per ` +
      `case and concurrency; PostgreSQL; Node ${process.version}, ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
  const rows: string[][] = [
    ['case', 'matching', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'statements 10/20/100', 'load avg'],
  ];
  for (const m of r.floor)
    rows.push([
      'floor: { me { id } }',
      '—',
      String(m.connections),
      fmt(m.rps, 1),
      fmt(m.p50),
      fmt(m.p95),
      fmt(m.p99),
      '—',
      m.loadAverage,
    ]);
  for (const l of r.list)
    for (const m of l.runs)
      rows.push([
        l.case.name,
        l.total.toLocaleString('en'),
        String(m.connections),
        fmt(m.rps, 1),
        fmt(m.p50),
        fmt(m.p95),
        fmt(m.p99),
        `${l.statements[10]}/${l.statements[20]}/${l.statements[100]}`,
        m.loadAverage,
      ]);
  for (const m of r.detail.runs)
    rows.push([
      'order(id) + items + history',
      '1',
      String(m.connections),
      fmt(m.rps, 1),
      fmt(m.p50),
      fmt(m.p95),
      fmt(m.p99),
      String(r.detail.statements),
      m.loadAverage,
    ]);
  for (const b of r.boughtTogether)
    for (const m of b.runs)
      rows.push([
        `getFrequentlyBuyTogether, ${b.label}`,
        `${b.lines.toLocaleString('en')} lines`,
        String(m.connections),
        fmt(m.rps, 1),
        fmt(m.p50),
        fmt(m.p95),
        fmt(m.p99),
        String(b.statements),
        m.loadAverage,
      ]);
  say(`\n${table(rows)}`);
  const erows: string[][] = [
    [
      'export',
      'rows',
      'MB',
      's',
      'rows/s',
      'MB/s',
      'statements',
      'RSS before MB',
      'peak MB',
      'growth MB',
      'heap after MB',
    ],
  ];
  for (const e of r.exports)
    erows.push([
      e.label,
      e.rows.toLocaleString('en'),
      fmt(e.bytes / 1e6, 1),
      fmt(e.seconds),
      fmt(e.rows / e.seconds, 0),
      fmt(e.bytes / 1e6 / e.seconds, 1),
      String(e.statements),
      fmt(e.baselineRssMb, 0),
      fmt(e.peakRssMb, 0),
      fmt(e.growthMb, 1),
      fmt(e.heapAfterMb, 0),
    ]);
  say(`\n${table(erows)}`);

  let misses = 0;
  const target = (ok: boolean, text: string) => {
    if (!ok) misses++;
    say(`${ok ? 'PASS' : 'MISS'}  ${text}`);
  };
  say('\nOrders targets (issue 14):');
  for (const l of r.list) {
    const one = l.runs.find((m) => m.connections === 1);
    if (one)
      target(
        one.p95 <= TARGETS.listP95,
        `orders, ${l.case.name}, c=1: p95 ${fmt(one.p95)} ms (≤ ${TARGETS.listP95} ms)`,
      );
    target(
      l.statements[10] === l.statements[100],
      `orders, ${l.case.name}: ${l.statements[10]} statements at 10 per page, ${l.statements[100]} at 100 (the same)`,
    );
  }
  const detailOne = r.detail.runs.find((m) => m.connections === 1);
  if (detailOne)
    target(
      detailOne.p95 <= TARGETS.detailP95,
      `order(id), c=1: p95 ${fmt(detailOne.p95)} ms (≤ ${TARGETS.detailP95} ms)`,
    );
  const small = r.exports[0];
  const all = r.exports[1];
  if (small && all)
    target(
      all.growthMb <= small.growthMb + TARGETS.exportFlatMb,
      `export memory flat: ${all.rows.toLocaleString('en')} rows +${fmt(all.growthMb, 1)} MB RSS at peak, ` +
        `${small.rows.toLocaleString('en')} rows +${fmt(small.growthMb, 1)} MB (within ${TARGETS.exportFlatMb} MB)`,
    );
  return misses;
}

/** `npm run bench -- --orders` (through run.ts) or `npx tsx scripts/bench/orders.ts`. */
export async function runOrdersBench(): Promise<{ result: OrdersResult; misses: number }> {
  const result = await benchOrders();
  const misses = reportOrders(result);
  const out = path.join(ordersConfig.workDir, 'last-orders-run.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        config: ordersConfig,
        node: process.version,
        loadAverage: loadAverage(),
        result: { ...result, explained: result.explained.map(({ plan, ...e }) => ({ ...e, plan })) },
      },
      null,
      2,
    ),
  );
  say(`\nOrders: ${misses ? `${misses} target(s) missed` : 'every target met'}; raw figures and plans in ${out}`);
  return { result, misses };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runOrdersBench().catch((error: unknown) => {
    console.error(error instanceof BrokenRun ? `\nBroken run: ${error.message}` : error);
    process.exitCode = 1;
  });
}
