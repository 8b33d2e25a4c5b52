import { DEMO_STORES } from '@chobep/db';
import { amountToPay, type OrderStatus } from '@chobep/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSupplyUser, createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { openEverySupplier, orderableProducts, placeCheckout, readDeposit, setDepositBalance } from '../../test/orders';

/**
 * The deposit and voucher uses follow every order, whatever happens to it: after any random sequence of order
 * events — placing (by the owner, or by a purchaser whose order waits for approval), approving, disapproving,
 * canceling, accepting fewer, declining, dispatching, delivering, receiving, entering delivered weights and prices,
 * reporting lines missing — the company's balance is the initial one less what its deposit-paid orders will be paid
 * (and the sum of its ledger), each order's ledger rows hold exactly what it will be paid, and the voucher's uses are
 * the orders alive that carry it.
 */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
const BEP_VIET = DEMO_STORES.bepVietQuan1.buyerId;
const INITIAL = 1_000_000_000;
const run = (text: string) => api.database.db.execute(sql.raw(text));
let products: { id: string; supplierId: number }[];
let supplierEmail = '';
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  api = await createTestApi();
  await openEverySupplier(api);
  products = await orderableProducts(api, 2, { sameSupplier: true });
  supplierEmail = (
    await createSupplyUser(api, {
      supplierId: products[0]!.supplierId,
      permissions: ['ORDER_ACCEPT', 'ORDER_LIST', 'ORDER_VIEW', 'ORDER_ITEM_SET_QUANTITY', 'ORDER_ITEM_SET_PRICE'],
    })
  ).email;
});
afterAll(async () => {
  await api?.close();
});

async function as(email: string): Promise<TestClient> {
  const known = clients.get(email);
  if (known) return known;
  const client = api.client({ lang: 'en' });
  await client.signIn(email);
  clients.set(email, client);
  return client;
}

const Placement = fc.record({
  by: fc.constantFrom('owner@chobep.vn', 'purchaser@chobep.vn'),
  deposit: fc.boolean(),
  voucher: fc.boolean(),
  quantities: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 4 })),
});

const Event = fc.oneof(
  fc.record({ kind: fc.constant('approve' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('disapprove' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('accept' as const), order: fc.nat(2), share: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ kind: fc.constant('decline' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('dispatch' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('deliver' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('receive' as const), order: fc.nat(2) }),
  fc.record({
    kind: fc.constant('weight' as const),
    order: fc.nat(2),
    line: fc.nat(1),
    thousandths: fc.integer({ min: 0, max: 2_000 }),
  }),
  fc.record({
    kind: fc.constant('price' as const),
    order: fc.nat(2),
    line: fc.nat(1),
    percent: fc.integer({ min: 0, max: 110 }),
  }),
  fc.record({ kind: fc.constant('missing' as const), order: fc.nat(2), line: fc.nat(1) }),
);
type EventT = typeof Event extends fc.Arbitrary<infer T> ? T : never;

interface Placed {
  id: string;
  lines: { id: string; quantity: number; price: number }[];
}

async function linesOf(id: string): Promise<Placed['lines']> {
  const res = await run(`select id, quantity, price_before_vat from order_items where order_id = '${id}' order by id`);
  return res.rows.map((r) => ({ id: String(r.id), quantity: Number(r.quantity), price: Number(r.price_before_vat) }));
}

async function play(order: Placed, e: EventT): Promise<void> {
  const gql = (email: string, text: string, variables: Record<string, unknown>) =>
    as(email).then((c) => c.gql(text, variables));
  const id = order.id;
  const line = 'line' in e ? order.lines[e.line % order.lines.length] : undefined;
  switch (e.kind) {
    case 'approve':
      await gql('approver@chobep.vn', 'mutation M($ids: [ID!]!) { orderApprove(ids: $ids) { success } }', {
        ids: [id],
      });
      return;
    case 'disapprove':
      await gql(
        'approver@chobep.vn',
        'mutation M($ids: [ID!]!) { orderDisapprove(ids: $ids, reason: "x") { success } }',
        {
          ids: [id],
        },
      );
      return;
    case 'cancel':
      await gql('owner@chobep.vn', 'mutation M($id: ID!) { orderCancel(id: $id) { success } }', { id });
      return;
    case 'accept':
      await gql(
        supplierEmail,
        'mutation M($id: ID!, $items: [SupplyAcceptItemInput!]) { supplyOrderAccept(id: $id, items: $items) { success } }',
        {
          id,
          items: order.lines.map((l, at) => ({
            itemId: l.id,
            acceptedQuantity: at === 0 ? Math.round(l.quantity * e.share) / 10 : l.quantity,
          })),
        },
      );
      return;
    case 'decline':
      await gql(supplierEmail, 'mutation M($id: ID!) { supplyOrderDecline(id: $id, reason: "x") { success } }', { id });
      return;
    case 'dispatch':
    case 'deliver':
      await gql(
        supplierEmail,
        'mutation M($id: ID!, $a: SupplyAdvance!) { supplyOrderAdvance(id: $id, action: $a) { success } }',
        {
          id,
          a: e.kind === 'dispatch' ? 'DISPATCH' : 'DELIVER',
        },
      );
      return;
    case 'receive':
      await gql('owner@chobep.vn', 'mutation M($id: ID!) { orderReceive(id: $id) { success } }', { id });
      return;
    case 'weight':
      await gql(
        supplierEmail,
        'mutation M($id: ID!, $items: [OrderItemChangeInput!]!) { supplyOrderSetDelivered(id: $id, items: $items) { success } }',
        { id, items: [{ itemId: line?.id, deliveredQuantity: Math.round(line!.quantity * e.thousandths) / 1000 }] },
      );
      return;
    case 'price':
      await gql(
        supplierEmail,
        'mutation M($id: ID!, $items: [OrderItemChangeInput!]!) { supplyOrderSetDelivered(id: $id, items: $items, note: "giá") { success } }',
        { id, items: [{ itemId: line?.id, priceBeforeVat: Math.floor((line!.price * e.percent) / 100) }] },
      );
      return;
    case 'missing':
      await gql(
        supplierEmail,
        'mutation M($id: ID!, $ids: [ID!]!) { supplyOrderReportMissing(id: $id, itemIds: $ids) { success } }',
        {
          id,
          ids: [line?.id],
        },
      );
      return;
  }
}

it('after any sequence of order events: balance = initial − Σ what deposit orders will be paid, uses = live orders with the voucher', async () => {
  let round = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(Placement, { minLength: 1, maxLength: 3 }),
      fc.array(Event, { maxLength: 12 }),
      async (placements, events) => {
        round += 1;
        // A clean slate: no open order to share a delivery with, the initial balance, a voucher of its own.
        await run(`update orders set status = 'CANCELED' where store_id = '${QUAN1}'
          and status not in ('CANCELED', 'DECLINED', 'APPROVAL_DISAPPROVED', 'DELIVERED')`);
        await run(`delete from cart_items where store_id = '${QUAN1}'`);
        await run(`delete from cart_groups where store_id = '${QUAN1}'`);
        await setDepositBalance(api, BEP_VIET, INITIAL);
        const code = `PROP${round}${Date.now() % 100_000}`;
        const voucher =
          await run(`insert into vouchers (code, name_vi, name_en, percent, max_discount, starts_at, ends_at)
          values ('${code}', 'Thử', 'Test', 5, 40000, now() - interval '1 day', now() + interval '1 day') returning id`);
        const voucherId = String(voucher.rows[0]?.id);

        const placed: Placed[] = [];
        for (const p of placements) {
          const lines = products
            .map((product, at) => ({
              productId: product.id,
              supplierId: product.supplierId,
              quantity: p.quantities[at] ?? 0,
            }))
            .filter((l) => l.quantity > 0);
          const checkout = await placeCheckout(await as(p.by), QUAN1, lines, {
            paymentMethod: p.deposit ? 'DEPOSIT' : 'COD',
            voucherIds: p.voucher ? [voucherId] : [],
          });
          expect(checkout.userErrors, JSON.stringify(checkout.userErrors)).toEqual([]);
          for (const o of checkout.orders) placed.push({ id: o.id, lines: await linesOf(o.id) });
        }
        for (const e of events) {
          const order = placed[e.order % placed.length];
          if (order) await play(order, e);
        }

        const ids = placed.map((o) => `'${o.id}'`).join(',');
        const rows = (
          await run(`select o.id, o.status, o.payment_method, o.gross_total, o.voucher_id,
            (select coalesce(sum(amount), 0) from deposit_transactions d where d.order_id = o.id) as deposited
            from orders o where o.id in (${ids})`)
        ).rows as {
          id: string;
          status: OrderStatus;
          payment_method: string;
          gross_total: number;
          voucher_id: string | null;
          deposited: number;
        }[];
        let owed = 0;
        for (const r of rows) {
          const payable = amountToPay({ status: r.status, grossTotal: Number(r.gross_total) });
          const mine = r.payment_method === 'DEPOSIT' ? payable : 0;
          expect(0 - Number(r.deposited), `order ${r.id} in ${r.status}`).toBe(mine);
          owed += mine;
        }
        expect(await readDeposit(api, BEP_VIET)).toEqual({ balance: INITIAL - owed, ledger: INITIAL - owed });
        const alive = rows.filter(
          (r) => r.voucher_id === voucherId && amountToPay({ status: r.status, grossTotal: 1 }) > 0,
        );
        const uses = await run(`select used_count,
          (select count(*)::int from voucher_redemptions where voucher_id = v.id and released_at is null) as held
          from vouchers v where id = '${voucherId}'`);
        expect(Number(uses.rows[0]?.used_count)).toBe(alive.length);
        expect(Number(uses.rows[0]?.held)).toBe(alive.length);
      },
    ),
    { numRuns: 12 },
  );
}, 600_000);
