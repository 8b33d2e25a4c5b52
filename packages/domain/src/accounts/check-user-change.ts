import type { ContactRole, UserStatus } from './account-state';

export interface TeamMember {
  id: string;
  role: ContactRole;
  status: UserStatus;
}

export type UserChangeRefusal =
  /** The user is already removed: nothing to change. */
  | 'USER_NOT_FOUND'
  /** Removing or deactivating oneself would end one's own session mid-request; another manager does it. */
  | 'USER_CHANGE_SELF'
  /** Only an owner may remove or deactivate an owner. */
  | 'USER_OWNER_PROTECTED'
  /** A company always keeps one active owner. */
  | 'USER_LAST_OWNER';

/**
 * Whether `actor` may move `target` to `next` (userRemove: DELETED; userUpdate: ACTIVE or INACTIVE). `activeOwners`
 * counts the company's ACTIVE owners, the target included, read under a lock of the company's row so two managers
 * cannot each remove one of the last two owners.
 */
export function checkUserStatusChange(
  actor: Pick<TeamMember, 'id' | 'role'>,
  target: TeamMember,
  next: UserStatus,
  activeOwners: number,
): UserChangeRefusal | null {
  if (target.status === 'DELETED') return 'USER_NOT_FOUND';
  if (next === target.status) return null;
  if (next === 'ACTIVE') return target.role === 'OWNER' && actor.role !== 'OWNER' ? 'USER_OWNER_PROTECTED' : null;
  if (target.role === 'OWNER') {
    if (actor.role !== 'OWNER') return 'USER_OWNER_PROTECTED';
    // Before the self check: the last owner leaving is told why it cannot, not only that it is oneself.
    if (target.status === 'ACTIVE' && activeOwners <= 1) return 'USER_LAST_OWNER';
  }
  if (actor.id === target.id) return 'USER_CHANGE_SELF';
  return null;
}
