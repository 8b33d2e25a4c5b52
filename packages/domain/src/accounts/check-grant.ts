import type { Permission } from './permissions';

export type GrantRefusal =
  /** Granting any permission (to a group, or by putting a user in a group) needs BUYER_USER_ADD. */
  | { code: 'GRANT_NEEDS_USER_ADD' }
  /** Nobody can grant a permission they do not hold themselves. */
  | { code: 'GRANT_NOT_HELD'; permissions: Permission[] };

/**
 * Whether a user holding `held` may give `granted` to someone (issue 15 point 9): adding permissions to a group,
 * adding a member to a group, putting a user in groups. Granting nothing is always allowed (renaming a group,
 * removing a member or a permission); anything else needs BUYER_USER_ADD and every granted permission held.
 */
export function checkGrant(held: Iterable<Permission>, granted: Iterable<Permission>): GrantRefusal | null {
  const mine = held instanceof Set ? (held as ReadonlySet<Permission>) : new Set(held);
  const given = [...new Set(granted)];
  if (given.length === 0) return null;
  if (!mine.has('BUYER_USER_ADD')) return { code: 'GRANT_NEEDS_USER_ADD' };
  const missing = given.filter((p) => !mine.has(p));
  return missing.length > 0 ? { code: 'GRANT_NOT_HELD', permissions: missing } : null;
}

/** The permissions that `after` adds to `before`: what a change grants. */
export function addedPermissions(before: Iterable<Permission>, after: Iterable<Permission>): Permission[] {
  const had = new Set(before);
  return [...new Set(after)].filter((p) => !had.has(p));
}
