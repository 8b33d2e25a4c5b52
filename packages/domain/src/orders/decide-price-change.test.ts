import { describe, expect, it } from 'vitest';
import { decidePriceChange, maxSupplierPrice } from './decide-price-change';

describe('decidePriceChange', () => {
  it.each([
    // side, ordered, next, reason → decision
    ['SUPPLIER', 120_000, 115_000, 'giá chợ hôm nay', { ok: true, kind: 'SET' }],
    ['SUPPLIER', 120_000, 0, 'tặng khách', { ok: true, kind: 'SET' }],
    ['SUPPLIER', 120_000, 132_000, 'giá chợ tăng', { ok: true, kind: 'SET' }],
    ['SUPPLIER', 120_000, 132_001, 'giá chợ tăng', { ok: false, code: 'PRICE_RAISE_TOO_HIGH', max: 132_000 }],
    ['OPERATOR', 1_000, 100_000, 'sửa giá nhập nhầm', { ok: true, kind: 'SET' }],
    ['BUYER', 120_000, 1, 'giá đã thoả thuận với sale', { ok: true, kind: 'PROPOSE' }],
    ['BUYER', 120_000, 1, '', { ok: false, code: 'REASON_REQUIRED' }],
    ['SUPPLIER', 120_000, 110_000, '   ', { ok: false, code: 'REASON_REQUIRED' }],
    ['OPERATOR', 120_000, 110_000, null, { ok: false, code: 'REASON_REQUIRED' }],
  ] as const)('%s %i → %i (%s)', (side, ordered, next, reason, decision) => {
    expect(decidePriceChange({ side, ordered, next, reason })).toEqual(decision);
  });

  it.each([
    [120_000, 132_000],
    [45_455, 50_000],
    [1, 1],
    [0, 0],
  ])('a supplier may raise %i to at most %i', (ordered, max) => {
    expect(maxSupplierPrice(ordered)).toBe(max);
  });
});
