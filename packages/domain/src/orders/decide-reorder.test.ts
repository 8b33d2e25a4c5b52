import { describe, expect, it } from 'vitest';
import type { StoreOrderFacts } from '../cart/check-store-can-order';
import { decideReorder, type ReorderFacts } from './decide-reorder';

const open: StoreOrderFacts = {
  storeStatus: 'NORMAL',
  storeDisabled: false,
  buyerStatus: 'NORMAL',
  accountStatus: 'NORMAL',
};

describe('decideReorder', () => {
  it.each<[string, Partial<ReorderFacts>, ReturnType<typeof decideReorder>]>([
    ['an open store with lines to buy', {}, { ok: true }],
    ['without ORDER_PLACE', { mayPlaceOrders: false }, { ok: false, code: 'FORBIDDEN' }],
    ['a store the viewer does not act for', { stores: [open, null] }, { ok: false, code: 'ORDER_NOT_FOUND' }],
    ['no order at all', { stores: [] }, { ok: false, code: 'ORDER_NOT_FOUND' }],
    ['a disabled store', { stores: [{ ...open, storeDisabled: true }] }, { ok: false, code: 'STORE_BLOCKED' }],
    [
      'a store waiting for review',
      { stores: [{ ...open, storeStatus: 'PENDING' }] },
      { ok: false, code: 'STORE_BLOCKED' },
    ],
    [
      'a blocked store among others',
      { stores: [open, { ...open, storeStatus: 'BLOCKED' }] },
      { ok: false, code: 'STORE_BLOCKED' },
    ],
    ['a blocked company', { stores: [{ ...open, accountStatus: 'BLOCKED' }] }, { ok: false, code: 'STORE_BLOCKED' }],
    ['nothing left on sale', { buyableLines: 0 }, { ok: false, code: 'NOTHING_TO_REORDER' }],
    [
      'permission before store before lines',
      { mayPlaceOrders: false, stores: [null], buyableLines: 0 },
      { ok: false, code: 'FORBIDDEN' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(decideReorder({ mayPlaceOrders: true, stores: [open], buyableLines: 3, ...patch })).toEqual(expected);
  });
});
