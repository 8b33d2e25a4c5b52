/**
 * The query plans of one checkout (six cartPutItem, cartCreateOrderDraft, orderCreate), executed, on the checkout
 * benchmark's PostgreSQL database as the last `npm run bench -- --checkout` left it (thousands of orders):
 *
 *   npx tsx scripts/bench/explain-checkout.ts            # one line per statement: time, rows, sequential scans
 *   EXPLAIN_FULL=1 npx tsx scripts/bench/explain-checkout.ts   # every plan in full
 *
 * The API runs in this process (createServer, as main.ts builds it); every statement of the checkout is caught on
 * its way to the driver (pool and transaction connections, prepared or not), then run again under
 * EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back, so writes are measured and undone.
 * BENCH_CHECKOUT_DATABASE_URL as in checkout.ts.
 */
import { createServer } from '@chobep/api/server';
import { CatalogStore } from '@chobep/api/services/catalog/catalog-store';
import { createDatabase } from '@chobep/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  BENCH_PASSWORD,
  CART_CREATE_ORDER_DRAFT,
  CART_PUT_ITEM,
  ORDER_CREATE,
  orderableProducts,
  planCart,
  rng,
  SIGN_IN,
} from './checkout-fixtures';

const url = process.env.BENCH_CHECKOUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chobep_bench_checkout';
const full = process.env.EXPLAIN_FULL === '1';

const database = await createDatabase({ databaseUrl: url });
const buyer = (
  await database.db.execute<{ email: string; store_id: string }>(
    sql`select u.email, s.id as store_id from users u join stores s on s.buyer_id = u.buyer_id
      where u.email like 'bench-%@bench.chobep.vn' order by u.email limit 1`,
  )
).rows[0];
if (!buyer) throw new Error(`no bench buyer in ${url}: run npm run bench -- --checkout first`);
const bySupplier = await orderableProducts(database.db);
const app = await createServer({
  database,
  logLevel: 'warn',
  graphiql: false,
  catalogStore: new CatalogStore(database.db),
});
await app.ready();

// Every statement, from the pool and from transactions' clients alike, is explained on its own connection just
// before it runs (pg runs a connection's queries in order): inside a transaction under a savepoint rolled back,
// elsewhere in a transaction of its own rolled back. So each plan sees the data the statement itself sees.
interface Explained {
  operation: string;
  text: string;
  lines: string[];
}
const explained: Promise<Explained | null>[] = [];
let operation = '';
const inTransaction = new WeakSet<pg.Client>();
const originalQuery = pg.Client.prototype.query as (...a: unknown[]) => Promise<pg.QueryResult> | undefined;
const run = (client: pg.Client, text: string, values?: unknown[]) =>
  (originalQuery.call(client, text, values) as Promise<pg.QueryResult>).catch((error: Error) => error);
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const values = (typeof first === 'string' ? second : (first?.values ?? second)) as unknown[] | undefined;
  const head = text.trim().slice(0, 12).toLowerCase();
  if (head.startsWith('begin')) inTransaction.add(this);
  else if (head.startsWith('commit') || head.startsWith('rollback')) inTransaction.delete(this);
  else if (operation) {
    const [open, close] = inTransaction.has(this)
      ? ['savepoint explain_checkout', 'rollback to savepoint explain_checkout']
      : ['begin', 'rollback'];
    const current = operation;
    run(this, open);
    const plan = run(this, `explain (analyze, buffers) ${text}`, Array.isArray(values) ? values : []);
    run(this, close);
    explained.push(
      plan.then((r) => {
        if (!(r instanceof Error))
          return { operation: current, text, lines: r.rows.map((row) => row['QUERY PLAN'] as string) };
        console.log(`could not explain (${r.message}): ${text.slice(0, 100)}`);
        return null;
      }),
    );
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const cookies = new Map<string, string>();
async function gql(query: string, variables: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    payload: JSON.stringify({ query, variables }),
  });
  for (const c of res.cookies) cookies.set(c.name, c.value);
  const body = res.json() as { data?: Record<string, { success?: boolean }>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data ?? {};
}

await gql(SIGN_IN, { input: { login: buyer.email, password: BENCH_PASSWORD, rememberMe: true } });
// A first checkout unrecorded (the catalogue snapshot, the prepared statements), then the one explained.
for (const record of [false, true]) {
  const lines = planCart(rng(record ? 2 : 1), bySupplier);
  for (const line of lines) {
    operation = record ? 'cartPutItem' : '';
    await gql(CART_PUT_ITEM, {
      input: { storeId: buyer.store_id, supplierId: line.supplierId, productId: line.id, quantity: line.quantity },
    });
  }
  operation = record ? 'cartCreateOrderDraft' : '';
  const draft = (await gql(CART_CREATE_ORDER_DRAFT, { storeId: buyer.store_id })).cartCreateOrderDraft as unknown as {
    token: string;
  };
  operation = record ? 'orderCreate' : '';
  await gql(ORDER_CREATE, { token: draft.token, storeId: buyer.store_id });
  operation = '';
}
pg.Client.prototype.query = originalQuery as typeof pg.Client.prototype.query;
await app.close();

const plans = (await Promise.all(explained)).filter((e): e is Explained => e !== null);
// The six cartPutItem run the same statements: the first put's are shown.
const firstPut = plans.findIndex((c) => c.operation === 'cartPutItem');
const perPut = plans.filter((c) => c.operation === 'cartPutItem').length / 6;
let total = 0;
for (const [at, c] of plans.entries()) {
  if (c.operation === 'cartPutItem' && at >= firstPut + perPut) continue;
  const ms = Number(/Execution Time: ([\d.]+)/.exec(c.lines.join('\n'))?.[1] ?? Number.NaN);
  total += ms;
  // Sequential scans with the rows they read and threw away: harmless on a table of a few rows, a missing index
  // on a big one.
  const seq = c.lines.flatMap((line, i) => {
    const table = /Seq Scan on (\S+)/.exec(line)?.[1];
    if (!table) return [];
    const removed = c.lines
      .slice(i + 1, i + 4)
      .map((l) => /Rows Removed by Filter: (\d+)/.exec(l)?.[1])
      .find(Boolean);
    const rows = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(line)?.[1];
    return [`${table} (${rows} rows kept, ${removed ?? 0} removed)`];
  });
  const rows = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(c.lines[0] ?? '')?.[1];
  console.log(
    `${c.operation.padEnd(21)} ${ms.toFixed(3).padStart(7)} ms  rows ${String(rows).padStart(4)}  ` +
      `${c.text.replace(/\s+/g, ' ').slice(0, 90)}${seq.length ? `\n${' '.repeat(22)}seq scans: ${seq.join('; ')}` : ''}`,
  );
  if (full) console.log(`${c.lines.join('\n')}\n`);
}
console.log(
  `\n${plans.length - perPut * 5} statements shown (cartPutItem: one of six, ${perPut} statements), executed in ` +
    `${total.toFixed(2)} ms; BEGIN and COMMIT not shown`,
);
await database.close();
