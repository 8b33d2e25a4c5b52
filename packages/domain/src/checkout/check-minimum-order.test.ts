import { describe, expect, it } from 'vitest';
import { checkMinimumOrder } from './check-minimum-order';

describe('checkMinimumOrder', () => {
  it.each([
    // total with VAT, supplier minimum, store override → reached, minimum, missing
    { total: 499_999, supplierMoq: 500_000, storeMoq: null, want: [false, 500_000, 1] },
    { total: 500_000, supplierMoq: 500_000, storeMoq: null, want: [true, 500_000, 0] },
    { total: 0, supplierMoq: 500_000, storeMoq: null, want: [false, 500_000, 500_000] },
    { total: 350_000, supplierMoq: 0, storeMoq: null, want: [true, 0, 0] },
    // The store's override wins, lower …
    { total: 350_000, supplierMoq: 500_000, storeMoq: 300_000, want: [true, 300_000, 0] },
    // … waived …
    { total: 10_000, supplierMoq: 500_000, storeMoq: 0, want: [true, 0, 0] },
    // … or higher.
    { total: 600_000, supplierMoq: 500_000, storeMoq: 1_000_000, want: [false, 1_000_000, 400_000] },
  ])('$total đ against supplier $supplierMoq, store $storeMoq', ({ want, ...input }) => {
    const result = checkMinimumOrder(input);
    expect([result.reached, result.minimum, result.missing]).toEqual(want);
  });

  it('refuses amounts that are not whole đồng', () => {
    expect(() => checkMinimumOrder({ total: 1.5, supplierMoq: 0, storeMoq: null })).toThrow(RangeError);
    expect(() => checkMinimumOrder({ total: 1, supplierMoq: -5, storeMoq: null })).toThrow(RangeError);
  });
});
