import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEMO_BUYERS, DEMO_STORES, mailOutbox, orders, rememberTokens } from '@chobep/db';
import { COOKIES, PERMISSIONS } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server';
import { createTestApi, createUser, type TestApi, type TestClient } from './test/harness';
import { cookieHeader, openSse, type SseConnection } from './test/sse-client';

/**
 * GET /events (live-routes.ts) on a listening server: who may open a store's stream, what it carries after an
 * order changes, heartbeats, the per-user limit and reconnects. The orders change through the harness's API on the
 * same database, so the event travels the bus as it would between two requests of one instance.
 */
let api: TestApi;
let server: Awaited<ReturnType<typeof createServer>>;
let base: string;
const QUAN1: string = DEMO_STORES.bepVietQuan1.id;
const OTHER_STORE: string = DEMO_STORES.quanComHoanKiem.id;
const MAX_PER_USER = 3;
const opened: SseConnection[] = [];

beforeAll(async () => {
  api = await createTestApi();
  // A second server on the same database, with a short heartbeat and a small limit; it is the one listening.
  server = await createServer({
    database: api.database,
    logLevel: 'silent',
    live: { heartbeatMs: 100, maxPerUser: MAX_PER_USER },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const c of opened) c.close();
  await server?.close();
  await api?.close();
});

async function signedIn(email: string): Promise<TestClient> {
  const client = api.client({ lang: 'en' });
  await client.signIn(email);
  return client;
}

async function stream(storeId: string, headers: Record<string, string>): Promise<SseConnection> {
  const c = await openSse(`${base}/events?storeId=${storeId}`, headers);
  opened.push(c);
  return c;
}

/** A pending-approval order of Quận 1, written directly: the test is about what its change publishes. */
async function pendingOrder(): Promise<string> {
  const res = await api.database.db.execute<{ id: string }>(sql`
    insert into orders (draft_token, buyer_id, store_id, supplier_id, status, delivery_date, slot_start, slot_end,
      payment_method, subtotal_before_vat, vat, items_total, gross_total)
    select gen_random_uuid()::text, ${DEMO_BUYERS.bepViet.id}, ${QUAN1}, (select min(id) from suppliers),
      'PENDING_APPROVAL', current_date + 2, '08:00', '12:00', 'COD', 100000, 8000, 108000, 108000
    returning id`);
  return res.rows[0]?.id as string;
}

describe('who may open a stream', () => {
  it('a visitor: 401 UNAUTHENTICATED', async () => {
    const c = await stream(QUAN1, {});
    expect(c.status).toBe(401);
    expect(JSON.parse(c.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('another company’s store, or no store: 403 FORBIDDEN', async () => {
    const other = await signedIn('owner@quancomnha.vn');
    for (const storeId of [QUAN1, 'not-a-store', '']) {
      const c = await stream(storeId, { cookie: cookieHeader(other.cookies), 'x-lang': 'en' });
      expect(c.status, storeId).toBe(403);
      expect(JSON.parse(c.body).errors[0]).toEqual({
        message: 'You do not have permission to do this',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('a user of the store without ORDER_VIEW: 403', async () => {
    const user = await createUser(api, {
      buyerId: DEMO_BUYERS.bepViet.id,
      permissions: PERMISSIONS.filter((p) => p !== 'ORDER_VIEW'),
      storeIds: [QUAN1],
    });
    const client = await signedIn(user.email);
    expect((await stream(QUAN1, { cookie: cookieHeader(client.cookies) })).status).toBe(403);
  });

  it('a page of a foreign origin, even with the cookies: 403 FORBIDDEN_ORIGIN', async () => {
    const owner = await signedIn('owner@chobep.vn');
    const c = await stream(QUAN1, { cookie: cookieHeader(owner.cookies), origin: 'https://evil.example' });
    expect(c.status).toBe(403);
    expect(JSON.parse(c.body).errors[0].extensions.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('a mobile client with its Bearer token', async () => {
    const client = api.client();
    const { accessToken } = await client.signIn('owner@chobep.vn');
    const c = await stream(QUAN1, { authorization: `Bearer ${accessToken}` });
    expect(c.status).toBe(200);
    await c.next((e) => e.event === 'ready', 2000, true);
    c.close();
  });
});

describe('what a stream carries', () => {
  it('ready, then the order change and the new unread count after the commit; nothing for another store', async () => {
    const owner = await signedIn('owner@chobep.vn');
    const c = await stream(QUAN1, { cookie: cookieHeader(owner.cookies) });
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers['cache-control']).toContain('no-transform');
    const ready = await c.next((e) => e.event === 'ready', 2000, true);
    const before = (ready.data as { unreadCount: number }).unreadCount;
    expect(ready.data).toMatchObject({ storeId: QUAN1, resync: false });

    const other = await signedIn('owner@quancomnha.vn');
    const elsewhere = await stream(OTHER_STORE, { cookie: cookieHeader(other.cookies) });
    await elsewhere.next((e) => e.event === 'ready', 2000, true);

    const id = await pendingOrder();
    const [row] = await api.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
    const approver = await signedIn('approver@chobep.vn');
    const changed = c.next((e) => e.event === 'order');
    const unread = c.next((e) => e.event === 'notifications');
    const res = await approver.gql<{ orderApprove: { success: boolean } }>(
      'mutation A($ids: [ID!]!) { orderApprove(ids: $ids) { success } }',
      { ids: [id] },
    );
    expect(res.data?.orderApprove.success).toBe(true);
    expect((await changed).data).toMatchObject({
      orderId: id,
      orderNumber: row?.number,
      from: 'PENDING_APPROVAL',
      status: 'PENDING_ACCEPTANCE',
    });
    expect((await changed).id).toMatch(/^\d+-\d+$/);
    expect((await unread).data).toMatchObject({ unreadCount: before + 1 });
    expect(elsewhere.events.map((e) => e.event)).toEqual(['ready']);

    // Reading it tells the store's pages the new count too.
    const list = await owner.gql<{ notificationMessages: { data: { id: string; orderId: string }[] } }>(
      'query N($s: ID!) { notificationMessages(storeId: $s, size: 100) { data { id orderId } } }',
      { s: QUAN1 },
    );
    const message = list.data?.notificationMessages.data.find((m) => m.orderId === id);
    const read = c.next((e) => e.event === 'notifications');
    await owner.gql('mutation M($id: ID!) { notificationMarkRead(messageId: $id) { success } }', { id: message?.id });
    expect((await read).data).toMatchObject({ unreadCount: before });

    // Heartbeats keep the stream open between changes.
    await new Promise((r) => setTimeout(r, 250));
    expect(c.comments).toBeGreaterThan(0);
    c.close();
    elsewhere.close();
  });

  it('a refused change publishes nothing', async () => {
    const owner = await signedIn('owner@chobep.vn');
    const c = await stream(QUAN1, { cookie: cookieHeader(owner.cookies) });
    await c.next((e) => e.event === 'ready', 2000, true);
    const id = await pendingOrder();
    await api.database.db.update(orders).set({ status: 'ACCEPTED' }).where(eq(orders.id, id));
    const res = await owner.gql<{ orderCancel: { success: boolean } }>(
      'mutation C($id: ID!) { orderCancel(id: $id) { success } }',
      { id },
    );
    expect(res.data?.orderCancel.success).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(c.events.map((e) => e.event)).toEqual(['ready']);
    c.close();
  });

  it('a reconnect with Last-Event-ID is told to refetch', async () => {
    const owner = await signedIn('owner@chobep.vn');
    const c = await stream(QUAN1, { cookie: cookieHeader(owner.cookies), 'last-event-id': '1-1' });
    expect((await c.next((e) => e.event === 'ready', 2000, true)).data).toMatchObject({ resync: true });
    c.close();
  });

  it(`at most ${MAX_PER_USER} streams per user on an instance; a closed one frees its place`, async () => {
    const purchaser = await signedIn('purchaser@chobep.vn');
    const headers = { cookie: cookieHeader(purchaser.cookies) };
    const streams = [];
    for (let i = 0; i < MAX_PER_USER; i++) {
      const c = await stream(QUAN1, headers);
      expect(c.status).toBe(200);
      await c.next((e) => e.event === 'ready', 2000, true);
      streams.push(c);
    }
    expect((await stream(QUAN1, headers)).status).toBe(429);
    streams[0]?.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await stream(QUAN1, headers);
    expect(again.status).toBe(200);
    for (const c of [...streams, again]) c.close();
  });
});

describe('a stream ends with its session', () => {
  /** A user of Quận 1 who may open its stream, signed in once per returned client. */
  async function member(sessions = 1) {
    const user = await createUser(api, {
      buyerId: DEMO_BUYERS.bepViet.id,
      permissions: ['ORDER_VIEW', 'ORDER_LIST'],
      storeIds: [QUAN1],
    });
    const clients: TestClient[] = [];
    for (let i = 0; i < sessions; i++) clients.push(await signedIn(user.email));
    return { ...user, clients };
  }
  async function open(client: TestClient): Promise<SseConnection> {
    const c = await stream(QUAN1, { cookie: cookieHeader(client.cookies) });
    expect(c.status).toBe(200);
    await c.next((e) => e.event === 'ready', 2000, true);
    return c;
  }
  const owner = () => signedIn('owner@chobep.vn');
  // Far below the stream's 15-minute limit: the end comes from the session, not the clock.
  const SOON = 3000;

  it('sign-out ends the streams of that session, not those of the user’s other sessions', async () => {
    const { clients } = await member(2);
    const [signingOut, staying] = clients as [TestClient, TestClient];
    const [a, b] = [await open(signingOut), await open(staying)];
    await signingOut.gql('mutation { meLogout { success } }');
    await a.ended(SOON);
    await new Promise((r) => setTimeout(r, 300));
    expect(b.isEnded).toBe(false);
    b.close();
  });

  it('deactivation ends every stream of the user', async () => {
    const { id, clients } = await member(2);
    const streams = [await open(clients[0] as TestClient), await open(clients[1] as TestClient)];
    const res = await (await owner()).gql<{ userUpdate: { success: boolean } }>(
      'mutation U($input: UserUpdateInput!) { userUpdate(input: $input) { success } }',
      { input: { id, status: 'INACTIVE' } },
    );
    expect(res.data?.userUpdate.success).toBe(true);
    await Promise.all(streams.map((c) => c.ended(SOON)));
  });

  it('removal ends every stream of the user', async () => {
    const { id, clients } = await member();
    const c = await open(clients[0] as TestClient);
    const res = await (await owner()).gql<{ userRemove: { success: boolean } }>(
      'mutation R($id: ID!) { userRemove(id: $id) { success } }',
      { id },
    );
    expect(res.data?.userRemove.success).toBe(true);
    await c.ended(SOON);
  });

  it('a password change ends the streams of the other sessions; the one making it keeps its stream', async () => {
    const { clients } = await member(2);
    const [changing, other] = clients as [TestClient, TestClient];
    const [mine, theirs] = [await open(changing), await open(other)];
    const res = await changing.gql<{ meUpdatePassword: { success: boolean } }>(
      'mutation P($input: MeUpdatePasswordInput!) { meUpdatePassword(input: $input) { success } }',
      { input: { currentPassword: 'chobep123', password: 'matkhau2026', confirmPassword: 'matkhau2026' } },
    );
    expect(res.data?.meUpdatePassword.success).toBe(true);
    await theirs.ended(SOON);
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.isEnded).toBe(false);
    mine.close();
  });

  it('a password reset ends every stream of the user', async () => {
    const { email, clients } = await member();
    const c = await open(clients[0] as TestClient);
    const visitor = api.client({ lang: 'en' });
    await visitor.gql('mutation F($input: MeForgetPasswordInput!) { meForgetPassword(input: $input) { success } }', {
      input: { email },
    });
    const [mail] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const token = mail?.textBody.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    const res = await visitor.gql<{ meResetPassword: { success: boolean } }>(
      'mutation R($input: MeResetPasswordInput!) { meResetPassword(input: $input) { success } }',
      { input: { token, password: 'matkhau2026', confirmPassword: 'matkhau2026' } },
    );
    expect(res.data?.meResetPassword.success).toBe(true);
    await c.ended(SOON);
  });

  it('a reused remember token revokes its family and ends the family’s stream', async () => {
    const { clients } = await member();
    const client = clients[0] as TestClient;
    const c = await open(client);
    const stolen = client.cookies.get(COOKIES.rememberToken) as string;
    const renew = (rememberToken: string) =>
      api
        .client()
        .gql<{ meRelogin: { success: boolean; subcode: number | null } }>(
          'mutation R($input: MeReloginInput) { meRelogin(input: $input) { success subcode } }',
          { input: { rememberToken } },
        );
    expect((await renew(stolen)).data?.meRelogin.success).toBe(true);
    // Presented again well after the grace period for two tabs.
    await api.database.db
      .update(rememberTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(rememberTokens.tokenHash, createHash('sha256').update(stolen).digest('hex')));
    expect((await renew(stolen)).data?.meRelogin).toEqual({ success: false, subcode: 6102 });
    await c.ended(SOON);
  });

  it('a session that has already ended cannot open a stream', async () => {
    const { clients } = await member();
    const client = clients[0] as TestClient;
    const cookie = cookieHeader(client.cookies);
    await client.gql('mutation { meLogout { success } }');
    expect((await stream(QUAN1, { cookie })).status).toBe(401);
  });
});
