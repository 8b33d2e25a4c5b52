import { describe, expect, it } from 'vitest';
import {
  CAPABILITY_BUNDLES,
  type Capability,
  capabilitiesOf,
  hasAllPermissions,
  hasCapability,
} from './capability-bundles';
import { PERMISSIONS, type Permission } from './permissions';

/** foundations §6, bundle by bundle. */
const SPEC: Record<Capability, Permission[]> = {
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
};
const entries = Object.entries(SPEC) as [Capability, Permission[]][];

describe('capability bundles (foundations §6)', () => {
  it('has exactly the seven bundles of the spec', () => {
    expect(Object.keys(CAPABILITY_BUNDLES).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(entries)('%s = %j', (capability, permissions) => {
    expect([...CAPABILITY_BUNDLES[capability]].sort()).toEqual([...permissions].sort());
  });

  it.each(entries)('%s is granted with exactly its permissions', (capability, permissions) => {
    expect(hasCapability(permissions, capability)).toBe(true);
    expect(hasCapability(new Set(permissions), capability)).toBe(true);
    expect(hasCapability(PERMISSIONS, capability)).toBe(true);
  });

  it.each(
    entries.flatMap(([capability, permissions]) =>
      permissions.map((missing) => [capability, missing, permissions.filter((p) => p !== missing)] as const),
    ),
  )('%s is refused without %s', (capability, _missing, held) => {
    expect(hasCapability(held, capability)).toBe(false);
    // Everything else in the catalogue does not make up for it.
    expect(
      hasCapability(
        PERMISSIONS.filter((p) => p !== _missing),
        capability,
      ),
    ).toBe(false);
  });

  it.each(entries)('%s is refused with no permission', (capability) => {
    expect(hasCapability([], capability)).toBe(false);
  });
});

describe('capabilitiesOf', () => {
  it.each([
    [[], []],
    [['ORDER_LIST', 'ORDER_VIEW'], []],
    [['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'], ['CREATE_ORDER']],
    [
      ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE', 'ORDER_APPROVE', 'ORDER_CANCEL'],
      ['CREATE_ORDER', 'APPROVE_ORDER_REQUEST', 'CANCEL_ORDER'],
    ],
    [
      ['BUYER_FAVORITE_ITEM_ADD', 'BUYER_FAVORITE_ITEM_LIST'],
      ['MANAGE_FAVORITE_SECTION', 'VIEW_FAVORITE_ITEMS'],
    ],
    [['BUYER_FEATURE_TOGGLE', 'BUYER_INFO_EDIT', 'BUYER_USER_LIST'], ['SET_UP_ACCOUNT']],
    [[...PERMISSIONS], Object.keys(CAPABILITY_BUNDLES)],
  ] as [string[], Capability[]][])('%j → %j', (held, expected) => {
    expect(capabilitiesOf(held)).toEqual(expected);
  });
});

describe('hasAllPermissions', () => {
  it.each([
    [[], [], true],
    [['A'], [], true],
    [[], ['A'], false],
    [['A', 'B'], ['A', 'B'], true],
    [['A'], ['A', 'B'], false],
  ] as [string[], string[], boolean][])('%j ⊇ %j → %s', (held, required, expected) => {
    expect(hasAllPermissions(held, required)).toBe(expected);
    expect(hasAllPermissions(new Set(held), required)).toBe(expected);
  });

  it('accepts a one-shot iterable', () => {
    function* held() {
      yield 'A';
      yield 'B';
    }
    expect(hasAllPermissions(held(), ['A', 'B'])).toBe(true);
  });
});
