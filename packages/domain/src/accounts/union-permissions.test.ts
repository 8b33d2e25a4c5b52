import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions';
import { type GroupPermissions, unionPermissions } from './union-permissions';

const group = (active: boolean, ...permissions: string[]): GroupPermissions => ({ active, permissions });

describe('unionPermissions (foundations §6)', () => {
  // [case, own, groups, expected]
  const table: [string, string[], GroupPermissions[], string[]][] = [
    ['nothing', [], [], []],
    ['own only', ['ORDER_VIEW', 'ORDER_LIST'], [], ['ORDER_LIST', 'ORDER_VIEW']],
    ['group only', [], [group(true, 'ORDER_PLACE')], ['ORDER_PLACE']],
    [
      'union of own and active groups',
      ['ORDER_LIST'],
      [group(true, 'ORDER_VIEW'), group(true, 'BUYER_USER_LIST')],
      ['BUYER_USER_LIST', 'ORDER_LIST', 'ORDER_VIEW'],
    ],
    ['inactive group ignored', ['ORDER_LIST'], [group(false, 'ORDER_APPROVE', 'ORDER_CANCEL')], ['ORDER_LIST']],
    [
      'active and inactive groups mixed',
      [],
      [group(false, 'ORDER_APPROVE'), group(true, 'ORDER_VIEW'), group(false, 'ORDER_CANCEL')],
      ['ORDER_VIEW'],
    ],
    [
      'inactive group does not remove what is held elsewhere',
      ['ORDER_LIST'],
      [group(false, 'ORDER_LIST')],
      ['ORDER_LIST'],
    ],
    ['unknown codes dropped', ['ORDER_LIST', 'ADMIN', 'order_view', ''], [group(true, 'SUPERUSER')], ['ORDER_LIST']],
    [
      'duplicates removed',
      ['ORDER_LIST', 'ORDER_LIST'],
      [group(true, 'ORDER_LIST', 'ORDER_VIEW'), group(true, 'ORDER_VIEW')],
      ['ORDER_LIST', 'ORDER_VIEW'],
    ],
    [
      'catalogue order, whatever the input order',
      ['ORDER_VIEW', 'BUYER_INFO_EDIT'],
      [group(true, 'ORDER_ACCEPT', 'BUYER_FAVORITE_ITEM_ADD')],
      ['BUYER_FAVORITE_ITEM_ADD', 'BUYER_INFO_EDIT', 'ORDER_ACCEPT', 'ORDER_VIEW'],
    ],
    ['everything', [...PERMISSIONS].reverse(), [], [...PERMISSIONS]],
  ];

  it.each(table)('%s', (_case, own, groups, expected) => {
    expect(unionPermissions(own, groups)).toEqual(expected);
  });
});
