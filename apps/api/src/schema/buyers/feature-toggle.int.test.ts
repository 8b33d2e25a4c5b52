import { DEMO_BUYERS, DEMO_STORES, orders } from '@chobep/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { openEverySupplier, orderableProducts } from '../../test/orders';

/** featureFlagToggle (issue 14 point 4): order approval on and off, refused off while orders wait for it. */
let api: TestApi;
const QUAN1 = DEMO_STORES.bepVietQuan1.id;
const run = (text: string) => api.database.db.execute(sql.raw(text));
let product: { id: string; supplierId: number };
const clients = new Map<string, TestClient>();

async function as(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const key = `${email}:${lang}`;
  const known = clients.get(key);
  if (known) return known;
  const client = api.client({ lang });
  await client.signIn(email);
  clients.set(key, client);
  return client;
}

beforeAll(async () => {
  api = await createTestApi();
  await openEverySupplier(api);
  product = (await orderableProducts(api))[0] as typeof product;
});
afterAll(async () => {
  await api?.close();
});

/** The purchaser (no ORDER_APPROVE) places an order for Quận 1; its status says whether approval was on. */
async function purchaserOrders(): Promise<{ id: string; status: string }> {
  const purchaser = await as('purchaser@chobep.vn');
  await purchaser.gql('mutation P($input: CartItemInput!) { cartPutItem(input: $input) { success } }', {
    input: { storeId: QUAN1, supplierId: product.supplierId, productId: product.id, quantity: 2 },
  });
  const draft = await purchaser.gql<{ cartCreateOrderDraft: { token: string } }>(
    'mutation D($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { token } }',
    { storeId: QUAN1 },
  );
  const created = await purchaser.gql<{ orderCreate: { orders: { id: string; status: string }[] } }>(
    'mutation C($storeId: ID!, $token: String!) { orderCreate(storeId: $storeId, token: $token) { orders { id status } } }',
    { storeId: QUAN1, token: draft.data?.cartCreateOrderDraft.token },
  );
  const order = created.data?.orderCreate.orders[0];
  if (!order) throw new Error(JSON.stringify(created));
  return order;
}

type Toggle = {
  featureFlagToggle: {
    success: boolean;
    userErrors: { code: string; field: string | null; message: string }[];
    buyer: { enabledFeatures: string[] } | null;
  };
};
const TOGGLE = `mutation T($enabled: Boolean!) { featureFlagToggle(feature: ORDER_APPROVAL, enabled: $enabled) {
  success userErrors { code field message } buyer { enabledFeatures } } }`;
const features = async () =>
  (
    await api.database.db.execute<{ f: string[] }>(
      sql`select enabled_features as f from buyers where id = ${DEMO_BUYERS.bepViet.id}`,
    )
  ).rows[0]?.f;

describe('featureFlagToggle', () => {
  it('turns approval off and on, and orders follow', async () => {
    await run(`update orders set status = 'CANCELED' where status = 'PENDING_APPROVAL'`);
    const owner = await as('owner@chobep.vn');
    const off = await owner.gql<Toggle>(TOGGLE, { enabled: false });
    expect(off.data?.featureFlagToggle).toMatchObject({ success: true, buyer: { enabledFeatures: [] } });
    expect((await purchaserOrders()).status).toBe('PENDING_ACCEPTANCE');
    // The same state again changes nothing.
    expect((await owner.gql<Toggle>(TOGGLE, { enabled: false })).data?.featureFlagToggle.success).toBe(true);
    const on = await owner.gql<Toggle>(TOGGLE, { enabled: true });
    expect(on.data?.featureFlagToggle.buyer?.enabledFeatures).toEqual(['ORDER_APPROVAL']);
    expect((await purchaserOrders()).status).toBe('PENDING_APPROVAL');
  });

  it('refuses to turn approval off while orders wait for it, saying how many', async () => {
    await run(`update orders set status = 'CANCELED' where status = 'PENDING_APPROVAL'`);
    await purchaserOrders();
    await purchaserOrders();
    const owner = await as('owner@chobep.vn', 'vi');
    const res = await owner.gql<Toggle>(TOGGLE, { enabled: false });
    expect(res.data?.featureFlagToggle).toMatchObject({
      success: false,
      userErrors: [{ code: 'APPROVAL_HAS_PENDING_ORDERS', field: 'feature' }],
    });
    expect(res.data?.featureFlagToggle.userErrors[0]?.message).toContain('còn 2 đơn hàng đang chờ duyệt');
    expect(await features()).toEqual(['ORDER_APPROVAL']);
  });

  it('an order placed while approval is turned off never waits for an approval that is gone', async () => {
    const owner = await as('owner@chobep.vn');
    for (let round = 0; round < 4; round++) {
      await run(`update orders set status = 'CANCELED' where status = 'PENDING_APPROVAL'`);
      await run(`update buyers set enabled_features = '{ORDER_APPROVAL}' where id = '${DEMO_BUYERS.bepViet.id}'`);
      const [placed, toggled] = await Promise.all([purchaserOrders(), owner.gql<Toggle>(TOGGLE, { enabled: false })]);
      const on = (await features())?.includes('ORDER_APPROVAL');
      // Either the order came first (it waits, and approval stayed on) or the switch did (it does not wait).
      if (placed.status === 'PENDING_APPROVAL') {
        expect(on, `round ${round}`).toBe(true);
        expect(toggled.data?.featureFlagToggle.userErrors[0]?.code).toBe('APPROVAL_HAS_PENDING_ORDERS');
      } else {
        expect(placed.status).toBe('PENDING_ACCEPTANCE');
      }
      const [row] = await api.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, placed.id));
      expect(row?.status).toBe(placed.status);
    }
  });
});
