import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withVat } from '../catalog/price-product';
import { quantityInThousandths, totalOrderLine, totalOrderLines } from './total-order-lines';

describe('totalOrderLine', () => {
  it.each([
    // price before VAT, VAT %, quantity → amount before VAT, VAT, amount with VAT
    { price: 100_000, rate: 8, qty: 1, want: [100_000, 8_000, 108_000] },
    // The card's price: 33,333 + round(1,666.65) = 35,000 = withVat(33,333, 5).
    { price: 33_333, rate: 5, qty: 1, want: [33_333, 1_667, 35_000] },
    { price: 35_000, rate: 10, qty: 0.1, want: [3_500, 350, 3_850] },
    { price: 45_500, rate: 8, qty: 0.3, want: [13_650, 1_092, 14_742] },
    // Half a đồng rounds up, before VAT (1,234.5 → 1,235) and in the VAT (61.75 → 62).
    { price: 12_345, rate: 5, qty: 0.1, want: [1_235, 62, 1_297] },
    { price: 27_777, rate: 8, qty: 2.5, want: [69_443, 5_555, 74_998] },
    { price: 19_999, rate: 10, qty: 0.7, want: [13_999, 1_400, 15_399] },
    { price: 8_500, rate: 0, qty: 12, want: [102_000, 0, 102_000] },
    // Three decimals count internally (a weight typed before commit).
    { price: 10_000, rate: 8, qty: 1.234, want: [12_340, 987, 13_327] },
    // In floating point 15 × 0.3 = 4.4999999999999998 would round to 4; in thousandths it is 4.5 → 5.
    { price: 15, rate: 10, qty: 0.3, want: [5, 1, 6] },
    { price: 0, rate: 10, qty: 3, want: [0, 0, 0] },
    { price: 99_000, rate: 8, qty: 0, want: [0, 0, 0] },
  ])('$price đ × $qty at $rate%', ({ price, rate, qty, want }) => {
    const line = totalOrderLine({ priceBeforeVat: price, vatRate: rate, quantity: qty });
    expect([line.amountBeforeVat, line.vat, line.amount]).toEqual(want);
  });

  it.each([
    { priceBeforeVat: 1000.5, vatRate: 8, quantity: 1 },
    { priceBeforeVat: -1, vatRate: 8, quantity: 1 },
    { priceBeforeVat: 1000, vatRate: 7.5, quantity: 1 },
    { priceBeforeVat: 1000, vatRate: 8, quantity: -0.1 },
    { priceBeforeVat: 1000, vatRate: 8, quantity: Number.NaN },
  ])('refuses %o', (line) => {
    expect(() => totalOrderLine(line)).toThrow(RangeError);
  });
});

describe('quantityInThousandths', () => {
  it.each([
    [0.1, 100],
    [0.3, 300],
    [1.005, 1005],
    [2.345, 2345],
    [10, 10_000],
  ])('%f → %i', (quantity, want) => {
    expect(quantityInThousandths(quantity)).toBe(want);
  });
});

describe('totalOrderLines', () => {
  // A kitchen's order: vegetables by the 0.1 kg at 5%, drinks at 10%, packaging at 8%.
  const lines = [
    { priceBeforeVat: 12_345, vatRate: 5, quantity: 0.1 },
    { priceBeforeVat: 45_500, vatRate: 8, quantity: 0.3 },
    { priceBeforeVat: 19_999, vatRate: 10, quantity: 0.7 },
    { priceBeforeVat: 27_777, vatRate: 8, quantity: 2.5 },
    { priceBeforeVat: 33_333, vatRate: 5, quantity: 1 },
  ];

  it('adds the rounded lines: the items sum exactly to the totals', () => {
    const totals = totalOrderLines(lines);
    expect(totals.subtotalBeforeVat).toBe(1_235 + 13_650 + 13_999 + 69_443 + 33_333);
    expect(totals.vat).toBe(62 + 1_092 + 1_400 + 5_555 + 1_667);
    expect(totals.total).toBe(1_297 + 14_742 + 15_399 + 74_998 + 35_000);
    expect(totals.total).toBe(141_436);
    expect(totals.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(totals.total);
  });

  it('leaves out an unavailable line exactly as the cart subtracts its amount (§4)', () => {
    const all = totalOrderLines(lines);
    const without = totalOrderLines(lines.filter((_, index) => index !== 2));
    expect(without.total).toBe(all.total - (all.lines[2]?.amount ?? Number.NaN));
    expect(without.subtotalBeforeVat).toBe(all.subtotalBeforeVat - (all.lines[2]?.amountBeforeVat ?? Number.NaN));
  });

  it('is all zeros for an empty group', () => {
    expect(totalOrderLines([])).toEqual({ lines: [], subtotalBeforeVat: 0, vat: 0, total: 0 });
  });

  it('for any lines: whole đồng, lines add up, quantity 1 is the card price', () => {
    const line = fc.record({
      priceBeforeVat: fc.integer({ min: 0, max: 50_000_000 }),
      vatRate: fc.constantFrom(0, 5, 8, 10),
      quantity: fc.integer({ min: 0, max: 100_000 }).map((tenths) => tenths / 10),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (input) => {
        const totals = totalOrderLines(input);
        const sum = (pick: (l: (typeof totals.lines)[number]) => number) =>
          totals.lines.reduce((s, l) => s + pick(l), 0);
        expect(totals.subtotalBeforeVat).toBe(sum((l) => l.amountBeforeVat));
        expect(totals.vat).toBe(sum((l) => l.vat));
        expect(totals.total).toBe(totals.subtotalBeforeVat + totals.vat);
        for (const l of totals.lines) expect(Number.isInteger(l.amount)).toBe(true);
        for (const l of input) {
          const one = totalOrderLine({ ...l, quantity: 1 });
          expect(one.amount).toBe(withVat(l.priceBeforeVat, l.vatRate));
        }
      }),
    );
  });
});
