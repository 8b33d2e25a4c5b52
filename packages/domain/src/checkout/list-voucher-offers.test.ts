import { describe, expect, it } from 'vitest';
import type { Voucher } from './apply-voucher';
import { listVoucherOffers, type VoucherCandidate } from './list-voucher-offers';

const voucher = (code: string, over: Partial<Voucher> = {}): Voucher => ({
  id: code,
  code,
  nameVi: code,
  nameEn: code,
  minOrderValue: 0,
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

const candidate = (v: Voucher, usedTotal = 0, usedByCompany = 0): VoucherCandidate => ({
  voucher: v,
  usedTotal,
  usedByCompany,
});

// One supplier group (supplier 7) of 400,000 đ with VAT.
const context = {
  now: new Date('2025-06-15T10:00:00+07:00'),
  storeId: 'store-a',
  supplierId: 7,
  lines: [
    { productId: 'rau-muong', amount: 120_000 },
    { productId: 'ca-hoi', amount: 250_000 },
    { productId: 'nuoc-mam', amount: 30_000 },
  ],
};

describe('listVoucherOffers', () => {
  it.each([
    { name: 'no minimum: applies, 10 % of 400,000', v: voucher('ALL10'), want: { applicable: true, discount: 40_000 } },
    {
      name: 'minimum 300,000 reached',
      v: voucher('MIN300', { minOrderValue: 300_000 }),
      want: { applicable: true, discount: 40_000 },
    },
    {
      name: 'minimum 500,000: 100,000 more',
      v: voucher('MIN500', { minOrderValue: 500_000 }),
      want: { applicable: false, reason: 'MIN_ORDER', missing: 100_000 },
    },
    {
      name: 'minimum on the products it covers: 250,000 of salmon, 50,000 more',
      v: voucher('SALMON', { productIds: ['ca-hoi'], minOrderValue: 300_000 }),
      want: { applicable: false, reason: 'MIN_ORDER', missing: 50_000 },
    },
    {
      name: 'another supplier',
      v: voucher('OTHER', { supplierIds: [3] }),
      want: { applicable: false, reason: 'OTHER_SUPPLIER', missing: 0 },
    },
    {
      name: 'a product not in the cart',
      v: voucher('BEEF', { productIds: ['bo-uc'] }),
      want: { applicable: false, reason: 'NO_COVERED_PRODUCT' },
    },
    {
      name: "the company's limit used",
      v: voucher('ONCE', { perCompanyLimit: 1 }),
      used: [5, 1],
      want: { applicable: false, reason: 'COMPANY_LIMIT' },
    },
    {
      name: 'no uses left at all',
      v: voucher('GONE', { usageLimit: 5 }),
      used: [5, 0],
      want: { applicable: false, reason: 'USED_UP' },
    },
    {
      name: 'expired',
      v: voucher('OLD', { endsAt: new Date('2025-06-10T00:00:00+07:00') }),
      want: { applicable: false, reason: 'EXPIRED' },
    },
    {
      name: 'not started',
      v: voucher('SOON', { startsAt: new Date('2025-06-20T00:00:00+07:00') }),
      want: { applicable: false, reason: 'NOT_STARTED' },
    },
    {
      name: 'takes nothing off',
      v: voucher('ZERO', { percent: 0 }),
      want: { applicable: false, reason: 'NO_DISCOUNT' },
    },
  ])('$name', ({ v, used = [0, 0], want }) => {
    const [offer] = listVoucherOffers([candidate(v, used[0], used[1])], context);
    expect(offer).toMatchObject(want);
  });

  it.each([
    ['disabled', voucher('OFF', { disabled: true })],
    ["another store's", voucher('PRIVATE', { storeIds: ['store-b'] })],
  ])('leaves out a %s voucher', (_name, v) => {
    expect(listVoucherOffers([candidate(v)], context)).toEqual([]);
  });

  it('lists what applies first (largest discount first), then what can still be made to apply', () => {
    const offers = listVoucherOffers(
      [
        candidate(voucher('OLD', { endsAt: new Date('2025-06-10T00:00:00+07:00') })),
        candidate(voucher('MIN900', { minOrderValue: 900_000 })),
        candidate(voucher('OTHER', { supplierIds: [3] })),
        candidate(voucher('SMALL', { percent: 5 })),
        candidate(voucher('MIN500', { minOrderValue: 500_000 })),
        candidate(voucher('BIG', { percent: 12 })),
      ],
      context,
    );
    expect(offers.map((o) => o.voucher.code)).toEqual(['BIG', 'SMALL', 'MIN500', 'MIN900', 'OLD', 'OTHER']);
  });
});
