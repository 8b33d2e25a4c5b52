import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { formatNumber } from './format-number';

describe('formatMoney: one format per language', () => {
  it.each([
    [0, '0 đ', '0 đ'],
    [5, '5 đ', '5 đ'],
    [999, '999 đ', '999 đ'],
    [1000, '1.000 đ', '1,000 đ'],
    [63_000, '63.000 đ', '63,000 đ'],
    [400_000, '400.000 đ', '400,000 đ'],
    [1_250_000, '1.250.000 đ', '1,250,000 đ'],
    [2_400_840, '2.400.840 đ', '2,400,840 đ'],
    [1_000_000_000_000, '1.000.000.000.000 đ', '1,000,000,000,000 đ'],
    [-63_000, '-63.000 đ', '-63,000 đ'],
    [1_249_999.5, '1.250.000 đ', '1,250,000 đ'],
    [1_250_000.49, '1.250.000 đ', '1,250,000 đ'],
    [-2.5, '-3 đ', '-3 đ'],
    [-0.4, '0 đ', '0 đ'],
  ])('%d → vi %j, en %j', (amount, vi, en) => {
    expect(formatMoney(amount, 'vi')).toBe(vi);
    expect(formatMoney(amount, 'en')).toBe(en);
  });

  it('refuses what is not a number rather than print "NaN đ"', () => {
    expect(() => formatMoney(Number.NaN, 'vi')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('formatNumber: quantities with decimals', () => {
  it.each([
    [24, 3, '24', '24'],
    [1.5, 3, '1,5', '1.5'],
    [0.25, 3, '0,25', '0.25'],
    [1234.5678, 3, '1.234,568', '1,234.568'],
    [2000, 0, '2.000', '2,000'],
    [1.0004, 3, '1', '1'],
    [-1234.5, 1, '-1.234,5', '-1,234.5'],
  ])('%d (≤ %d decimals) → vi %j, en %j', (value, digits, vi, en) => {
    expect(formatNumber(value, 'vi', digits)).toBe(vi);
    expect(formatNumber(value, 'en', digits)).toBe(en);
  });
});
