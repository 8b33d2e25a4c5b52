import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_GROUPS, userGroupMembers, userGroups } from '@chobep/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { GROUP_FIELDS, teamMember, type UserErrorsOf } from '../../test/team';

/** Groups (issue 15 point 6): create, rename, delete, permissions, members; names; system groups; grants. */
let api: TestApi;
let owner: TestClient;
let ownerVi: TestClient;
let otherOwner: TestClient;

interface Group {
  groupId: string;
  name: string;
  active: boolean;
  isSystemCreated: boolean;
  permissions: string[];
  members: { id: string; name: string }[];
}
type GroupPayload = UserErrorsOf & { userGroup: Group | null };

const CREATE = `mutation GroupCreate($input: UserGroupCreateInput!) {
  userGroupCreate(input: $input) { success userErrors { code field message } userGroup { ${GROUP_FIELDS} } } }`;
const UPDATE = `mutation GroupUpdate($input: UserGroupUpdateInput!) {
  userGroupUpdate(input: $input) { success userErrors { code field message } userGroup { ${GROUP_FIELDS} } } }`;
const DELETE = `mutation GroupDelete($id: ID!) { userGroupDelete(id: $id) { success userErrors { code field message } } }`;
const ADD = `mutation GroupAdd($groupId: ID!, $userIds: [ID!]!) { userGroupAddMembers(groupId: $groupId, userIds: $userIds) {
  success userErrors { code field message } userGroup { ${GROUP_FIELDS} } } }`;
const REMOVE = `mutation GroupRemove($groupId: ID!, $userIds: [ID!]!) {
  userGroupRemoveMembers(groupId: $groupId, userIds: $userIds) {
  success userErrors { code field message } userGroup { ${GROUP_FIELDS} } } }`;

async function create(client: TestClient, input: Record<string, unknown>): Promise<GroupPayload> {
  const res = await client.gql<{ userGroupCreate: GroupPayload }>(CREATE, { input });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.userGroupCreate;
}
async function update(client: TestClient, input: Record<string, unknown>): Promise<GroupPayload> {
  const res = await client.gql<{ userGroupUpdate: GroupPayload }>(UPDATE, { input });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.userGroupUpdate;
}
const codes = (p: UserErrorsOf) => p.userErrors.map((e) => e.code);
let seq = 0;
const unique = (base: string) => `${base} ${++seq}`;

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

describe('userGroups and userGroup', () => {
  it("lists the company's groups, system-created first, and only its own", async () => {
    const res = await owner.gql<{ userGroups: Group[] }>(`query { userGroups { ${GROUP_FIELDS} } }`);
    const ids = res.data?.userGroups.map((g) => g.groupId) ?? [];
    expect(ids[0]).toBe(DEMO_GROUPS.bepVietOwners.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_GROUPS.bepVietPurchasers.id, DEMO_GROUPS.bepVietApprovers.id]));
    expect(ids).not.toContain(DEMO_GROUPS.quanComOwners.id);
  });

  it("the system-created owner group reads in the reader's language; the company's own groups keep their names", async () => {
    const names = async (client: TestClient) =>
      new Map(
        (await client.gql<{ userGroups: Group[] }>(`query { userGroups { ${GROUP_FIELDS} } }`)).data?.userGroups.map(
          (g) => [g.groupId, g.name],
        ),
      );
    const [en, vi] = [await names(owner), await names(ownerVi)];
    expect(en.get(DEMO_GROUPS.bepVietOwners.id)).toBe('Owners');
    expect(vi.get(DEMO_GROUPS.bepVietOwners.id)).toBe('Chủ sở hữu');
    expect(en.get(DEMO_GROUPS.bepVietPurchasers.id)).toBe(DEMO_GROUPS.bepVietPurchasers.name);
  });

  it("another company's group is refused (FORBIDDEN), a missing one too", async () => {
    for (const id of [DEMO_GROUPS.bepVietApprovers.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await otherOwner.gql(`query G($id: ID!) { userGroup(id: $id) { name } }`, { id });
      expect(res.errors?.[0]?.extensions?.code, id).toBe('FORBIDDEN');
      expect(res.data?.userGroup ?? null).toBeNull();
    }
  });
});

describe('userGroupCreate', () => {
  it('creates a group with a capability bundle and first members', async () => {
    const res = await create(owner, {
      name: '  Bếp   trưởng ',
      permissions: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'],
      memberIds: [DEMO_ACCOUNTS.staff.id],
    });
    expect(res.userErrors).toEqual([]);
    expect(res.userGroup).toMatchObject({
      name: 'Bếp trưởng',
      active: true,
      isSystemCreated: false,
      members: [{ id: DEMO_ACCOUNTS.staff.id, name: expect.any(String) }],
    });
    expect([...(res.userGroup?.permissions ?? [])].sort()).toEqual(['ORDER_LIST', 'ORDER_PLACE', 'ORDER_VIEW']);
  });

  it.each([
    ['en', '', 'Please enter group name'],
    ['vi', '   ', 'Vui lòng nhập tên nhóm'],
  ])('an empty name (%s): "%s"', async (lang, name, message) => {
    const res = await create(lang === 'vi' ? ownerVi : owner, { name, permissions: [] });
    expect(res.success).toBe(false);
    expect(res.userErrors).toEqual([{ code: 'GROUP_NAME_REQUIRED', field: 'name', message }]);
  });

  it('a name over 60 characters is refused', async () => {
    const res = await create(owner, { name: 'a'.repeat(61) });
    expect(codes(res)).toEqual(['GROUP_NAME_TOO_LONG']);
  });

  it.each([
    ['en', 'Group name already exists!'],
    ['vi', 'Tên nhóm đã tồn tại!'],
  ])('the same name in other case and accents (%s): "%s"', async (lang, message) => {
    const first = await create(owner, { name: `Kho lạnh ${lang}` });
    expect(first.success).toBe(true);
    for (const name of [`KHO LẠNH ${lang}`, `kho lanh ${lang}`, ` Kho  Lạnh ${lang} `]) {
      const res = await create(lang === 'vi' ? ownerVi : owner, { name });
      expect(res.userErrors, name).toEqual([{ code: 'GROUP_NAME_DUPLICATE', field: 'name', message }]);
    }
  });

  it('another company may use the same name', async () => {
    const res = await create(otherOwner, { name: 'Kho lạnh en' });
    expect(res.success).toBe(true);
  });

  it('the database refuses a duplicate key too (the unique index, not only the code)', async () => {
    await expect(
      api.database.db
        .insert(userGroups)
        .values({ buyerId: DEMO_BUYERS.bepViet.id, name: 'kho lanh EN', nameKey: 'kho lanh en' }),
    ).rejects.toThrow();
  });

  it('concurrent creations of one name: exactly one wins, the other is told the name exists', async () => {
    const name = unique('Song song');
    const results = await Promise.all([
      create(owner, { name }),
      create(ownerVi, { name: name.toUpperCase() }),
      create(owner, { name: ` ${name} ` }),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    for (const r of results.filter((x) => !x.success)) expect(codes(r)).toEqual(['GROUP_NAME_DUPLICATE']);
  });

  it("another company's user cannot be made a member (USER_NOT_FOUND), nothing created", async () => {
    const name = unique('Lạ');
    const res = await create(otherOwner, { name, memberIds: [DEMO_ACCOUNTS.staff.id] });
    expect(codes(res)).toEqual(['USER_NOT_FOUND']);
    const rows = await api.database.db.select().from(userGroups).where(eq(userGroups.name, name));
    expect(rows).toEqual([]);
  });
});

describe('userGroupUpdate and userGroupDelete', () => {
  it('renames, sets the permissions, switches off', async () => {
    const made = await create(owner, { name: unique('Thu ngân'), permissions: ['ORDER_LIST'] });
    const id = made.userGroup?.groupId as string;
    const res = await update(owner, { id, name: 'Thu ngân ca tối', permissions: ['ORDER_VIEW'], active: false });
    expect(res.userErrors).toEqual([]);
    expect(res.userGroup).toMatchObject({ name: 'Thu ngân ca tối', permissions: ['ORDER_VIEW'], active: false });
  });

  it('renaming into another group’s name is refused; into its own in other case is allowed', async () => {
    const a = await create(owner, { name: unique('Giao nhận') });
    const b = await create(owner, { name: unique('Giao nhận') });
    const into = await update(owner, { id: b.userGroup?.groupId, name: a.userGroup?.name.toUpperCase() });
    expect(codes(into)).toEqual(['GROUP_NAME_DUPLICATE']);
    const self = await update(owner, { id: a.userGroup?.groupId, name: a.userGroup?.name.toUpperCase() });
    expect(self.success).toBe(true);
    expect(self.userGroup?.name).toBe(a.userGroup?.name.toUpperCase());
  });

  it('a system-created group cannot be renamed, switched off or deleted, in either language', async () => {
    const id = DEMO_GROUPS.bepVietOwners.id;
    const rename = await update(owner, { id, name: 'Chủ mới' });
    expect(rename.userErrors).toEqual([
      { code: 'GROUP_SYSTEM_LOCKED', field: 'name', message: 'A system-created group cannot be renamed or deleted' },
    ]);
    expect(codes(await update(owner, { id, active: false }))).toEqual(['GROUP_SYSTEM_LOCKED']);
    const del = await ownerVi.gql<{ userGroupDelete: UserErrorsOf }>(DELETE, { id });
    expect(del.data?.userGroupDelete.userErrors[0]?.message).toBe('Nhóm do hệ thống tạo không thể đổi tên hoặc xoá');
    const [row] = await api.database.db.select().from(userGroups).where(eq(userGroups.id, id));
    expect(row?.name).toBe('Chủ sở hữu');
  });

  it('an empty name on rename: "Please enter group name"', async () => {
    const res = await update(owner, { id: DEMO_GROUPS.bepVietApprovers.id, name: ' ' });
    expect(res.userErrors[0]?.message).toBe('Please enter group name');
  });

  it('deletes a group; its members lose its permissions', async () => {
    const member = await teamMember(api, []);
    const made = await create(owner, { name: unique('Tạm'), permissions: ['ORDER_LIST'], memberIds: [member.id] });
    const before = await member.client.gql<{ me: { permissionCodes: string[] } }>('query { me { permissionCodes } }');
    expect(before.data?.me.permissionCodes).toEqual(['ORDER_LIST']);
    const res = await owner.gql<{ userGroupDelete: UserErrorsOf }>(DELETE, { id: made.userGroup?.groupId });
    expect(res.data?.userGroupDelete).toEqual({ success: true, userErrors: [] });
    const after = await member.client.gql<{ me: { permissionCodes: string[] } }>('query { me { permissionCodes } }');
    expect(after.data?.me.permissionCodes).toEqual([]);
  });

  it("another company's group: GROUP_NOT_FOUND, unchanged", async () => {
    const id = DEMO_GROUPS.bepVietApprovers.id;
    const [before] = await api.database.db.select().from(userGroups).where(eq(userGroups.id, id));
    expect(codes(await update(otherOwner, { id, name: 'Chiếm', permissions: [] }))).toEqual(['GROUP_NOT_FOUND']);
    const del = await otherOwner.gql<{ userGroupDelete: UserErrorsOf }>(DELETE, { id });
    expect(del.data?.userGroupDelete.userErrors).toEqual([
      { code: 'GROUP_NOT_FOUND', field: 'groupId', message: 'Group not found' },
    ]);
    const [after] = await api.database.db.select().from(userGroups).where(eq(userGroups.id, id));
    expect(after).toEqual(before);
  });
});

describe('members', () => {
  it('adds and removes members; adding twice changes nothing', async () => {
    const made = await create(owner, { name: unique('Ca sáng') });
    const groupId = made.userGroup?.groupId as string;
    const add = await owner.gql<{ userGroupAddMembers: GroupPayload }>(ADD, {
      groupId,
      userIds: [DEMO_ACCOUNTS.staff.id, DEMO_ACCOUNTS.purchaser.id],
    });
    expect(add.data?.userGroupAddMembers.userGroup?.members.map((m) => m.id).sort()).toEqual(
      [DEMO_ACCOUNTS.staff.id, DEMO_ACCOUNTS.purchaser.id].sort(),
    );
    const again = await owner.gql<{ userGroupAddMembers: GroupPayload }>(ADD, {
      groupId,
      userIds: [DEMO_ACCOUNTS.staff.id],
    });
    expect(again.data?.userGroupAddMembers.success).toBe(true);
    const removed = await owner.gql<{ userGroupRemoveMembers: GroupPayload }>(REMOVE, {
      groupId,
      userIds: [DEMO_ACCOUNTS.staff.id],
    });
    expect(removed.data?.userGroupRemoveMembers.userGroup?.members.map((m) => m.id)).toEqual([
      DEMO_ACCOUNTS.purchaser.id,
    ]);
  });

  it("another company's user cannot be added or removed (USER_NOT_FOUND), their groups unchanged", async () => {
    const mine = await create(otherOwner, { name: unique('Của B') });
    const add = await otherOwner.gql<{ userGroupAddMembers: GroupPayload }>(ADD, {
      groupId: mine.userGroup?.groupId,
      userIds: [DEMO_ACCOUNTS.purchaser.id],
    });
    expect(codes(add.data?.userGroupAddMembers as GroupPayload)).toEqual(['USER_NOT_FOUND']);
    const remove = await otherOwner.gql<{ userGroupRemoveMembers: GroupPayload }>(REMOVE, {
      groupId: DEMO_GROUPS.bepVietPurchasers.id,
      userIds: [DEMO_ACCOUNTS.purchaser.id],
    });
    expect(codes(remove.data?.userGroupRemoveMembers as GroupPayload)).toEqual(['GROUP_NOT_FOUND']);
    const rows = await api.database.db
      .select()
      .from(userGroupMembers)
      .where(
        and(
          eq(userGroupMembers.groupId, DEMO_GROUPS.bepVietPurchasers.id),
          eq(userGroupMembers.userId, DEMO_ACCOUNTS.purchaser.id),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('a permission removed from a group takes effect on the next request (no new sign-in)', () => {
  it('the same session loses the page and the operation at once, and gets them back', async () => {
    const member = await teamMember(api, []);
    const made = await create(owner, {
      name: unique('Xem đơn'),
      permissions: ['ORDER_LIST', 'ORDER_VIEW'],
      memberIds: [member.id],
    });
    const groupId = made.userGroup?.groupId as string;
    const ORDERS = 'query { me { permissionCodes } orders { total } }';
    const allowed = await member.client.gql<{ me: { permissionCodes: string[] }; orders: { total: number } }>(ORDERS);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.me.permissionCodes.sort()).toEqual(['ORDER_LIST', 'ORDER_VIEW']);

    expect((await update(owner, { id: groupId, permissions: ['ORDER_VIEW'] })).success).toBe(true);
    const refused = await member.client.gql<{ me: { permissionCodes: string[] } }>(ORDERS);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = await member.client.gql<{ me: { permissionCodes: string[] } }>('query { me { permissionCodes } }');
    expect(me.data?.me.permissionCodes).toEqual(['ORDER_VIEW']);

    expect((await update(owner, { id: groupId, permissions: ['ORDER_LIST', 'ORDER_VIEW'] })).success).toBe(true);
    expect((await member.client.gql(ORDERS)).errors).toBeUndefined();

    // Switching the group off, or taking the member out, works the same way.
    expect((await update(owner, { id: groupId, active: false })).success).toBe(true);
    expect((await member.client.gql(ORDERS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('privilege escalation (issue 15 point 9)', () => {
  it('without BUYER_USER_ADD, a group editor cannot grant: no permissions on a new group, no members added', async () => {
    const editor = await teamMember(api, ['BUYER_GROUP_LIST', 'BUYER_GROUP_ADD', 'BUYER_GROUP_EDIT', 'ORDER_LIST']);
    const res = await create(editor.client, { name: unique('Leo quyền'), permissions: ['ORDER_LIST'] });
    expect(res.userErrors).toEqual([
      {
        code: 'GRANT_NEEDS_USER_ADD',
        field: 'permissions',
        message: 'You need the add-users permission (BUYER_USER_ADD) to grant permissions',
      },
    ]);
    // An empty group grants nothing: allowed.
    const empty = await create(editor.client, { name: unique('Trống') });
    expect(empty.success).toBe(true);
    // Putting oneself into the owners' group is a grant.
    const add = await editor.client.gql<{ userGroupAddMembers: GroupPayload }>(ADD, {
      groupId: DEMO_GROUPS.bepVietOwners.id,
      userIds: [editor.id],
    });
    expect(codes(add.data?.userGroupAddMembers as GroupPayload)).toEqual(['GRANT_NEEDS_USER_ADD']);
    // Adding a permission to an existing group is a grant; removing one is not.
    const grow = await update(editor.client, { id: DEMO_GROUPS.bepVietPurchasers.id, permissions: ['ORDER_LIST'] });
    expect(grow.success).toBe(true);
    const more = await update(editor.client, {
      id: DEMO_GROUPS.bepVietPurchasers.id,
      permissions: ['ORDER_LIST', 'ORDER_VIEW'],
    });
    expect(codes(more)).toEqual(['GRANT_NEEDS_USER_ADD']);
  });

  it('nobody grants a permission they do not hold', async () => {
    const manager = await teamMember(api, [
      'BUYER_USER_ADD',
      'BUYER_GROUP_LIST',
      'BUYER_GROUP_ADD',
      'BUYER_GROUP_EDIT',
      'ORDER_LIST',
      'ORDER_VIEW',
    ]);
    const res = await create(manager.client, {
      name: unique('Duyệt'),
      permissions: ['ORDER_LIST', 'ORDER_APPROVE', 'BUYER_INFO_EDIT'],
    });
    expect(res.userErrors).toEqual([
      {
        code: 'GRANT_NOT_HELD',
        field: 'permissions',
        message: 'You cannot grant permissions you do not hold yourself: ORDER_APPROVE, BUYER_INFO_EDIT',
      },
    ]);
    const ok = await create(manager.client, { name: unique('Xem'), permissions: ['ORDER_LIST', 'ORDER_VIEW'] });
    expect(ok.success).toBe(true);
    // Joining the owners' group (every permission) is granting them to oneself.
    const add = await manager.client.gql<{ userGroupAddMembers: GroupPayload }>(ADD, {
      groupId: DEMO_GROUPS.bepVietOwners.id,
      userIds: [manager.id],
    });
    expect(codes(add.data?.userGroupAddMembers as GroupPayload)).toEqual(['GRANT_NOT_HELD']);
    const me = await manager.client.gql<{ me: { permissionCodes: string[] } }>('query { me { permissionCodes } }');
    expect(me.data?.me.permissionCodes).not.toContain('ORDER_APPROVE');
    // Switching a group with a permission one lacks back on is a grant too.
    const approvers = await update(owner, { id: DEMO_GROUPS.bepVietApprovers.id, active: false });
    expect(approvers.success).toBe(true);
    expect(codes(await update(manager.client, { id: DEMO_GROUPS.bepVietApprovers.id, active: true }))).toEqual([
      'GRANT_NOT_HELD',
    ]);
    expect((await update(owner, { id: DEMO_GROUPS.bepVietApprovers.id, active: true })).success).toBe(true);
  });
});
