import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeDiscount } from './distribute-discount';

const lines = (...amounts: number[]) => amounts.map((amount) => ({ amount }));

describe('distributeDiscount', () => {
  it.each([
    // discount, line amounts → shares
    { discount: 30_000, amounts: [100_000, 200_000], want: [10_000, 20_000] },
    // 100 over three equal lines: 33.33 each, the leftover đồng goes to the first (ties: earlier line).
    { discount: 100, amounts: [300, 300, 300], want: [34, 33, 33] },
    // Largest remainder: exact shares 16.67, 33.33, 50 → 17, 33, 50.
    { discount: 100, amounts: [1_000, 2_000, 3_000], want: [17, 33, 50] },
    // Equal remainders: the larger line gets the đồng.
    { discount: 1, amounts: [100, 300], want: [0, 1] },
    // Exact 5,848.28, 29,752.37, 13,884.81, 514.53: floors leave 2 đồng, to the .81 and the .53.
    { discount: 50_000, amounts: [14_742, 74_998, 35_000, 1_297], want: [5_848, 29_752, 13_885, 515] },
    // The whole amount: each line to 0.
    { discount: 1_500, amounts: [1_000, 500], want: [1_000, 500] },
    // Lines of 0 (not covered by the voucher) get nothing.
    { discount: 999, amounts: [0, 1_000, 0, 2_000], want: [0, 333, 0, 666] },
    { discount: 0, amounts: [5_000, 7_000], want: [0, 0] },
    { discount: 0, amounts: [], want: [] },
  ])('$discount over $amounts', ({ discount, amounts, want }) => {
    const shares = distributeDiscount(discount, lines(...amounts));
    expect(shares).toEqual(want);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
  });

  it.each([
    { discount: 1_001, amounts: [1_000] },
    { discount: 1, amounts: [] },
    { discount: 10.5, amounts: [1_000] },
    { discount: 10, amounts: [999.5] },
  ])('refuses $discount over $amounts', ({ discount, amounts }) => {
    expect(() => distributeDiscount(discount, lines(...amounts))).toThrow(RangeError);
  });

  it('for any lines: sums exactly, within one đồng of proportional, never above a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const discount = Math.floor(total * fraction);
          const shares = distributeDiscount(discount, lines(...amounts));
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, i) => {
            const amount = amounts[i] ?? 0;
            expect(share).toBeLessThanOrEqual(amount);
            expect(Math.abs(share - (discount * amount) / (total || 1))).toBeLessThan(1.000001);
          });
        },
      ),
    );
  });
});
