import { describe, expect, it } from 'vitest';
import { addedPermissions, checkGrant } from './check-grant';
import { PERMISSIONS, type Permission } from './permissions';

const MANAGER: Permission[] = ['BUYER_USER_ADD', 'BUYER_USER_LIST', 'BUYER_GROUP_EDIT', 'ORDER_LIST', 'ORDER_VIEW'];
const GROUP_EDITOR: Permission[] = ['BUYER_GROUP_LIST', 'BUYER_GROUP_EDIT', 'ORDER_LIST', 'ORDER_VIEW'];

describe('checkGrant', () => {
  it.each<[string, Permission[], Permission[], ReturnType<typeof checkGrant>]>([
    ['granting nothing: always', [], [], null],
    ['granting nothing, without BUYER_USER_ADD', GROUP_EDITOR, [], null],
    ['an owner grants anything', [...PERMISSIONS], ['ORDER_APPROVE', 'BUYER_USER_ADD'], null],
    ['a manager grants what they hold', MANAGER, ['ORDER_LIST', 'ORDER_VIEW'], null],
    ['a manager grants BUYER_USER_ADD, which they hold', MANAGER, ['BUYER_USER_ADD'], null],
    [
      'without BUYER_USER_ADD: no grant, even of what one holds',
      GROUP_EDITOR,
      ['ORDER_LIST'],
      { code: 'GRANT_NEEDS_USER_ADD' },
    ],
    [
      'a permission not held',
      MANAGER,
      ['ORDER_LIST', 'ORDER_APPROVE'],
      { code: 'GRANT_NOT_HELD', permissions: ['ORDER_APPROVE'] },
    ],
    [
      'several not held, each listed once',
      MANAGER,
      ['ORDER_PLACE', 'ORDER_CANCEL', 'ORDER_PLACE'],
      { code: 'GRANT_NOT_HELD', permissions: ['ORDER_PLACE', 'ORDER_CANCEL'] },
    ],
    [
      'escalating oneself to the group editor',
      ['BUYER_USER_ADD'],
      ['BUYER_GROUP_EDIT'],
      {
        code: 'GRANT_NOT_HELD',
        permissions: ['BUYER_GROUP_EDIT'],
      },
    ],
  ])('%s', (_name, held, granted, expected) => {
    expect(checkGrant(held, granted)).toEqual(expected);
    expect(checkGrant(new Set(held), granted)).toEqual(expected);
  });
});

describe('addedPermissions', () => {
  it.each<[Permission[], Permission[], Permission[]]>([
    [[], [], []],
    [['ORDER_LIST'], ['ORDER_LIST'], []],
    [['ORDER_LIST'], [], []],
    [['ORDER_LIST'], ['ORDER_LIST', 'ORDER_VIEW'], ['ORDER_VIEW']],
    [[], ['ORDER_VIEW', 'ORDER_VIEW'], ['ORDER_VIEW']],
  ])('%j → %j adds %j', (before, after, added) => {
    expect(addedPermissions(before, after)).toEqual(added);
  });
});
