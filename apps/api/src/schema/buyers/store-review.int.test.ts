import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_STORES, stores } from '@chobep/db';
import { encodePlusCode } from '@chobep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplyUser, createTestApi, type TestApi, type TestClient } from '../../test/harness';

/**
 * The operators' review of new stores: a store a company creates waits (PENDING) until an operator approves it
 * (NORMAL: it may order) or blocks it with a reason its company reads. Operators only; one decision per store.
 */
let api: TestApi;
let operator: TestClient;
let supplier: TestClient;
let owner: TestClient;

interface Payload {
  success: boolean;
  userErrors: { field: string | null; code: string; message: string }[];
}
interface Review {
  storeId: string;
  name: string;
  status: string;
  companyName: string;
  region: string;
  reviewNote: string | null;
  reviewedAt: string | null;
  geoPlusCode: string | null;
}

const LIST = `query Reviews($status: StoreStatus, $size: Int) {
  supplyStoreReviews(status: $status, size: $size) {
    total data { storeId name status companyName region reviewNote reviewedAt createdAt address telephone geoPlusCode } } }`;
const APPROVE = `mutation Approve($storeId: ID!) { supplyStoreApprove(storeId: $storeId) { success userErrors { field code message } } }`;
const REJECT = `mutation Reject($storeId: ID!, $reason: String!) {
  supplyStoreReject(storeId: $storeId, reason: $reason) { success userErrors { field code message } } }`;

async function newStore(name: string): Promise<string> {
  const [row] = await api.database.db
    .insert(stores)
    .values({ buyerId: DEMO_BUYERS.bepViet.id, name, address: '1 Lê Lợi', telephone: '0901000111' })
    .returning({ id: stores.id });
  return row?.id as string;
}

async function list(client: TestClient, status?: string) {
  return client.gql<{ supplyStoreReviews: { total: number; data: Review[] } }>(LIST, { status, size: 100 });
}

beforeAll(async () => {
  api = await createTestApi();
  const op = await createSupplyUser(api, { supplierId: null, permissions: [] });
  operator = api.client({ lang: 'en' });
  await operator.signIn(op.email);
  const sup = await createSupplyUser(api, { supplierId: 1, permissions: ['ORDER_LIST', 'ORDER_VIEW'] });
  supplier = api.client({ lang: 'en' });
  await supplier.signIn(sup.email);
  owner = api.client({ lang: 'en' });
  await owner.signIn(DEMO_ACCOUNTS.owner.email);
});
afterAll(async () => {
  await api?.close();
});

describe('supplyStoreReviews', () => {
  it('lists the stores waiting for review, the oldest first, with their company', async () => {
    const id = await newStore('Bếp Việt – Gò Vấp');
    const res = await list(operator);
    expect(res.errors).toBeUndefined();
    const data = res.data?.supplyStoreReviews.data ?? [];
    expect(data.every((s) => s.status === 'PENDING')).toBe(true);
    const ids = data.map((s) => s.storeId);
    // The seeded pending store is older than the one just made.
    expect(ids.indexOf(DEMO_STORES.bepVietPhuNhuan.id)).toBeLessThan(ids.indexOf(id));
    // The seeded store's plus code is its pin's (the seed derives it as storeCreate does).
    expect(data.find((s) => s.storeId === DEMO_STORES.bepVietPhuNhuan.id)?.geoPlusCode).toBe(
      encodePlusCode(DEMO_STORES.bepVietPhuNhuan.geoLat, DEMO_STORES.bepVietPhuNhuan.geoLon),
    );
    expect(data.find((s) => s.storeId === id)).toMatchObject({
      name: 'Bếp Việt – Gò Vấp',
      companyName: DEMO_BUYERS.bepViet.name,
      region: 'HCM',
    });
  });

  it('is refused to a supplier’s user and to a buyer', async () => {
    expect((await list(supplier)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list(owner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('supplyStoreApprove and supplyStoreReject', () => {
  it('approves once: the store may order; a second decision is told it was reviewed', async () => {
    const id = await newStore('Bếp Việt – Tân Bình');
    const approved = await operator.gql<{ supplyStoreApprove: Payload }>(APPROVE, { storeId: id });
    expect(approved.data?.supplyStoreApprove).toEqual({ success: true, userErrors: [] });
    const [row] = await api.database.db.select().from(stores).where(eq(stores.id, id));
    expect(row).toMatchObject({ status: 'NORMAL', reviewNote: null });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(row?.reviewedBy).not.toBeNull();

    const again = await operator.gql<{ supplyStoreReject: Payload }>(REJECT, { storeId: id, reason: 'Trễ' });
    expect(again.data?.supplyStoreReject.userErrors).toEqual([
      {
        field: 'storeId',
        code: 'STORE_ALREADY_REVIEWED',
        message: 'This store has already been reviewed. Please reload the list.',
      },
    ]);
    expect((await list(operator, 'NORMAL')).data?.supplyStoreReviews.data.map((s) => s.storeId)).toContain(id);
  });

  it('two operators deciding at the same moment: exactly one wins', async () => {
    const id = await newStore('Bếp Việt – Quận 7');
    const results = await Promise.all([
      operator.gql<{ supplyStoreApprove: Payload }>(APPROVE, { storeId: id }),
      operator.gql<{ supplyStoreReject: Payload }>(REJECT, { storeId: id, reason: 'Ngoài vùng giao hàng' }),
    ]);
    const wins = [results[0].data?.supplyStoreApprove.success, results[1].data?.supplyStoreReject.success];
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('blocks with a reason, which the company reads on its store', async () => {
    const id = await newStore('Bếp Việt – Nhà Bè');
    const empty = await operator.gql<{ supplyStoreReject: Payload }>(REJECT, { storeId: id, reason: '   ' });
    expect(empty.data?.supplyStoreReject.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['reason', 'REASON_REQUIRED'],
    ]);
    const blocked = await operator.gql<{ supplyStoreReject: Payload }>(REJECT, {
      storeId: id,
      reason: 'Địa chỉ ngoài khu vực giao hàng',
    });
    expect(blocked.data?.supplyStoreReject.success).toBe(true);
    const me = await owner.gql<{ me: { stores: { id: string; status: string; reviewNote: string | null }[] } }>(
      '{ me { stores { id status reviewNote } } }',
    );
    expect(me.data?.me.stores.find((s) => s.id === id)).toEqual({
      id,
      status: 'BLOCKED',
      reviewNote: 'Địa chỉ ngoài khu vực giao hàng',
    });
  });

  it('an unknown store, and callers who are not operators', async () => {
    const unknown = await operator.gql<{ supplyStoreApprove: Payload }>(APPROVE, {
      storeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.data?.supplyStoreApprove.userErrors.map((e) => e.code)).toEqual(['STORE_NOT_FOUND']);
    const id = await newStore('Bếp Việt – Củ Chi');
    for (const client of [supplier, owner]) {
      const res = await client.gql<{ supplyStoreApprove: Payload }>(APPROVE, { storeId: id });
      expect(
        res.data?.supplyStoreApprove.userErrors.map((e) => e.code) ?? res.errors?.map((e) => e.extensions?.code),
      ).toEqual(['FORBIDDEN']);
    }
    const [row] = await api.database.db.select().from(stores).where(eq(stores.id, id));
    expect(row?.status).toBe('PENDING');
  });
});
