import { DEMO_PASSWORD, DEMO_STORES, DEMO_SUPPLY_ACCOUNTS, orderItems, orders } from '@chobep/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplyUser, createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { openEverySupplier, orderableProducts } from '../../test/orders';

/**
 * The supply side (issue 14 point 5) through the API: supplier users and operators sign in like buyers, see only
 * their supplier's orders (operators any), accept with quantities, decline with a reason, walk an order to
 * delivered, enter delivered weights and final prices (re-priced on the server), report missing lines; buyers and
 * supply users never reach each other's operations; two supply-side actors at once: one wins.
 */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
let product: { id: string; supplierId: number };
const clients = new Map<string, TestClient>();
const emails: Record<'supplier' | 'supplierNoQty' | 'otherSupplier' | 'operator', string> = {
  supplier: '',
  supplierNoQty: '',
  otherSupplier: '',
  operator: DEMO_SUPPLY_ACCOUNTS.operator.email,
};

beforeAll(async () => {
  api = await createTestApi();
  await openEverySupplier(api);
  product = (await orderableProducts(api))[0] as typeof product;
  const all = ['ORDER_ACCEPT', 'ORDER_LIST', 'ORDER_VIEW', 'ORDER_ITEM_SET_QUANTITY', 'ORDER_ITEM_SET_PRICE'];
  emails.supplier = (await createSupplyUser(api, { supplierId: product.supplierId, permissions: all })).email;
  emails.supplierNoQty = (
    await createSupplyUser(api, {
      supplierId: product.supplierId,
      permissions: all.filter((p) => p !== 'ORDER_ITEM_SET_QUANTITY'),
    })
  ).email;
  const other = product.supplierId === 1 ? 2 : 1;
  emails.otherSupplier = (await createSupplyUser(api, { supplierId: other, permissions: all })).email;
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

/**
 * An order of Quận 1 placed by the owner with the fixture supplier, then given two lines of known prices (so the
 * totals below are exact whatever the seed priced): 1.5 kg at 250,000 đ before VAT (8 %) and 3 × 45,455 đ (10 %),
 * a delivery fee of 30,000 đ, and put in `status` as its actors would have moved it.
 */
async function placeOrder(status: (typeof orders.$inferSelect)['status'], voucher = false) {
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
  const db = api.database.db;
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
  if (!line) throw new Error('the order has no line');
  await db
    .update(orderItems)
    .set({
      nameVi: 'Thăn bò Úc',
      nameEn: 'Australian beef tenderloin',
      uomCode: 'KG',
      priceBeforeVat: 250_000,
      vatRate: 8,
      price: 270_000,
      quantity: 1.5,
      amountBeforeVat: 375_000,
      vat: 30_000,
      amount: 405_000,
      discount: 0,
    })
    .where(eq(orderItems.id, line.id));
  await db.insert(orderItems).values({
    orderId: id,
    productId: product.id,
    nameVi: 'Nước mắm Phú Quốc',
    nameEn: 'Phu Quoc fish sauce',
    uomCode: 'BOTTLE',
    priceBeforeVat: 45_455,
    vatRate: 10,
    price: 50_001,
    quantity: 3,
    amountBeforeVat: 136_365,
    vat: 13_637,
    amount: 150_002,
    discount: 0,
  });
  await db
    .update(orders)
    .set({
      status,
      subtotalBeforeVat: 511_365,
      vat: 43_637,
      itemsTotal: 555_002,
      discount: voucher ? 10_000 : 0,
      deliveryFee: 30_000,
      deliveryFeeVat: 2_222,
      grossTotal: voucher ? 575_002 : 585_002,
      ...(voucher ? { voucherCode: 'TEST', voucherId: sql`gen_random_uuid()` } : {}),
    })
    .where(eq(orders.id, id));
  const items = await db
    .select({ id: orderItems.id, uom: orderItems.uomCode })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.nameVi));
  const beef = items.find((i) => i.uom === 'KG')?.id as string;
  const sauce = items.find((i) => i.uom === 'BOTTLE')?.id as string;
  return { id, beef, sauce };
}

interface Payload {
  success: boolean;
  userErrors: { field: string | null; code: string; message: string }[];
  order: {
    id: string;
    status: string;
    statusReason: string | null;
    subTotalBeforeVat: number;
    totalVat: number;
    totalItemPrice: number;
    discount: number;
    deliveryFee: number;
    grossTotal: number;
    availableActions: string[];
    items: {
      id: string;
      orderedQuantity: number;
      acceptedQuantity: number | null;
      deliveryQuantity: number | null;
      billedQuantity: number;
      finalPriceBeforeVat: number | null;
      amountBeforeVat: number;
      vat: number;
      amount: number;
      missingNote: string | null;
      missingReportedAt: string | null;
    }[];
  } | null;
}
const ORDER = `id status statusReason subTotalBeforeVat totalVat totalItemPrice discount deliveryFee grossTotal
  availableActions items { id orderedQuantity acceptedQuantity deliveryQuantity billedQuantity finalPriceBeforeVat
  amountBeforeVat vat amount missingNote missingReportedAt }`;
const FIELDS = `success userErrors { field code message } order { ${ORDER} }`;

const ARGS: Record<string, string> = {
  supplyOrderAccept: '$id: ID!, $items: [SupplyAcceptItemInput!]',
  supplyOrderDecline: '$id: ID!, $reason: String!',
  supplyOrderAdvance: '$id: ID!, $action: SupplyAdvance!',
  supplyOrderSetDelivered: '$id: ID!, $items: [OrderItemChangeInput!]!, $note: String',
  supplyOrderReportMissing: '$id: ID!, $itemIds: [ID!]!, $note: String',
  orderUpdateItems: '$id: ID!, $items: [OrderItemChangeInput!]!, $note: String',
};

async function act(client: TestClient, mutation: string, variables: Record<string, unknown>): Promise<Payload> {
  const args = Object.keys(variables)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  // Only the variables given are declared (GraphQL refuses an unused one).
  const defs = (ARGS[mutation] ?? '')
    .split(/,\s*(?=\$)/)
    .filter((d) => Object.hasOwn(variables, d.slice(1, d.indexOf(':'))))
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

const line = (p: Payload, id: string) => p.order?.items.find((i) => i.id === id);

describe('sign-in', () => {
  it('the demo supplier user and operator sign in with meLogin; supplyMe says who they are, `me` refuses them', async () => {
    for (const account of Object.values(DEMO_SUPPLY_ACCOUNTS)) {
      const client = api.client();
      const login = await client.gql<{ meLogin: { success: boolean; me: unknown } }>(
        'mutation L($input: MeLoginInput!) { meLogin(input: $input) { success me { id } } }',
        { input: { login: account.email, password: DEMO_PASSWORD } },
      );
      expect(login.data?.meLogin).toEqual({ success: true, me: null });
      const me = await client.gql<{ supplyMe: { kind: string; supplierId: number | null; name: string } }>(
        '{ supplyMe { kind supplierId name } }',
      );
      expect(me.data?.supplyMe).toEqual({ kind: account.kind, supplierId: account.supplierId, name: account.name });
      const buyerMe = await client.gql('{ me { id } }');
      expect(buyerMe.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('sign-out', () => {
  it("meLogout ends a supply user's session: its access token no longer works", async () => {
    const client = api.client();
    const login = await client.signIn(emails.operator);
    client.bearer = login.accessToken;
    expect((await client.gql<{ supplyMe: { kind: string } }>('{ supplyMe { kind } }')).data?.supplyMe.kind).toBe(
      'OPERATOR',
    );
    await client.gql('mutation { meLogout { success } }');
    const after = await client.gql('{ supplyMe { kind } }');
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('accept', () => {
  it('accepts with reduced quantities: lines not named are accepted whole, and every total follows', async () => {
    const { id, beef, sauce } = await placeOrder('PENDING_ACCEPTANCE');
    const res = await act(await as(emails.supplier), 'supplyOrderAccept', {
      id,
      items: [{ itemId: beef, acceptedQuantity: 1.2 }],
    });
    expect(res.success, JSON.stringify(res.userErrors)).toBe(true);
    expect(res.order?.status).toBe('ACCEPTED');
    // 1.2 kg × 250,000 = 300,000 + 24,000 VAT; the sauce as ordered (150,002); the fee stays 30,000.
    expect(line(res, beef)).toMatchObject({ acceptedQuantity: 1.2, billedQuantity: 1.2, amount: 324_000 });
    expect(line(res, sauce)).toMatchObject({ acceptedQuantity: 3, amount: 150_002 });
    expect(res.order).toMatchObject({
      subTotalBeforeVat: 436_365,
      totalVat: 37_637 + 2_222,
      totalItemPrice: 474_002,
      deliveryFee: 30_000,
      grossTotal: 504_002,
    });
  });

  it('refuses more than ordered, an item of another order, and nothing at all; nothing changes', async () => {
    const { id, beef, sauce } = await placeOrder('PENDING_ACCEPTANCE');
    const supplier = await as(emails.supplier);
    const more = await act(supplier, 'supplyOrderAccept', { id, items: [{ itemId: beef, acceptedQuantity: 1.6 }] });
    expect(more.userErrors[0]).toMatchObject({
      code: 'ORDER_QUANTITY_INVALID',
      message: 'Invalid quantity: from 0 to 1.5, with at most 3 decimals',
    });
    const elsewhere = await placeOrder('PENDING_ACCEPTANCE');
    const foreign = await act(supplier, 'supplyOrderAccept', {
      id,
      items: [{ itemId: elsewhere.beef, acceptedQuantity: 1 }],
    });
    expect(foreign.userErrors[0]?.code).toBe('ORDER_ITEM_NOT_FOUND');
    const nothing = await act(await as(emails.supplier, 'vi'), 'supplyOrderAccept', {
      id,
      items: [
        { itemId: beef, acceptedQuantity: 0 },
        { itemId: sauce, acceptedQuantity: 0 },
      ],
    });
    expect(nothing.userErrors[0]).toMatchObject({
      code: 'ORDER_NOTHING_ACCEPTED',
      message: 'Không thể nhận đơn với số lượng 0 cho mọi sản phẩm. Hãy từ chối đơn và ghi lý do.',
    });
    expect(await statusOf(id)).toBe('PENDING_ACCEPTANCE');
    expect(nothing.order?.status).toBe('PENDING_ACCEPTANCE');
    expect(nothing.order?.items.map((i) => i.acceptedQuantity)).toEqual([null, null]);
  });
});

describe('decline', () => {
  it('needs a reason, in both languages; with one the buyer reads it', async () => {
    const { id } = await placeOrder('PENDING_ACCEPTANCE');
    const blank = await act(await as(emails.supplier, 'vi'), 'supplyOrderDecline', { id, reason: '  ' });
    expect(blank.userErrors[0]).toMatchObject({
      field: 'reason',
      code: 'REASON_REQUIRED',
      message: 'Vui lòng nhập lý do',
    });
    expect(await statusOf(id)).toBe('PENDING_ACCEPTANCE');
    const res = await act(await as(emails.supplier), 'supplyOrderDecline', { id, reason: 'Hết thăn bò Úc' });
    expect(res.order).toMatchObject({ status: 'DECLINED', statusReason: 'Hết thăn bò Úc' });
    const buyer = await (await as('owner@chobep.vn')).gql<{
      order: { status: string; statusReason: string; history: { actorSide: string; note: string }[] };
    }>('query O($id: ID!) { order(id: $id) { status statusReason history { actorSide note } } }', { id });
    expect(buyer.data?.order).toMatchObject({ status: 'DECLINED', statusReason: 'Hết thăn bò Úc' });
    expect(buyer.data?.order.history.at(-1)).toEqual({ actorSide: 'SUPPLIER', note: 'Hết thăn bò Úc' });
  });
});

describe('progress', () => {
  it('walks ACCEPTED → IN_PROGRESS → PENDING_DELIVERY → DELIVERING → DELIVERY_IN_PROGRESS → DELIVERED, never back', async () => {
    const { id } = await placeOrder('PENDING_ACCEPTANCE');
    const supplier = await as(emails.supplier);
    expect((await act(supplier, 'supplyOrderAccept', { id })).order?.availableActions).toEqual(
      expect.arrayContaining(['START', 'READY', 'DISPATCH', 'REPORT_MISSING']),
    );
    const steps = [
      ['START', 'IN_PROGRESS'],
      ['READY', 'PENDING_DELIVERY'],
      ['DISPATCH', 'DELIVERING'],
      ['ARRIVE', 'DELIVERY_IN_PROGRESS'],
      ['DELIVER', 'DELIVERED'],
    ] as const;
    for (const [action, status] of steps) {
      const res = await act(supplier, 'supplyOrderAdvance', { id, action });
      expect(res.order?.status, `${action}: ${JSON.stringify(res.userErrors)}`).toBe(status);
    }
    const back = await act(supplier, 'supplyOrderAdvance', { id, action: 'START' });
    expect(back.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
    const history = await api.database.db.execute<{ status: string; actor_side: string }>(
      sql`select status, actor_side from order_status_history where order_id = ${id} order by created_at, id`,
    );
    expect(history.rows.slice(1).map((r) => `${r.actor_side}:${r.status}`)).toEqual([
      'SUPPLIER:ACCEPTED',
      ...steps.map(([, status]) => `SUPPLIER:${status}`),
    ]);
  });

  it('an order that was not accepted cannot be started', async () => {
    const { id } = await placeOrder('PENDING_ACCEPTANCE');
    const res = await act(await as(emails.supplier), 'supplyOrderAdvance', { id, action: 'START' });
    expect(res.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
  });
});

describe('delivered quantities and prices', () => {
  it('re-prices a delivered weight and a final price on the server, to the đồng', async () => {
    const { id, beef, sauce } = await placeOrder('DELIVERY_IN_PROGRESS');
    const res = await act(await as(emails.supplier), 'supplyOrderSetDelivered', {
      id,
      items: [
        { itemId: beef, deliveredQuantity: 1.234 },
        { itemId: sauce, deliveredQuantity: 2, priceBeforeVat: 44_000 },
      ],
      note: 'Giá nước mắm hôm nay',
    });
    expect(res.success, JSON.stringify(res.userErrors)).toBe(true);
    // 1.234 kg × 250,000 = 308,500 + 24,680 VAT = 333,180; 2 × 44,000 = 88,000 + 8,800 = 96,800.
    expect(line(res, beef)).toMatchObject({
      deliveryQuantity: 1.234,
      amountBeforeVat: 308_500,
      vat: 24_680,
      amount: 333_180,
    });
    expect(line(res, sauce)).toMatchObject({ deliveryQuantity: 2, finalPriceBeforeVat: 44_000, amount: 96_800 });
    expect(res.order).toMatchObject({
      subTotalBeforeVat: 396_500,
      totalVat: 33_480 + 2_222,
      totalItemPrice: 429_980,
      discount: 0,
      deliveryFee: 30_000,
      grossTotal: 459_980,
    });
    const [stored] = await api.database.db.select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({ subtotalBeforeVat: 396_500, vat: 33_480, itemsTotal: 429_980, grossTotal: 459_980 });
  });

  it('the buyer corrects a delivered weight with orderUpdateItems (the same service); staff without the permission cannot', async () => {
    const { id, beef } = await placeOrder('DELIVERED');
    const staff = await act(await as('staff@chobep.vn'), 'orderUpdateItems', {
      id,
      items: [{ itemId: beef, deliveredQuantity: 1 }],
    });
    expect(staff.userErrors[0]?.code).toBe('FORBIDDEN');
    const res = await act(await as('owner@chobep.vn'), 'orderUpdateItems', {
      id,
      items: [{ itemId: beef, deliveredQuantity: 1 }],
    });
    // 250,000 + 20,000; with the sauce 150,002 and the fee 30,000.
    expect(res.order).toMatchObject({ totalItemPrice: 420_002, grossTotal: 450_002 });
  });

  it('needs the permission of each kind of change: a supplier user without ORDER_ITEM_SET_QUANTITY may set a price only', async () => {
    const { id, beef } = await placeOrder('DELIVERING');
    const user = await as(emails.supplierNoQty);
    const qty = await act(user, 'supplyOrderSetDelivered', { id, items: [{ itemId: beef, deliveredQuantity: 1 }] });
    expect(qty.userErrors[0]?.code).toBe('FORBIDDEN');
    const price = await act(user, 'supplyOrderSetDelivered', {
      id,
      items: [{ itemId: beef, priceBeforeVat: 240_000 }],
      note: 'Giá thịt bò hôm nay',
    });
    // 1.5 × 240,000 = 360,000 + 28,800.
    expect(line(price, beef)).toMatchObject({ finalPriceBeforeVat: 240_000, amount: 388_800 });
  });

  it('is refused before the goods left', async () => {
    const supplier = await as(emails.supplier);
    const early = await placeOrder('ACCEPTED');
    const refused = await act(supplier, 'supplyOrderSetDelivered', {
      id: early.id,
      items: [{ itemId: early.beef, deliveredQuantity: 1 }],
    });
    expect(refused.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
  });

  it('refuses a weight above twice the ordered one and a negative price', async () => {
    const { id, beef } = await placeOrder('DELIVERING');
    const supplier = await as(emails.supplier);
    const heavy = await act(supplier, 'supplyOrderSetDelivered', {
      id,
      items: [{ itemId: beef, deliveredQuantity: 3.1 }],
    });
    expect(heavy.userErrors[0]?.code).toBe('ORDER_QUANTITY_INVALID');
    const negative = await act(supplier, 'supplyOrderSetDelivered', {
      id,
      items: [{ itemId: beef, priceBeforeVat: -5 }],
    });
    expect(negative.userErrors[0]?.code).toBe('ORDER_PRICE_INVALID');
    expect(negative.order?.grossTotal).toBe(585_002);
  });
});

describe('missing items', () => {
  it('records what is missing on the lines; not once delivered', async () => {
    const { id, beef } = await placeOrder('IN_PROGRESS');
    const supplier = await as(emails.supplier);
    const res = await act(supplier, 'supplyOrderReportMissing', { id, itemIds: [beef], note: 'Hết hàng tại kho' });
    expect(res.success, JSON.stringify(res.userErrors)).toBe(true);
    expect(line(res, beef)).toMatchObject({ missingNote: 'Hết hàng tại kho' });
    expect(line(res, beef)?.missingReportedAt).toBeTruthy();
    // The buyer's store is told, in its reader's language (ORDER_MISSING_ITEM, written with the report).
    const messages = await api.database.db.execute<{
      type: string;
      data: { items: { nameVi: string }[]; note: string };
    }>(sql`select type, data from notification_messages where order_id = ${id} and type = 'ORDER_MISSING_ITEM'`);
    expect(messages.rows).toHaveLength(1);
    expect(messages.rows[0]?.data.note).toBe('Hết hàng tại kho');
    expect(messages.rows[0]?.data.items).toHaveLength(1);
    const done = await placeOrder('DELIVERED');
    const late = await act(supplier, 'supplyOrderReportMissing', { id: done.id, itemIds: [done.beef] });
    expect(late.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
  });
});

describe('the tenant boundary', () => {
  it("another supplier's user neither sees nor changes the order", async () => {
    const { id, beef } = await placeOrder('PENDING_ACCEPTANCE');
    const other = await as(emails.otherSupplier);
    const read = await other.gql('query R($id: ID!) { supplyOrder(id: $id) { id } }', { id });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await other.gql<{ supplyOrders: { items: { id: string }[] } }>(
      '{ supplyOrders(size: 100) { items { id } } }',
    );
    expect(list.data?.supplyOrders.items.map((o) => o.id)).not.toContain(id);
    for (const [mutation, variables] of [
      ['supplyOrderAccept', { id }],
      ['supplyOrderDecline', { id, reason: 'x' }],
      ['supplyOrderReportMissing', { id, itemIds: [beef] }],
    ] as const) {
      const res = await act(other, mutation, variables);
      expect(res.userErrors[0], mutation).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
      expect(res.order).toBeNull();
    }
    expect(await statusOf(id)).toBe('PENDING_ACCEPTANCE');
  });

  it("a supplier does not see an order still in the buying company's approval", async () => {
    const { id } = await placeOrder('PENDING_APPROVAL');
    const supplier = await as(emails.supplier);
    const read = await supplier.gql('query R($id: ID!) { supplyOrder(id: $id) { id } }', { id });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const accept = await act(supplier, 'supplyOrderAccept', { id });
    expect(accept.userErrors[0]?.code).toBe('ORDER_NOT_FOUND');
  });

  it('an operator sees every supplier and may act for any', async () => {
    const { id } = await placeOrder('PENDING_ACCEPTANCE');
    const operator = await as(emails.operator);
    const list = await operator.gql<{
      supplyOrders: { total: number; items: { id: string; supplier: { id: number } }[] };
    }>(
      'query L($f: SupplyOrderFilter) { supplyOrders(filter: $f, size: 100) { total items { id supplier { id } } } }',
      { f: { supplierId: product.supplierId, statuses: ['PENDING_ACCEPTANCE'] } },
    );
    expect(list.data?.supplyOrders.items.map((o) => o.id)).toContain(id);
    expect(new Set(list.data?.supplyOrders.items.map((o) => o.supplier.id))).toEqual(new Set([product.supplierId]));
    const res = await act(operator, 'supplyOrderAccept', { id });
    expect(res.order?.status).toBe('ACCEPTED');
    const [last] = (
      await api.database.db.execute<{ actor_side: string }>(
        sql`select actor_side from order_status_history where order_id = ${id} order by created_at desc, id desc limit 1`,
      )
    ).rows;
    expect(last?.actor_side).toBe('OPERATOR');
  });
});

describe('the two sides never reach each other', () => {
  it('a buyer calling supply operations is refused; a visitor must sign in', async () => {
    const { id } = await placeOrder('PENDING_ACCEPTANCE');
    const owner = await as('owner@chobep.vn');
    const read = await owner.gql('{ supplyOrders { total } }');
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const accept = await act(owner, 'supplyOrderAccept', { id });
    expect(accept.userErrors[0]?.code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('PENDING_ACCEPTANCE');
    const visitor = await api.client().gql('{ supplyOrders { total } }');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a supply user calling buyer operations is refused (cart, orders, order actions)', async () => {
    const { id } = await placeOrder('PENDING_ACCEPTANCE');
    for (const email of [emails.supplier, emails.operator]) {
      const client = await as(email);
      const put = await client.gql<{ cartPutItem: { success: boolean; userErrors: { code: string }[] } }>(
        'mutation P($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { code } } }',
        { input: { storeId: QUAN1, supplierId: product.supplierId, productId: product.id, quantity: 1 } },
      );
      expect(put.data?.cartPutItem).toEqual({ success: false, userErrors: [{ code: 'FORBIDDEN' }] });
      const order = await client.gql('query O($id: ID!) { order(id: $id) { id } }', { id });
      expect(order.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const cart = await client.gql('query C($s: ID!) { cart(storeId: $s) { count } }', { s: QUAN1 });
      expect(cart.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const cancel = await client.gql<{ orderCancel: { userErrors: { code: string }[] } }>(
        'mutation X($id: ID!) { orderCancel(id: $id) { userErrors { code } } }',
        { id },
      );
      expect(cancel.data?.orderCancel.userErrors[0]?.code).toBe('FORBIDDEN');
    }
    expect(await statusOf(id)).toBe('PENDING_ACCEPTANCE');
  });
});

describe('the list', () => {
  it('by delivery date, then slot, waiting orders first; filters and pages with a total', async () => {
    const a = await placeOrder('PENDING_ACCEPTANCE');
    const b = await placeOrder('ACCEPTED');
    const c = await placeOrder('PENDING_ACCEPTANCE');
    const db = api.database.db;
    await db.update(orders).set({ deliveryDate: '2030-01-02', slotStart: '08:00' }).where(eq(orders.id, a.id));
    await db.update(orders).set({ deliveryDate: '2030-01-01', slotStart: '13:00' }).where(eq(orders.id, b.id));
    await db.update(orders).set({ deliveryDate: '2030-01-01', slotStart: '13:00' }).where(eq(orders.id, c.id));
    const supplier = await as(emails.supplier);
    const page = async (variables: Record<string, unknown>) =>
      (
        await supplier.gql<{ supplyOrders: { total: number; page: number; items: { id: string }[] } }>(
          'query L($f: SupplyOrderFilter, $page: Int, $size: Int) { supplyOrders(filter: $f, page: $page, size: $size) { total page items { id } } }',
          variables,
        )
      ).data?.supplyOrders;
    const range = { deliveryDateFrom: '2030-01-01', deliveryDateTo: '2030-01-02' };
    expect((await page({ f: range, size: 10 }))?.items.map((o) => o.id)).toEqual([c.id, b.id, a.id]);
    expect(await page({ f: { ...range, statuses: ['ACCEPTED'] } })).toMatchObject({ total: 1, items: [{ id: b.id }] });
    expect(await page({ f: range, page: 2, size: 2 })).toMatchObject({ total: 3, page: 2, items: [{ id: a.id }] });
    // A supplier's own filter by another supplier changes nothing: it always gets its own.
    expect((await page({ f: { ...range, supplierId: 999 } }))?.total).toBe(3);
  });
});

describe('supplySuppliers (the list’s supplier filter)', () => {
  it('an operator gets every supplier by name, off the market too; a supplier’s user its own only', async () => {
    const QUERY = '{ supplySuppliers { id name } }';
    const all = await api.database.db.execute<{ id: number; name: string }>(
      sql`select id, name from suppliers order by name, id`,
    );
    const operator = await (await as(emails.operator)).gql<{ supplySuppliers: { id: number; name: string }[] }>(QUERY);
    expect(operator.data?.supplySuppliers).toEqual(all.rows.map((r) => ({ id: r.id, name: r.name })));
    const supplier = await (await as(emails.supplier)).gql<{ supplySuppliers: { id: number }[] }>(QUERY);
    expect(supplier.data?.supplySuppliers.map((s) => s.id)).toEqual([product.supplierId]);
    const buyer = await (await as('owner@chobep.vn')).gql(QUERY);
    expect(buyer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('two supply-side actors at once', () => {
  it('the supplier accepting and an operator declining the same order: exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await placeOrder('PENDING_ACCEPTANCE');
      const [accept, decline] = await Promise.all([
        act(await as(emails.supplier), 'supplyOrderAccept', { id }),
        act(await as(emails.operator), 'supplyOrderDecline', { id, reason: 'Nhà cung cấp báo nghỉ' }),
      ]);
      expect([accept.success, decline.success].filter(Boolean)).toHaveLength(1);
      const loser = accept.success ? decline : accept;
      expect(loser.userErrors[0]?.code).toBe('ORDER_STATUS_CHANGED');
      expect(await statusOf(id)).toBe(accept.success ? 'ACCEPTED' : 'DECLINED');
      const history = await api.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from order_status_history where order_id = ${id}`,
      );
      expect(Number(history.rows[0]?.n)).toBe(2);
    }
  });
});
