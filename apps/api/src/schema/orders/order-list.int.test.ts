import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_BUYERS, DEMO_STORES, orders, seedDemoOrders } from '@chobep/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, type TestApi, type TestClient } from '../../test/harness';
import { openEverySupplier, orderableProducts } from '../../test/orders';

/**
 * The order list, its export and reorder (issue 14 point 2 and the reorder of point 3): scope, every filter, paging,
 * the CSV as Excel reads it, streamed in batches, and what a reorder puts into the cart.
 */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
const THAO_DIEN = DEMO_STORES.bepVietThaoDien.id;
const HOAN_KIEM = DEMO_STORES.quanComHoanKiem.id;
const run = (text: string) => api.database.db.execute(sql.raw(text));
const clients = new Map<string, TestClient>();
let template: string;
let products: { id: string; supplierId: number }[];

async function as(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const key = `${email}:${lang}`;
  const known = clients.get(key);
  if (known) return known;
  const client = api.client({ lang });
  await client.signIn(email);
  clients.set(key, client);
  return client;
}

/** A copy of the template order with its own number, store, status, supplier and dates (and its lines). */
async function cloneOrder(fields: {
  store?: string;
  status?: string;
  supplierId?: number;
  createdAt?: string;
  deliveryDate?: string;
  storeName?: string;
}): Promise<{ id: string; number: number }> {
  const res = await api.database.db.execute<{ id: string; number: number }>(sql`
    insert into orders (draft_token, buyer_id, store_id, supplier_id, created_by, status, delivery_date, slot_start,
      slot_end, payment_method, subtotal_before_vat, vat, items_total, discount, delivery_fee, delivery_fee_vat,
      gross_total, created_at, status_changed_at)
    select gen_random_uuid()::text, s.buyer_id, s.id, coalesce(${fields.supplierId ?? null}::int, o.supplier_id),
      o.created_by, coalesce(${fields.status ?? null}::order_status, o.status),
      coalesce(${fields.deliveryDate ?? null}::date, o.delivery_date), o.slot_start, o.slot_end, o.payment_method,
      o.subtotal_before_vat, o.vat, o.items_total, o.discount, o.delivery_fee, o.delivery_fee_vat, o.gross_total,
      coalesce(${fields.createdAt ?? null}::timestamptz, now()), now()
    from orders o join stores s on s.id = coalesce(${fields.store ?? null}::uuid, o.store_id)
    where o.id = ${template}
    returning id, number`);
  const row = res.rows[0] as { id: string; number: number };
  await run(`insert into order_items (order_id, product_id, name_vi, name_en, uom_code, price_before_vat, vat_rate,
      price, quantity, amount_before_vat, vat, amount)
    select '${row.id}', product_id, name_vi, name_en, uom_code, price_before_vat, vat_rate, price, quantity,
      amount_before_vat, vat, amount from order_items where order_id = '${template}'`);
  return row;
}

beforeAll(async () => {
  api = await createTestApi();
  await openEverySupplier(api);
  products = await orderableProducts(api, 2, { sameSupplier: true });
  if (products[0]?.supplierId !== products[1]?.supplierId)
    throw new Error('the demo catalogue lacks two orderable products of one supplier');
  // One real order of Quận 1 (two lines) through checkout; the list's orders are copies of it.
  const owner = await as('owner@chobep.vn');
  for (const [i, p] of products.entries()) {
    const put = await owner.gql<{ cartPutItem: { success: boolean } }>(
      'mutation P($input: CartItemInput!) { cartPutItem(input: $input) { success } }',
      { input: { storeId: QUAN1, supplierId: p.supplierId, productId: p.id, quantity: 3 + i } },
    );
    expect(put.data?.cartPutItem.success, JSON.stringify(put)).toBe(true);
  }
  const draft = await owner.gql<{ cartCreateOrderDraft: { token: string } }>(
    'mutation D($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { token } }',
    { storeId: QUAN1 },
  );
  const created = await owner.gql<{ orderCreate: { orders: { id: string }[] } }>(
    'mutation C($storeId: ID!, $token: String!) { orderCreate(storeId: $storeId, token: $token) { orders { id } } }',
    { storeId: QUAN1, token: draft.data?.cartCreateOrderDraft.token },
  );
  template = created.data?.orderCreate.orders[0]?.id as string;
  expect(template).toBeTruthy();
  // Backdated so that every copy below is newer.
  await api.database.db
    .update(orders)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(orders.id, template));
});
afterAll(async () => {
  await api?.close();
});

type ListAnswer = {
  orders: {
    total: number;
    totalPage: number;
    page: number;
    data: { id: string; code: string; status: string; storeName: string; creatorName: string | null }[];
  };
};
const LIST = `query L($filter: OrderListFilter, $page: Int, $size: Int) {
  orders(filter: $filter, page: $page, size: $size) {
    total totalPage page data { id code status storeName creatorName }
  }
}`;

describe('orders', () => {
  const made: Record<string, { id: string; number: number }> = {};
  beforeAll(async () => {
    made.thaoDien = await cloneOrder({ store: THAO_DIEN, createdAt: '2026-11-20T03:00:00Z', status: 'DELIVERED' });
    // 17:30 UTC on the 25th is 00:30 on the 26th in Vietnam.
    made.lateNight = await cloneOrder({ createdAt: '2026-11-25T17:30:00Z', status: 'CANCELED' });
    made.evening = await cloneOrder({ createdAt: '2026-11-25T16:30:00Z', deliveryDate: '2036-12-05' });
    made.hanoi = await cloneOrder({ store: HOAN_KIEM, createdAt: '2026-11-24T03:00:00Z' });
  });

  it('lists the stores the user acts for, newest first, with store and creator', async () => {
    const owner = await as('owner@chobep.vn');
    const res = await owner.gql<ListAnswer>(LIST, {});
    const ids = res.data?.orders.data.map((o) => o.id);
    expect(ids).toEqual([made.lateNight?.id, made.evening?.id, made.thaoDien?.id, template]);
    expect(res.data?.orders.data[2]).toMatchObject({ storeName: 'Bếp Việt – Thảo Điền', creatorName: 'Nguyễn Văn An' });
    // The purchaser acts for Quận 1 only; the Hà Nội company sees only its own.
    const purchaser = await as('purchaser@chobep.vn');
    const own = await purchaser.gql<ListAnswer>(LIST, {});
    expect(own.data?.orders.data.map((o) => o.id)).not.toContain(made.thaoDien?.id);
    expect(own.data?.orders.total).toBe(3);
    const other = await as('owner@quancomnha.vn');
    const theirs = await other.gql<ListAnswer>(LIST, {});
    expect(theirs.data?.orders.data.map((o) => o.id)).toEqual([made.hanoi?.id]);
  });

  it('refuses a store the user does not act for', async () => {
    const purchaser = await as('purchaser@chobep.vn');
    const res = await purchaser.gql<ListAnswer>(LIST, { filter: { storeId: THAO_DIEN } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await as('owner@quancomnha.vn');
    expect((await other.gql(LIST, { filter: { storeId: QUAN1 } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    [{ status: 'CANCELED' }, ['lateNight']],
    [{ status: 'ALL', storeId: THAO_DIEN }, ['thaoDien']],
    [{ statuses: ['DELIVERED', 'CANCELED'] }, ['lateNight', 'thaoDien']],
    // Local days: the 00:30 order belongs to the 26th, the 23:30 one to the 25th.
    [{ orderDateStart: '2026-11-26', orderDateEnd: '2026-11-26' }, ['lateNight']],
    [{ orderDateStart: '2026-11-25', orderDateEnd: '2026-11-25' }, ['evening']],
    [{ orderDateStart: '2026-11-20', orderDateEnd: '2026-11-25' }, ['evening', 'thaoDien']],
    [{ deliveryDateStart: '2036-12-05', deliveryDateEnd: '2036-12-05' }, ['evening']],
  ] as [Record<string, unknown>, string[]][])('the filter %j', async (filter, names) => {
    const owner = await as('owner@chobep.vn');
    const res = await owner.gql<ListAnswer>(LIST, { filter });
    expect(res.errors).toBeUndefined();
    expect(res.data?.orders.data.map((o) => o.id)).toEqual(names.map((n) => made[n]?.id));
  });

  it('filters by supplier and finds an order by its code', async () => {
    const owner = await as('owner@chobep.vn');
    const supplier = products[0]?.supplierId;
    const bySupplier = await owner.gql<ListAnswer>(LIST, { filter: { supplierIds: [supplier] } });
    expect(bySupplier.data?.orders.total).toBe(4);
    const none = await owner.gql<ListAnswer>(LIST, { filter: { supplierIds: [(supplier ?? 0) + 1] } });
    expect(none.data?.orders.total).toBe(0);
    const code = `CB-${String(made.evening?.number).padStart(6, '0')}`;
    const byCode = await owner.gql<ListAnswer>(LIST, { filter: { q: code } });
    expect(byCode.data?.orders.data.map((o) => o.code)).toEqual([code]);
    // Another company's order is not found by its code either.
    const other = await as('owner@quancomnha.vn');
    expect((await other.gql<ListAnswer>(LIST, { filter: { q: code } })).data?.orders.total).toBe(0);
  });

  it('offers the suppliers the stores ordered from as the supplier filter', async () => {
    const Q = '{ suppliers(hasOrdersOnly: true) { total data { id } } }';
    const owner = await as('owner@chobep.vn');
    const mine = await owner.gql<{ suppliers: { total: number; data: { id: number }[] } }>(Q);
    expect(mine.data?.suppliers).toEqual({ total: 1, data: [{ id: products[0]?.supplierId }] });
    // The current store narrows it: Thảo Điền ordered from the same supplier, Phú Nhuận from none.
    const none = await owner.gql<{ suppliers: { total: number } }>(
      Q,
      {},
      { 'x-store-id': DEMO_STORES.bepVietPhuNhuan.id },
    );
    expect(none.data?.suppliers.total).toBe(0);
  });

  it('names each line’s unit in the reader’s language', async () => {
    const [unit] = (
      await api.database.db.execute<{ vi: string; en: string }>(
        sql`select u.name_vi as vi, u.name_en as en from order_items i join uoms u on u.code = i.uom_code
          where i.order_id = ${template} order by i.name_vi limit 1`,
      )
    ).rows;
    const Q = 'query U($id: ID!) { order(id: $id) { items { name uomName } } }';
    for (const lang of ['vi', 'en'] as const) {
      const res = await (await as('owner@chobep.vn', lang)).gql<{ order: { items: { uomName: string }[] } }>(Q, {
        id: template,
      });
      expect(res.data?.order.items.map((i) => i.uomName)).toContain(unit?.[lang]);
    }
  });

  it('pages', async () => {
    const owner = await as('owner@chobep.vn');
    const first = await owner.gql<ListAnswer>(LIST, { size: 3 });
    const second = await owner.gql<ListAnswer>(LIST, { size: 3, page: 1 });
    expect(first.data?.orders).toMatchObject({ total: 4, totalPage: 2, page: 0 });
    expect(second.data?.orders.data.map((o) => o.id)).toEqual([template]);
  });

  it.each([
    ['vi', { orderDateStart: '2026-02-30' }, 'INVALID_DATE', 'Ngày đặt từ: ngày không hợp lệ'],
    ['en', { orderDateStart: '2026-11-27', orderDateEnd: '2026-11-26' }, 'DATE_RANGE_INVALID', 'Order date to must'],
  ] as const)('a wrong date is refused with its field (%s)', async (lang, filter, code, message) => {
    const owner = await as('owner@chobep.vn', lang);
    const res = await owner.gql(LIST, { filter });
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect(res.errors?.[0]?.message).toContain(message);
  });
});

describe('ordersExport', () => {
  const EXPORT = 'query E($filter: OrderListFilter) { ordersExport(filter: $filter) { url total } }';

  it('gives the address of a CSV that Excel opens with Vietnamese intact', async () => {
    const owner = await as('owner@chobep.vn', 'vi');
    const res = await owner.gql<{ ordersExport: { url: string; total: number } }>(EXPORT, {
      filter: { storeId: QUAN1, statuses: ['CANCELED', 'PENDING_ACCEPTANCE'] },
    });
    const { url, total } = res.data?.ordersExport ?? { url: '', total: 0 };
    expect(url).toMatch(/^\/exports\/orders\.csv\?/);
    expect(url).toContain('statuses=CANCELED&statuses=PENDING_ACCEPTANCE');
    const file = await owner.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="don-hang-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = file.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^"Mã đơn","Ngày đặt","Ngày giao"/);
    expect(lines).toHaveLength(total + 1);
    expect(text).toContain('"Bếp Việt – Quận 1"');
    expect(text).toContain('"Đã huỷ"');
    expect(text).toContain('"26/11/2026 00:30"');
  });

  it('offers a semicolon variant for Excel with Vietnamese regional settings, same rows and rules', async () => {
    const owner = await as('owner@chobep.vn', 'vi');
    const res = await owner.gql<{ ordersExport: { url: string; total: number } }>(EXPORT, {
      filter: { storeId: QUAN1 },
    });
    const { url, total } = res.data?.ordersExport ?? { url: '', total: 0 };
    const comma = (await owner.get(url)).rawPayload.toString('utf8');
    const file = await owner.get(`${url}&sep=semicolon`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="don-hang-\d{4}-\d{2}-\d{2}-excel\.csv"$/,
    );
    const text = file.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^"Mã đơn";"Ngày đặt";"Ngày giao"/);
    expect(lines).toHaveLength(total + 1);
    // Every field of every line is the comma file's: only the separator differs (amounts stay whole đồng).
    const fields = (line: string, sep: string) => line.split(new RegExp(`${sep}(?=(?:[^"]*"[^"]*")*[^"]*$)`));
    const commaLines = comma.slice(1).split('\r\n').filter(Boolean);
    expect(lines.map((l) => fields(l, ';'))).toEqual(commaLines.map((l) => fields(l, ',')));
    expect(lines[1]).toMatch(/;\d+;\d+;\d+;\d+;\d+;/);
    expect((await api.client().get(`${url}&sep=semicolon`)).statusCode).toBe(401);
  });

  it('speaks English when asked, and refuses what the list refuses', async () => {
    const owner = await as('owner@chobep.vn', 'en');
    const res = await owner.gql<{ ordersExport: { url: string } }>(EXPORT, {});
    const url = res.data?.ordersExport.url ?? '';
    expect(url).toContain('lang=en');
    const file = await owner.get(url);
    expect(file.rawPayload.toString('utf8')).toContain('"Order code","Order date"');
    expect(file.headers['content-disposition']).toContain('filename="orders-');

    expect((await api.client().get(url)).statusCode).toBe(401);
    const staff = await as('staff@chobep.vn');
    expect((await staff.get(url)).statusCode).toBe(403);
    const other = await as('owner@quancomnha.vn');
    const foreign = await other.get(`/exports/orders.csv?storeId=${QUAN1}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Bếp Việt');
    const wrong = await owner.get('/exports/orders.csv?orderDateStart=2026-13-01&lang=vi');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toBe('Ngày đặt từ: ngày không hợp lệ');
    // As many suppliers as the list takes (issue 22 point 9): the same bound as the GraphQL filter's.
    const suppliers = (n: number) => Array.from({ length: n }, (_, i) => `supplierIds=${i + 1}`).join('&');
    const many = await owner.get(`/exports/orders.csv?${suppliers(101)}&lang=en`);
    expect(many.statusCode).toBe(400);
    expect(many.body).toBe('Too many values in the Suppliers filter');
    expect((await owner.get(`/exports/orders.csv?${suppliers(100)}&lang=en`)).statusCode).toBe(200);
  });

  it('streams in batches without losing or repeating an order, ties of the same instant included', async () => {
    // 1,100 orders of Thảo Điền, in pairs placed at the same microsecond: more than two batches of 500.
    await run(`insert into orders (draft_token, buyer_id, store_id, supplier_id, status, delivery_date, slot_start,
        slot_end, payment_method, subtotal_before_vat, vat, items_total, gross_total, created_at)
      select 'bulk-' || g, buyer_id, '${THAO_DIEN}', supplier_id, 'DELIVERED', delivery_date, slot_start, slot_end,
        payment_method, subtotal_before_vat, vat, items_total, gross_total,
        timestamptz '2026-06-01 10:00:00.123456+07' + ((g / 2) * interval '1.5 millisecond')
      from orders, generate_series(1, 1100) g where id = '${template}'`);
    const owner = await as('owner@chobep.vn', 'vi');
    const file = await owner.get(
      `/exports/orders.csv?storeId=${THAO_DIEN}&orderDateStart=2026-06-01&orderDateEnd=2026-06-01`,
    );
    const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(1100);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(1100);
  });
});

describe('orderReorder', () => {
  const REORDER = `mutation R($id: ID!) { orderReorder(id: $id) {
    success userErrors { field code message } added { productId quantity } leftOut { productId name code reason } } }`;
  const BULK = `mutation B($ids: [ID!]!) { orderBulkReorder(ids: $ids) {
    success userErrors { code message } added { productId quantity } leftOut { productId } } }`;
  type Answer = {
    success: boolean;
    userErrors: { code: string; message: string }[];
    added: { productId: string; quantity: number }[];
    leftOut: { productId: string; name: string; code: string; reason: string }[];
  };
  const cartOf = async (store: string) => {
    const res = await api.database.db.execute<{ product_id: string; quantity: string }>(
      sql`select product_id, quantity::text from cart_items where store_id = ${store} order by product_id`,
    );
    return Object.fromEntries(res.rows.map((r) => [r.product_id, Number(r.quantity)]));
  };

  it('puts the order back into the cart once, however often it is pressed', async () => {
    await run(`delete from cart_items where store_id = '${QUAN1}'`);
    const owner = await as('owner@chobep.vn');
    const first = await owner.gql<{ orderReorder: Answer }>(REORDER, { id: template });
    expect(first.data?.orderReorder.success, JSON.stringify(first)).toBe(true);
    const expected = { [products[0]?.id as string]: 3, [products[1]?.id as string]: 4 };
    expect(await cartOf(QUAN1)).toEqual(expected);
    await owner.gql(REORDER, { id: template });
    expect(await cartOf(QUAN1)).toEqual(expected);
    // A line already holding more stays as it is.
    await run(`update cart_items set quantity = 10 where store_id = '${QUAN1}' and product_id = '${products[0]?.id}'`);
    const again = await owner.gql<{ orderReorder: Answer }>(REORDER, { id: template });
    expect(again.data?.orderReorder.added.find((a) => a.productId === products[0]?.id)?.quantity).toBe(10);
    expect((await cartOf(QUAN1))[products[0]?.id as string]).toBe(10);
  });

  it('leaves out what can no longer be bought and says why', async () => {
    await run(`delete from cart_items where store_id = '${QUAN1}'`);
    await run(`update products set is_active = false where id = '${products[1]?.id}'`);
    try {
      const owner = await as('owner@chobep.vn', 'vi');
      const res = await owner.gql<{ orderReorder: Answer }>(REORDER, { id: template });
      expect(res.data?.orderReorder.success).toBe(true);
      expect(res.data?.orderReorder.added.map((a) => a.productId)).toEqual([products[0]?.id]);
      expect(res.data?.orderReorder.leftOut).toEqual([
        expect.objectContaining({ productId: products[1]?.id, code: 'PRODUCTS_NOT_AVAILABLE' }),
      ]);
      expect(res.data?.orderReorder.leftOut[0]?.reason).toBe('Sản phẩm hiện không có sẵn');
      expect(Object.keys(await cartOf(QUAN1))).toEqual([products[0]?.id]);
    } finally {
      await run(`update products set is_active = true where id = '${products[1]?.id}'`);
    }
  });

  it('sums a product over several orders', async () => {
    await run(`delete from cart_items where store_id = '${QUAN1}'`);
    const second = await cloneOrder({});
    const owner = await as('owner@chobep.vn');
    const res = await owner.gql<{ orderBulkReorder: Answer }>(BULK, { ids: [template, second.id] });
    expect(res.data?.orderBulkReorder.success, JSON.stringify(res)).toBe(true);
    expect(await cartOf(QUAN1)).toEqual({ [products[0]?.id as string]: 6, [products[1]?.id as string]: 8 });
  });

  it('offers REORDER exactly when orderReorder would take it: permission, store, lines still on sale', async () => {
    const ACTIONS = 'query A($id: ID!) { order(id: $id) { availableActions } }';
    const offered = async (client: TestClient) =>
      (await client.gql<{ order: { availableActions: string[] } }>(ACTIONS, { id: template })).data?.order
        .availableActions ?? [];
    const owner = await as('owner@chobep.vn');
    const outcome = async (client: TestClient) => {
      await run(`delete from cart_items where store_id = '${QUAN1}'`);
      const shown = (await offered(client)).includes('REORDER');
      const res = await client.gql<{ orderReorder: Answer }>(REORDER, { id: template });
      expect(shown, JSON.stringify(res.data?.orderReorder.userErrors)).toBe(res.data?.orderReorder.success);
      return res.data?.orderReorder.userErrors[0]?.code ?? 'OK';
    };
    expect(await outcome(owner)).toBe('OK');
    // A colleague who may read the order but not place orders.
    const viewerOnly = await createUser(api, {
      buyerId: DEMO_BUYERS.bepViet.id,
      permissions: ['ORDER_LIST', 'ORDER_VIEW'],
      storeIds: [QUAN1],
    });
    const reader = api.client({ lang: 'en' });
    await reader.signIn(viewerOnly.email);
    expect(await offered(reader)).toEqual([]);
    expect(await outcome(reader)).toBe('FORBIDDEN');
    // The store stopped ordering.
    await run(`update stores set disabled = true where id = '${QUAN1}'`);
    try {
      expect(await outcome(owner)).toBe('STORE_BLOCKED');
    } finally {
      await run(`update stores set disabled = false where id = '${QUAN1}'`);
    }
    // Nothing of the order is sold any more.
    await run(`update products set is_active = false where id in ('${products[0]?.id}', '${products[1]?.id}')`);
    try {
      expect(await outcome(owner)).toBe('NOTHING_TO_REORDER');
    } finally {
      await run(`update products set is_active = true where id in ('${products[0]?.id}', '${products[1]?.id}')`);
    }
    // One line still on sale is enough.
    await run(`update products set stock = 0 where id = '${products[1]?.id}'`);
    try {
      expect(await outcome(owner)).toBe('OK');
    } finally {
      await run(`update products set stock = 1000 where id = '${products[1]?.id}'`);
    }
  });

  it('decides REORDER for a page of orders in a fixed number of statements', async () => {
    const owner = await as('owner@chobep.vn');
    const LIST = 'query L($size: Int) { orders(size: $size) { data { id availableActions } } }';
    const count = async (size: number) => {
      api.queries.reset();
      const res = await owner.gql<{ orders: { data: { availableActions: string[] }[] } }>(LIST, { size });
      expect(res.errors).toBeUndefined();
      return { statements: api.queries.count, rows: res.data!.orders.data.length };
    };
    const few = await count(2);
    const many = await count(20);
    expect(many.rows).toBeGreaterThan(few.rows);
    expect(many.statements).toBe(few.statements);
  });

  it('never touches another company’s order, nor puts it in anyone’s cart', async () => {
    await run(`delete from cart_items where store_id in ('${HOAN_KIEM}', '${DEMO_STORES.quanComCauGiay.id}')`);
    const other = await as('owner@quancomnha.vn');
    const res = await other.gql<{ orderReorder: Answer }>(REORDER, { id: template });
    expect(res.data?.orderReorder).toMatchObject({ success: false, userErrors: [{ code: 'ORDER_NOT_FOUND' }] });
    const mixed = await other.gql<{ orderBulkReorder: Answer }>(BULK, { ids: [template] });
    expect(mixed.data?.orderBulkReorder.success).toBe(false);
    expect(await cartOf(HOAN_KIEM)).toEqual({});
    expect(await cartOf(DEMO_STORES.quanComCauGiay.id)).toEqual({});
  });
});

describe('printOrderInvoice', () => {
  const PRINT = 'query I($id: ID!) { printOrderInvoice(id: $id) { url fileName } }';

  it('serves the order’s invoice as a PDF with the order’s Vietnamese text and total', async () => {
    const owner = await as('owner@chobep.vn', 'vi');
    const res = await owner.gql<{ printOrderInvoice: { url: string; fileName: string } }>(PRINT, { id: template });
    const { url, fileName } = res.data?.printOrderInvoice ?? { url: '', fileName: '' };
    expect(url).toBe(`/invoices/${template}.pdf?lang=vi`);
    expect(fileName).toMatch(/^hoa-don-CB-\d{6}\.pdf$/);
    const file = await owner.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    const path = join(dir, 'invoice.pdf');
    writeFileSync(path, file.rawPayload);
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    const [order] = await api.database.db
      .select({ grossTotal: orders.grossTotal, number: orders.number })
      .from(orders)
      .where(eq(orders.id, template));
    const [line] = (
      await api.database.db.execute<{ name_vi: string }>(
        sql`select name_vi from order_items where order_id = ${template} order by name_vi limit 1`,
      )
    ).rows;
    expect(text).toContain('HOÁ ĐƠN BÁN HÀNG');
    expect(text).toContain('Bếp Việt – Quận 1');
    expect(text).toContain(line?.name_vi.split(' ').slice(0, 3).join(' '));
    expect(text).toContain(`${(order?.grossTotal ?? 0).toLocaleString('de-DE')} đ`);
  });

  it('refuses another company, a user without ORDER_VIEW and a visitor', async () => {
    const other = await as('owner@quancomnha.vn');
    expect((await other.gql(PRINT, { id: template })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreign = await other.get(`/invoices/${template}.pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).not.toBe('application/pdf');
    expect((await (await as('staff@chobep.vn')).get(`/invoices/${template}.pdf`)).statusCode).toBe(403);
    expect((await api.client().get(`/invoices/${template}.pdf`)).statusCode).toBe(401);
    expect((await (await as('owner@chobep.vn')).get('/invoices/not-an-id.pdf')).statusCode).toBe(404);
  });
});

describe('fulfillmentNote', () => {
  const NOTE = `query N($id: ID!) { fulfillmentNote(id: $id) {
    shortCode orderIds orderCodes status deliveryDate deliveryStart deliveryEnd paymentMethods storeName supplierName
    items { name unit quantity amount orderCodes } itemCount grossTotal } }`;
  type Note = {
    shortCode: string;
    orderIds: string[];
    status: string;
    items: { name: string; quantity: number; orderCodes: string[] }[];
    itemCount: number;
    grossTotal: number;
  };

  it('merges the orders of one delivery (supplier, store, date) and leaves out canceled ones', async () => {
    const date = '2027-01-15';
    const a = await cloneOrder({ deliveryDate: date, status: 'ACCEPTED' });
    const b = await cloneOrder({ deliveryDate: date, status: 'DELIVERING' });
    const gone = await cloneOrder({ deliveryDate: date, status: 'CANCELED' });
    const elsewhere = await cloneOrder({ deliveryDate: date, store: THAO_DIEN });
    await run(`update order_items set delivered_quantity = 2.5 where order_id = '${b.id}'`);
    const staff = await as('staff@chobep.vn', 'vi');
    const res = await staff.gql<{ fulfillmentNote: Note }>(NOTE, { id: b.id });
    const note = res.data?.fulfillmentNote;
    expect(note?.orderIds.sort()).toEqual([a.id, b.id].sort());
    expect(note?.orderIds).not.toContain(gone.id);
    expect(note?.orderIds).not.toContain(elsewhere.id);
    expect(note?.shortCode).toBe(`PG-${String(Math.min(a.number, b.number)).padStart(6, '0')}`);
    expect(note?.status).toBe('ACCEPTED');
    expect(note?.itemCount).toBe(2);
    // 3 + 2.5 and 4 + 2.5 of the template's two lines.
    expect(note?.items.map((i) => i.quantity).sort()).toEqual([5.5, 6.5]);
    expect(note?.items[0]?.orderCodes).toHaveLength(2);
    const [row] = await api.database.db
      .select({ grossTotal: orders.grossTotal })
      .from(orders)
      .where(eq(orders.id, template));
    expect(note?.grossTotal).toBe(2 * (row?.grossTotal ?? 0));
  });

  it('never carries an order waiting for approval; its status follows the orders on it; its totals add up', async () => {
    const date = '2027-02-16';
    const going = await cloneOrder({ deliveryDate: date, status: 'DELIVERING' });
    const waiting = await cloneOrder({ deliveryDate: date, status: 'PENDING_APPROVAL' });
    await run(`update orders set delivery_fee = 25000, delivery_fee_vat = 1852,
      gross_total = items_total - discount + 25000 where id = '${going.id}'`);
    const staff = await as('staff@chobep.vn', 'vi');
    const MONEY = `query N($id: ID!) { fulfillmentNote(id: $id) { orderIds status subTotalBeforeVat itemsVat
      totalItemPrice totalVat deliveryFee deliveryFeeVat discount grossTotal } }`;
    type Money = Note &
      Record<
        | 'subTotalBeforeVat'
        | 'itemsVat'
        | 'totalItemPrice'
        | 'totalVat'
        | 'deliveryFee'
        | 'deliveryFeeVat'
        | 'discount',
        number
      >;
    const note = (await staff.gql<{ fulfillmentNote: Money }>(MONEY, { id: going.id })).data?.fulfillmentNote;
    expect(note?.orderIds).toEqual([going.id]);
    expect(note?.status).toBe('DELIVERING');
    expect(note!.subTotalBeforeVat + note!.itemsVat).toBe(note!.totalItemPrice);
    expect(note!.totalItemPrice + note!.deliveryFee - note!.discount).toBe(note!.grossTotal);
    expect(note!.deliveryFeeVat).toBe(1852);
    expect(note!.totalVat).toBe(note!.itemsVat + 1852);
    // The waiting order has no note of its own: the page never shows a slip that does not carry it.
    const asked = await staff.gql<{ fulfillmentNote: Note | null }>(NOTE, { id: waiting.id });
    expect(asked.data?.fulfillmentNote ?? null).toBeNull();
    // Approved, it joins the delivery, whose status is now the least advanced of its orders.
    await run(`update orders set status = 'PENDING_ACCEPTANCE' where id = '${waiting.id}'`);
    const merged = (await staff.gql<{ fulfillmentNote: Note }>(NOTE, { id: going.id })).data?.fulfillmentNote;
    expect(merged?.orderIds.sort()).toEqual([going.id, waiting.id].sort());
    expect(merged?.status).toBe('PENDING_ACCEPTANCE');
  });

  it('prints the store address with each unit once, as the store dialog saved it (the whole address)', async () => {
    const [store] = (
      await api.database.db.execute<{ address: string; ward: string; district: string; city: string }>(
        sql`select address, ward, district, city from stores where id = ${QUAN1}`,
      )
    ).rows;
    const whole = `${store!.address}, ${store!.ward}, ${store!.district}, ${store!.city}`;
    await api.database.db.execute(sql`update stores set address = ${whole} where id = ${QUAN1}`);
    try {
      const order = await cloneOrder({ deliveryDate: '2027-03-09', status: 'ACCEPTED' });
      const staff = await as('staff@chobep.vn', 'vi');
      const note = await staff.gql<{ fulfillmentNote: { storeAddress: string } }>(
        'query N($id: ID!) { fulfillmentNote(id: $id) { storeAddress } }',
        { id: order.id },
      );
      expect(note.data?.fulfillmentNote.storeAddress).toBe(whole);
      const operator = await as('vanhanh@chobep.vn', 'vi');
      const supply = await operator.gql<{ supplyOrder: { storeAddress: string } }>(
        'query S($id: ID!) { supplyOrder(id: $id) { storeAddress } }',
        { id: order.id },
      );
      expect(supply.data?.supplyOrder.storeAddress).toBe(whole);
    } finally {
      await api.database.db.execute(sql`update stores set address = ${store!.address} where id = ${QUAN1}`);
    }
  });

  it('is the company’s own', async () => {
    const other = await as('owner@quancomnha.vn');
    expect((await other.gql(NOTE, { id: template })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

// Last: it adds the demo orders to this file's database.
describe('the demo orders', () => {
  it('are written once, for the demo companies, and read back whole', async () => {
    await run('delete from orders');
    const written = await seedDemoOrders(api.database.db, { now: new Date('2026-11-26T03:00:00Z') });
    expect(written).toBe(160);
    expect(await seedDemoOrders(api.database.db)).toBe(0);
    const purchaser = await as('purchaser@chobep.vn');
    const own = await purchaser.gql<ListAnswer>(LIST, { size: 100 });
    expect(own.data?.orders.total).toBe(70);
    expect(new Set(own.data?.orders.data.map((o) => o.storeName))).toEqual(new Set(['Bếp Việt – Quận 1']));
    const owner = await as('owner@chobep.vn');
    const waiting = await owner.gql<ListAnswer>(LIST, { filter: { status: 'PENDING_APPROVAL' } });
    expect(waiting.data?.orders.total).toBeGreaterThanOrEqual(2);
    const detail = await owner.gql<{ order: { history: { status: string }[]; items: { amount: number }[] } }>(
      'query O($id: ID!) { order(id: $id) { history { status } items { amount } } }',
      { id: own.data?.orders.data[0]?.id },
    );
    expect(detail.data?.order.history.length).toBeGreaterThanOrEqual(1);
    expect(detail.data?.order.items.length).toBeGreaterThanOrEqual(2);
    // Numbers grow with time. Orders placed at the same instant may take their numbers in either order: ties are read
    // by number, so the check does not depend on where PostgreSQL happened to store the rows.
    const res = await api.database.db.execute<{ ok: boolean }>(
      sql`select bool_and(ok) as ok from (select number > lag(number) over w or lag(number) over w is null as ok
        from orders window w as (order by created_at, number)) t`,
    );
    expect(res.rows[0]?.ok).toBe(true);
  });
});
