import { describe, expect, it } from 'vitest';
import { BUYER_FEATURES, isPermission, PERMISSIONS } from './permissions';

describe('permission catalogue (foundations §6)', () => {
  it('holds exactly the 18 codes of the spec, in its order', () => {
    expect(PERMISSIONS).toEqual([
      'BUYER_FAVORITE_ITEM_ADD',
      'BUYER_FAVORITE_ITEM_LIST',
      'BUYER_GROUP_ADD',
      'BUYER_GROUP_EDIT',
      'BUYER_GROUP_LIST',
      'BUYER_USER_ADD',
      'BUYER_USER_LIST',
      'BUYER_FEATURE_TOGGLE',
      'BUYER_INFO_EDIT',
      'ORDER_ACCEPT',
      'ORDER_APPROVE',
      'ORDER_CANCEL',
      'ORDER_DELIVERY_CONFIRM',
      'ORDER_ITEM_SET_PRICE',
      'ORDER_ITEM_SET_QUANTITY',
      'ORDER_LIST',
      'ORDER_PLACE',
      'ORDER_VIEW',
    ]);
  });

  it.each([...PERMISSIONS])('isPermission(%s) → true', (p) => {
    expect(isPermission(p)).toBe(true);
  });

  it.each(['', 'order_list', 'ORDER_LIST ', 'ADMIN', 'ORDER_APPROVAL'])('isPermission(%j) → false', (p) => {
    expect(isPermission(p)).toBe(false);
  });

  it('has the ORDER_APPROVAL buyer feature', () => {
    expect(BUYER_FEATURES).toEqual(['ORDER_APPROVAL']);
  });
});
