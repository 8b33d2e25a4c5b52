import { describe, expect, it } from 'vitest';
import { checkVoucher, type Voucher, type VoucherContext } from './apply-voucher';

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: 'v1',
  code: 'BEP10',
  nameVi: 'Giảm 10%',
  nameEn: '10% off',
  minOrderValue: 300_000,
  percent: 10,
  maxDiscount: 50_000,
  startsAt: new Date('2025-06-01T00:00:00+07:00'),
  endsAt: new Date('2025-07-01T00:00:00+07:00'),
  disabled: false,
  supplierIds: null,
  productIds: null,
  storeIds: null,
  usageLimit: null,
  perCompanyLimit: null,
  ...over,
});

const context = (over: Partial<VoucherContext> = {}): VoucherContext => ({
  now: new Date('2025-06-15T10:00:00+07:00'),
  storeId: 'store-a',
  supplierId: 7,
  // Amounts with VAT, as totalOrderLines gives them.
  lines: [
    { productId: 'rau-muong', amount: 120_000 },
    { productId: 'ca-hoi', amount: 250_000 },
    { productId: 'nuoc-mam', amount: 30_000 },
  ],
  usedTotal: 0,
  usedByCompany: 0,
  ...over,
});

describe('checkVoucher', () => {
  it.each([
    // 10% of 400,000 = 40,000, under the 50,000 cap.
    { name: 'applies to the whole group', v: {}, c: {}, want: [400_000, 40_000] },
    { name: 'is capped at maxDiscount', v: { percent: 20 }, c: {}, want: [400_000, 50_000] },
    { name: 'without a cap', v: { percent: 20, maxDiscount: null }, c: {}, want: [400_000, 80_000] },
    // 100% without a cap: the discount never exceeds the eligible amount.
    { name: 'never more than the amount', v: { percent: 100, maxDiscount: null }, c: {}, want: [400_000, 400_000] },
    { name: 'for this supplier', v: { supplierIds: [3, 7] }, c: {}, want: [400_000, 40_000] },
    { name: 'for this store', v: { storeIds: ['store-a'] }, c: {}, want: [400_000, 40_000] },
    // Only the salmon: 250,000 eligible, 10% = 25,000.
    {
      name: 'on named products only',
      v: { productIds: ['ca-hoi'], minOrderValue: 200_000 },
      c: {},
      want: [250_000, 25_000],
    },
    // round(123,457 × 7.5%) = round(9,259.275) = 9,259.
    {
      name: 'a fractional percent rounds to the đồng',
      v: { percent: 7.5, minOrderValue: 0 },
      c: { lines: [{ productId: 'x', amount: 123_457 }] },
      want: [123_457, 9_259],
    },
    // Half a đồng up: 5% of 12,345 = 617.25 → 617; of 12,350 = 617.5 → 618.
    {
      name: 'half a đồng rounds up',
      v: { percent: 5, minOrderValue: 0 },
      c: { lines: [{ productId: 'x', amount: 12_350 }] },
      want: [12_350, 618],
    },
    { name: 'exactly at the minimum', v: { minOrderValue: 400_000 }, c: {}, want: [400_000, 40_000] },
    { name: 'on its first moment', v: {}, c: { now: new Date('2025-06-01T00:00:00+07:00') }, want: [400_000, 40_000] },
    {
      name: 'under its usage limits',
      v: { usageLimit: 100, perCompanyLimit: 2 },
      c: { usedTotal: 99, usedByCompany: 1 },
      want: [400_000, 40_000],
    },
  ])('$name', ({ v, c, want }) => {
    const result = checkVoucher(voucher(v), context(c));
    expect(result.ok && [result.eligibleAmount, result.discount]).toEqual(want);
  });

  it.each([
    { name: 'no such code', v: null, c: {}, code: 'VOUCHER_NOT_FOUND', params: undefined },
    // Disabled is how a code is withdrawn: it looks like any unknown code.
    { name: 'disabled', v: { disabled: true }, c: {}, code: 'VOUCHER_NOT_FOUND', params: undefined },
    { name: 'for other stores', v: { storeIds: ['store-b'] }, c: {}, code: 'VOUCHER_NOT_FOUND', params: undefined },
    { name: 'for no store (empty list)', v: { storeIds: [] }, c: {}, code: 'VOUCHER_NOT_FOUND', params: undefined },
    {
      name: 'not started',
      v: {},
      c: { now: new Date('2025-05-31T23:59:59+07:00') },
      code: 'VOUCHER_NOT_STARTED',
      params: { code: 'BEP10', startsAt: '2025-05-31T17:00:00.000Z' },
    },
    {
      name: 'expired at its end',
      v: {},
      c: { now: new Date('2025-07-01T00:00:00+07:00') },
      code: 'VOUCHER_EXPIRED',
      params: { code: 'BEP10' },
    },
    // Expiry is told before the minimum: adding items would not help.
    {
      name: 'expired and under the minimum',
      v: { minOrderValue: 1_000_000 },
      c: { now: new Date('2025-08-01T00:00:00+07:00') },
      code: 'VOUCHER_EXPIRED',
      params: { code: 'BEP10' },
    },
    {
      name: 'used up in total',
      v: { usageLimit: 100 },
      c: { usedTotal: 100 },
      code: 'VOUCHER_USED_UP',
      params: { code: 'BEP10' },
    },
    {
      name: 'used up by this company',
      v: { perCompanyLimit: 1 },
      c: { usedTotal: 3, usedByCompany: 1 },
      code: 'VOUCHER_USED_UP',
      params: { code: 'BEP10' },
    },
    { name: 'usage limit 0', v: { usageLimit: 0 }, c: {}, code: 'VOUCHER_USED_UP', params: { code: 'BEP10' } },
    {
      name: 'another supplier',
      v: { supplierIds: [3] },
      c: {},
      code: 'VOUCHER_NOT_ELIGIBLE',
      params: { code: 'BEP10' },
    },
    {
      name: 'products not in the cart',
      v: { productIds: ['bia'] },
      c: {},
      code: 'VOUCHER_NOT_ELIGIBLE',
      params: { code: 'BEP10' },
    },
    {
      name: 'empty cart',
      v: { minOrderValue: 0 },
      c: { lines: [] },
      code: 'VOUCHER_NOT_ELIGIBLE',
      params: { code: 'BEP10' },
    },
    // §8 'only valid for orders over {minValue}': 400,000 in the group, 500,000 asked.
    {
      name: 'under the minimum',
      v: { minOrderValue: 500_000 },
      c: {},
      code: 'VOUCHER_MIN_ORDER',
      params: { code: 'BEP10', minValue: 500_000, missing: 100_000 },
    },
    // The minimum counts covered products only: 400,000 in the group but 250,000 of salmon.
    {
      name: 'product voucher under its minimum',
      v: { productIds: ['ca-hoi'], minOrderValue: 300_000 },
      c: {},
      code: 'VOUCHER_MIN_ORDER',
      params: { code: 'BEP10', minValue: 300_000, missing: 50_000 },
    },
    { name: 'a 0% voucher', v: { percent: 0 }, c: {}, code: 'VOUCHER_CANNOT_APPLY', params: { code: 'BEP10' } },
    { name: 'a cap of 0', v: { maxDiscount: 0 }, c: {}, code: 'VOUCHER_CANNOT_APPLY', params: { code: 'BEP10' } },
    // 1% of 40 đ rounds to nothing.
    {
      name: 'a discount that rounds to 0',
      v: { percent: 1, minOrderValue: 0 },
      c: { lines: [{ productId: 'x', amount: 40 }] },
      code: 'VOUCHER_CANNOT_APPLY',
      params: { code: 'BEP10' },
    },
  ])('refuses: $name', ({ v, c, code, params }) => {
    expect(checkVoucher(v === null ? null : voucher(v), context(c))).toEqual(
      params ? { ok: false, code, params } : { ok: false, code },
    );
  });

  it('spreads the discount over covered lines only, to the đồng', () => {
    const result = checkVoucher(
      voucher({ productIds: ['rau-muong', 'nuoc-mam'], minOrderValue: 0, percent: 15 }),
      context(),
    );
    // 15% of 150,000 = 22,500: 18,000 on 120,000 and 4,500 on 30,000; the salmon keeps its price.
    expect(result).toEqual({ ok: true, eligibleAmount: 150_000, discount: 22_500, lineDiscounts: [18_000, 0, 4_500] });
  });
});
