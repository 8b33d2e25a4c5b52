import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEMO_BUYERS, DEMO_STORES } from '@chobep/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PRODUCTS } from './test/global-setup';
import { openSse, type SseConnection } from './test/sse-client';

/**
 * Issue 14 point 8: an order changed through API instance A reaches a page whose stream is open on instance B; and
 * a session ended through A ends its stream on B.
 * Two real API processes (main.ts, as `npm start` runs it) on one PostgreSQL database — first with PostgreSQL's
 * LISTEN/NOTIFY, then with Redis pub/sub (REDIS_URL). Needs DATABASE_URL (the PostgreSQL run of the suite); on
 * PGlite there is only ever one instance, and its in-memory bus is covered by live-routes.int.test.ts.
 * The delivery times are printed (docs/performance.md, "Live updates"); CI does not time anything.
 */
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const QUAN1: string = DEMO_STORES.bepVietQuan1.id;
const CHANGES = 40;

let databaseUrl = '';
let databaseName = '';
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApi(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      JWT_SECRET: 'two-instances-test-secret-0123456789abcdef',
      DEMO_PRODUCTS: String(TEST_PRODUCTS),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}):\n${output}`));
    });
  });
  return `http://127.0.0.1:${port}`;
}

async function gql<T>(base: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(base: string, login: string): Promise<string> {
  const data = await gql<{ meLogin: { accessToken: string } }>(
    base,
    'mutation S($input: MeLoginInput!) { meLogin(input: $input) { accessToken } }',
    { input: { login, password: 'chobep123', rememberMe: false } },
  );
  return data.meLogin.accessToken;
}

async function pendingOrders(n: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ id: string }>(
      `insert into orders (draft_token, buyer_id, store_id, supplier_id, status, delivery_date, slot_start, slot_end,
        payment_method, subtotal_before_vat, vat, items_total, gross_total)
      select gen_random_uuid()::text, $1, $2, (select min(id) from suppliers), 'PENDING_APPROVAL', current_date + 2,
        '08:00', '12:00', 'COD', 100000, 8000, 108000, 108000
      from generate_series(1, $3) returning id`,
      [DEMO_BUYERS.bepViet.id, QUAN1, n],
    );
    return res.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Approves orders one at a time through A and waits for each on B's stream: request→event and publish→event. */
async function measure(a: string, b: string, label: string) {
  const approverToken = await signIn(a, 'approver@chobep.vn');
  const ownerToken = await signIn(b, 'owner@chobep.vn');
  const stream: SseConnection = await openSse(`${b}/events?storeId=${QUAN1}`, {
    authorization: `Bearer ${ownerToken}`,
  });
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready', 5000, true);
  try {
    const ids = await pendingOrders(CHANGES);
    const endToEnd: number[] = [];
    const afterCommit: number[] = [];
    for (const id of ids) {
      const arrived = stream.next((e) => e.event === 'order' && (e.data as { orderId: string }).orderId === id, 5000);
      const started = performance.now();
      await gql(a, 'mutation A($ids: [ID!]!) { orderApprove(ids: $ids) { success } }', { ids: [id] }, approverToken);
      const event = await arrived;
      endToEnd.push(event.receivedAt - started);
      afterCommit.push(Date.now() - (event.data as { sentAt: number }).sentAt);
      expect(event.data).toMatchObject({ orderId: id, from: 'PENDING_APPROVAL', status: 'PENDING_ACCEPTANCE' });
    }
    const unread = await stream.next((e) => e.event === 'notifications', 5000, true);
    expect((unread.data as { unreadCount: number }).unreadCount).toBeGreaterThan(0);
    const round = (n: number) => Math.round(n * 10) / 10;
    console.log(
      `[live ${label}] ${CHANGES} changes through A reaching a stream on B — request→event ms: p50 ${round(
        percentile(endToEnd, 50),
      )}, p95 ${round(percentile(endToEnd, 95))}, max ${round(Math.max(...endToEnd))}; publish→event ms: p50 ${round(
        percentile(afterCommit, 50),
      )}, p95 ${round(percentile(afterCommit, 95))}`,
    );
  } finally {
    stream.close();
  }
}

/** A session ended through A (sign-out) ends its stream open on B, long before the stream's 15-minute limit. */
async function sessionEndReaches(a: string, b: string, label: string) {
  const token = await signIn(a, 'purchaser@chobep.vn');
  const stream = await openSse(`${b}/events?storeId=${QUAN1}`, { authorization: `Bearer ${token}` });
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready', 5000, true);
  try {
    const started = performance.now();
    await gql(a, 'mutation { meLogout { success } }', {}, token);
    await stream.ended(5000);
    console.log(
      `[live ${label}] a sign-out through A ended the stream on B in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    stream.close();
  }
}

describe.skipIf(!serverUrl)('two API instances on one PostgreSQL', () => {
  beforeAll(async () => {
    databaseName = `chobep_live_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())),
    );
    if (!databaseName) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }, 60_000);

  it('PostgreSQL LISTEN/NOTIFY: a change made through A reaches a stream open on B', async () => {
    const [a, b] = [await startApi({}), await startApi({})];
    await measure(a as string, b as string, 'postgres');
    await sessionEndReaches(a as string, b as string, 'postgres');
  }, 300_000);

  it('Redis pub/sub (REDIS_URL): a change made through A reaches a stream open on B', async () => {
    // Listen on the database's channel too: the events must travel through Redis, not some other way.
    const { Redis } = await import('ioredis');
    const spy = new Redis(redisUrl);
    let heard = 0;
    spy.on('message', () => {
      heard++;
    });
    await spy.subscribe(`chobep_live:${databaseName}`);
    try {
      const [a, b] = [await startApi({ REDIS_URL: redisUrl }), await startApi({ REDIS_URL: redisUrl })];
      await measure(a as string, b as string, 'redis');
      expect(heard).toBeGreaterThanOrEqual(CHANGES);
      const before = heard;
      await sessionEndReaches(a as string, b as string, 'redis');
      expect(heard).toBeGreaterThan(before);
    } finally {
      await spy.quit();
    }
  }, 300_000);
});
