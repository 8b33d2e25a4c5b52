import { DEMO_STORES } from '@chobep/db';
import { addDays, parseVirtualAccountNumber, VIETNAM_HOLIDAYS, virtualAccountNumber } from '@chobep/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { readDeposit, setDepositBalance } from '../../test/orders';

/**
 * Checkout (issue 13 points 3–9) through the API: dates and slots, minimum order, delivery fee, vouchers, payment
 * methods, drafts and orderCreate — atomic, idempotent, refusing every change with its own message.
 */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
const THAO_DIEN = DEMO_STORES.bepVietThaoDien.id;
const HOAN_KIEM = DEMO_STORES.quanComHoanKiem.id;
const BEP_VIET = 'b1000000-0000-4000-8000-000000000001';

interface Sample {
  id: string;
  supplierId: number;
  /** With VAT, in HCM. */
  price: number;
}
/** Three suppliers, two cheap products each (under 100,000 đ with VAT), priced in both regions. */
let bySupplier: Sample[][];

const run = (text: string) => api.database.db.execute(sql.raw(text));

beforeAll(async () => {
  api = await createTestApi();
  // Every supplier: no minimum, delivers every day from 12 hours on, two slots; so a date always exists.
  await run(`update suppliers set moq = 0, same_day = false, hours_to_delivery = 12, cutoff_time = '23:59',
    delivery_days = '{1,2,3,4,5,6,7}', time_slots = '[{"start":"08:00","end":"12:00"},{"start":"13:00","end":"17:00"}]'`);
  await run('delete from supplier_day_offs');
  await run('update stores set free_shipping = false');
  await run('update buyers set is_freeship_offer = false');
  await run('delete from delivery_area_groups');
  await run('delete from vouchers');
  const res = await api.database.db.execute<{ id: string; supplier_id: number; price: number; vat_rate: number }>(
    sql.raw(`select p.id, p.supplier_id, pr.price, p.vat_rate from products p
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      join product_prices ph on ph.product_id = p.id and ph.region = 'HN'
      join suppliers s on s.id = p.supplier_id and not s.off_market
      join categories c on c.id = p.category_id and c.id <> 81 and coalesce(c.parent_id, 0) <> 81
      where p.is_active and p.allow_purchase and not p.is_private and p.stock > 100 and not p.allow_decimal
        and p.min_quantity <= 1 and pr.price < 90000
      order by p.supplier_internal_code`),
  );
  const groups = new Map<number, Sample[]>();
  for (const r of res.rows) {
    const list = groups.get(r.supplier_id) ?? [];
    list.push({ id: r.id, supplierId: r.supplier_id, price: Math.round((r.price * (100 + r.vat_rate)) / 100) });
    groups.set(r.supplier_id, list);
  }
  bySupplier = [...groups.values()].filter((l) => l.length >= 2).slice(0, 3);
  if (bySupplier.length < 3) throw new Error('the demo catalogue needs three suppliers with two cheap products');
});
afterAll(async () => {
  await api?.close();
});

beforeEach(async () => {
  await run('delete from cart_items');
  await run('delete from cart_groups');
  await run(`update stores set status = 'NORMAL' where id in ('${[QUAN1, THAO_DIEN].join("','")}')`);
});

async function as(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const client = api.client({ lang });
  await client.signIn(email);
  return client;
}

type Errors = { field: string | null; code: string; message: string }[];

async function put(client: TestClient, storeId: string, p: Sample, quantity: number) {
  const res = await client.gql<{ cartPutItem: { success: boolean; userErrors: Errors } }>(
    'mutation Put($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { field code message } } }',
    { input: { storeId, supplierId: p.supplierId, productId: p.id, quantity } },
  );
  expect(res.data?.cartPutItem.userErrors).toEqual([]);
}

/** A quantity of the product worth about `amount` đồng with VAT (at least 1). */
const worth = (p: Sample, amount: number) => Math.max(1, Math.round(amount / p.price));

const GROUPS = `query Groups($storeId: ID!) { cart(storeId: $storeId) {
  total deliveryFee discount grossTotal paymentMethods depositBalance
  cartSet { supplier { id } total moq moqReached moqMissing earliestDate deliveryDatetime deliveryDates
    deliveryTimeSlots { start end } deliveryTimeSlot { start end } orderDeadline
    deliveryFee { isFreeDelivery fee remainingToFree deliveryFeeThreshold additionalVat areaGroupName }
    voucher { code } voucherError discount grossTotal selectedPaymentMethod }
} }`;
type Group = {
  supplier: { id: number };
  total: number;
  moq: number;
  moqReached: boolean;
  moqMissing: number;
  earliestDate: string;
  deliveryDatetime: string;
  deliveryDates: string[];
  deliveryTimeSlots: { start: string; end: string }[];
  deliveryTimeSlot: { start: string; end: string } | null;
  orderDeadline: string | null;
  deliveryFee: { isFreeDelivery: boolean; fee: number; remainingToFree: number; additionalVat: number };
  voucher: { code: string } | null;
  voucherError: string | null;
  discount: number;
  grossTotal: number;
  selectedPaymentMethod: string;
};
type CartAnswer = {
  total: number;
  deliveryFee: number;
  discount: number;
  grossTotal: number;
  paymentMethods: string[];
  depositBalance: number | null;
  cartSet: Group[];
};

async function cart(client: TestClient, storeId: string): Promise<CartAnswer> {
  const res = await client.gql<{ cart: CartAnswer }>(GROUPS, { storeId });
  expect(res.errors).toBeUndefined();
  return res.data!.cart;
}

type DraftAnswer = {
  success: boolean;
  userErrors: Errors;
  token: string | null;
  draft: {
    groups: {
      supplier: { id: number };
      grossTotal: number;
      totalItemPrice: number;
      deliveryFee: number;
      discount: number;
      items: { quantity: number }[];
    }[];
    grossTotal: number;
  } | null;
};

async function draft(client: TestClient, storeId: string): Promise<DraftAnswer> {
  const res = await client.gql<{ cartCreateOrderDraft: DraftAnswer }>(
    `mutation Draft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) {
      success token userErrors { field code message }
      draft { grossTotal groups { supplier { id } grossTotal totalItemPrice deliveryFee discount items { quantity } } } } }`,
    { storeId },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.cartCreateOrderDraft;
}

type OrderAnswer = {
  id: string;
  code: string;
  status: string;
  supplier: { id: number };
  deliveryDate: string;
  paymentMethod: string;
  totalItemPrice: number;
  discount: number;
  deliveryFee: number;
  grossTotal: number;
  voucherCode: string | null;
  items: { orderedQuantity: number; amount: number; discount: number }[];
};
type CreateAnswer = {
  success: boolean;
  userErrors: Errors;
  orders: OrderAnswer[];
  changes: { productId: string; name: string; reason: string }[];
};

async function create(
  client: TestClient,
  storeId: string,
  token: string,
  voucherIds?: string[],
): Promise<CreateAnswer> {
  const res = await client.gql<{ orderCreate: CreateAnswer }>(
    `mutation Create($token: String!, $storeId: ID!, $voucherIds: [ID!]) {
      orderCreate(token: $token, storeId: $storeId, voucherIds: $voucherIds) {
        success userErrors { field code message } changes { productId name reason }
        orders { id code status supplier { id } deliveryDate paymentMethod totalItemPrice discount deliveryFee grossTotal
          voucherCode items { orderedQuantity amount discount } } } }`,
    { token, storeId, voucherIds },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.orderCreate;
}

async function ordersOfDraft(token: string): Promise<number> {
  const res = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where draft_token = ${token}`,
  );
  return Number(res.rows[0]?.n);
}

describe('from cart to orders', () => {
  it('a 3-supplier cart becomes 3 orders, priced as drafted, and leaves the cart', async () => {
    const owner = await as('owner@chobep.vn');
    for (const list of bySupplier) await put(owner, QUAN1, list[0]!, worth(list[0]!, 450_000));
    await put(owner, QUAN1, bySupplier[0]![1]!, 2);
    const before = await cart(owner, QUAN1);
    expect(before.cartSet).toHaveLength(3);

    const drafted = await draft(owner, QUAN1);
    expect(drafted.userErrors).toEqual([]);
    expect(drafted.draft?.grossTotal).toBe(before.grossTotal);
    const created = await create(owner, QUAN1, drafted.token!);
    expect(created.userErrors).toEqual([]);
    expect(created.orders).toHaveLength(3);
    for (const order of created.orders) {
      const group = drafted.draft!.groups.find((g) => g.supplier.id === order.supplier.id)!;
      expect(order).toMatchObject({
        status: 'PENDING_ACCEPTANCE',
        totalItemPrice: group.totalItemPrice,
        deliveryFee: group.deliveryFee,
        grossTotal: group.grossTotal,
      });
      expect(order.code).toMatch(/^CB-\d{6}$/);
      expect(order.grossTotal).toBe(order.totalItemPrice - order.discount + order.deliveryFee);
      expect(order.items.reduce((n, i) => n + i.amount, 0)).toBe(order.totalItemPrice);
    }
    expect(created.orders.find((o) => o.supplier.id === bySupplier[0]![0]!.supplierId)?.items).toHaveLength(2);
    expect((await cart(owner, QUAN1)).cartSet).toEqual([]);
  });

  it('the same token twice, also from two tabs at the same moment, gives the same orders once', async () => {
    const owner = await as('owner@chobep.vn');
    for (const list of bySupplier.slice(0, 2)) await put(owner, QUAN1, list[0]!, worth(list[0]!, 450_000));
    const { token } = await draft(owner, QUAN1);
    const tab2 = await as('owner@chobep.vn');
    const [a, b] = await Promise.all([create(owner, QUAN1, token!), create(tab2, QUAN1, token!)]);
    expect(a.success && b.success).toBe(true);
    expect(a.orders.map((o) => o.id).sort()).toEqual(b.orders.map((o) => o.id).sort());
    const again = await create(owner, QUAN1, token!);
    expect(again.orders.map((o) => o.id).sort()).toEqual(a.orders.map((o) => o.id).sort());
    expect(await ordersOfDraft(token!)).toBe(2);
  });

  it('a price changed since the draft refuses with the list, creates nothing and keeps the cart', async () => {
    const owner = await as('owner@chobep.vn');
    const [p, q] = bySupplier[1]!;
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    await put(owner, QUAN1, q!, 1);
    const { token } = await draft(owner, QUAN1);
    await api.database.db.execute(sql`update product_prices set price = price + 1000 where product_id = ${q!.id}`);
    try {
      const refused = await create(owner, QUAN1, token!);
      expect(refused.success).toBe(false);
      expect(refused.userErrors[0]).toMatchObject({
        code: 'CART_CHANGED',
        message: 'Products in your cart have changed, please review them and try again',
      });
      expect(refused.changes).toEqual([expect.objectContaining({ productId: q!.id, reason: 'PRICE' })]);
      expect(await ordersOfDraft(token!)).toBe(0);
      expect((await cart(owner, QUAN1)).cartSet[0]?.supplier.id).toBe(p!.supplierId);
    } finally {
      await api.database.db.execute(sql`update product_prices set price = price - 1000 where product_id = ${q!.id}`);
    }
  });

  it('an expired draft, a product gone out of stock and a blocked store are refused with their messages', async () => {
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[0]!;
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    const first = await draft(owner, QUAN1);
    await api.database.db.execute(
      sql`update order_drafts set expires_at = now() - interval '1 minute' where token = ${first.token}`,
    );
    expect((await create(owner, QUAN1, first.token!)).userErrors[0]).toMatchObject({
      code: 'DRAFT_EXPIRED',
      message: 'This checkout has expired, please place the order again',
    });

    const second = await draft(owner, QUAN1);
    await api.database.db.execute(sql`update products set stock = 0 where id = ${p!.id}`);
    try {
      const refused = await create(owner, QUAN1, second.token!);
      expect(refused.userErrors[0]?.code).toBe('CART_CHANGED');
      expect(refused.changes).toEqual([expect.objectContaining({ productId: p!.id, reason: 'UNAVAILABLE' })]);
    } finally {
      await api.database.db.execute(sql`update products set stock = 500 where id = ${p!.id}`);
    }

    const third = await draft(owner, QUAN1);
    await run(`update stores set status = 'BLOCKED' where id = '${QUAN1}'`);
    expect((await create(owner, QUAN1, third.token!)).userErrors[0]?.code).toBe('STORE_BLOCKED');
    expect((await draft(owner, QUAN1)).userErrors[0]?.code).toBe('STORE_BLOCKED');
    const disabled = await owner.gql<{ orderDisabled: boolean }>('query D($s: ID!) { orderDisabled(storeId: $s) }', {
      s: QUAN1,
    });
    expect(disabled.data?.orderDisabled).toBe(true);
    await run(`update stores set status = 'NORMAL' where id = '${QUAN1}'`);
    expect((await create(owner, QUAN1, third.token!)).success).toBe(true);
  });

  it('an approver places straight to the supplier; a purchaser of a company with approval waits; other companies do not', async () => {
    const purchaser = await as('purchaser@chobep.vn');
    const [p] = bySupplier[0]!;
    await put(purchaser, QUAN1, p!, worth(p!, 450_000));
    const { token } = await draft(purchaser, QUAN1);
    expect((await create(purchaser, QUAN1, token!)).orders.map((o) => o.status)).toEqual(['PENDING_APPROVAL']);

    const other = await as('owner@quancomnha.vn');
    await put(other, HOAN_KIEM, p!, worth(p!, 450_000));
    const theirs = await draft(other, HOAN_KIEM);
    expect((await create(other, HOAN_KIEM, theirs.token!)).orders.map((o) => o.status)).toEqual(['PENDING_ACCEPTANCE']);
  });
});

describe('ordered products', () => {
  it('"ordered only" lists what the chosen store ordered (the company\'s orders without a store), nothing for others', async () => {
    await run('delete from orders');
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[1]!;
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    await create(owner, QUAN1, (await draft(owner, QUAN1)).token!);
    const SEARCH = '{ productSearch(filter: { orderedOnly: true }, pagination: { size: 50 }) { total data { id } } }';
    const ids = async (client: TestClient, store?: string) =>
      (
        await client.gql<{ productSearch: { data: { id: string }[] } }>(
          SEARCH,
          {},
          store ? { 'x-store-id': store } : {},
        )
      ).data?.productSearch.data.map((d) => d.id);
    expect(await ids(owner, QUAN1)).toEqual([p!.id]);
    expect(await ids(owner)).toEqual([p!.id]);
    expect(await ids(owner, THAO_DIEN)).toEqual([]);
    expect(await ids(await as('owner@quancomnha.vn'), HOAN_KIEM)).toEqual([]);
  });
});

describe('minimum order value', () => {
  it('a group under it says how much is missing, and neither a draft nor an order is made', async () => {
    const [p] = bySupplier[2]!;
    await run(`update suppliers set moq = 10000000 where id = ${p!.supplierId}`);
    try {
      const owner = await as('owner@chobep.vn');
      await put(owner, QUAN1, p!, 2);
      const [group] = (await cart(owner, QUAN1)).cartSet;
      expect(group).toMatchObject({ moq: 10_000_000, moqReached: false, moqMissing: 10_000_000 - group!.total });
      expect((await draft(owner, QUAN1)).userErrors[0]).toMatchObject({
        code: 'ORDER_UNDER_MINIMUM',
        message: 'Order is under minimum value',
      });
      // A store's own minimum wins over the supplier's.
      await run(`update stores set moq = 0 where id = '${QUAN1}'`);
      expect((await cart(owner, QUAN1)).cartSet[0]).toMatchObject({ moq: 0, moqReached: true, moqMissing: 0 });
    } finally {
      await run(`update suppliers set moq = 0 where id = ${p!.supplierId}`);
      await run(`update stores set moq = null where id = '${QUAN1}'`);
    }
  });
});

const DELIVERY_FEE = `query Fee($storeId: ID!, $totalPrice: Money!) {
  getDeliveryFee(storeId: $storeId, totalPrice: $totalPrice) {
    isFreeDelivery fee remainingToFree deliveryFeeThreshold additionalVat areaGroupName
  }
}`;

async function deliveryFeeOf(client: TestClient, storeId: string, totalPrice: number) {
  const res = await client.gql<{ getDeliveryFee: Record<string, unknown> }>(DELIVERY_FEE, { storeId, totalPrice });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.getDeliveryFee;
}

describe('delivery fee', () => {
  it("getDeliveryFee(storeId, totalPrice): the cart's rule for a total, for a store the user orders for", async () => {
    const owner = await as('owner@chobep.vn');
    expect(await deliveryFeeOf(owner, QUAN1, 150_000)).toEqual({
      isFreeDelivery: false,
      fee: 25_000,
      remainingToFree: 250_000,
      deliveryFeeThreshold: 400_000,
      additionalVat: 1852,
      areaGroupName: null,
    });
    expect(await deliveryFeeOf(owner, QUAN1, 400_000)).toMatchObject({
      isFreeDelivery: true,
      fee: 0,
      remainingToFree: 0,
    });
    // The settings are the cart's settings.
    await run(`insert into app_settings (key, value) values ('delivery_fee', '20000')`);
    try {
      expect(await deliveryFeeOf(owner, QUAN1, 0)).toMatchObject({ fee: 20_000, remainingToFree: 400_000 });
    } finally {
      await run(`delete from app_settings where key = 'delivery_fee'`);
    }
    // Not an amount: refused with the field named.
    const negative = await owner.gql(DELIVERY_FEE, { storeId: QUAN1, totalPrice: -1 });
    expect(negative.errors?.[0]).toMatchObject({
      message: 'Goods total is not valid: whole đồng, from 0',
      extensions: { code: 'AMOUNT_INVALID' },
    });
    // Another company's store: refused, as the cart is.
    const other = await (await as('owner@quancomnha.vn')).gql(DELIVERY_FEE, { storeId: QUAN1, totalPrice: 1 });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('25,000 đ under 400,000 đ, once per delivery: a second order of the same delivery that reaches it waives the first', async () => {
    await run(`delete from orders where store_id = '${QUAN1}'`);
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[0]!;
    await put(owner, QUAN1, p!, worth(p!, 150_000));
    const [group] = (await cart(owner, QUAN1)).cartSet;
    expect(group!.total).toBeLessThan(400_000);
    expect(group!.deliveryFee).toMatchObject({
      isFreeDelivery: false,
      fee: 25_000,
      remainingToFree: 400_000 - group!.total,
      additionalVat: 1852,
    });
    expect(group!.grossTotal).toBe(group!.total + 25_000);
    const first = await create(owner, QUAN1, (await draft(owner, QUAN1)).token!);
    expect(first.orders[0]).toMatchObject({ deliveryFee: 25_000, deliveryDate: group!.deliveryDatetime });

    // The same supplier, store and date: the combined total now passes the threshold.
    await put(owner, QUAN1, p!, worth(p!, 300_000));
    const [second] = (await cart(owner, QUAN1)).cartSet;
    expect(second!.deliveryDatetime).toBe(group!.deliveryDatetime);
    expect(second!.deliveryFee).toMatchObject({ isFreeDelivery: true, fee: 0 });
    await create(owner, QUAN1, (await draft(owner, QUAN1)).token!);
    const res = await api.database.db.execute<{ delivery_fee: number; gross_total: number; items_total: number }>(
      sql`select delivery_fee, gross_total, items_total from orders where id = ${first.orders[0]!.id}`,
    );
    expect(res.rows[0]).toMatchObject({ delivery_fee: 0, gross_total: res.rows[0]!.items_total });
  });

  it('free for a store with free shipping, a company with the offer, and a free area', async () => {
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[1]!;
    await put(owner, THAO_DIEN, p!, 1);
    // Every step: the cart group's fee and getDeliveryFee for the same total (spec §7) are one rule.
    const fee = async () => {
      const [group] = (await cart(owner, THAO_DIEN)).cartSet;
      expect(await deliveryFeeOf(owner, THAO_DIEN, group!.total)).toEqual(group!.deliveryFee);
      return group!.deliveryFee;
    };
    expect(await fee()).toMatchObject({ isFreeDelivery: false, fee: 25_000 });
    await run(`update stores set free_shipping = true where id = '${THAO_DIEN}'`);
    expect(await fee()).toMatchObject({ isFreeDelivery: true, fee: 0 });
    await run(`update stores set free_shipping = false where id = '${THAO_DIEN}'`);
    await run(`update buyers set is_freeship_offer = true where id = '${BEP_VIET}'`);
    expect(await fee()).toMatchObject({ isFreeDelivery: true, fee: 0 });
    await run(`update buyers set is_freeship_offer = false where id = '${BEP_VIET}'`);
    await run(
      `insert into delivery_area_groups (id, name_vi, name_en, district_ids) values (1, 'Thủ Đức', 'Thu Duc', '{${DEMO_STORES.bepVietThaoDien.districtId}}')`,
    );
    expect(await fee()).toMatchObject({ isFreeDelivery: true, fee: 0, areaGroupName: 'Thủ Đức' });
    await run('delete from delivery_area_groups');
  });
});

describe('delivery dates and slots', () => {
  it('offers the earliest date and its slots, keeps a chosen slot across dates, refuses what the supplier cannot do', async () => {
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[0]!;
    await put(owner, QUAN1, p!, 1);
    const [group] = (await cart(owner, QUAN1)).cartSet;
    expect(group!.deliveryDatetime).toBe(group!.earliestDate);
    expect(group!.deliveryDates[0]).toBe(group!.earliestDate);
    expect(group!.deliveryTimeSlot).toEqual(group!.deliveryTimeSlots[0]);
    expect(group!.orderDeadline).not.toBeNull();
    const holidays = new Set(VIETNAM_HOLIDAYS.map((h) => h.date));
    expect(group!.deliveryDates.some((d) => holidays.has(d))).toBe(false);

    const later = group!.deliveryDates[2]!;
    const DATE = `mutation Date($s: ID!, $p: Int!, $d: String!) { cartPutDeliveryDate(storeId: $s, supplierId: $p, date: $d) {
      success userErrors { field code message } cart { cartSet { deliveryDatetime deliveryTimeSlot { start end } } } } }`;
    const TIME = `mutation Time($s: ID!, $p: Int!, $a: String!, $b: String!) { cartPutDeliveryTime(storeId: $s, supplierId: $p, startTime: $a, endTime: $b) {
      success userErrors { field code message } cart { cartSet { deliveryTimeSlot { start end } } } } }`;
    await owner.gql(TIME, { s: QUAN1, p: p!.supplierId, a: '13:00', b: '17:00' });
    const moved = await owner.gql<{ cartPutDeliveryDate: { success: boolean; cart: { cartSet: Group[] } } }>(DATE, {
      s: QUAN1,
      p: p!.supplierId,
      d: later,
    });
    expect(moved.data?.cartPutDeliveryDate.cart.cartSet[0]).toEqual({
      deliveryDatetime: later,
      deliveryTimeSlot: { start: '13:00', end: '17:00' },
    });

    // Mondays to Fridays only, then a Sunday is refused.
    await run(`update suppliers set delivery_days = '{1,2,3,4,5}' where id = ${p!.supplierId}`);
    try {
      const sunday = group!.deliveryDates.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)!;
      const refused = await owner.gql<{ cartPutDeliveryDate: { userErrors: Errors } }>(DATE, {
        s: QUAN1,
        p: p!.supplierId,
        d: sunday,
      });
      const [y, m, d] = sunday.split('-');
      expect(refused.data?.cartPutDeliveryDate.userErrors[0]).toMatchObject({
        field: 'date',
        code: 'DELIVERY_DATE_NOT_AVAILABLE',
        message: `Delivery on ${d}/${m}/${y} is not available, please choose another date`,
      });
      const badSlot = await owner.gql<{ cartPutDeliveryTime: { userErrors: Errors } }>(TIME, {
        s: QUAN1,
        p: p!.supplierId,
        a: '03:00',
        b: '04:00',
      });
      expect(badSlot.data?.cartPutDeliveryTime.userErrors[0]?.code).toBe('DELIVERY_SLOT_NOT_AVAILABLE');
    } finally {
      await run(`update suppliers set delivery_days = '{1,2,3,4,5,6,7}' where id = ${p!.supplierId}`);
    }
  });

  it("the order deadline is the chosen slot's, by the rule that accepts the slot", async () => {
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[0]!;
    const before = await run(
      `select hours_to_delivery, cutoff_time, same_day, time_slots, delivery_days from suppliers where id = ${p!.supplierId}`,
    );
    const kept = before.rows[0] as Record<string, unknown>;
    await run(
      `update suppliers set hours_to_delivery = 24, cutoff_time = '16:00', same_day = false, delivery_days = '{1,2,3,4,5,6,7}',
         time_slots = '[{"start":"06:00","end":"09:00"},{"start":"14:00","end":"17:00"}]' where id = ${p!.supplierId}`,
    );
    try {
      await put(owner, QUAN1, p!, 1);
      const date = (await cart(owner, QUAN1)).cartSet[0]!.deliveryDates[3]!;
      const DATE = `mutation Date($s: ID!, $p: Int!, $d: String!) { cartPutDeliveryDate(storeId: $s, supplierId: $p, date: $d) { success } }`;
      const TIME = `mutation Time($s: ID!, $p: Int!, $a: String!, $b: String!) { cartPutDeliveryTime(storeId: $s, supplierId: $p, startTime: $a, endTime: $b) { success userErrors { code } } }`;
      const DEADLINE = `query Deadline($s: ID!, $p: Int!, $d: String!, $a: String, $b: String) { orderDeadline(storeId: $s, supplierId: $p, date: $d, startTime: $a, endTime: $b) }`;
      await owner.gql(DATE, { s: QUAN1, p: p!.supplierId, d: date });
      const dayBefore = addDays(date, -1);
      const at = (time: string) => new Date(`${dayBefore}T${time}:00+07:00`).toISOString();

      // 24 hours to the start of the slot: the 06:00 slot closes at 06:00 the day before, the 14:00 one at 14:00.
      await owner.gql(TIME, { s: QUAN1, p: p!.supplierId, a: '06:00', b: '09:00' });
      expect((await cart(owner, QUAN1)).cartSet[0]).toMatchObject({
        deliveryTimeSlot: { start: '06:00', end: '09:00' },
        orderDeadline: at('06:00'),
      });
      await owner.gql(TIME, { s: QUAN1, p: p!.supplierId, a: '14:00', b: '17:00' });
      expect((await cart(owner, QUAN1)).cartSet[0]!.orderDeadline).toBe(at('14:00'));

      const deadline = async (a?: string, b?: string) =>
        (await owner.gql<{ orderDeadline: string | null }>(DEADLINE, { s: QUAN1, p: p!.supplierId, d: date, a, b }))
          .data?.orderDeadline;
      expect(await deadline('06:00', '09:00')).toBe(at('06:00'));
      expect(await deadline()).toBe(at('14:00'));
      expect(await deadline('07:00', '09:00')).toBeNull();
      // A slot that is not the supplier's is refused by the same rule.
      const refused = await owner.gql<{ cartPutDeliveryTime: { userErrors: { code: string }[] } }>(TIME, {
        s: QUAN1,
        p: p!.supplierId,
        a: '06:00',
        b: '10:00',
      });
      expect(refused.data?.cartPutDeliveryTime.userErrors[0]?.code).toBe('DELIVERY_SLOT_NOT_AVAILABLE');
    } finally {
      await run(
        `update suppliers set hours_to_delivery = ${kept.hours_to_delivery}, cutoff_time = '${kept.cutoff_time}',
          same_day = ${kept.same_day}, time_slots = '${JSON.stringify(kept.time_slots)}',
          delivery_days = '{${(kept.delivery_days as number[]).join(',')}}' where id = ${p!.supplierId}`,
      );
    }
  });

  it('lists the public holidays of a year', async () => {
    const res = await api
      .client()
      .gql<{ listHolidays: { date: string; name: string }[] }>('{ listHolidays(year: 2026) { date name } }');
    expect(res.data?.listHolidays.map((h) => h.date)).toEqual(
      VIETNAM_HOLIDAYS.filter((h) => h.date.startsWith('2026')).map((h) => h.date),
    );
  });
});

describe('vouchers', () => {
  const VOUCHER = `mutation V($s: ID!, $p: Int!, $c: String!) { calculateVoucherDiscount(storeId: $s, supplierId: $p, code: $c) {
    success userErrors { field code message } cart { cartSet { voucher { code } discount total voucherError } } } }`;

  async function voucher(code: string, fields: string) {
    await run(`insert into vouchers (code, name_vi, name_en, percent, starts_at, ends_at, ${fields.split('|')[0]})
      values ('${code}', 'Mã ${code}', 'Code ${code}', 10, now() - interval '1 day', now() + interval '30 days', ${fields.split('|')[1]})`);
  }

  it('applies a valid code with its cap, and says why every other code does not apply', async () => {
    const [p] = bySupplier[0]!;
    await voucher('GIAM10', 'min_order_value, max_discount|100000, 20000');
    await voucher('HETHAN', 'disabled|false');
    await run("update vouchers set ends_at = now() - interval '1 hour' where code = 'HETHAN'");
    await voucher('LON', 'min_order_value|5000000');
    await voucher('NCCKHAC', `supplier_ids|'{${bySupplier[1]![0]!.supplierId}}'`);
    await voucher('HETLUOT', 'usage_limit, used_count|1, 1');
    const owner = await as('owner@chobep.vn');
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    const apply = async (code: string) =>
      (
        await owner.gql<{
          calculateVoucherDiscount: { success: boolean; userErrors: Errors; cart: { cartSet: Group[] } };
        }>(VOUCHER, {
          s: QUAN1,
          p: p!.supplierId,
          c: code,
        })
      ).data!.calculateVoucherDiscount;

    expect((await apply('khong-co')).userErrors[0]?.message).toBe('This voucher is not found, please check again!');
    expect((await apply('hethan')).userErrors[0]?.message).toBe('The voucher HETHAN has expired');
    expect((await apply('LON')).userErrors[0]?.message).toBe('This voucher is only valid for orders over 5,000,000 đ');
    expect((await apply('NCCKHAC')).userErrors[0]?.code).toBe('VOUCHER_NOT_ELIGIBLE');
    expect((await apply('HETLUOT')).userErrors[0]?.code).toBe('VOUCHER_USED_UP');
    const applied = await apply(' giam10 ');
    expect(applied.userErrors).toEqual([]);
    const group = applied.cart.cartSet[0]!;
    expect(group).toMatchObject({
      voucher: { code: 'GIAM10' },
      discount: Math.min(20_000, Math.round(group.total / 10)),
    });

    // Under the voucher's minimum after a change: shown on the group, and the draft is refused.
    await put(owner, QUAN1, p!, 1);
    const changed = (await cart(owner, QUAN1)).cartSet[0]!;
    expect(changed.voucherError).toBe('This voucher is only valid for orders over 100,000 đ');
    expect(changed.discount).toBe(0);
    expect((await draft(owner, QUAN1)).userErrors[0]).toMatchObject({
      code: 'VOUCHER_APPLICATION_FAILED',
      message: 'Voucher application failed: your cart changed and the order no longer qualifies',
    });
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    const created = await create(owner, QUAN1, (await draft(owner, QUAN1)).token!);
    const order = created.orders[0]!;
    expect(order.voucherCode).toBe('GIAM10');
    expect(order.discount).toBeGreaterThan(0);
    expect(order.items.reduce((n, i) => n + i.discount, 0)).toBe(order.discount);
    const used = await api.database.db.execute<{ used_count: number }>(
      sql`select used_count from vouchers where code = 'GIAM10'`,
    );
    expect(used.rows[0]?.used_count).toBe(1);
  });

  it("lists a group's vouchers by the rule that applies them: what applies, and why the others do not", async () => {
    const [p, q] = bySupplier[0]!;
    const other = bySupplier[1]![0]!;
    await voucher('OFFER10', 'min_order_value|0');
    await voucher('OFFERMIN', 'min_order_value|5000000');
    await voucher('OFFEROTHER', `supplier_ids|'{${other.supplierId}}'`);
    await voucher('OFFERPROD', `product_ids|'{${q!.id}}'`);
    await voucher('OFFERGONE', 'usage_limit, used_count|1, 1');
    await voucher('OFFEROLD', 'disabled|false');
    await run("update vouchers set ends_at = now() - interval '1 hour' where code = 'OFFEROLD'");
    await voucher('OFFEROFF', 'disabled|true');
    await voucher('OFFERSTORE', `store_ids|'{${THAO_DIEN}}'`);
    const owner = await as('owner@chobep.vn');
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    const OFFERS = `query Offers($storeId: ID!) { cart(storeId: $storeId) { cartSet { total
      voucherOffers { voucher { code discountMinPrice } applicable discount reason missing } } } }`;
    type Offer = {
      voucher: { code: string };
      applicable: boolean;
      discount: number;
      reason: string | null;
      missing: number;
    };
    const res = await owner.gql<{ cart: { cartSet: { total: number; voucherOffers: Offer[] }[] } }>(OFFERS, {
      storeId: QUAN1,
    });
    expect(res.errors).toBeUndefined();
    const [group] = res.data!.cart.cartSet;
    const offers = group!.voucherOffers.filter((o) => o.voucher.code.startsWith('OFFER'));
    expect(offers.map((o) => [o.voucher.code, o.applicable, o.reason])).toEqual([
      ['OFFER10', true, null],
      ['OFFERMIN', false, 'MIN_ORDER'],
      ['OFFERPROD', false, 'NO_COVERED_PRODUCT'],
      ['OFFERGONE', false, 'USED_UP'],
      ['OFFEROLD', false, 'EXPIRED'],
      ['OFFEROTHER', false, 'OTHER_SUPPLIER'],
    ]);
    expect(offers[0]!.discount).toBe(Math.round(group!.total / 10));
    expect(offers[1]!.missing).toBe(5_000_000 - group!.total);

    // The list and applying agree: what is offered applies, what is not is refused.
    const apply = async (code: string) =>
      (
        await owner.gql<{ calculateVoucherDiscount: { success: boolean } }>(VOUCHER, {
          s: QUAN1,
          p: p!.supplierId,
          c: code,
        })
      ).data!.calculateVoucherDiscount.success;
    for (const offer of offers)
      expect([offer.voucher.code, await apply(offer.voucher.code)]).toEqual([offer.voucher.code, offer.applicable]);
  });

  it('a voucher with one use left is used once when two stores order with it at the same moment', async () => {
    await voucher('MOTLAN', 'usage_limit|1');
    const [id] = (await api.database.db.execute<{ id: string }>(sql`select id from vouchers where code = 'MOTLAN'`))
      .rows;
    const owner = await as('owner@chobep.vn');
    const other = await as('owner@quancomnha.vn');
    const [p] = bySupplier[0]!;
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    await put(other, HOAN_KIEM, p!, worth(p!, 450_000));
    const [a, b] = await Promise.all([draft(owner, QUAN1), draft(other, HOAN_KIEM)]);
    const results = await Promise.all([
      create(owner, QUAN1, a.token!, [id!.id]),
      create(other, HOAN_KIEM, b.token!, [id!.id]),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)?.userErrors[0]?.code).toBe('VOUCHER_USED_UP');
    const used = await api.database.db.execute<{ used_count: number; redemptions: number }>(
      sql`select used_count, (select count(*)::int from voucher_redemptions r where r.voucher_id = v.id) as redemptions
          from vouchers v where code = 'MOTLAN'`,
    );
    expect(used.rows[0]).toEqual({ used_count: 1, redemptions: 1 });
  });
});

describe('payment', () => {
  it('offers debt terms only when granted, and deducts a deposit that covers the orders, never below zero', async () => {
    await run(`update buyers set payment_terms = '{DEBT_7_DAY}' where id = '${BEP_VIET}'`);
    await setDepositBalance(api, BEP_VIET, 100_000);
    await run(`insert into virtual_accounts (buyer_id, bank_bin, bank_name, account_number, account_name)
      values ('${BEP_VIET}', '970422', 'MB Bank', '${virtualAccountNumber(1)}', 'CONG TY TNHH CHO BEP') on conflict do nothing`);
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[0]!;
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    expect((await cart(owner, QUAN1)).paymentMethods).toEqual(['COD', 'BANK_TRANSFER', 'DEPOSIT', 'DEBT_7_DAY']);
    const PAY = `mutation Pay($s: ID!, $m: PaymentMethod!) { cartPutPaymentMethod(storeId: $s, paymentMethod: $m) {
      success userErrors { field code message } } }`;
    const refused = await owner.gql<{ cartPutPaymentMethod: { userErrors: Errors } }>(PAY, {
      s: QUAN1,
      m: 'DEBT_15_DAY',
    });
    expect(refused.data?.cartPutPaymentMethod.userErrors[0]).toMatchObject({
      code: 'PAYMENT_METHOD_NOT_ALLOWED',
      message: 'This payment method is not available to your company',
    });
    await owner.gql(PAY, { s: QUAN1, m: 'DEPOSIT' });
    expect((await cart(owner, QUAN1)).cartSet[0]?.selectedPaymentMethod).toBe('DEPOSIT');
    expect((await draft(owner, QUAN1)).userErrors[0]).toMatchObject({
      code: 'DEPOSIT_INSUFFICIENT',
      message: 'Your deposit balance (100,000 đ) is not enough for this order',
    });
    await setDepositBalance(api, BEP_VIET, 2_000_000);
    const created = await create(owner, QUAN1, (await draft(owner, QUAN1)).token!);
    expect(created.orders[0]?.paymentMethod).toBe('DEPOSIT');
    // The balance is the ledger's sum; the order's rows took its gross total.
    const gross = created.orders[0]!.grossTotal;
    expect(await readDeposit(api, BEP_VIET)).toEqual({ balance: 2_000_000 - gross, ledger: 2_000_000 - gross });
    const moved = await api.database.db.execute<{ moved: number }>(
      sql`select sum(amount) as moved from deposit_transactions where order_id = ${created.orders[0]!.id}`,
    );
    expect(Number(moved.rows[0]?.moved)).toBe(-gross);
  });

  it('bank transfer: the company virtual account and a VietQR code for the amount of its orders, never another company’s', async () => {
    const owner = await as('owner@chobep.vn');
    const [p] = bySupplier[2]!;
    await put(owner, QUAN1, p!, worth(p!, 450_000));
    const paid = await owner.gql<{ cartPutPaymentMethod: { success: boolean } }>(
      'mutation Pay($s: ID!) { cartPutPaymentMethod(storeId: $s, paymentMethod: BANK_TRANSFER) { success userErrors { message } } }',
      { s: QUAN1 },
    );
    expect(paid.data?.cartPutPaymentMethod.success, JSON.stringify(paid)).toBe(true);
    const created = await create(owner, QUAN1, (await draft(owner, QUAN1)).token!);
    expect(created.orders[0]?.paymentMethod, JSON.stringify(created)).toBe('BANK_TRANSFER');
    const ids = created.orders.map((o) => o.id);
    const QR =
      'query Qr($ids: [ID!]!) { getVaAndQrInfo(orderIds: $ids) { bankBin accountNumber amount purpose qrPayload qrSvg } }';
    const info = (
      await owner.gql<{
        getVaAndQrInfo: {
          bankBin: string;
          accountNumber: string;
          amount: number;
          purpose: string;
          qrPayload: string;
          qrSvg: string;
        };
      }>(QR, { ids })
    ).data!.getVaAndQrInfo;
    expect(info.amount).toBe(created.orders[0]!.grossTotal);
    expect(parseVirtualAccountNumber(info.accountNumber)).not.toBeNull();
    expect(info.purpose).toBe(created.orders[0]!.code.replace('-', ''));
    expect(info.qrPayload).toContain(`54${String(info.amount.toString().length).padStart(2, '0')}${info.amount}`);
    expect(info.qrSvg).toMatch(/^<svg/);
    const other = await as('owner@quancomnha.vn');
    expect((await other.gql<{ getVaAndQrInfo: unknown }>(QR, { ids })).data?.getVaAndQrInfo).toBeNull();
  });
});

describe('orderDisabled answers truthfully', () => {
  it('false for a buyer who can order for the store; true for a visitor, a user without ORDER_PLACE, another company', async () => {
    const Q = 'query D($s: ID) { orderDisabled(storeId: $s) addStoreDisabled }';
    const owner = await as('owner@chobep.vn');
    expect((await owner.gql<{ orderDisabled: boolean; addStoreDisabled: boolean }>(Q, { s: QUAN1 })).data).toEqual({
      orderDisabled: false,
      addStoreDisabled: false,
    });
    expect((await owner.gql<{ orderDisabled: boolean }>(Q, { s: HOAN_KIEM })).data?.orderDisabled).toBe(true);
    expect(
      (await owner.gql<{ orderDisabled: boolean }>(Q, { s: DEMO_STORES.bepVietPhuNhuan.id })).data?.orderDisabled,
    ).toBe(true);
    const staff = await as('staff@chobep.vn');
    expect((await staff.gql<{ orderDisabled: boolean }>(Q, { s: QUAN1 })).data?.orderDisabled).toBe(true);
    expect(
      (await api.client().gql<{ orderDisabled: boolean; addStoreDisabled: boolean }>(Q, { s: QUAN1 })).data,
    ).toEqual({
      orderDisabled: true,
      addStoreDisabled: true,
    });
  });
});
