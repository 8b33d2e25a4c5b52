import { describe, expect, it } from 'vitest';
import { priceProduct } from './price-product';

describe('priceProduct', () => {
  it.each([
    // price before VAT, original, VAT %, base, net → price with VAT, original with VAT, saving, %, per base unit
    { price: 100_000, originalPrice: null, vatRate: 8, baseUnit: null, want: [108_000, null, 0, 0, null] },
    { price: 100_000, originalPrice: 125_000, vatRate: 8, baseUnit: null, want: [108_000, 135_000, 27_000, 20, null] },
    // An original price at or below the price is not a sale.
    { price: 100_000, originalPrice: 100_000, vatRate: 10, baseUnit: null, want: [110_000, null, 0, 0, null] },
    { price: 100_000, originalPrice: 90_000, vatRate: 10, baseUnit: null, want: [110_000, null, 0, 0, null] },
    // Whole đồng: 33,333 × 1.05 = 34,999.65 → 35,000.
    { price: 33_333, originalPrice: null, vatRate: 5, baseUnit: null, want: [35_000, null, 0, 0, null] },
    { price: 50_000, originalPrice: null, vatRate: 0, baseUnit: 5, want: [50_000, null, 0, 0, 10_000] },
    // A base unit of 1 is the unit itself: no per-unit price.
    { price: 50_000, originalPrice: null, vatRate: 0, baseUnit: 1, want: [50_000, null, 0, 0, null] },
    { price: 240_000, originalPrice: null, vatRate: 8, baseUnit: 24, want: [259_200, null, 0, 0, 10_800] },
  ])('$price before VAT at $vatRate% (original $originalPrice, base $baseUnit)', (row) => {
    const result = priceProduct({ ...row, netUnit: null });
    expect([
      result.price,
      result.originalPrice,
      result.savingAmount,
      result.savingPercent,
      result.baseUomPrice,
    ]).toEqual(row.want);
    expect(result.vat).toBe(result.price - row.price);
  });
});
