import { describe, expect, it } from 'vitest';
import {
  isAutoSelectable,
  type SelectableStore,
  type StoreSelection,
  type StoreStatus,
  selectStore,
} from './store-selection';

const s = (id: string, status: StoreStatus = 'NORMAL'): SelectableStore => ({ id, status });

describe('selectStore (foundations §4)', () => {
  // [case, stores, stored id, expected]
  const table: [string, SelectableStore[], string | null | undefined, StoreSelection][] = [
    // The stored store is kept whenever it belongs to the account.
    ['stored store among several', [s('a'), s('b')], 'b', { kind: 'keep', storeId: 'b' }],
    ['stored store, the only one', [s('a')], 'a', { kind: 'keep', storeId: 'a' }],
    ['stored BLOCKED store', [s('a', 'BLOCKED'), s('b')], 'a', { kind: 'keep', storeId: 'a' }],
    ['stored PENDING store', [s('a', 'PENDING'), s('b')], 'a', { kind: 'keep', storeId: 'a' }],
    // A stored id that no longer matches the account is removed and the user goes to /change-store.
    ['stale stored id, two stores', [s('a'), s('b')], 'zzz', { kind: 'choose', dropStored: true }],
    ['stale stored id, one usable store', [s('a')], 'zzz', { kind: 'choose', dropStored: true }],
    ['stale stored id, no stores', [], 'zzz', { kind: 'choose', dropStored: true }],
    ['stale stored id, one PENDING store', [s('a', 'PENDING')], 'zzz', { kind: 'choose', dropStored: true }],
    // No stored id: exactly one non-PENDING store is chosen automatically.
    ['one NORMAL store', [s('a')], null, { kind: 'auto', storeId: 'a' }],
    ['one NORMAL store (undefined stored)', [s('a')], undefined, { kind: 'auto', storeId: 'a' }],
    ['one NORMAL store (empty stored)', [s('a')], '', { kind: 'auto', storeId: 'a' }],
    [
      'BLOCKED alone (blocked stores are shown with their state)',
      [s('a', 'BLOCKED')],
      null,
      { kind: 'auto', storeId: 'a' },
    ],
    ['NORMAL beside a PENDING store', [s('p', 'PENDING'), s('a')], null, { kind: 'auto', storeId: 'a' }],
    [
      'BLOCKED beside PENDING stores',
      [s('p', 'PENDING'), s('a', 'BLOCKED'), s('q', 'PENDING')],
      null,
      { kind: 'auto', storeId: 'a' },
    ],
    // Otherwise the user chooses.
    ['one PENDING store only', [s('p', 'PENDING')], null, { kind: 'choose', dropStored: false }],
    ['two PENDING stores', [s('p', 'PENDING'), s('q', 'PENDING')], null, { kind: 'choose', dropStored: false }],
    ['two NORMAL stores', [s('a'), s('b')], null, { kind: 'choose', dropStored: false }],
    ['NORMAL and BLOCKED', [s('a'), s('b', 'BLOCKED')], null, { kind: 'choose', dropStored: false }],
    ['no stores', [], null, { kind: 'choose', dropStored: false }],
  ];

  it.each(table)('%s', (_case, stores, stored, expected) => {
    expect(selectStore(stores, stored)).toEqual(expected);
  });
});

describe('isAutoSelectable', () => {
  it.each([
    ['NORMAL', true],
    ['BLOCKED', true],
    ['PENDING', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isAutoSelectable(status)).toBe(expected);
  });
});
