import { type Db, userGroupMembers, userGroups } from '@chobep/db';
import {
  addedPermissions,
  DomainError,
  GROUP_NAME_MAX,
  groupNameKey,
  isPermission,
  normalizeGroupName,
  type Permission,
  validateGroupName,
} from '@chobep/domain';
import { and, eq, ne } from 'drizzle-orm';
import {
  assertMayGrant,
  groupOfCompany,
  isUniqueViolation,
  lockCompany,
  membersOfCompany,
  permissionsOf,
  type TeamActor,
  type Tx,
} from './team-scope';

export interface GroupInput {
  name?: string | null;
  permissions?: readonly string[] | null;
  active?: boolean | null;
}

function checkedName(raw: string | null | undefined): { name: string; key: string } {
  const problem = validateGroupName(raw);
  if (problem === 'GROUP_NAME_REQUIRED') throw new DomainError('GROUP_NAME_REQUIRED', 'name');
  if (problem === 'GROUP_NAME_TOO_LONG') throw new DomainError('GROUP_NAME_TOO_LONG', 'name', { max: GROUP_NAME_MAX });
  return { name: normalizeGroupName(raw ?? ''), key: groupNameKey(raw ?? '') };
}

function checkedPermissions(codes: readonly string[]): Permission[] {
  // The GraphQL enum only lets known codes in; the filter keeps the stored array clean whatever the caller.
  return [...new Set(codes)].filter(isPermission);
}

/** Another group of the company already has this name (case- and accent-insensitive). */
async function nameTaken(tx: Tx, buyerId: string, key: string, exceptId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.buyerId, buyerId),
        eq(userGroups.nameKey, key),
        exceptId ? ne(userGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The unique index decides a race the read above lost: two creations of "Bếp trưởng" and "bep truong" at once.
 * Its violation aborts the transaction, so it is mapped here, outside it.
 */
async function withDuplicateName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'user_groups_buyer_name_key_uq'))
      throw new DomainError('GROUP_NAME_DUPLICATE', 'name');
    throw error;
  }
}

/**
 * userGroupCreate: a group of the actor's company with its permissions (a capability bundle or any set) and first
 * members. Its permissions are granted to whoever joins it, so they must be grantable by the actor (checkGrant).
 */
export async function createGroup(
  db: Db,
  actor: TeamActor,
  input: { name: string; permissions?: readonly string[] | null; memberIds?: readonly string[] | null },
): Promise<string> {
  const { name, key } = checkedName(input.name);
  const permissions = checkedPermissions(input.permissions ?? []);
  return withDuplicateName(() =>
    db.transaction(async (tx) => {
      await lockCompany(tx, actor.buyerId);
      assertMayGrant(actor, permissions, 'permissions');
      const members = await membersOfCompany(tx, actor.buyerId, input.memberIds ?? []);
      if (await nameTaken(tx, actor.buyerId, key, null)) throw new DomainError('GROUP_NAME_DUPLICATE', 'name');
      const [group] = await tx
        .insert(userGroups)
        .values({ buyerId: actor.buyerId, name, nameKey: key, permissions, isSystemCreated: false })
        .returning({ id: userGroups.id });
      if (!group) throw new Error('inserting a group returned no row');
      if (members.length > 0)
        await tx.insert(userGroupMembers).values(members.map((m) => ({ groupId: group.id, userId: m.id })));
      return group.id;
    }),
  );
}

/**
 * userGroupUpdate: rename (not a system-created group), set the permissions, switch the group on or off. Added
 * permissions (and switching a group on, which gives its permissions back to its members) are grants. A removed
 * permission takes effect on the members' next request: permissions are read per request (load-viewer.ts).
 */
export async function updateGroup(db: Db, actor: TeamActor, groupId: string, input: GroupInput): Promise<void> {
  await withDuplicateName(() =>
    db.transaction(async (tx) => {
      await lockCompany(tx, actor.buyerId);
      const group = await groupOfCompany(tx, actor.buyerId, groupId);
      const patch: Partial<typeof userGroups.$inferInsert> = {};
      if (input.name !== undefined && input.name !== null) {
        const { name, key } = checkedName(input.name);
        if (name !== group.name) {
          if (group.isSystemCreated) throw new DomainError('GROUP_SYSTEM_LOCKED', 'name');
          if (key !== group.nameKey && (await nameTaken(tx, actor.buyerId, key, group.id)))
            throw new DomainError('GROUP_NAME_DUPLICATE', 'name');
          patch.name = name;
          patch.nameKey = key;
        }
      }
      const before = group.active ? permissionsOf([group]) : [];
      let after = permissionsOf([group]);
      if (input.permissions) {
        after = checkedPermissions(input.permissions);
        patch.permissions = after;
      }
      const active = input.active ?? group.active;
      if (active !== group.active) {
        if (group.isSystemCreated && !active) throw new DomainError('GROUP_SYSTEM_LOCKED', 'active');
        patch.active = active;
      }
      assertMayGrant(actor, active ? addedPermissions(before, after) : [], 'permissions');
      if (Object.keys(patch).length === 0) return;
      await tx
        .update(userGroups)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(userGroups.id, group.id));
    }),
  );
}

/** userGroupDelete: its members lose its permissions on their next request; system-created groups stay. */
export async function deleteGroup(db: Db, actor: TeamActor, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.buyerId);
    const group = await groupOfCompany(tx, actor.buyerId, groupId);
    if (group.isSystemCreated) throw new DomainError('GROUP_SYSTEM_LOCKED', 'groupId');
    await tx.delete(userGroups).where(eq(userGroups.id, group.id));
  });
}

/**
 * userGroupAddMembers / userGroupRemoveMembers. Adding someone gives them the group's permissions: a grant.
 * Removing grants nothing. Members are users of the same company that are not removed.
 */
export async function changeGroupMembers(
  db: Db,
  actor: TeamActor,
  groupId: string,
  change: { add?: readonly string[]; remove?: readonly string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.buyerId);
    const group = await groupOfCompany(tx, actor.buyerId, groupId);
    const adding = await membersOfCompany(tx, actor.buyerId, change.add ?? []);
    const removing = await membersOfCompany(tx, actor.buyerId, change.remove ?? []);
    const current = new Set(
      (
        await tx
          .select({ userId: userGroupMembers.userId })
          .from(userGroupMembers)
          .where(eq(userGroupMembers.groupId, group.id))
      ).map((r) => r.userId),
    );
    const newcomers = adding.filter((m) => !current.has(m.id));
    if (newcomers.length > 0) {
      assertMayGrant(actor, group.active ? permissionsOf([group]) : [], 'userIds');
      await tx.insert(userGroupMembers).values(newcomers.map((m) => ({ groupId: group.id, userId: m.id })));
    }
    for (const m of removing.filter((r) => current.has(r.id)))
      await tx
        .delete(userGroupMembers)
        .where(and(eq(userGroupMembers.groupId, group.id), eq(userGroupMembers.userId, m.id)));
  });
}
