import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_GROUPS, DEMO_STORES, users } from '@chobep/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, type TestApi, type TestClient } from '../../test/harness';
import { teamMember, type UserErrorsOf } from '../../test/team';

/** Users (issue 15 point 5): the list and its filters, userUpdate, userRemove, the owner rules, sessions ended. */
let api: TestApi;
let owner: TestClient;
let ownerVi: TestClient;
let otherOwner: TestClient;

interface ListedUser {
  id: string;
  name: string;
  email: string | null;
  status: string;
  permissionCodes: string[];
  userGroups: { groupId: string }[];
  stores: { id: string }[];
}
interface UserList {
  data: ListedUser[];
  totalResults: number;
  totalPage: number;
  page: number;
}
const USER_FIELDS = 'id name email status permissionCodes userGroups { groupId } stores { id }';
const LIST = `query Users($filter: UserListFilter, $page: Int, $size: Int) {
  users(filter: $filter, page: $page, size: $size) { totalResults totalPage page data { ${USER_FIELDS} } } }`;
const UPDATE = `mutation UserUpdate($input: UserUpdateInput!) {
  userUpdate(input: $input) { success userErrors { code field message } user { ${USER_FIELDS} } } }`;
const REMOVE = 'mutation UserRemove($id: ID!) { userRemove(id: $id) { success userErrors { code field message } } }';
const RELOGIN = 'mutation R($t: String) { meRelogin(input: { rememberToken: $t }) { success subcode } }';
type UpdatePayload = UserErrorsOf & { user: ListedUser | null };

async function list(client: TestClient, variables: Record<string, unknown> = {}): Promise<UserList> {
  const res = await client.gql<{ users: UserList }>(LIST, variables);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.users;
}
async function update(client: TestClient, input: Record<string, unknown>): Promise<UpdatePayload> {
  const res = await client.gql<{ userUpdate: UpdatePayload }>(UPDATE, { input });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.userUpdate;
}
async function remove(client: TestClient, id: string): Promise<UserErrorsOf> {
  const res = await client.gql<{ userRemove: UserErrorsOf }>(REMOVE, { id });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.userRemove;
}
const codes = (p: UserErrorsOf) => p.userErrors.map((e) => e.code);
const ME = 'query { me { id permissionCodes } }';

beforeAll(async () => {
  api = await createTestApi();
  owner = api.client({ lang: 'en' });
  await owner.signIn(DEMO_ACCOUNTS.owner.email);
  ownerVi = api.client({ lang: 'vi' });
  await ownerVi.signIn(DEMO_ACCOUNTS.owner.email);
  otherOwner = api.client({ lang: 'en' });
  await otherOwner.signIn(DEMO_ACCOUNTS.otherOwner.email);
});
afterAll(async () => {
  await api?.close();
});

describe('users: the list', () => {
  it("lists the company's users only, active first", async () => {
    const res = await list(owner, { size: 100 });
    const ids = res.data.map((u) => u.id);
    expect(ids).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.owner.id, DEMO_ACCOUNTS.purchaser.id, DEMO_ACCOUNTS.staff.id]),
    );
    expect(ids).not.toContain(DEMO_ACCOUNTS.otherOwner.id);
    const other = await list(otherOwner, { size: 100 });
    expect(other.data.map((u) => u.id)).not.toContain(DEMO_ACCOUNTS.owner.id);
    expect(res.totalResults).toBe(res.data.length);
  });

  it.each([
    ['nguyen van', DEMO_ACCOUNTS.owner.id],
    ['NGUYỄN VĂN', DEMO_ACCOUNTS.owner.id],
    ['Nguye\u0302\u0303n', DEMO_ACCOUNTS.owner.id],
    ['purchaser@', DEMO_ACCOUNTS.purchaser.id],
  ])('search %j finds the user by name (accents and case ignored) or e-mail', async (query, id) => {
    const res = await list(owner, { filter: { query } });
    expect(res.data.map((u) => u.id)).toContain(id);
    expect(res.data.every((u) => u.id !== DEMO_ACCOUNTS.staff.id || query === '')).toBe(true);
  });

  it('a search with LIKE wildcards matches them literally', async () => {
    expect((await list(owner, { filter: { query: '%' } })).totalResults).toBe(0);
    expect((await list(owner, { filter: { query: '_' } })).totalResults).toBe(0);
  });

  it('filters by group and by permission (own or through a group)', async () => {
    const group = await list(owner, { filter: { groupId: DEMO_GROUPS.bepVietPurchasers.id } });
    expect(group.data.map((u) => u.id)).toContain(DEMO_ACCOUNTS.purchaser.id);
    expect(group.data.map((u) => u.id)).not.toContain(DEMO_ACCOUNTS.staff.id);
    expect(group.data.every((u) => u.userGroups.some((g) => g.groupId === DEMO_GROUPS.bepVietPurchasers.id))).toBe(
      true,
    );
    const approvers = await list(owner, { filter: { permission: 'ORDER_APPROVE' } });
    expect(approvers.data.map((u) => u.id).sort()).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.owner.id, DEMO_ACCOUNTS.approver.id]),
    );
    expect(approvers.data.map((u) => u.id)).not.toContain(DEMO_ACCOUNTS.purchaser.id);
    expect(approvers.data.every((u) => u.permissionCodes.includes('ORDER_APPROVE'))).toBe(true);
    // Another company's group matches nobody of this one.
    expect((await list(otherOwner, { filter: { groupId: DEMO_GROUPS.bepVietPurchasers.id } })).totalResults).toBe(0);
    expect((await list(owner, { filter: { groupId: 'not-an-id' } })).totalResults).toBe(0);
  });

  it('pages', async () => {
    const all = await list(owner, { size: 100 });
    const first = await list(owner, { size: 2, page: 0 });
    const second = await list(owner, { size: 2, page: 1 });
    expect(first.totalPage).toBe(Math.ceil(all.totalResults / 2));
    expect([...first.data, ...second.data].map((u) => u.id)).toEqual(all.data.slice(0, 4).map((u) => u.id));
  });

  it("user(id): another company's user is refused (FORBIDDEN)", async () => {
    const res = await otherOwner.gql(`query U($id: ID!) { user(id: $id) { name } }`, { id: DEMO_ACCOUNTS.staff.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await owner.gql<{ user: { name: string } }>(`query U($id: ID!) { user(id: $id) { name } }`, {
      id: DEMO_ACCOUNTS.staff.id,
    });
    expect(mine.data?.user.name).toBe(DEMO_ACCOUNTS.staff.name);
  });
});

describe('userUpdate', () => {
  it("sets a colleague's groups and stores; the permissions apply on their next request", async () => {
    const colleague = await teamMember(api, []);
    const res = await update(owner, {
      id: colleague.id,
      groupIds: [DEMO_GROUPS.bepVietApprovers.id],
      storeIds: [DEMO_STORES.bepVietThaoDien.id, DEMO_STORES.bepVietPhuNhuan.id],
    });
    expect(res.userErrors).toEqual([]);
    expect(res.user?.userGroups).toEqual([{ groupId: DEMO_GROUPS.bepVietApprovers.id }]);
    expect(res.user?.stores.map((s) => s.id).sort()).toEqual(
      [DEMO_STORES.bepVietThaoDien.id, DEMO_STORES.bepVietPhuNhuan.id].sort(),
    );
    const me = await colleague.client.gql<{ me: { permissionCodes: string[] } }>(ME);
    expect(me.data?.me.permissionCodes.sort()).toEqual(['ORDER_APPROVE', 'ORDER_LIST', 'ORDER_VIEW']);
    const out = await update(owner, { id: colleague.id, groupIds: [] });
    expect(out.user?.userGroups).toEqual([]);
    expect((await colleague.client.gql<{ me: { permissionCodes: string[] } }>(ME)).data?.me.permissionCodes).toEqual(
      [],
    );
  });

  it("another company's group, store or user: refused, nothing changed", async () => {
    const colleague = await teamMember(api, []);
    expect(codes(await update(owner, { id: colleague.id, groupIds: [DEMO_GROUPS.quanComOwners.id] }))).toEqual([
      'GROUP_NOT_FOUND',
    ]);
    expect(codes(await update(owner, { id: colleague.id, storeIds: [DEMO_STORES.quanComHoanKiem.id] }))).toEqual([
      'STORE_NOT_FOUND',
    ]);
    const cross = await update(otherOwner, { id: colleague.id, status: 'INACTIVE' });
    expect(cross.userErrors).toEqual([{ code: 'USER_NOT_FOUND', field: 'id', message: 'User not found' }]);
    expect((await colleague.client.gql(ME)).errors).toBeUndefined();
  });

  it('nobody puts a colleague (or themselves) into a group with permissions they lack', async () => {
    const manager = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST', 'ORDER_LIST', 'ORDER_VIEW']);
    const colleague = await teamMember(api, []);
    const res = await update(manager.client, { id: colleague.id, groupIds: [DEMO_GROUPS.bepVietApprovers.id] });
    expect(res.userErrors).toEqual([
      {
        code: 'GRANT_NOT_HELD',
        field: 'groupIds',
        message: 'You cannot grant permissions you do not hold yourself: ORDER_APPROVE',
      },
    ]);
    expect(codes(await update(manager.client, { id: manager.id, groupIds: [DEMO_GROUPS.bepVietOwners.id] }))).toEqual([
      'GRANT_NOT_HELD',
    ]);
    // Without BUYER_USER_ADD the operation itself is refused.
    const lister = await teamMember(api, ['BUYER_USER_LIST', 'BUYER_GROUP_EDIT']);
    const refused = await update(lister.client, { id: colleague.id, groupIds: [DEMO_GROUPS.bepVietApprovers.id] });
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    const me = await colleague.client.gql<{ me: { permissionCodes: string[] } }>(ME);
    expect(me.data?.me.permissionCodes).toEqual([]);
  });

  it('INACTIVE ends the sessions at once and refuses sign-in; ACTIVE lets them back', async () => {
    const colleague = await teamMember(api, ['ORDER_LIST']);
    const res = await update(owner, { id: colleague.id, status: 'INACTIVE' });
    expect(res.user?.status).toBe('INACTIVE');
    expect((await colleague.client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(api.client().signIn(colleague.email)).rejects.toThrow(/ACCOUNT_DELETED/);
    expect((await update(owner, { id: colleague.id, status: 'ACTIVE' })).success).toBe(true);
    await api.client().signIn(colleague.email);
  });
});

describe('userRemove', () => {
  it("the removed user's sessions and remember tokens end at once: the next request is refused", async () => {
    const colleague = await teamMember(api, ['ORDER_LIST', 'ORDER_VIEW']);
    const rememberToken = colleague.client.cookies.get('cb_rt');
    expect(rememberToken).toBeTruthy();
    expect((await colleague.client.gql(ME)).errors).toBeUndefined();

    expect(await remove(owner, colleague.id)).toEqual({ success: true, userErrors: [] });

    const next = await colleague.client.gql('query { me { id } orders { total } }');
    expect(next.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const renewal = await api.client().gql<{ meRelogin: { success: boolean; subcode: number } }>(RELOGIN, {
      t: rememberToken,
    });
    expect(renewal.data?.meRelogin).toEqual({ success: false, subcode: 6101 });
    await expect(api.client().signIn(colleague.email)).rejects.toThrow(/ACCOUNT_DELETED/);

    const [row] = await api.database.db.select({ status: users.status }).from(users).where(eq(users.id, colleague.id));
    expect(row?.status).toBe('DELETED');
    const deleted = await list(owner, { filter: { statuses: ['DELETED'] } });
    expect(deleted.data.map((u) => u.id)).toContain(colleague.id);
    expect((await list(owner, { size: 100 })).data.map((u) => u.id)).not.toContain(colleague.id);
    expect(codes(await remove(owner, colleague.id))).toEqual(['USER_NOT_FOUND']);
  });

  it.each([
    ['en', 'The company needs at least one active owner'],
    ['vi', 'Công ty cần ít nhất một chủ sở hữu đang hoạt động'],
  ])('never the last owner (%s)', async (lang, message) => {
    const res = await remove(lang === 'vi' ? ownerVi : owner, DEMO_ACCOUNTS.owner.id);
    expect(res.userErrors).toEqual([{ code: 'USER_LAST_OWNER', field: 'status', message }]);
    expect((await update(owner, { id: DEMO_ACCOUNTS.owner.id, status: 'INACTIVE' })).userErrors[0]?.code).toBe(
      'USER_LAST_OWNER',
    );
    expect((await owner.gql(ME)).errors).toBeUndefined();
  });

  it('an owner is removed only by an owner; nobody removes themselves', async () => {
    const secondOwner = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
    await api.database.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, secondOwner.id));
    const manager = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST']);
    expect(codes(await remove(manager.client, secondOwner.id))).toEqual(['USER_OWNER_PROTECTED']);
    expect(codes(await remove(manager.client, DEMO_ACCOUNTS.owner.id))).toEqual(['USER_OWNER_PROTECTED']);
    expect(codes(await remove(manager.client, manager.id))).toEqual(['USER_CHANGE_SELF']);
    // With two owners, one owner may remove the other, but not itself.
    expect(codes(await remove(owner, DEMO_ACCOUNTS.owner.id))).toEqual(['USER_CHANGE_SELF']);
    expect((await remove(owner, secondOwner.id)).success).toBe(true);
  });

  it("another company's user: USER_NOT_FOUND, unchanged", async () => {
    const res = await remove(otherOwner, DEMO_ACCOUNTS.staff.id);
    expect(res.userErrors).toEqual([{ code: 'USER_NOT_FOUND', field: 'id', message: 'User not found' }]);
    const [row] = await api.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, DEMO_ACCOUNTS.staff.id));
    expect(row?.status).toBe('ACTIVE');
  });
});
