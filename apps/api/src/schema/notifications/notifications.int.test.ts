import { DEMO_ACCOUNTS, DEMO_STORES, orderItems, orders } from '@chobep/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMissingItemNotification } from '../../services/notifications/record-notifications';
import { transitionOrders } from '../../services/orders/transition-orders';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';

/**
 * Notifications (issue 14 point 8) through the API: a message per status change in the reader's language, paging,
 * read state, push registrations, and another company's store, message and registration.
 */
let api: TestApi;
const QUAN1: string = DEMO_STORES.bepVietQuan1.id;
const OTHER_STORE = DEMO_STORES.quanComHoanKiem.id;
const run = (text: string) => api.database.db.execute(sql.raw(text));
let product: { id: string; supplierId: number; supplierName: string };
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  api = await createTestApi();
  await run(`update suppliers set moq = 0, same_day = false, hours_to_delivery = 12, cutoff_time = '23:59',
    delivery_days = '{1,2,3,4,5,6,7}', time_slots = '[{"start":"08:00","end":"12:00"}]'`);
  await run('delete from supplier_day_offs');
  const res = await api.database.db.execute<{ id: string; supplier_id: number; name: string }>(
    sql.raw(`select p.id, p.supplier_id, s.name from products p
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      join suppliers s on s.id = p.supplier_id and not s.off_market
      join categories c on c.id = p.category_id and c.id <> 81 and coalesce(c.parent_id, 0) <> 81
      where p.is_active and p.allow_purchase and not p.is_private and p.stock > 100 and not p.allow_decimal
        and p.min_quantity <= 1
      order by p.supplier_internal_code limit 1`),
  );
  const [row] = res.rows;
  if (!row) throw new Error('the demo catalogue lacks an orderable product');
  product = { id: row.id, supplierId: row.supplier_id, supplierName: row.name };
});
afterAll(async () => {
  await api?.close();
});

async function as(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const key = `${email}:${lang}`;
  const known = clients.get(key);
  if (known) return known;
  const client = api.client({ lang });
  await client.signIn(email);
  clients.set(key, client);
  return client;
}

/** An order of Quận 1 placed by the owner, then put in `status` as its actors would have moved it. */
async function placeOrder(status: (typeof orders.$inferSelect)['status']): Promise<{ id: string; code: string }> {
  const owner = await as('owner@chobep.vn');
  await owner.gql('mutation P($input: CartItemInput!) { cartPutItem(input: $input) { success } }', {
    input: { storeId: QUAN1, supplierId: product.supplierId, productId: product.id, quantity: 3 },
  });
  const draft = await owner.gql<{ cartCreateOrderDraft: { token: string } }>(
    'mutation D($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { token } }',
    { storeId: QUAN1 },
  );
  const created = await owner.gql<{ orderCreate: { orders: { id: string; code: string }[] } }>(
    'mutation C($storeId: ID!, $token: String!) { orderCreate(storeId: $storeId, token: $token) { orders { id code } } }',
    { storeId: QUAN1, token: draft.data?.cartCreateOrderDraft.token },
  );
  const order = created.data?.orderCreate.orders[0];
  if (!order) throw new Error(`no order: ${JSON.stringify(created)}`);
  await api.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  return order;
}

interface Message {
  id: string;
  messageType: string;
  readStatus: string;
  title: string;
  content: string;
  orderId: string | null;
  data: { orderCode: string; fromStatus: string | null; toStatus: string | null; reason: string | null };
}
interface Page {
  data: Message[];
  totalPage: number;
  totalResults: number;
  hasUnreadNotification: boolean;
}

async function messages(client: TestClient, storeId = QUAN1, page = 0, size = 20) {
  return client.gql<{ notificationMessages: Page }>(
    `query N($storeId: ID!, $page: Int, $size: Int) {
      notificationMessages(storeId: $storeId, page: $page, size: $size) {
        totalPage totalResults hasUnreadNotification
        data { id messageType readStatus title content orderId data { orderCode fromStatus toStatus reason } }
      } }`,
    { storeId, page, size },
  );
}

async function messagesOf(orderId: string, lang: 'vi' | 'en' = 'en'): Promise<Message[]> {
  const res = await messages(await as('owner@chobep.vn', lang), QUAN1, 0, 100);
  expect(res.errors).toBeUndefined();
  return (res.data?.notificationMessages.data ?? []).filter((m) => m.orderId === orderId);
}

describe('a message for every status change', () => {
  it('approve: the store is told in the reader’s language', async () => {
    const order = await placeOrder('PENDING_APPROVAL');
    const approver = await as('approver@chobep.vn');
    const res = await approver.gql<{ orderApprove: { success: boolean } }>(
      'mutation A($ids: [ID!]!) { orderApprove(ids: $ids) { success } }',
      { ids: [order.id] },
    );
    expect(res.data?.orderApprove.success).toBe(true);
    const [en] = await messagesOf(order.id, 'en');
    expect(en).toMatchObject({
      messageType: 'ORDER_STATUS_UPDATE',
      readStatus: 'NOT_READ',
      title: `Order ${order.code}: Awaiting supplier acceptance`,
      content: `Order ${order.code} from ${product.supplierName} moved from “Pending approval” to “Awaiting supplier acceptance”.`,
      data: { orderCode: order.code, fromStatus: 'PENDING_APPROVAL', toStatus: 'PENDING_ACCEPTANCE', reason: null },
    });
    const [vi] = await messagesOf(order.id, 'vi');
    expect(vi).toMatchObject({
      id: en?.id,
      title: `Đơn hàng ${order.code}: Chờ nhà cung cấp xác nhận`,
      content: `Đơn hàng ${order.code} của ${product.supplierName} đã chuyển từ “Chờ duyệt” sang “Chờ nhà cung cấp xác nhận”.`,
    });
  });

  it('disapprove and cancel carry their reason', async () => {
    const first = await placeOrder('PENDING_APPROVAL');
    const approver = await as('approver@chobep.vn');
    await approver.gql(
      'mutation D($ids: [ID!]!) { orderDisapprove(ids: $ids, reason: "Vượt ngân sách") { success } }',
      {
        ids: [first.id],
      },
    );
    expect((await messagesOf(first.id, 'vi'))[0]?.content).toBe(
      `Đơn hàng ${first.code} của ${product.supplierName} đã chuyển từ “Chờ duyệt” sang “Không được duyệt”. Lý do: Vượt ngân sách`,
    );
    const second = await placeOrder('PENDING_ACCEPTANCE');
    const owner = await as('owner@chobep.vn');
    await owner.gql('mutation C($id: ID!) { orderCancel(id: $id, reason: "Đặt nhầm") { success } }', {
      id: second.id,
    });
    expect((await messagesOf(second.id, 'en'))[0]).toMatchObject({
      title: `Order ${second.code}: Canceled`,
      content: `Order ${second.code} from ${product.supplierName} moved from “Awaiting supplier acceptance” to “Canceled”. Reason: Đặt nhầm`,
      data: { fromStatus: 'PENDING_ACCEPTANCE', toStatus: 'CANCELED', reason: 'Đặt nhầm' },
    });
  });

  it('the supply side’s decline and the buyer’s receipt each write one', async () => {
    const order = await placeOrder('SENT');
    await transitionOrders(
      api.database.db,
      { side: 'OPERATOR', userId: DEMO_ACCOUNTS.owner.id, permissions: new Set() },
      [order.id],
      'DECLINE',
      'Hết hàng',
    );
    expect((await messagesOf(order.id, 'en')).map((m) => m.title)).toEqual([
      `Order ${order.code}: Declined by the supplier`,
    ]);
    const received = await placeOrder('DELIVERING');
    const owner = await as('owner@chobep.vn');
    await owner.gql('mutation R($id: ID!) { orderReceive(id: $id) { success } }', { id: received.id });
    expect((await messagesOf(received.id, 'vi')).map((m) => m.title)).toEqual([`Đơn hàng ${received.code}: Đã giao`]);
  });

  it('a batch writes its messages in one statement, and a refused change writes none', async () => {
    const a = await placeOrder('PENDING_APPROVAL');
    const b = await placeOrder('PENDING_APPROVAL');
    const approver = await as('approver@chobep.vn');
    api.queries.reset();
    await approver.gql('mutation A($ids: [ID!]!) { orderApprove(ids: $ids) { success } }', { ids: [a.id, b.id] });
    expect(api.queries.texts.filter((t) => /insert into notification_messages/i.test(t))).toHaveLength(1);
    expect(await messagesOf(a.id)).toHaveLength(1);
    expect(await messagesOf(b.id)).toHaveLength(1);

    // All or none: b is no longer pending, so approving both again changes nothing and tells no one.
    const c = await placeOrder('PENDING_APPROVAL');
    const res = await approver.gql<{ orderApprove: { success: boolean } }>(
      'mutation A($ids: [ID!]!) { orderApprove(ids: $ids) { success } }',
      { ids: [c.id, b.id] },
    );
    expect(res.data?.orderApprove.success).toBe(false);
    expect(await messagesOf(c.id)).toEqual([]);
    expect(await messagesOf(b.id)).toHaveLength(1);
  });

  it('a missing-item report names the lines in the reader’s language', async () => {
    const order = await placeOrder('ACCEPTED');
    const [line] = await api.database.db
      .select({ id: orderItems.id, nameVi: orderItems.nameVi, nameEn: orderItems.nameEn })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    if (!line) throw new Error('the order has no line');
    await api.database.db.transaction((tx) =>
      recordMissingItemNotification(tx, {
        orderId: order.id,
        items: [{ orderItemId: line.id, missingQuantity: 1 }],
        note: 'Giao bù sáng mai',
      }),
    );
    const [en] = await messagesOf(order.id, 'en');
    expect(en).toMatchObject({
      messageType: 'ORDER_MISSING_ITEM',
      title: `Items missing from order ${order.code}`,
      content: `${product.supplierName} reported items missing from order ${order.code}: ${line.nameEn} (1). Note: Giao bù sáng mai`,
    });
    expect((await messagesOf(order.id, 'vi'))[0]?.content).toBe(
      `${product.supplierName} báo thiếu hàng trong đơn ${order.code}: ${line.nameVi} (1). Ghi chú: Giao bù sáng mai`,
    );
  });
});

describe('the list', () => {
  it('pages newest first, with totals and the unread flag', async () => {
    const owner = await as('owner@chobep.vn');
    const all = (await messages(owner, QUAN1, 0, 100)).data?.notificationMessages as Page;
    expect(all.totalResults).toBeGreaterThanOrEqual(5);
    expect(all.hasUnreadNotification).toBe(true);
    const pageSize = 2;
    const second = (await messages(owner, QUAN1, 1, pageSize)).data?.notificationMessages as Page;
    expect(second.totalResults).toBe(all.totalResults);
    expect(second.totalPage).toBe(Math.ceil(all.totalResults / pageSize));
    expect(second.data.map((m) => m.id)).toEqual(all.data.slice(2, 4).map((m) => m.id));
    const beyond = (await messages(owner, QUAN1, 999, pageSize)).data?.notificationMessages as Page;
    expect(beyond).toMatchObject({ data: [], totalResults: all.totalResults, totalPage: second.totalPage });
    // Two statements whatever the page size (the page with its total, and the unread flag).
    api.queries.reset();
    await messages(owner, QUAN1, 0, 50);
    expect(api.queries.texts.filter((t) => /notification_messages/.test(t))).toHaveLength(2);
  });

  it('another company’s store is FORBIDDEN, and its messages are not the caller’s', async () => {
    const other = await as('owner@quancomnha.vn');
    const res = await messages(other, QUAN1);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const own = await messages(other, OTHER_STORE);
    expect(own.data?.notificationMessages).toMatchObject({ data: [], totalResults: 0, hasUnreadNotification: false });
  });
});

describe('read state', () => {
  const markRead = (client: TestClient, messageId: string, readStatus = 'IS_READ') =>
    client.gql<{
      notificationMarkRead: {
        success: boolean;
        messageId: string | null;
        userErrors: { code: string; message: string }[];
      };
    }>(
      `mutation M($messageId: ID!, $readStatus: NotificationReadStatus) {
        notificationMarkRead(messageId: $messageId, readStatus: $readStatus) { success messageId userErrors { code message } } }`,
      { messageId, readStatus },
    );

  it('marks read per store, back to unread, and clears the flag when all are read', async () => {
    const owner = await as('owner@chobep.vn');
    const purchaser = await as('purchaser@chobep.vn');
    const list = (await messages(owner, QUAN1, 0, 100)).data?.notificationMessages as Page;
    const [first] = list.data;
    if (!first) throw new Error('no message');
    expect((await markRead(owner, first.id)).data?.notificationMarkRead).toMatchObject({
      success: true,
      messageId: first.id,
    });
    // Read is per store: the purchaser of the same store sees it read too.
    const seen = (await messages(purchaser, QUAN1, 0, 100)).data?.notificationMessages.data.find(
      (m) => m.id === first.id,
    );
    expect(seen?.readStatus).toBe('IS_READ');
    await markRead(owner, first.id, 'NOT_READ');
    expect(
      (await messages(owner, QUAN1, 0, 100)).data?.notificationMessages.data.find((m) => m.id === first.id)?.readStatus,
    ).toBe('NOT_READ');
    for (const m of list.data) await markRead(owner, m.id);
    expect((await messages(owner, QUAN1)).data?.notificationMessages.hasUnreadNotification).toBe(false);
  });

  it('another company’s message, or no message, is not found in the caller’s language and stays as it was', async () => {
    const owner = await as('owner@chobep.vn');
    const [message] = (await messages(owner, QUAN1)).data?.notificationMessages.data ?? [];
    if (!message) throw new Error('no message');
    await markRead(owner, message.id, 'NOT_READ');
    const other = await as('owner@quancomnha.vn', 'vi');
    expect((await markRead(other, message.id)).data?.notificationMarkRead).toEqual({
      success: false,
      messageId: null,
      userErrors: [{ code: 'NOTIFICATION_NOT_FOUND', message: 'Không tìm thấy thông báo' }],
    });
    expect(
      (await markRead(await as('owner@quancomnha.vn'), 'not-an-id')).data?.notificationMarkRead.userErrors,
    ).toEqual([{ code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found' }]);
    const after = (await messages(owner, QUAN1)).data?.notificationMessages.data.find((m) => m.id === message.id);
    expect(after?.readStatus).toBe('NOT_READ');
  });
});

describe('push registrations', () => {
  type RegisterPayload = { success: boolean; id: string | null; userErrors: { code: string; message: string }[] };
  const register = (client: TestClient, token: string) =>
    client.gql<{ notificationRegister: RegisterPayload }>(
      `mutation R($token: String!) {
        notificationRegister(token: $token, provider: FCM, platform: ANDROID) { success id userErrors { code message } } }`,
      { token },
    );
  const unregister = (client: TestClient, id: string) =>
    client.gql<{ notificationUnregister: RegisterPayload }>(
      'mutation U($id: ID!) { notificationUnregister(id: $id) { success id userErrors { code message } } }',
      { id },
    );
  const rowOf = async (token: string) =>
    (
      await api.database.db.execute<{ id: string; user_id: string; provider: string; platform: string }>(
        sql`select id, user_id, provider, platform from push_registrations where token = ${token}`,
      )
    ).rows;

  it('stores a token once, and unregisters only one’s own', async () => {
    const owner = await as('owner@chobep.vn');
    const first = (await register(owner, 'fcm-device-1')).data?.notificationRegister;
    expect(first).toMatchObject({ success: true, userErrors: [] });
    expect(await rowOf('fcm-device-1')).toEqual([
      { id: first?.id, user_id: DEMO_ACCOUNTS.owner.id, provider: 'FCM', platform: 'ANDROID' },
    ]);
    expect((await register(owner, 'fcm-device-1')).data?.notificationRegister.id).toBe(first?.id);

    const other = await as('owner@quancomnha.vn', 'vi');
    expect((await unregister(other, first?.id as string)).data?.notificationUnregister).toMatchObject({
      success: false,
      userErrors: [{ code: 'PUSH_REGISTRATION_NOT_FOUND', message: 'Không tìm thấy thiết bị đã đăng ký' }],
    });
    expect(await rowOf('fcm-device-1')).toHaveLength(1);
    expect((await unregister(owner, first?.id as string)).data?.notificationUnregister).toMatchObject({
      success: true,
      id: first?.id,
    });
    expect(await rowOf('fcm-device-1')).toEqual([]);
  });

  describe('a token another user registered', () => {
    const signedIn = async (email: string, lang: 'vi' | 'en' = 'en') => {
      const client = api.client({ lang });
      await client.signIn(email);
      return client;
    };
    const IN_USE = {
      vi: 'Thiết bị này đang nhận thông báo cho một tài khoản khác. Thông báo sẽ chuyển sang tài khoản của bạn khi tài khoản kia đăng xuất khỏi thiết bị.',
      en: 'This device receives notifications for another account. They move to yours once that account signs out on the device.',
    };

    it('stays with its holder while the session that registered it is open', async () => {
      const holder = await signedIn('owner@chobep.vn');
      const id = (await register(holder, 'fcm-held-1')).data?.notificationRegister.id;
      for (const lang of ['vi', 'en'] as const) {
        const stranger = await signedIn('owner@quancomnha.vn', lang);
        expect((await register(stranger, 'fcm-held-1')).data?.notificationRegister).toEqual({
          success: false,
          id: null,
          userErrors: [{ code: 'PUSH_TOKEN_IN_USE', message: IN_USE[lang] }],
        });
      }
      expect(await rowOf('fcm-held-1')).toEqual([
        { id, user_id: DEMO_ACCOUNTS.owner.id, provider: 'FCM', platform: 'ANDROID' },
      ]);
      // Its own user may register it again from another session (a reinstalled app).
      const again = await signedIn('owner@chobep.vn');
      expect((await register(again, 'fcm-held-1')).data?.notificationRegister).toMatchObject({ success: true, id });
    });

    it.each([
      ['signs out', async (holder: TestClient) => holder.gql('mutation { meLogout { success } }')],
      [
        'unregisters it',
        async (holder: TestClient, id: string) =>
          holder.gql('mutation U($id: ID!) { notificationUnregister(id: $id) { success } }', { id }),
      ],
      [
        'lets its session lapse',
        async (_holder: TestClient, id: string) =>
          api.database.db.execute(sql`update remember_tokens set expires_at = now() - interval '1 second'
            where family_id = (select s.family_id from sessions s
              join push_registrations p on p.session_id = s.id where p.id = ${id})`),
      ],
    ] as const)('moves to the next user once its holder %s', async (_how, end) => {
      const token = `fcm-phone-${Math.random().toString(36).slice(2)}`;
      const holder = await signedIn('purchaser@chobep.vn');
      const id = (await register(holder, token)).data?.notificationRegister.id as string;
      const next = await signedIn('owner@quancomnha.vn');
      expect((await register(next, token)).data?.notificationRegister.success).toBe(false);
      await end(holder, id);
      expect((await register(next, token)).data?.notificationRegister.success).toBe(true);
      expect((await rowOf(token))[0]?.user_id).toBe(DEMO_ACCOUNTS.otherOwner.id);
    });
  });

  it('refuses an empty or an over-long token', async () => {
    const owner = await as('owner@chobep.vn');
    for (const token of ['  ', 'x'.repeat(5000)])
      expect((await register(owner, token)).data?.notificationRegister).toMatchObject({
        success: false,
        userErrors: [{ code: 'INVALID_PUSH_TOKEN', message: 'The device token is not valid' }],
      });
  });
});
