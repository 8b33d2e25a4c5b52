import { describe, expect, it } from 'vitest';
import { checkStoreCanOrder, type StoreOrderFacts } from './check-store-can-order';

const ok: StoreOrderFacts = {
  storeStatus: 'NORMAL',
  storeDisabled: false,
  buyerStatus: 'NORMAL',
  accountStatus: 'NORMAL',
};

describe('checkStoreCanOrder', () => {
  it.each([
    ['a normal store of a normal company', {}, null],
    ['a store waiting for approval', { storeStatus: 'PENDING' }, 'STORE_BLOCKED'],
    ['a blocked store', { storeStatus: 'BLOCKED' }, 'STORE_BLOCKED'],
    ['a disabled store', { storeDisabled: true }, 'STORE_BLOCKED'],
    ['a blocked company', { buyerStatus: 'BLOCKED' }, 'STORE_BLOCKED'],
    ['a company still pending', { buyerStatus: 'PENDING' }, 'STORE_BLOCKED'],
    ['a rejected company', { buyerStatus: 'REJECTED' }, 'STORE_BLOCKED'],
    ['a company whose account is blocked', { accountStatus: 'BLOCKED' }, 'STORE_BLOCKED'],
    ['a company whose account is not activated', { accountStatus: 'NOT_ACTIVATED' }, 'STORE_BLOCKED'],
  ] as const)('%s', (_name, change, expected) => {
    expect(checkStoreCanOrder({ ...ok, ...change } as StoreOrderFacts)).toBe(expected);
  });
});
