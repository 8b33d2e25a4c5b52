import { DEMO_STORES, orderItems, orders } from '@chobep/db';
import { totalOrderLines } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupplyUser, createTestApi, type TestApi, type TestClient } from '../../test/harness';
import {
  createFromDraft,
  draftCart,
  openEverySupplier,
  orderableProducts,
  placeCheckout,
  putLines,
  readDeposit,
  setDepositBalance,
} from '../../test/orders';

/**
 * Money and trust around an order: the order is exactly what its author confirmed, the deposit is a ledger that gives
 * back what an order no longer costs (cancel, disapproval, decline, fewer accepted, missing, lighter, cheaper),
 * voucher uses come back when an order ends without delivery, delivered weights follow with a voucher too, price
 * changes leave a trace and reach the other side, and money passes the 32-bit limit.
 */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
const BEP_VIET = DEMO_STORES.bepVietQuan1.buyerId;
const run = (text: string) => api.database.db.execute(sql.raw(text));
let a: { id: string; supplierId: number };
let b: { id: string; supplierId: number };
let supplierEmail = '';
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  api = await createTestApi();
  await openEverySupplier(api);
  [a, b] = (await orderableProducts(api, 2, { sameSupplier: true })) as [typeof a, typeof b];
  // Known prices: A 100,000 đ and B 50,000 đ before VAT (8 %), so every figure below can be worked out by hand.
  await run(`update product_prices set price = 100000, original_price = null where product_id = '${a.id}'`);
  await run(`update product_prices set price = 50000, original_price = null where product_id = '${b.id}'`);
  await run(`update products set vat_rate = 8, min_quantity = 1 where id in ('${a.id}', '${b.id}')`);
  supplierEmail = (
    await createSupplyUser(api, {
      supplierId: a.supplierId,
      permissions: ['ORDER_ACCEPT', 'ORDER_LIST', 'ORDER_VIEW', 'ORDER_ITEM_SET_QUANTITY', 'ORDER_ITEM_SET_PRICE'],
    })
  ).email;
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  // Each test its own deliveries: the store's earlier orders would share their delivery fee with its new ones.
  await run(`update orders set status = 'CANCELED' where store_id = '${QUAN1}'
    and status not in ('CANCELED', 'DECLINED', 'APPROVAL_DISAPPROVED', 'DELIVERED')`);
  await run(`delete from cart_items where store_id = '${QUAN1}'`);
  await run(`delete from cart_groups where store_id = '${QUAN1}'`);
  await setDepositBalance(api, BEP_VIET, 50_000_000);
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

interface OrderView {
  id: string;
  status: string;
  grossTotal: number;
  discount: number;
  amountToPay: number;
  paidFromDeposit: number;
  depositMovements: { amount: number; reason: string }[];
  lineChanges: {
    kind: string;
    before: number | null;
    after: number | null;
    totalBefore: number;
    totalAfter: number;
    actorSide: string;
    actorName: string | null;
    reason: string | null;
  }[];
  items: {
    id: string;
    productId: string;
    orderedQuantity: number;
    billedQuantity: number;
    amount: number;
    discount: number;
    finalPriceBeforeVat: number | null;
    proposedPriceBeforeVat: number | null;
  }[];
}
const ORDER_FIELDS = `id status grossTotal discount amountToPay paidFromDeposit depositMovements { amount reason }
  lineChanges { kind before after totalBefore totalAfter actorSide actorName reason }
  items { id productId orderedQuantity billedQuantity amount discount finalPriceBeforeVat proposedPriceBeforeVat }`;

async function orderOf(id: string, client?: TestClient): Promise<OrderView> {
  const res = await (client ?? (await as('owner@chobep.vn'))).gql<{ order: OrderView }>(
    `query O($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
    { id },
  );
  if (!res.data?.order) throw new Error(JSON.stringify(res.errors));
  return res.data.order;
}

type Errors = { field: string | null; code: string; message: string }[];
async function mutate(client: TestClient, text: string, variables: Record<string, unknown>) {
  const res = await client.gql<Record<string, { success: boolean; userErrors: Errors }>>(text, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as { success: boolean; userErrors: Errors };
}
const supply = {
  accept: (id: string, items: { itemId: string; acceptedQuantity: number }[]) =>
    as(supplierEmail).then((c) =>
      mutate(
        c,
        'mutation M($id: ID!, $items: [SupplyAcceptItemInput!]) { supplyOrderAccept(id: $id, items: $items) { success userErrors { field code message } } }',
        { id, items },
      ),
    ),
  decline: (id: string) =>
    as(supplierEmail).then((c) =>
      mutate(
        c,
        'mutation M($id: ID!) { supplyOrderDecline(id: $id, reason: "Hết hàng") { success userErrors { field code message } } }',
        { id },
      ),
    ),
  advance: (id: string, action: string) =>
    as(supplierEmail).then((c) =>
      mutate(
        c,
        'mutation M($id: ID!, $a: SupplyAdvance!) { supplyOrderAdvance(id: $id, action: $a) { success userErrors { field code message } } }',
        { id, a: action },
      ),
    ),
  setDelivered: (id: string, items: Record<string, unknown>[], note?: string, lang: 'vi' | 'en' = 'en') =>
    as(supplierEmail, lang).then((c) =>
      mutate(
        c,
        'mutation M($id: ID!, $items: [OrderItemChangeInput!]!, $note: String) { supplyOrderSetDelivered(id: $id, items: $items, note: $note) { success userErrors { field code message } } }',
        { id, items, note: note ?? null },
      ),
    ),
  missing: (id: string, itemIds: string[]) =>
    as(supplierEmail).then((c) =>
      mutate(
        c,
        'mutation M($id: ID!, $ids: [ID!]!) { supplyOrderReportMissing(id: $id, itemIds: $ids, note: "Hết") { success userErrors { field code message } } }',
        { id, ids: itemIds },
      ),
    ),
};
const cancel = (client: TestClient, id: string) =>
  mutate(client, 'mutation M($id: ID!) { orderCancel(id: $id) { success userErrors { field code message } } }', { id });

/** A deposit-paid order of Quận 1 by `email` (the owner's goes straight to the supplier, the purchaser's waits). */
async function depositOrder(lines: { product: typeof a; quantity: number }[], email = 'owner@chobep.vn') {
  const placed = await placeCheckout(
    await as(email),
    QUAN1,
    lines.map((l) => ({ productId: l.product.id, supplierId: l.product.supplierId, quantity: l.quantity })),
    { paymentMethod: 'DEPOSIT' },
  );
  expect(placed.userErrors).toEqual([]);
  const order = placed.orders[0] as { id: string; grossTotal: number };
  return { id: order.id, gross: order.grossTotal };
}

/** The deposit is whole: its balance is its ledger's sum, and it is what 50,000,000 less the orders still owed. */
async function expectDeposit(owed: number) {
  expect(await readDeposit(api, BEP_VIET)).toEqual({ balance: 50_000_000 - owed, ledger: 50_000_000 - owed });
}

const itemOf = (o: OrderView, product: { id: string }) =>
  o.items.find((i) => i.productId === product.id) as OrderView['items'][number];

describe('point 1: an order is exactly its draft', () => {
  it('a colleague adding a line and raising a drafted one after the draft: the order holds the draft, the rest stays in the cart', async () => {
    const owner = await as('owner@chobep.vn');
    await putLines(owner, QUAN1, [{ productId: a.id, supplierId: a.supplierId, quantity: 2 }]);
    const token = await draftCart(owner, QUAN1, 'DEPOSIT');
    const drafted = await owner.gql<{ orderDraft: { grossTotal: number } }>(
      'query D($t: String!) { orderDraft(token: $t) { grossTotal } }',
      { t: token },
    );
    const draftTotal = drafted.data?.orderDraft.grossTotal as number;
    // 2 × 108,000 + the 25,000 đ fee under 400,000 đ.
    expect(draftTotal).toBe(241_000);
    const purchaser = await as('purchaser@chobep.vn');
    await putLines(purchaser, QUAN1, [
      { productId: b.id, supplierId: b.supplierId, quantity: 5 },
      { productId: a.id, supplierId: a.supplierId, quantity: 4 },
    ]);
    const created = await createFromDraft(owner, QUAN1, token);
    expect(created.userErrors).toEqual([]);
    expect(created.orders).toHaveLength(1);
    const order = await orderOf(created.orders[0]!.id);
    expect(order.items.map((i) => [i.productId, i.orderedQuantity])).toEqual([[a.id, 2]]);
    expect(order).toMatchObject({ grossTotal: draftTotal, status: 'PENDING_ACCEPTANCE', paidFromDeposit: draftTotal });
    await expectDeposit(draftTotal);
    const cart = await owner.gql<{ cart: { cartSet: { items: { product: { id: string }; quantity: number }[] }[] } }>(
      'query C($s: ID!) { cart(storeId: $s) { cartSet { items { product { id } quantity } } } }',
      { s: QUAN1 },
    );
    const left = cart.data?.cart.cartSet.flatMap((g) => g.items.map((i) => [i.product.id, i.quantity])) ?? [];
    expect(left.sort()).toEqual(
      [
        [a.id, 2],
        [b.id, 5],
      ].sort(),
    );
  });

  it('a drafted line lowered or removed meanwhile is a change to confirm: nothing is created', async () => {
    const owner = await as('owner@chobep.vn');
    await putLines(owner, QUAN1, [
      { productId: a.id, supplierId: a.supplierId, quantity: 3 },
      { productId: b.id, supplierId: b.supplierId, quantity: 2 },
    ]);
    const token = await draftCart(owner, QUAN1);
    await putLines(await as('purchaser@chobep.vn'), QUAN1, [
      { productId: a.id, supplierId: a.supplierId, quantity: 1 },
      { productId: b.id, supplierId: b.supplierId, quantity: 0 },
    ]);
    const refused = await createFromDraft(owner, QUAN1, token);
    expect(refused.orders).toEqual([]);
    expect(refused.userErrors[0]?.code).toBe('CART_CHANGED');
    expect(refused.changes.map((c) => [c.productId, c.reason]).sort()).toEqual(
      [
        [a.id, 'QUANTITY'],
        [b.id, 'REMOVED'],
      ].sort(),
    );
  });

  it("another user of the store cannot place someone else's draft", async () => {
    const owner = await as('owner@chobep.vn');
    await putLines(owner, QUAN1, [{ productId: a.id, supplierId: a.supplierId, quantity: 1 }]);
    const token = await draftCart(owner, QUAN1);
    const refused = await createFromDraft(await as('purchaser@chobep.vn'), QUAN1, token);
    expect(refused.orders).toEqual([]);
    expect(refused.userErrors[0]?.code).toBe('NOT_FOUND');
  });
});

describe('point 2: the deposit gives back what an order no longer costs', () => {
  it('a cancel gives everything back', async () => {
    const { id, gross } = await depositOrder([{ product: a, quantity: 2 }]);
    await expectDeposit(gross);
    expect((await cancel(await as('owner@chobep.vn'), id)).success).toBe(true);
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'CANCELED', amountToPay: 0, paidFromDeposit: 0 });
    expect(order.depositMovements).toEqual([
      { amount: -gross, reason: 'ORDER_PAYMENT' },
      { amount: gross, reason: 'ORDER_REFUND' },
    ]);
    await expectDeposit(0);
  });

  it("the approver's disapproval gives everything back", async () => {
    const { id, gross } = await depositOrder([{ product: a, quantity: 2 }], 'purchaser@chobep.vn');
    expect((await orderOf(id)).status).toBe('PENDING_APPROVAL');
    await expectDeposit(gross);
    const res = await mutate(
      await as('approver@chobep.vn'),
      'mutation M($ids: [ID!]!) { orderDisapprove(ids: $ids, reason: "Không cần") { success userErrors { field code message } } }',
      { ids: [id] },
    );
    expect(res.success).toBe(true);
    await expectDeposit(0);
  });

  it("the supplier's decline gives everything back", async () => {
    const { id, gross } = await depositOrder([{ product: a, quantity: 2 }]);
    await expectDeposit(gross);
    expect((await supply.decline(id)).success).toBe(true);
    await expectDeposit(0);
  });

  it('fewer accepted, a missing line, a lighter delivery and a lower price give the difference back; a heavier one takes it', async () => {
    const { id } = await depositOrder([
      { product: a, quantity: 4 },
      { product: b, quantity: 4 },
    ]);
    // 4 × 108,000 + 4 × 54,000 = 648,000, free delivery.
    let order = await orderOf(id);
    expect(order.grossTotal).toBe(648_000);
    await expectDeposit(648_000);

    expect((await supply.accept(id, [{ itemId: itemOf(order, a).id, acceptedQuantity: 3 }])).success).toBe(true);
    order = await orderOf(id);
    expect(order).toMatchObject({ grossTotal: 540_000, paidFromDeposit: 540_000 });
    await expectDeposit(540_000);

    expect((await supply.missing(id, [itemOf(order, b).id])).success).toBe(true);
    order = await orderOf(id);
    expect(itemOf(order, b)).toMatchObject({ billedQuantity: 0, amount: 0 });
    expect(order).toMatchObject({ grossTotal: 324_000, paidFromDeposit: 324_000 });
    await expectDeposit(324_000);

    expect((await supply.advance(id, 'DISPATCH')).success).toBe(true);
    expect((await supply.setDelivered(id, [{ itemId: itemOf(order, a).id, deliveredQuantity: 2.5 }])).success).toBe(
      true,
    );
    expect((await orderOf(id)).paidFromDeposit).toBe(270_000);
    await expectDeposit(270_000);

    expect(
      (await supply.setDelivered(id, [{ itemId: itemOf(order, a).id, priceBeforeVat: 90_000 }], 'Giá hôm nay')).success,
    ).toBe(true);
    // 2.5 × 90,000 = 225,000 + 18,000 VAT.
    expect((await orderOf(id)).paidFromDeposit).toBe(243_000);
    await expectDeposit(243_000);

    expect((await supply.setDelivered(id, [{ itemId: itemOf(order, a).id, deliveredQuantity: 4.2 }])).success).toBe(
      true,
    );
    // 4.2 × 90,000 = 378,000 + 30,240.
    expect((await orderOf(id)).paidFromDeposit).toBe(408_240);
    await expectDeposit(408_240);
  });

  it('never below zero: what the deposit cannot cover stays owed on the order', async () => {
    const { id, gross } = await depositOrder([{ product: a, quantity: 4 }]);
    expect(gross).toBe(432_000);
    await setDepositBalance(api, BEP_VIET, 10_000);
    const order = await orderOf(id);
    await supply.accept(id, []);
    await supply.advance(id, 'DISPATCH');
    expect((await supply.setDelivered(id, [{ itemId: itemOf(order, a).id, deliveredQuantity: 5 }])).success).toBe(true);
    const after = await orderOf(id);
    // 540,000 owed; the deposit had 432,000 for it and 10,000 more: 98,000 stays owed.
    expect(after).toMatchObject({ amountToPay: 540_000, paidFromDeposit: 442_000 });
    expect(await readDeposit(api, BEP_VIET)).toEqual({ balance: 0, ledger: 0 });
  });

  it("the approver's edit that the deposit cannot cover is refused, and changes nothing", async () => {
    const { id, gross } = await depositOrder([{ product: a, quantity: 2 }], 'purchaser@chobep.vn');
    await setDepositBalance(api, BEP_VIET, 0);
    const order = await orderOf(id);
    const res = await mutate(
      await as('approver@chobep.vn'),
      'mutation M($id: ID!, $items: [OrderItemChangeInput!]!) { orderUpdateItems(id: $id, items: $items) { success userErrors { field code message } } }',
      { id, items: [{ itemId: itemOf(order, a).id, quantity: 3 }] },
    );
    expect(res.userErrors[0]?.code).toBe('DEPOSIT_INSUFFICIENT');
    expect((await orderOf(id)).grossTotal).toBe(gross);
    // Lowering it gives the difference back.
    const lower = await mutate(
      await as('approver@chobep.vn'),
      'mutation M($id: ID!, $items: [OrderItemChangeInput!]!) { orderUpdateItems(id: $id, items: $items) { success userErrors { field code message } } }',
      { id, items: [{ itemId: itemOf(order, a).id, quantity: 1 }] },
    );
    expect(lower.success).toBe(true);
    // 1 × 108,000 + 25,000 fee: 108,000 back.
    expect(await readDeposit(api, BEP_VIET)).toEqual({ balance: 108_000, ledger: 108_000 });
  });

  it('a later order that frees an earlier one of its delivery fee gives the fee back', async () => {
    const first = await depositOrder([{ product: a, quantity: 3 }]);
    expect(first.gross).toBe(324_000 + 25_000);
    // The same product, so the same earliest delivery (a product may need booking in advance).
    const second = await depositOrder([{ product: a, quantity: 1 }]);
    expect(second.gross).toBe(108_000);
    // Together 432,000 ≥ 400,000: both deliver free, the first's fee is waived and given back.
    expect((await orderOf(first.id)).paidFromDeposit).toBe(324_000);
    await expectDeposit(324_000 + second.gross);
  });
});

describe('point 2: voucher uses come back when an order ends without delivery', () => {
  it('a one-per-company voucher used by a canceled order can be used again', async () => {
    await run("delete from vouchers where code = 'MOTLAN'");
    await run(`insert into vouchers (code, name_vi, name_en, percent, starts_at, ends_at, usage_limit, per_company_limit)
      values ('MOTLAN', 'Một lần', 'Once', 10, now() - interval '1 day', now() + interval '30 days', 1, 1)`);
    const voucherId = (await run("select id from vouchers where code = 'MOTLAN'")).rows[0]?.id as string;
    const owner = await as('owner@chobep.vn');
    const line = [{ productId: a.id, supplierId: a.supplierId, quantity: 2 }];
    const first = await placeCheckout(owner, QUAN1, line, { voucherIds: [voucherId] });
    expect(first.userErrors).toEqual([]);
    expect((await orderOf(first.orders[0]!.id)).discount).toBe(21_600);
    const usedUp = await placeCheckout(owner, QUAN1, line, { voucherIds: [voucherId] });
    expect(usedUp.userErrors[0]?.code).toBe('VOUCHER_USED_UP');
    await cancel(owner, first.orders[0]!.id);
    expect((await run("select used_count from vouchers where code = 'MOTLAN'")).rows[0]?.used_count).toBe(0);
    const again = await createFromDraft(owner, QUAN1, await draftCart(owner, QUAN1), [voucherId]);
    expect(again.userErrors).toEqual([]);
    expect((await run("select used_count from vouchers where code = 'MOTLAN'")).rows[0]?.used_count).toBe(1);
  });
});

describe('point 4: delivered weights with a voucher', () => {
  it('a voucher order takes the delivered weight; the discount follows with its percent and cap; an approver cannot edit it', async () => {
    await run("delete from vouchers where code = 'GIAM10'");
    await run(`insert into vouchers (code, name_vi, name_en, percent, max_discount, min_order_value, starts_at, ends_at)
      values ('GIAM10', 'Giảm 10%', '10% off', 10, 50000, 300000, now() - interval '1 day', now() + interval '30 days')`);
    const voucherId = (await run("select id from vouchers where code = 'GIAM10'")).rows[0]?.id as string;
    const placed = await placeCheckout(
      await as('owner@chobep.vn'),
      QUAN1,
      [{ productId: a.id, supplierId: a.supplierId, quantity: 3 }],
      { voucherIds: [voucherId], paymentMethod: 'DEPOSIT' },
    );
    const id = placed.orders[0]!.id;
    let order = await orderOf(id);
    // 324,000 − 32,400 + 25,000.
    expect(order).toMatchObject({ discount: 32_400, grossTotal: 316_600 });
    await supply.accept(id, []);
    await supply.advance(id, 'DISPATCH');
    const res = await supply.setDelivered(id, [{ itemId: itemOf(order, a).id, deliveredQuantity: 2.5 }]);
    expect(res.userErrors).toEqual([]);
    order = await orderOf(id);
    // 270,000 delivered (under the voucher's 300,000 minimum, met when ordered): 10 % = 27,000.
    expect(order).toMatchObject({ discount: 27_000, grossTotal: 270_000 - 27_000 + 25_000, paidFromDeposit: 268_000 });
    await expectDeposit(268_000);

    const pending = await placeCheckout(
      await as('purchaser@chobep.vn'),
      QUAN1,
      [{ productId: a.id, supplierId: a.supplierId, quantity: 4 }],
      { voucherIds: [voucherId] },
    );
    const pendingOrder = await orderOf(pending.orders[0]!.id);
    expect(pendingOrder.status).toBe('PENDING_APPROVAL');
    const edit = await mutate(
      await as('approver@chobep.vn'),
      'mutation M($id: ID!, $items: [OrderItemChangeInput!]!) { orderUpdateItems(id: $id, items: $items) { success userErrors { field code message } } }',
      { id: pendingOrder.id, items: [{ itemId: itemOf(pendingOrder, a).id, quantity: 3 }] },
    );
    expect(edit.userErrors[0]).toMatchObject({
      code: 'ORDER_HAS_VOUCHER',
      message: 'An order with a voucher cannot be edited. Cancel it and place it again.',
    });
  });
});

describe('point 5: a price cannot be cut without a trace', () => {
  it("the supplier's price change: a reason, at most 10 % up, in the history, told to the buyer, the deposit follows", async () => {
    const { id } = await depositOrder([{ product: a, quantity: 2 }]);
    const order = await orderOf(id);
    const item = itemOf(order, a).id;
    await supply.accept(id, []);
    await supply.advance(id, 'DISPATCH');
    expect((await supply.setDelivered(id, [{ itemId: item, priceBeforeVat: 1 }])).userErrors[0]?.code).toBe(
      'REASON_REQUIRED',
    );
    const high = await supply.setDelivered(id, [{ itemId: item, priceBeforeVat: 110_001 }], 'Giá tăng', 'vi');
    expect(high.userErrors[0]).toMatchObject({
      code: 'PRICE_RAISE_TOO_HIGH',
      message:
        'Đơn giá chỉ được tăng tối đa 10% so với giá khách đã đặt (tối đa 110.000 đ trước VAT). Cao hơn là một đơn hàng mới khách phải đặt lại.',
    });
    expect((await supply.setDelivered(id, [{ itemId: item, priceBeforeVat: 1 }], 'Hàng tặng')).success).toBe(true);
    const after = await orderOf(id);
    // 2 × 1 = 2 + 0 VAT (0.16 rounds to 0), plus the 25,000 fee.
    expect(after.grossTotal).toBe(25_002);
    expect(after.lineChanges).toEqual([
      {
        kind: 'FINAL_PRICE',
        before: 100_000,
        after: 1,
        totalBefore: 241_000,
        totalAfter: 25_002,
        actorSide: 'SUPPLIER',
        actorName: 'Nhà cung cấp thử',
        reason: 'Hàng tặng',
      },
    ]);
    await expectDeposit(25_002);
    const messages = await (await as('owner@chobep.vn', 'vi')).gql<{
      notificationMessages: { data: { messageType: string; title: string; content: string; orderId: string }[] };
    }>(
      'query N($s: ID!) { notificationMessages(storeId: $s, size: 5) { data { messageType title content orderId } } }',
      {
        s: QUAN1,
      },
    );
    const changed = messages.data?.notificationMessages.data.find(
      (m) => m.orderId === id && m.messageType === 'ORDER_ITEMS_CHANGED',
    );
    expect(changed?.content).toContain('100.000 đ → 1 đ');
    expect(changed?.content).toContain('241.000 đ → 25.002 đ');
    expect(changed?.content).toContain('Lý do: Hàng tặng');
  });

  it("the buyer's price is a proposal: nothing is billed until the supplier sets it, and the supplier is mailed", async () => {
    const { id, gross } = await depositOrder([{ product: a, quantity: 2 }]);
    const order = await orderOf(id);
    const item = itemOf(order, a).id;
    await supply.accept(id, []);
    await supply.advance(id, 'DISPATCH');
    const owner = await as('owner@chobep.vn');
    const UPDATE =
      'mutation M($id: ID!, $items: [OrderItemChangeInput!]!, $note: String) { orderUpdateItems(id: $id, items: $items, note: $note) { success userErrors { field code message } } }';
    expect(
      (await mutate(owner, UPDATE, { id, items: [{ itemId: item, priceBeforeVat: 1 }] })).userErrors[0]?.code,
    ).toBe('REASON_REQUIRED');
    const proposed = await mutate(owner, UPDATE, {
      id,
      items: [{ itemId: item, priceBeforeVat: 90_000 }],
      note: 'Giá đã thoả thuận với sale',
    });
    expect(proposed.success).toBe(true);
    let after = await orderOf(id);
    expect(after.grossTotal).toBe(gross);
    expect(itemOf(after, a)).toMatchObject({ proposedPriceBeforeVat: 90_000, finalPriceBeforeVat: null });
    expect(after.lineChanges.map((c) => [c.kind, c.before, c.after, c.actorSide, c.reason])).toEqual([
      ['PRICE_PROPOSED', 100_000, 90_000, 'BUYER', 'Giá đã thoả thuận với sale'],
    ]);
    const mail = await api.database.db.execute<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where recipient = ${supplierEmail} and kind = 'ORDER_LINES_CHANGED'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.text_body).toContain('100.000 đ → 90.000 đ');
    expect(mail.rows[0]?.text_body).toContain(`/supplier/orders/${id}`);
    // The supplier accepts it by setting it.
    expect((await supply.setDelivered(id, [{ itemId: item, priceBeforeVat: 90_000 }], 'Đồng ý')).success).toBe(true);
    after = await orderOf(id);
    expect(itemOf(after, a)).toMatchObject({ proposedPriceBeforeVat: null, finalPriceBeforeVat: 90_000 });
    // 2 × 90,000 + 14,400 + 25,000.
    expect(after.grossTotal).toBe(219_400);
    await expectDeposit(219_400);
  });
});

describe('point 11: the bank transfer asks for what will be paid', () => {
  it('a declined order leaves the QR; a repriced one counts at its new total, and says what it cost when placed', async () => {
    const owner = await as('owner@chobep.vn');
    const first = await placeCheckout(owner, QUAN1, [{ productId: a.id, supplierId: a.supplierId, quantity: 4 }], {
      paymentMethod: 'BANK_TRANSFER',
    });
    const second = await placeCheckout(owner, QUAN1, [{ productId: a.id, supplierId: a.supplierId, quantity: 2 }], {
      paymentMethod: 'BANK_TRANSFER',
    });
    const ids = [first.orders[0]!.id, second.orders[0]!.id];
    const QR = `query Q($ids: [ID!]!) { getVaAndQrInfo(orderIds: $ids) {
      amount purpose qrPayload orders { id code status placedTotal amount } } }`;
    type Qr = {
      getVaAndQrInfo: {
        amount: number;
        purpose: string;
        qrPayload: string | null;
        orders: { id: string; code: string; status: string; placedTotal: number; amount: number }[];
      };
    };
    const before = (await owner.gql<Qr>(QR, { ids })).data?.getVaAndQrInfo;
    // 432,000 (free: the delivery passes 400,000) + 216,000.
    expect(before?.amount).toBe(648_000);
    await supply.decline(ids[0]!);
    const order = await orderOf(ids[1]!);
    await supply.accept(ids[1]!, [{ itemId: itemOf(order, a).id, acceptedQuantity: 1 }]);
    const after = (await owner.gql<Qr>(QR, { ids })).data?.getVaAndQrInfo;
    // The second alone: 108,000, and still no fee — an order's delivery fee is what the buyer agreed to placing it.
    expect(after?.orders.map((o) => [o.status, o.placedTotal, o.amount])).toEqual([
      ['DECLINED', 432_000, 0],
      ['ACCEPTED', 216_000, 108_000],
    ]);
    expect(after?.amount).toBe(108_000);
    expect(after?.purpose).toBe(after?.orders[1]?.code.replace('-', ''));
    expect(after?.qrPayload).toContain('108000');
  });
});

describe('point 6: money past 32 bits', () => {
  it('one line of 9,999 units at 250,000 đ is ordered to the đồng (2,699,730,000 đ)', async () => {
    await run(`update product_prices set price = 250000 where product_id = '${b.id}'`);
    try {
      const placed = await placeCheckout(await as('owner@chobep.vn'), QUAN1, [
        { productId: b.id, supplierId: b.supplierId, quantity: 9_999 },
      ]);
      expect(placed.userErrors).toEqual([]);
      const expected = totalOrderLines([{ priceBeforeVat: 250_000, vatRate: 8, quantity: 9_999 }]).total;
      expect(expected).toBe(2_699_730_000);
      expect(placed.orders[0]?.grossTotal).toBe(expected);
      const [stored] = await api.database.db
        .select({ gross: orders.grossTotal })
        .from(orders)
        .where(eq(orders.id, placed.orders[0]!.id));
      expect(stored?.gross).toBe(expected);
      const [line] = await api.database.db
        .select({ amount: orderItems.amount })
        .from(orderItems)
        .where(eq(orderItems.orderId, placed.orders[0]!.id));
      expect(line?.amount).toBe(expected);
    } finally {
      await run(`update product_prices set price = 50000 where product_id = '${b.id}'`);
    }
  });

  it('a Money argument beyond a safe integer is a clear GraphQL error, not a fault', async () => {
    const res = await (await as('owner@chobep.vn')).gql(
      'mutation M($items: [OrderItemChangeInput!]!) { orderUpdateItems(id: "00000000-0000-4000-8000-000000000000", items: $items) { success } }',
      { items: [{ itemId: '00000000-0000-4000-8000-000000000000', priceBeforeVat: 2 ** 53 }] },
    );
    expect(res.errors?.[0]?.message).toMatch(/Money/);
    expect(res.errors?.[0]?.extensions?.code).not.toBe('SOMETHING_WRONG');
  });
});
