import { describe, expect, it } from 'vitest';
import { checkStoreCanFillCart } from './check-store-can-fill-cart';
import { checkStoreCanOrder, type StoreOrderFacts } from './check-store-can-order';

const ok: StoreOrderFacts = {
  storeStatus: 'NORMAL',
  storeDisabled: false,
  buyerStatus: 'NORMAL',
  accountStatus: 'NORMAL',
};

describe('checkStoreCanFillCart', () => {
  // [case, change, may fill its cart, may order]
  it.each([
    ['a normal store of a normal company', {}, null, null],
    ['a store waiting for review prepares its cart, not its order', { storeStatus: 'PENDING' }, null, 'STORE_BLOCKED'],
    ['a blocked store', { storeStatus: 'BLOCKED' }, 'STORE_BLOCKED', 'STORE_BLOCKED'],
    ['a disabled store', { storeDisabled: true }, 'STORE_BLOCKED', 'STORE_BLOCKED'],
    [
      'a disabled store waiting for review',
      { storeStatus: 'PENDING', storeDisabled: true },
      'STORE_BLOCKED',
      'STORE_BLOCKED',
    ],
    [
      'a store waiting for review of a blocked company',
      { storeStatus: 'PENDING', buyerStatus: 'BLOCKED' },
      'STORE_BLOCKED',
      'STORE_BLOCKED',
    ],
    ['a company still pending', { buyerStatus: 'PENDING' }, 'STORE_BLOCKED', 'STORE_BLOCKED'],
    ['a rejected company', { buyerStatus: 'REJECTED' }, 'STORE_BLOCKED', 'STORE_BLOCKED'],
    ['a company whose account is blocked', { accountStatus: 'BLOCKED' }, 'STORE_BLOCKED', 'STORE_BLOCKED'],
    ['a company whose account is not activated', { accountStatus: 'NOT_ACTIVATED' }, 'STORE_BLOCKED', 'STORE_BLOCKED'],
  ] as const)('%s', (_name, change, fill, order) => {
    const facts = { ...ok, ...change } as StoreOrderFacts;
    expect(checkStoreCanFillCart(facts)).toBe(fill);
    expect(checkStoreCanOrder(facts)).toBe(order);
  });
});
