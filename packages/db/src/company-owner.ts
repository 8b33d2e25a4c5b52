import { groupNameKey, OWNER_GROUP_NAMES, PERMISSIONS } from '@chobep/domain';
import type { userGroups, users } from './schema';

/**
 * What the owner of a company holds, wherever the company comes from (the demo seed, a sign-up): every permission
 * of their own, and membership of the company's system-created owner group, which holds every permission too and
 * cannot be renamed or deleted. One definition, so a company that signs up gets exactly what seeded ones have.
 */
/** Stored in Vietnamese; the API shows it in the reader's language (displayGroupName). */
export const OWNER_GROUP_NAME = OWNER_GROUP_NAMES.vi;

export function ownerPermissions(): string[] {
  return [...PERMISSIONS];
}

/** The owner user's grants: its role and own permissions. */
export function ownerUserGrants(): Pick<typeof users.$inferInsert, 'role' | 'permissions'> {
  return { role: 'OWNER', permissions: ownerPermissions() };
}

/** The company's owner group (its id given by the seed's fixed ids, or generated). */
export function ownerGroupRow(buyerId: string, id?: string): typeof userGroups.$inferInsert {
  return {
    ...(id ? { id } : {}),
    buyerId,
    name: OWNER_GROUP_NAME,
    nameKey: groupNameKey(OWNER_GROUP_NAME),
    isSystemCreated: true,
    active: true,
    permissions: ownerPermissions(),
  };
}
