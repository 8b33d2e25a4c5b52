import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { type ConnectionEvent, createDatabase, isConnectionError } from '@chobep/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  BuyerClient,
  type CartLinePlan,
  type CartProduct,
  type CreatedOrder,
  createBenchBuyers,
  makeSuppliersDeliverable,
  orderableProducts,
  planCart,
  refusal,
  rng,
  type UserErrorAnswer,
} from '../../../scripts/bench/checkout-fixtures';
import { createServer } from './server';
import { createPostgresBus } from './services/notifications/live-bus';
import { createTestApi, type TestApi, TestClient } from './test/harness';

/**
 * The API survives losing its database connections (a failover, a network blip, an idle-in-transaction kill):
 * only the requests that were using a lost connection fail, with SOMETHING_WRONG in their language; reads outside a
 * transaction are run once more; orders stay exactly once; /ready says unready while PostgreSQL cannot be reached,
 * and everything recovers by itself. PostgreSQL only (PGlite has no connection to lose).
 *
 * Other test files run on the same PostgreSQL server at the same time: backends are only ever ended in this file's
 * own database (`datname = current_database()`, from a connection to it).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)('a lost database connection', () => {
  let api: TestApi;
  let admin: pg.Client;
  const events: ConnectionEvent[] = [];
  const eventsOf = (kind: ConnectionEvent['kind']) => events.filter((e) => e.kind === kind).length;

  beforeAll(async () => {
    api = await createTestApi({}, { onConnectionEvent: (event) => events.push(event) });
    // Connected to this file's database, so current_database() names it; never terminated (pg_backend_pid()).
    admin = new pg.Client({ connectionString: api.database.url });
    admin.on('error', () => {});
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await api?.close();
  });

  /** Ends the backend of this database that runs (or last ran, in the given state) a statement with `marker`. */
  async function terminateWhen(marker: string, state = 'active') {
    for (let i = 0; i < 500; i++) {
      const ended = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = $2 and query like $1`,
        [`%${marker}%`, state],
      );
      if (ended.rowCount) return;
      await sleep(10);
    }
    throw new Error(`no backend ran ${marker}`);
  }

  describe('statements and transactions', () => {
    it('runs a read outside a transaction once more when its connection is ended', async () => {
      const before = eventsOf('read-retried');
      // drizzle runs a statement when it is awaited: then() starts it now.
      const read = api.database.db
        .execute<{ answer: number }>(sql`select pg_sleep(0.4), 42 as answer /* read-retried-marker */`)
        .then((res) => res);
      await terminateWhen('read-retried-marker');
      expect((await read).rows[0]?.answer).toBe(42);
      expect(eventsOf('read-retried')).toBe(before + 1);
    });

    it('never runs a statement that can write twice, even one that starts with SELECT', async () => {
      await admin.query('create table lost_connection_marks (n int)');
      await admin.query(`create function lost_connection_mark() returns int language plpgsql as $$
        begin insert into lost_connection_marks values (1); perform pg_sleep(0.4); return 1; end $$`);
      const write = api.database.db.execute(sql`select lost_connection_mark() /* write-marker */`).then((res) => res);
      await terminateWhen('write-marker');
      // The retry runs in a READ ONLY transaction, which PostgreSQL refuses for the insert: the caller gets the
      // lost connection, and the ended statement's insert was rolled back with it.
      const failure = await write.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isConnectionError(failure)).toBe(true);
      expect((await admin.query('select count(*)::int as n from lost_connection_marks')).rows[0].n).toBe(0);
    });

    it('never retries a statement inside a transaction', async () => {
      let runs = 0;
      const work = api.database.db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`select pg_sleep(0.4) /* in-transaction-marker */`);
      });
      await terminateWhen('in-transaction-marker');
      const failure = await work.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isConnectionError(failure)).toBe(true);
      expect(runs).toBe(1);
    });

    it('survives a connection ended while a transaction holds it between two statements', async () => {
      // The connection's 'error' comes while no statement is under way: pg-pool does not listen on a checked-out
      // client, so before the guard Node ended the process here.
      const before = eventsOf('in-use-lost');
      const work = api.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 /* idle-in-transaction-marker */`);
        await terminateWhen('idle-in-transaction-marker', 'idle in transaction');
        await sleep(200);
        await tx.execute(sql`select 2`);
      });
      const failure = await work.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isConnectionError(failure)).toBe(true);
      expect(eventsOf('in-use-lost')).toBeGreaterThan(before);
      // The pool dropped the dead client: the next statement gets a working one.
      expect((await api.database.db.execute<{ n: number }>(sql`select 3 as n`)).rows[0]?.n).toBe(3);
    });

    it('runs a READ ONLY transaction once more when its connection is ended', async () => {
      let runs = 0;
      const read = api.database.db.transaction(
        async (tx) => {
          runs++;
          const res = await tx.execute<{ seven: number }>(sql`select pg_sleep(0.4), 7 as seven /* read-only-marker */`);
          return res.rows[0]?.seven;
        },
        { accessMode: 'read only' },
      );
      await terminateWhen('read-only-marker');
      expect(await read).toBe(7);
      expect(runs).toBe(2);
    });
  });

  describe('checkouts while every connection is ended every 150 ms', () => {
    const CLIENTS = 10;
    const CHECKOUTS = 3;
    const KILL_EVERY_MS = 150;
    /**
     * The terminations go on until every checkout is acknowledged, or for this long: then they stop, and what was
     * not acknowledged yet is retried until it is (on a busy machine a transaction can outlast 150 ms every time).
     */
    const STORM_MS = 20_000;

    interface Checkout {
      client: number;
      lines: CartLinePlan[];
      token: string;
      orders: CreatedOrder[];
    }
    type Payload = { success: boolean; userErrors: UserErrorAnswer[] };
    interface Failure {
      operation: string;
      status: number;
      errors: Answer<unknown>['errors'];
      userErrors: UserErrorAnswer[];
    }

    it('never stops, acknowledges every order exactly once and fails only with a translated SOMETHING_WRONG', async () => {
      const db = api.database.db;
      await makeSuppliersDeliverable(db);
      const buyers = await createBenchBuyers(db, CLIENTS, 'lost-connection');
      const bySupplier: CartProduct[][] = await orderableProducts(db);
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
      const clients = buyers.map((b) => new BuyerClient(url, b));
      for (const client of clients) await client.signIn();
      // The carts of every checkout, decided now. The first ones are filled and drafted before the storm, so that
      // orderCreate calls are under way from its first moment, whatever the machine's pace.
      const plans = clients.map((client) => {
        const random = rng(client.buyer.index + 1);
        return Array.from({ length: CHECKOUTS }, () => planCart(random, bySupplier));
      });
      const firstTokens = await Promise.all(
        clients.map(async (client, i) => {
          for (const line of plans[i]?.[0] ?? []) expect(refusal(await client.putItem(line), 'cartPutItem')).toBeNull();
          const draft = await client.createDraft();
          expect(refusal(draft, 'cartCreateOrderDraft')).toBeNull();
          return draft.data?.cartCreateOrderDraft.token as string;
        }),
      );

      // Every backend of this database but the killer's own, every 150 ms, while the checkouts run (STORM_MS at most).
      let terminated = 0;
      let killing = true;
      let stormOver = false;
      const killer = (async () => {
        const until = Date.now() + STORM_MS;
        while (killing && Date.now() < until) {
          const res = await admin.query<{ n: number }>(
            `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
          );
          terminated += res.rows[0]?.n ?? 0;
          await sleep(KILL_EVERY_MS);
        }
        stormOver = true;
      })();

      const failures: Failure[] = [];
      /** orderCreate's draft token → when its last failed answer came. */
      const lastFailureAt = new Map<string, number>();

      /** Sends an operation until it succeeds; each failed answer is kept to be judged. */
      async function untilDone<P extends Payload>(
        operation: string,
        call: () => Promise<Answer<Record<string, P>>>,
        token?: string,
      ): Promise<P> {
        // Any number of attempts during the storm; after it, a few must do.
        let afterStorm = 0;
        while (afterStorm < 5) {
          if (stormOver) afterStorm++;
          const answer = await call();
          if (!refusal(answer, operation)) return answer.data?.[operation] as P;
          failures.push({
            operation,
            status: answer.status,
            errors: answer.errors,
            userErrors: answer.data?.[operation]?.userErrors ?? [],
          });
          if (token) lastFailureAt.set(token, Date.now());
          await sleep(10 + Math.random() * 30);
        }
        throw new Error(`${operation} still failed after the storm: ${JSON.stringify(failures.at(-1))}`);
      }

      const checkouts: Checkout[] = [];
      const startedAt = Date.now();
      try {
        await Promise.all(
          clients.map(async (client, i) => {
            for (let n = 0; n < CHECKOUTS; n++) {
              const lines = plans[i]?.[n] ?? [];
              let token = firstTokens[i] as string;
              if (n > 0) {
                // A put sets the line's quantity: sending it again is harmless.
                for (const line of lines) await untilDone('cartPutItem', () => client.putItem(line));
                const draft = await untilDone<Payload & { token: string | null }>('cartCreateOrderDraft', () =>
                  client.createDraft(),
                );
                token = draft.token as string;
              }
              // Every attempt sends the draft's token: one whose answer was lost after its COMMIT returns the same
              // orders again, one that rolled back creates them now.
              const created = await untilDone<Payload & { orders: CreatedOrder[] }>(
                'orderCreate',
                () => client.createOrders(token),
                token,
              );
              checkouts.push({ client: client.buyer.index, lines, token, orders: created.orders });
            }
          }),
        );
      } finally {
        killing = false;
        await killer;
      }
      const seconds = (Date.now() - startedAt) / 1000;

      // The run was what it claims: backends were ended, requests failed and the survivors were retried.
      expect(terminated).toBeGreaterThan(10);
      expect(failures.length).toBeGreaterThan(0);
      expect(checkouts).toHaveLength(CLIENTS * CHECKOUTS);
      // Which retried orderCreate calls found their orders made by an attempt whose answer was a failure: the
      // COMMIT went through and the connection was lost after it (the case only the token's idempotency saves).
      const made = await admin.query<{ token: string; at: Date }>(
        'select draft_token as token, min(created_at) as at from orders where draft_token = any($1) group by 1',
        [[...lastFailureAt.keys()]],
      );
      const committedThenLost = made.rows.filter((r) => r.at.getTime() < (lastFailureAt.get(r.token) ?? 0)).length;
      console.info(
        `${CLIENTS * CHECKOUTS} checkouts in ${seconds.toFixed(1)} s: ${terminated} backends ended, ` +
          `${failures.length} failed answers (${['cartPutItem', 'cartCreateOrderDraft', 'orderCreate']
            .map((op) => `${op} ${failures.filter((f) => f.operation === op).length}`)
            .join(', ')}); ${lastFailureAt.size} orderCreate retried, ${committedThenLost} of them had committed ` +
          `before their answer failed; ${eventsOf('read-retried')} reads retried, ` +
          `${eventsOf('in-use-lost')} connections lost in use`,
      );

      // Each failure was the masked fault in the request's language (the clients ask in English), nothing more.
      for (const failure of failures) {
        const text = JSON.stringify(failure);
        expect(text, text).not.toMatch(/terminat|connection|ECONN|stack|\.ts:\d/i);
        expect(failure.status, text).toBe(200);
        const codes = [
          ...(failure.errors ?? []).map((e) => [e.extensions?.code, e.message]),
          ...failure.userErrors.map((e) => [e.code, e.message]),
        ];
        expect(codes.length, text).toBeGreaterThan(0);
        for (const [code, message] of codes) {
          expect(code, text).toBe('SOMETHING_WRONG');
          expect(message, text).toBe('Something wrong');
        }
      }

      // Exactly once: every acknowledged order is there once, whole, under its draft's token.
      for (const checkout of checkouts) {
        const rows = (
          await admin.query<{ id: string; supplier_id: number; items: number }>(
            `select o.id, o.supplier_id, (select count(*)::int from order_items i where i.order_id = o.id) as items
              from orders o where o.draft_token = $1`,
            [checkout.token],
          )
        ).rows;
        expect(rows.map((r) => r.id).sort()).toEqual(checkout.orders.map((o) => o.id).sort());
        expect(rows).toHaveLength(new Set(checkout.lines.map((l) => l.supplierId)).size);
        for (const row of rows)
          expect(row.items).toBe(checkout.lines.filter((l) => l.supplierId === row.supplier_id).length);
      }
      const storeIds = buyers.map((b) => b.storeId);
      const theirs = await admin.query<{ id: string }>('select id from orders where store_id = any($1::uuid[])', [
        storeIds,
      ]);
      expect(theirs.rows.map((r) => r.id).sort()).toEqual(checkouts.flatMap((c) => c.orders.map((o) => o.id)).sort());
      const twice = await admin.query<{ n: number }>(
        `select count(*)::int as n from (select 1 from orders group by draft_token, supplier_id having count(*) > 1) t`,
      );
      expect(twice.rows[0]?.n).toBe(0);
      const drafts = await admin.query<{ token: string }>(
        `select d.token from order_drafts d where d.order_ids is not null and
          coalesce((select array_agg(o.id order by o.id) from orders o where o.draft_token = d.token), '{}')
            is distinct from (select array_agg(x order by x) from unnest(d.order_ids) x)`,
      );
      expect(drafts.rows).toEqual([]);
      // What was put was ordered: nothing is left behind in the carts.
      const left = await admin.query<{ n: number }>(
        'select count(*)::int as n from cart_items where store_id = any($1::uuid[])',
        [storeIds],
      );
      expect(left.rows[0]?.n).toBe(0);

      // And the API is as it was: ready, and a checkout goes through at the first attempt.
      const ready = await fetch(`${url}/ready`);
      expect(ready.status).toBe(200);
      const client = clients[0] as BuyerClient;
      const [line] = planCart(rng(99), bySupplier, 1, 1);
      expect(refusal(await client.putItem(line as CartLinePlan), 'cartPutItem')).toBeNull();
      const draft = await client.createDraft();
      expect(refusal(draft, 'cartCreateOrderDraft')).toBeNull();
      const created = await client.createOrders(draft.data?.cartCreateOrderDraft.token as string);
      expect(refusal(created, 'orderCreate')).toBeNull();
    }, 120_000);
  });

  describe('PostgreSQL unreachable, then back', () => {
    /** A TCP relay to the server that can cut every connection and refuse new ones, as a failover or a network does. */
    class Relay {
      private readonly sockets = new Set<net.Socket>();
      private open = true;
      private readonly server = net.createServer((client) => {
        if (!this.open) {
          client.destroy();
          return;
        }
        const upstream = net.connect(this.target.port, this.target.host);
        for (const socket of [client, upstream]) {
          this.sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            this.sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });

      constructor(private readonly target: { host: string; port: number }) {}

      async listen(): Promise<number> {
        await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
        return (this.server.address() as AddressInfo).port;
      }

      cut() {
        this.open = false;
        for (const socket of this.sockets) socket.destroy();
      }

      restore() {
        this.open = true;
      }

      close() {
        this.cut();
        return new Promise<void>((resolve) => this.server.close(() => resolve()));
      }
    }

    it('answers unready and SOMETHING_WRONG while it cannot reach the database, and recovers by itself', async () => {
      const direct = new URL(api.database.url as string);
      const relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
      const relayed = new URL(direct);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(await relay.listen());
      const lost: ConnectionEvent[] = [];
      const database = await createDatabase({
        databaseUrl: relayed.toString(),
        onConnectionEvent: (e) => lost.push(e),
      });
      const bus = createPostgresBus(relayed.toString());
      const app = await createServer({ database, logLevel: 'silent', live: { bus } });
      try {
        await app.ready();
        await bus.ready();
        await expect
          .poll(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode, { timeout: 60_000 })
          .toBe(200);
        const owner = new TestClient(app, { lang: 'vi' });
        await owner.signIn('owner@chobep.vn');
        const maintenance = (lang: 'vi' | 'en') =>
          app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', 'x-lang': lang },
            payload: JSON.stringify({ query: '{ maintenance { enabled } }' }),
          });
        let resets = 0;
        bus.onReset(() => resets++);

        relay.cut();
        const unready = await app.inject({ method: 'GET', url: '/ready' });
        expect(unready.statusCode).toBe(503);
        expect(unready.json()).toEqual({ ready: false });
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        for (const [lang, message] of [
          ['vi', 'Đã có lỗi xảy ra'],
          ['en', 'Something wrong'],
        ] as const) {
          const answer = await maintenance(lang);
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toEqual({ data: null, errors: [{ message, extensions: { code: 'SOMETHING_WRONG' } }] });
        }
        // A download checks the session first, which needs the database: a 503 that says to come back, translated,
        // without the driver's words.
        const download = await owner.get('/exports/orders.csv');
        expect(download.statusCode).toBe(503);
        expect(download.headers['retry-after']).toBe('1');
        expect(download.body).toBe('Đã có lỗi xảy ra');
        expect(lost.length).toBeGreaterThan(0);

        relay.restore();
        await expect
          .poll(async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode, { timeout: 20_000 })
          .toBe(200);
        expect((await maintenance('vi')).json()).toEqual({ data: { maintenance: { enabled: false } } });
        expect((await owner.get('/exports/orders.csv')).statusCode).toBe(200);
        // The live events' LISTEN connection came back too (its pages are told to refetch) and hears again.
        await expect.poll(() => resets, { timeout: 30_000 }).toBeGreaterThan(0);
        const storeId = '00000000-0000-4000-8000-000000000001';
        const heard = new Promise<number>((resolve) => {
          bus.subscribe(storeId, (event) => resolve(event.kind === 'notifications' ? event.unreadCount : -1));
        });
        await bus.publish([{ kind: 'notifications', storeId, unreadCount: 3, sentAt: Date.now() }]);
        expect(await heard).toBe(3);
      } finally {
        await app.close();
        await bus.close();
        await database.close();
        await relay.close();
      }
    }, 120_000);
  });
});
