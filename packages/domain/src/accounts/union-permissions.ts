import { isPermission, PERMISSIONS, type Permission } from './permissions';

export interface GroupPermissions {
  /** Inactive groups grant nothing. */
  active: boolean;
  permissions: readonly string[];
}

/**
 * A user's permission set is the union of its own permissions and those of every
 * active group it belongs to (spec/foundations.md §6). Unknown codes are dropped so a
 * stale row can never grant something the product does not define. The result keeps
 * the catalogue order, which makes it stable for caching and display.
 */
export function unionPermissions(own: readonly string[], groups: readonly GroupPermissions[]): Permission[] {
  const held = new Set<string>(own);
  for (const group of groups) {
    if (!group.active) continue;
    for (const p of group.permissions) held.add(p);
  }
  return PERMISSIONS.filter((p) => held.has(p) && isPermission(p));
}
