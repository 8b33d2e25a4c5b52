import { DEMO_STORES, orders } from '@chobep/db';
import { totalOrderLines } from '@chobep/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { openEverySupplier, orderableProducts } from '../../test/orders';

/**
 * The buyer's order actions (issue 14 points 1, 3, 4) through the API: the state machine's refusals with their
 * messages, the history, all-or-none batches, another company's orders, and two actors at the same moment.
 */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
const run = (text: string) => api.database.db.execute(sql.raw(text));
let product: { id: string; supplierId: number };
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  api = await createTestApi();
  await openEverySupplier(api);
  product = (await orderableProducts(api))[0] as typeof product;
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
async function placeOrder(status: (typeof orders.$inferSelect)['status'], voucher = false): Promise<string> {
  const owner = await as('owner@chobep.vn');
  const put = await owner.gql<{ cartPutItem: { success: boolean } }>(
    'mutation P($input: CartItemInput!) { cartPutItem(input: $input) { success } }',
    { input: { storeId: QUAN1, supplierId: product.supplierId, productId: product.id, quantity: 3 } },
  );
  expect(put.data?.cartPutItem.success, JSON.stringify(put)).toBe(true);
  const draft = await owner.gql<{ cartCreateOrderDraft: { token: string } }>(
    'mutation D($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { token userErrors { message } } }',
    { storeId: QUAN1 },
  );
  const created = await owner.gql<{ orderCreate: { orders: { id: string }[] } }>(
    'mutation C($storeId: ID!, $token: String!) { orderCreate(storeId: $storeId, token: $token) { orders { id } } }',
    { storeId: QUAN1, token: draft.data?.cartCreateOrderDraft.token },
  );
  const id = created.data?.orderCreate.orders[0]?.id;
  if (!id) throw new Error(`no order: ${JSON.stringify(created)}`);
  await api.database.db
    .update(orders)
    .set({ status, ...(voucher ? { voucherCode: 'TEST', voucherId: sql`gen_random_uuid()` } : {}) })
    .where(eq(orders.id, id));
  return id;
}

type Payload = {
  success: boolean;
  userErrors: { field: string | null; code: string; message: string }[];
  orders: { id: string; status: string; statusReason: string | null }[];
};
const FIELDS = 'success userErrors { field code message } orders { id status statusReason }';

async function act(client: TestClient, mutation: string, variables: Record<string, unknown>): Promise<Payload> {
  const args = Object.keys(variables)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const types: Record<string, string> = { id: 'ID!', ids: '[ID!]!', reason: 'String' };
  const defs = Object.keys(variables)
    .map((k) => `$${k}: ${mutation === 'orderDisapprove' && k === 'reason' ? 'String!' : types[k]}`)
    .join(', ');
  const res = await client.gql<Record<string, Payload>>(
    `mutation A(${defs}) { ${mutation}(${args}) { ${FIELDS} } }`,
    variables,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data![mutation]!;
}

async function statusOf(id: string) {
  const [row] = await api.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

describe('cancel', () => {
  it('cancels an order its supplier has not accepted, and records who and when', async () => {
    const id = await placeOrder('PENDING_ACCEPTANCE');
    const owner = await as('owner@chobep.vn');
    const res = await act(owner, 'orderCancel', { id, reason: 'Đặt nhầm' });
    expect(res).toMatchObject({ success: true, orders: [{ id, status: 'CANCELED', statusReason: 'Đặt nhầm' }] });
    const history = await owner.gql<{
      order: {
        history: {
          fromStatus: string | null;
          status: string;
          actorName: string;
          actorSide: string;
          note: string | null;
        }[];
      };
    }>('query H($id: ID!) { order(id: $id) { history { fromStatus status actorName actorSide note } } }', { id });
    expect(history.data?.order.history.at(-1)).toEqual({
      fromStatus: 'PENDING_ACCEPTANCE',
      status: 'CANCELED',
      actorName: 'Nguyễn Văn An',
      actorSide: 'BUYER',
      note: 'Đặt nhầm',
    });
  });

  it('once accepted, answers "processed" in both languages and changes nothing', async () => {
    const id = await placeOrder('ACCEPTED');
    const en = await act(await as('owner@chobep.vn'), 'orderCancel', { id });
    expect(en.userErrors[0]).toMatchObject({
      code: 'ORDER_PROCESSED',
      message: 'The order has been processed and cannot be canceled. Press Confirm to reload the latest status.',
    });
    const vi = await act(await as('owner@chobep.vn', 'vi'), 'orderCancel', { id });
    expect(vi.userErrors[0]?.message).toBe(
      'Đơn hàng đã được xử lý và không thể huỷ. Bấm Xác nhận để tải lại trạng thái mới nhất.',
    );
    expect(await statusOf(id)).toBe('ACCEPTED');
  });

  it('needs ORDER_CANCEL: a user without it is refused by the state machine too', async () => {
    const id = await placeOrder('PENDING_ACCEPTANCE');
    const staff = await as('staff@chobep.vn');
    const res = await act(staff, 'orderCancel', { id });
    expect(res.userErrors[0]?.code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('PENDING_ACCEPTANCE');
  });
});

describe('approval', () => {
  it('approves several at once; they go to their suppliers', async () => {
    const ids = [await placeOrder('PENDING_APPROVAL'), await placeOrder('PENDING_APPROVAL')];
    const res = await act(await as('approver@chobep.vn'), 'orderApprove', { ids });
    expect(res.success).toBe(true);
    expect(res.orders.map((o) => o.status)).toEqual(['PENDING_ACCEPTANCE', 'PENDING_ACCEPTANCE']);
  });

  it('disapproves with a reason, and refuses without one', async () => {
    const id = await placeOrder('PENDING_APPROVAL');
    const approver = await as('approver@chobep.vn');
    const blank = await act(approver, 'orderDisapprove', { ids: [id], reason: '   ' });
    expect(blank.userErrors[0]).toMatchObject({
      field: 'reason',
      code: 'REASON_REQUIRED',
      message: 'Please enter a reason',
    });
    const res = await act(approver, 'orderDisapprove', { ids: [id], reason: 'Vượt ngân sách tháng 11' });
    expect(res.orders[0]).toMatchObject({ status: 'APPROVAL_DISAPPROVED', statusReason: 'Vượt ngân sách tháng 11' });
  });

  it('is all or none: one order that moved on refuses the whole batch', async () => {
    const waiting = await placeOrder('PENDING_APPROVAL');
    const moved = await placeOrder('PENDING_ACCEPTANCE');
    const res = await act(await as('approver@chobep.vn'), 'orderApprove', { ids: [waiting, moved] });
    expect(res.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
    expect(await statusOf(waiting)).toBe('PENDING_APPROVAL');
  });

  it('two approvers at the same moment, one approving and one declining: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await placeOrder('PENDING_APPROVAL');
      const [approve, decline] = await Promise.all([
        act(await as('approver@chobep.vn'), 'orderApprove', { ids: [id] }),
        act(await as('owner@chobep.vn'), 'orderDisapprove', { ids: [id], reason: 'Không cần' }),
      ]);
      expect([approve.success, decline.success].filter(Boolean)).toHaveLength(1);
      const loser = approve.success ? decline : approve;
      expect(loser.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
      expect(await statusOf(id)).toBe(approve.success ? 'PENDING_ACCEPTANCE' : 'APPROVAL_DISAPPROVED');
      const history = await api.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from order_status_history where order_id = ${id}`,
      );
      expect(Number(history.rows[0]?.n)).toBe(2);
    }
  });
});

describe('receipt', () => {
  it('confirms receipt of an accepted order before its delivery time', async () => {
    const id = await placeOrder('ACCEPTED');
    const res = await act(await as('owner@chobep.vn'), 'orderReceive', { id });
    expect(res.orders[0]?.status).toBe('DELIVERED');
  });

  it('not before the supplier accepted', async () => {
    const id = await placeOrder('PENDING_ACCEPTANCE');
    const res = await act(await as('owner@chobep.vn'), 'orderReceive', { id });
    expect(res.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
  });
});

describe("another company's orders", () => {
  it('are not found for actions and refused for reading; nothing changes', async () => {
    const id = await placeOrder('PENDING_APPROVAL');
    const other = await as('owner@quancomnha.vn');
    const res = await act(other, 'orderApprove', { ids: [id] });
    expect(res.userErrors[0]).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const read = await other.gql('query R($id: ID!) { order(id: $id) { id } }', { id });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('PENDING_APPROVAL');
  });

  it('an order of a store the user is not assigned to is not theirs either', async () => {
    const id = await placeOrder('PENDING_ACCEPTANCE');
    // purchaser@ acts for Quận 1 only.
    const purchaser = await as('purchaser@chobep.vn');
    const read = (orderId: string) =>
      purchaser.gql<{ order: { id: string } | null }>('query R($id: ID!) { order(id: $id) { id } }', { id: orderId });
    expect((await read(id)).data?.order?.id).toBe(id);
    await api.database.db
      .update(orders)
      .set({ storeId: DEMO_STORES.bepVietThaoDien.id })
      .where(inArray(orders.id, [id]));
    expect((await read(id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('countPendingOrders', () => {
  it('counts the orders waiting for approval in the stores the approver acts for, and follows each decision', async () => {
    const approver = await as('approver@chobep.vn');
    const count = async () =>
      (await approver.gql<{ countPendingOrders: number }>('query N { countPendingOrders }')).data?.countPendingOrders;
    const before = (await count()) ?? -1;
    const id = await placeOrder('PENDING_APPROVAL');
    expect(await count()).toBe(before + 1);
    await act(approver, 'orderApprove', { ids: [id] });
    expect(await count()).toBe(before);
    // Another company's approver never counts them.
    const other = await (await as('owner@quancomnha.vn')).gql<{ countPendingOrders: number }>(
      'query N { countPendingOrders }',
    );
    expect(other.data?.countPendingOrders).toBe(0);
  });
});

describe('availableActions', () => {
  it('offers what the viewer may do now', async () => {
    const id = await placeOrder('PENDING_APPROVAL');
    const res = await (await as('owner@chobep.vn')).gql<{ order: { availableActions: string[] } }>(
      'query V($id: ID!) { order(id: $id) { availableActions } }',
      { id },
    );
    expect(res.data?.order.availableActions).toEqual([
      'APPROVE',
      'DISAPPROVE',
      'EDIT_PENDING_ITEMS',
      'CANCEL',
      'REORDER',
    ]);
  });
});

describe('pending-approval edits (orderUpdateItems with quantity)', () => {
  type Edited = {
    orderUpdateItems: {
      success: boolean;
      userErrors: { code: string; field: string | null; message: string }[];
      order: {
        subTotalBeforeVat: number;
        totalVat: number;
        grossTotal: number;
        deliveryFee: number;
        items: { id: string; orderedQuantity: number; amount: number }[];
      } | null;
    };
  };
  const EDIT = `mutation E($id: ID!, $items: [OrderItemChangeInput!]!) { orderUpdateItems(id: $id, items: $items) {
    success userErrors { code field message }
    order { subTotalBeforeVat totalVat grossTotal deliveryFee items { id orderedQuantity amount } } } }`;
  const itemOf = async (id: string) => {
    const res = await api.database.db.execute<{ id: string; price_before_vat: number; vat_rate: number }>(
      sql`select id, price_before_vat, vat_rate from order_items where order_id = ${id}`,
    );
    return res.rows[0] as { id: string; price_before_vat: number; vat_rate: number };
  };

  it('an approver changes a quantity and every amount follows, as checkout computes it', async () => {
    const id = await placeOrder('PENDING_APPROVAL');
    // Alone in its delivery: the fee then depends on this order's total only.
    await run(`update orders set status = 'CANCELED' where id <> '${id}'`);
    const line = await itemOf(id);
    const res = await (await as('approver@chobep.vn')).gql<Edited>(EDIT, {
      id,
      items: [{ itemId: line.id, quantity: 2 }],
    });
    expect(res.data?.orderUpdateItems.success, JSON.stringify(res.data?.orderUpdateItems.userErrors)).toBe(true);
    const expected = totalOrderLines([{ priceBeforeVat: line.price_before_vat, vatRate: line.vat_rate, quantity: 2 }]);
    const order = res.data?.orderUpdateItems.order;
    expect(order?.items).toEqual([{ id: line.id, orderedQuantity: 2, amount: expected.total }]);
    expect(order?.subTotalBeforeVat).toBe(expected.subtotalBeforeVat);
    // Under 400,000 đ the delivery fee is charged (25,000 with its VAT) and is in the gross total.
    expect(order?.deliveryFee).toBe(expected.total >= 400_000 ? 0 : 25_000);
    expect(order?.grossTotal).toBe(expected.total + (order?.deliveryFee ?? 0));
    const [row] = await api.database.db
      .select({ items: orders.itemsTotal, gross: orders.grossTotal })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({ items: expected.total, gross: order?.grossTotal });
  });

  it.each([
    ['an order cannot be emptied', { quantity: 0 }, 'ORDER_EMPTY'],
    ['the product’s own rules apply', { quantity: 1.5 }, 'QUANTITY_NO_DECIMALS'],
    ['ordered and delivered figures are never mixed', { quantity: 2, deliveredQuantity: 2 }, 'ORDER_EDIT_MIXED'],
  ])('%s', async (_name, change, code) => {
    const id = await placeOrder('PENDING_APPROVAL');
    const line = await itemOf(id);
    const res = await (await as('approver@chobep.vn', 'vi')).gql<Edited>(EDIT, {
      id,
      items: [{ itemId: line.id, ...change }],
    });
    expect(res.data?.orderUpdateItems.success).toBe(false);
    expect(res.data?.orderUpdateItems.userErrors[0]?.code).toBe(code);
    expect(res.data?.orderUpdateItems.order?.items[0]?.orderedQuantity).toBe(3);
  });

  it('only approvers, only while it waits for approval, only the company’s own', async () => {
    const id = await placeOrder('PENDING_APPROVAL');
    const line = await itemOf(id);
    const items = [{ itemId: line.id, quantity: 2 }];
    const purchaser = await (await as('purchaser@chobep.vn')).gql<Edited>(EDIT, { id, items });
    expect(purchaser.data?.orderUpdateItems.userErrors[0]?.code).toBe('FORBIDDEN');
    const other = await (await as('owner@quancomnha.vn')).gql<Edited>(EDIT, { id, items });
    expect(other.data?.orderUpdateItems.userErrors[0]?.code).toBe('ORDER_NOT_FOUND');
    const sent = await placeOrder('PENDING_ACCEPTANCE');
    const sentLine = await itemOf(sent);
    const late = await (await as('approver@chobep.vn')).gql<Edited>(EDIT, {
      id: sent,
      items: [{ itemId: sentLine.id, quantity: 2 }],
    });
    expect(late.data?.orderUpdateItems.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
    const [row] = await api.database.db
      .execute<{ q: string }>(sql`select quantity::text as q from order_items where id = ${line.id}`)
      .then((r) => r.rows);
    expect(Number(row?.q)).toBe(3);
  });
});
