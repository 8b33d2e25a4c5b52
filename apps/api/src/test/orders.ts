import { sql } from 'drizzle-orm';
import type { TestApi, TestClient } from './harness';

/**
 * Every supplier delivers every day from 12 hours on, in one slot, with no minimum and no day off: a draft placed
 * by an order test always has a date, whatever day the test runs.
 */
export async function openEverySupplier(api: TestApi): Promise<void> {
  await api.database.db.execute(
    sql.raw(`update suppliers set moq = 0, same_day = false, hours_to_delivery = 12, cutoff_time = '23:59',
      delivery_days = '{1,2,3,4,5,6,7}', time_slots = '[{"start":"08:00","end":"12:00"}]'`),
  );
  await api.database.db.execute(sql.raw('delete from supplier_day_offs'));
}

/**
 * Products a Hồ Chí Minh store can order by the piece (active, in stock, priced in HCM, of a supplier on the market,
 * not alcohol, minimum 1), by supplier code — or, with `sameSupplier`, the first ones of the lowest supplier id, so
 * that they fall in one order.
 */
export async function orderableProducts(
  api: TestApi,
  count = 1,
  options: { sameSupplier?: boolean } = {},
): Promise<{ id: string; supplierId: number }[]> {
  const res = await api.database.db.execute<{ id: string; supplier_id: number }>(
    sql.raw(`select p.id, p.supplier_id from products p
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      join suppliers s on s.id = p.supplier_id and not s.off_market
      join categories c on c.id = p.category_id and c.id <> 81 and coalesce(c.parent_id, 0) <> 81
      where p.is_active and p.allow_purchase and not p.is_private and p.stock > 100 and not p.allow_decimal
        and p.min_quantity <= 1
      order by ${options.sameSupplier ? 'p.supplier_id, ' : ''}p.supplier_internal_code limit ${Number(count)}`),
  );
  const found = res.rows.map((r) => ({ id: r.id, supplierId: r.supplier_id }));
  if (found.length < count) throw new Error(`the demo catalogue lacks ${count} orderable products`);
  return found;
}

/**
 * Sets a company's deposit balance the way money reaches it: a TOP_UP row of the ledger for the difference, so the
 * balance stays the sum of its rows (what settleOrders and the property tests rely on).
 */
export async function setDepositBalance(api: TestApi, buyerId: string, balance: number): Promise<void> {
  await api.database.db.execute(sql`
    with b as (select coalesce(deposit_balance, 0) as now from buyers where id = ${buyerId}),
    row as (
      insert into deposit_transactions (buyer_id, amount, reason, note)
      select ${buyerId}, ${balance}::bigint - b.now, 'TOP_UP', 'test top-up' from b where b.now <> ${balance}::bigint
    )
    update buyers set deposit_balance = ${balance}::bigint where id = ${buyerId}`);
}

/** A company's deposit: its balance and the sum of its ledger rows (they must agree). */
export async function readDeposit(api: TestApi, buyerId: string): Promise<{ balance: number; ledger: number }> {
  const res = await api.database.db.execute<{ balance: number | string | null; ledger: number | string | null }>(sql`
    select deposit_balance as balance,
      (select coalesce(sum(amount), 0) from deposit_transactions where buyer_id = b.id) as ledger
    from buyers b where id = ${buyerId}`);
  const row = res.rows[0];
  return { balance: Number(row?.balance ?? 0), ledger: Number(row?.ledger ?? 0) };
}

export interface PlacedOrder {
  id: string;
  status: string;
  grossTotal: number;
  paymentMethod: string;
}

export interface Checkout {
  token: string | null;
  orders: PlacedOrder[];
  userErrors: { field: string | null; code: string; message: string }[];
  changes: { productId: string; reason: string }[];
}

type Client = Pick<TestClient, 'gql'>;

/** Puts lines in a store's cart (quantities replace what is there), through cartPutItems. */
export async function putLines(
  client: Client,
  storeId: string,
  lines: readonly { productId: string; supplierId: number; quantity: number }[],
): Promise<void> {
  const res = await client.gql<{ cartPutItems: { success: boolean; userErrors: unknown[] } }>(
    'mutation Put($storeId: ID!, $items: [CartLineInput!]!) { cartPutItems(storeId: $storeId, items: $items) { success userErrors { code message } } }',
    { storeId, items: lines },
  );
  if (!res.data?.cartPutItems.success) throw new Error(`cartPutItems: ${JSON.stringify(res.data ?? res.errors)}`);
}

/** Drafts the store's cart as it is (cartCreateOrderDraft), with a payment method when given. */
export async function draftCart(client: Client, storeId: string, paymentMethod?: string): Promise<string> {
  if (paymentMethod)
    await client.gql(
      'mutation Pay($s: ID!, $m: PaymentMethod!) { cartPutPaymentMethod(storeId: $s, paymentMethod: $m) { success } }',
      { s: storeId, m: paymentMethod },
    );
  const draft = await client.gql<{ cartCreateOrderDraft: { token: string | null; userErrors: unknown[] } }>(
    'mutation D($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { token userErrors { code message } } }',
    { storeId },
  );
  const token = draft.data?.cartCreateOrderDraft.token;
  if (!token) throw new Error(`cartCreateOrderDraft: ${JSON.stringify(draft.data ?? draft.errors)}`);
  return token;
}

/** orderCreate with a draft's token (and vouchers, when given). */
export async function createFromDraft(
  client: Client,
  storeId: string,
  token: string,
  voucherIds?: string[],
): Promise<Checkout> {
  const res = await client.gql<{ orderCreate: Omit<Checkout, 'token'> }>(
    `mutation C($storeId: ID!, $token: String!, $voucherIds: [ID!]) {
      orderCreate(storeId: $storeId, token: $token, voucherIds: $voucherIds) {
        success userErrors { field code message } changes { productId reason }
        orders { id status grossTotal paymentMethod } } }`,
    { storeId, token, voucherIds: voucherIds ?? null },
  );
  if (!res.data) throw new Error(`orderCreate: ${JSON.stringify(res.errors)}`);
  return { token, ...res.data.orderCreate };
}

/** A whole checkout of `lines`: cart, draft, order. */
export async function placeCheckout(
  client: Client,
  storeId: string,
  lines: readonly { productId: string; supplierId: number; quantity: number }[],
  options: { paymentMethod?: string; voucherIds?: string[] } = {},
): Promise<Checkout> {
  await putLines(client, storeId, lines);
  const token = await draftCart(client, storeId, options.paymentMethod);
  return createFromDraft(client, storeId, token, options.voucherIds);
}
