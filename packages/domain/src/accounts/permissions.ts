/** Permission codes of spec/foundations.md §6, in the spec's order. */
export const PERMISSIONS = [
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
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const KNOWN = new Set<string>(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/** Buyer features that can be switched on per company. */
export const BUYER_FEATURES = ['ORDER_APPROVAL'] as const;
export type BuyerFeature = (typeof BUYER_FEATURES)[number];
