import type { Permission } from './permissions';

/**
 * Capability bundles of spec/foundations.md §6: a capability is granted only when
 * every listed permission is held.
 */
export const CAPABILITY_BUNDLES = {
  CREATE_ORDER: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'],
  APPROVE_ORDER_REQUEST: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_APPROVE'],
  CANCEL_ORDER: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_CANCEL'],
  SET_UP_ACCOUNT: ['BUYER_FEATURE_TOGGLE', 'BUYER_INFO_EDIT'],
  MANAGE_USER_AND_GROUP: [
    'BUYER_USER_ADD',
    'BUYER_USER_LIST',
    'BUYER_GROUP_ADD',
    'BUYER_GROUP_EDIT',
    'BUYER_GROUP_LIST',
  ],
  MANAGE_FAVORITE_SECTION: ['BUYER_FAVORITE_ITEM_ADD'],
  VIEW_FAVORITE_ITEMS: ['BUYER_FAVORITE_ITEM_LIST'],
} as const satisfies Record<string, readonly Permission[]>;

export type Capability = keyof typeof CAPABILITY_BUNDLES;

export function hasAllPermissions(held: Iterable<string>, required: readonly string[]): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return required.every((p) => set.has(p));
}

export function hasCapability(held: Iterable<string>, capability: Capability): boolean {
  return hasAllPermissions(held, CAPABILITY_BUNDLES[capability]);
}

export function capabilitiesOf(held: Iterable<string>): Capability[] {
  const set = new Set(held);
  return (Object.keys(CAPABILITY_BUNDLES) as Capability[]).filter((c) => hasCapability(set, c));
}
