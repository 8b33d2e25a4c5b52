import { DEMO_BUYERS, DEMO_GROUPS, DEMO_STORES, userGroupMembers } from '@chobep/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const BUYER = `query Buyer {
  buyer { id name region status accountBuyerStatus enabledFeatures
    stores { id name status location { address city } }
    userGroups { groupId name isSystemCreated permissions members { id name } } }
}`;

type BuyerData = {
  buyer: {
    id: string;
    name: string;
    region: string;
    enabledFeatures: string[];
    stores: Array<{ id: string; name: string; status: string; location: { address: string; city: string | null } }>;
    userGroups: Array<{
      name: string;
      isSystemCreated: boolean;
      permissions: string[];
      members: Array<{ id: string }>;
    }>;
  };
};

describe('buyer and stores', () => {
  it('gives the owner the company, every store with its status, and the groups', async () => {
    const client = api.client();
    await client.signIn('owner@chobep.vn');
    const res = await client.gql<BuyerData>(BUYER);
    expect(res.errors).toBeUndefined();
    const buyer = res.data?.buyer;
    expect(buyer).toMatchObject({ name: 'Nhà hàng Bếp Việt', region: 'HCM', enabledFeatures: ['ORDER_APPROVAL'] });
    expect(buyer?.stores.map((s) => s.status).sort()).toEqual(['NORMAL', 'NORMAL', 'PENDING']);
    expect(buyer?.stores.every((s) => s.location.address.length > 0)).toBe(true);
    expect(buyer?.userGroups.length).toBeGreaterThanOrEqual(3);
    expect(buyer?.userGroups.some((g) => g.isSystemCreated)).toBe(true);
  });

  it('gives the purchaser exactly one NORMAL store and hides the groups without BUYER_GROUP_LIST', async () => {
    const client = api.client();
    await client.signIn('purchaser@chobep.vn');
    const res = await client.gql<BuyerData>(BUYER);
    expect(res.data?.buyer.stores).toHaveLength(1);
    expect(res.data?.buyer.stores[0]?.status).toBe('NORMAL');
    expect(res.data?.buyer.userGroups).toEqual([]);
  });

  it('never shows another company: stores, groups and the requested store are scoped to the buyer', async () => {
    const bepViet = api.client();
    await bepViet.signIn('owner@chobep.vn');
    const own = await bepViet.gql<BuyerData>(BUYER);

    const quanCom = api.client();
    await quanCom.signIn('owner@quancomnha.vn');
    const other = await quanCom.gql<BuyerData>(BUYER);
    expect(other.data?.buyer.name).toBe('Quán Cơm Nhà');
    expect(other.data?.buyer.region).toBe('HN');
    const ownIds = new Set(own.data?.buyer.stores.map((s) => s.id));
    expect(other.data?.buyer.stores.some((s) => ownIds.has(s.id))).toBe(false);
    expect(other.data?.buyer.stores.every((s) => s.location.city?.includes('Hà Nội'))).toBe(true);
    const ownMembers = new Set(own.data?.buyer.userGroups.flatMap((g) => g.members.map((m) => m.id)));
    expect(other.data?.buyer.userGroups.flatMap((g) => g.members).some((m) => ownMembers.has(m.id))).toBe(false);

    // Asking for another company's store through the header gives nothing.
    const foreignStore = own.data?.buyer.stores[0]?.id ?? '';
    const current = await quanCom.gql<{ currentStore: { id: string } | null }>('{ currentStore { id } }', undefined, {
      'x-store-id': foreignStore,
    });
    expect(current.data?.currentStore).toBeNull();
    const mine = await bepViet.gql<{ currentStore: { id: string } | null }>('{ currentStore { id } }', undefined, {
      'x-store-id': foreignStore,
    });
    expect(mine.data?.currentStore?.id).toBe(foreignStore);
  });

  it('does not let a purchaser select a store it was not given', async () => {
    const owner = api.client();
    await owner.signIn('owner@chobep.vn');
    const all = await owner.gql<BuyerData>(BUYER);
    const purchaser = api.client();
    await purchaser.signIn('purchaser@chobep.vn');
    const mine = await purchaser.gql<BuyerData>(BUYER);
    const notMine = all.data?.buyer.stores.find((s) => s.id !== mine.data?.buyer.stores[0]?.id);
    const res = await purchaser.gql<{ currentStore: { id: string } | null }>('{ currentStore { id } }', undefined, {
      'x-store-id': notMine?.id ?? '',
    });
    expect(res.data?.currentStore).toBeNull();
  });

  it('loads nested lists in a fixed number of statements (no N+1)', async () => {
    const client = api.client();
    await client.signIn('owner@chobep.vn');
    api.queries.reset();
    const res = await client.gql(
      `{ me { stores { id } userGroups { name members { name } } buyer { stores { id } userGroups { members { email } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    // viewer, stores, groups of the user, buyer, groups of the buyer, and members in two batches (the user's
    // groups and the company's groups resolve in different ticks): fixed, however many groups and members exist.
    expect(api.queries.count).toBeLessThanOrEqual(7);
  });
});

describe("colleagues' e-mail addresses", () => {
  it('are shown only with BUYER_USER_LIST or BUYER_GROUP_LIST; a member always sees its own', async () => {
    const colleague = await createUser(api, {
      buyerId: DEMO_BUYERS.bepViet.id,
      permissions: ['ORDER_LIST'],
      storeIds: [DEMO_STORES.bepVietQuan1.id],
    });
    await api.database.db
      .insert(userGroupMembers)
      .values({ groupId: DEMO_GROUPS.bepVietPurchasers.id, userId: colleague.id });
    const GROUPS = '{ me { userGroups { name members { id email } } } }';
    type Groups = { me: { userGroups: Array<{ members: Array<{ id: string; email: string | null }> }> } };

    // The purchaser holds neither permission: its own address, no colleague's.
    const purchaser = api.client();
    await purchaser.signIn('purchaser@chobep.vn');
    const seen = (await purchaser.gql<Groups>(GROUPS)).data?.me.userGroups.flatMap((g) => g.members) ?? [];
    expect(seen.find((m) => m.id === colleague.id)).toEqual({ id: colleague.id, email: null });
    expect(seen.find((m) => m.email !== null)?.email).toBe('purchaser@chobep.vn');
    expect(seen.filter((m) => m.email !== null)).toHaveLength(1);

    // A member with BUYER_GROUP_LIST sees them.
    const manager = await createUser(api, {
      buyerId: DEMO_BUYERS.bepViet.id,
      permissions: ['BUYER_GROUP_LIST'],
      storeIds: [DEMO_STORES.bepVietQuan1.id],
    });
    await api.database.db
      .insert(userGroupMembers)
      .values({ groupId: DEMO_GROUPS.bepVietPurchasers.id, userId: manager.id });
    const withList = api.client();
    await withList.signIn(manager.email);
    const all = (await withList.gql<Groups>(GROUPS)).data?.me.userGroups.flatMap((g) => g.members) ?? [];
    expect(all.find((m) => m.id === colleague.id)?.email).toBe(colleague.email);
  });
});
