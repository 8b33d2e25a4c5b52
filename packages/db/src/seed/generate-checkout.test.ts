import {
  addDays,
  checkVoucher,
  computeEarliestSlotStart,
  type DeliveryRequest,
  daysBetween,
  isDeliveryDateAllowed,
  isoWeekday,
  type LocalDate,
  localInstant,
  parseVirtualAccountNumber,
  toLocalDateTime,
  VIETNAM_HOLIDAYS,
  type Voucher,
  type VoucherErrorCode,
} from '@chobep/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BUYERS, DEMO_STORES } from './demo-accounts';
import {
  DEMO_DEPOSIT_BALANCE,
  DEMO_VOUCHER_CODES,
  type GeneratedCheckout,
  generateCheckout,
  pickVoucherProduct,
  type SupplierFulfilmentRow,
  supplierIdOf,
  VOUCHER_SUPPLIER_NAME,
  type VoucherProductCandidate,
  type VoucherRow,
} from './generate-checkout';
import { SUPPLIERS } from './reference-data';

const DAY_MS = 86_400_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A seed run late in 2026, one in mid-2027 after the evening cut-offs, one on New Year's Eve 2027 at night. */
const NOWS = [
  new Date('2026-11-26T09:30:00+07:00'),
  new Date('2027-06-15T21:00:00+07:00'),
  new Date('2027-12-31T23:30:00+07:00'),
];
const NOW = NOWS[0] as Date;

const product = (over: Partial<VoucherProductCandidate> = {}): VoucherProductCandidate => ({
  id: 'e1000000-0000-4000-8000-000000000001',
  nameVi: 'Dưa hấu cắt sẵn hộp 300g',
  nameEn: 'Pre-cut watermelon, 300 g box',
  supplierId: 2,
  categoryId: 23,
  isPrivate: false,
  allowPurchase: true,
  stock: 240,
  allowDecimal: false,
  ...over,
});
const PRODUCTS = [product()];

const generate = (now: Date = NOW, seed = 42) => generateCheckout({ seed, now, products: PRODUCTS });

function requestFor(row: SupplierFulfilmentRow, now: Date): DeliveryRequest {
  return {
    fulfilment: {
      hoursToDelivery: row.hoursToDelivery,
      deliveryDays: row.deliveryDays,
      cutoffTime: row.cutoffTime,
      sameDay: row.sameDay,
      slots: row.timeSlots,
    },
    holidays: [],
    dayOffs: [],
    now,
    bookInAdvanceDays: 0,
  };
}

function asVoucher(v: VoucherRow): Voucher {
  return {
    id: v.id,
    code: v.code,
    nameVi: v.nameVi,
    nameEn: v.nameEn,
    minOrderValue: v.minOrderValue ?? 0,
    percent: v.percent,
    maxDiscount: v.maxDiscount ?? null,
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    disabled: v.disabled ?? false,
    supplierIds: v.supplierIds ?? null,
    productIds: v.productIds ?? null,
    storeIds: v.storeIds ?? null,
    usageLimit: v.usageLimit ?? null,
    perCompanyLimit: v.perCompanyLimit ?? null,
  };
}

function voucherOf(g: GeneratedCheckout, code: string): VoucherRow {
  const v = g.vouchers.find((x) => x.code === code);
  if (!v) throw new Error(`no voucher ${code}`);
  return v;
}

describe('generateCheckout', () => {
  it('is deterministic: the same seed and now give identical rows, ids included', () => {
    const a = generate();
    expect(generate()).toEqual(a);
    const other = generate(NOW, 7);
    expect(other.suppliers).not.toEqual(a.suppliers);
    expect(other.vouchers[0]?.id).not.toBe(a.vouchers[0]?.id);
    expect(a.vouchers.filter((v) => !UUID_V4.test(v.id))).toEqual([]);
    // Fulfilment depends on the seed alone; only the dated rows move with now.
    const later = generate(NOWS[1]);
    expect(later.suppliers).toEqual(a.suppliers);
    expect(later.vouchers.map((v) => v.id)).toEqual(a.vouchers.map((v) => v.id));
    expect(later.vouchers[0]?.startsAt).not.toEqual(a.vouchers[0]?.startsAt);
  });

  describe('supplier fulfilment', () => {
    const g = generate();

    it('covers every supplier with 2–3 time slots, a cut-off between 14:00 and 18:00 and fitting hours', () => {
      expect(g.suppliers.map((s) => s.id)).toEqual(SUPPLIERS.map((_, i) => i + 1));
      const allowed = ['06:00–09:00', '08:00–12:00', '13:00–17:00', '17:00–20:00'];
      for (const [i, s] of g.suppliers.entries()) {
        const def = SUPPLIERS[i];
        expect(s.name).toBe(def?.name.normalize('NFC'));
        const slots = s.timeSlots.map((t) => `${t.start}–${t.end}`);
        expect(slots.length).toBeGreaterThanOrEqual(2);
        expect(slots.length).toBeLessThanOrEqual(3);
        expect(slots.filter((t) => !allowed.includes(t))).toEqual([]);
        expect([...slots].sort()).toEqual(slots);
        // No two windows overlap (06–09 and 08–12 never come together).
        for (let k = 1; k < s.timeSlots.length; k++) {
          expect((s.timeSlots[k]?.start ?? '') >= (s.timeSlots[k - 1]?.end ?? '')).toBe(true);
        }
        expect(s.cutoffTime >= '14:00' && s.cutoffTime <= '18:00').toBe(true);
        const [min, max] = def?.lead === 'TWO_DAYS' ? [36, 44] : [12, 20];
        expect(s.hoursToDelivery).toBeGreaterThanOrEqual(min);
        expect(s.hoursToDelivery).toBeLessThanOrEqual(max);
        expect(s.sameDay).toBe(def?.lead === 'SAME_DAY');
        expect(s.deliveryDays).toEqual(def?.deliveryDays);
      }
    });

    it('has same-day, Mon–Sat, Mon–Fri and three-days-a-week suppliers, Mon–Sat the most common', () => {
      const days = (s: SupplierFulfilmentRow) => s.deliveryDays.join('');
      const kinds = {
        sameDay: g.suppliers.filter((s) => s.sameDay).length,
        monSat: g.suppliers.filter((s) => days(s) === '123456').length,
        monFri: g.suppliers.filter((s) => days(s) === '12345').length,
        threeDays: g.suppliers.filter((s) => s.deliveryDays.length === 3).length,
      };
      expect(kinds.sameDay).toBeGreaterThanOrEqual(2);
      expect(kinds.monFri).toBeGreaterThanOrEqual(2);
      expect(kinds.threeDays).toBeGreaterThanOrEqual(2);
      expect(kinds.monSat).toBeGreaterThan(g.suppliers.length / 2);
    });

    it('spreads the minimum orders over 0, 200,000, 300,000, 500,000 and 1,000,000 đ', () => {
      const buckets = new Map<number, number>();
      for (const s of g.suppliers) buckets.set(s.moq, (buckets.get(s.moq) ?? 0) + 1);
      expect([...buckets.keys()].sort((a, b) => a - b)).toEqual([0, 200_000, 300_000, 500_000, 1_000_000]);
      for (const n of buckets.values()) expect(n).toBeGreaterThanOrEqual(2);
    });

    it.each(SUPPLIERS.map((def, i) => [def.name, i] as const))(
      '%s: ordered at the cut-off, delivers in the first slot of the next (or second) delivery morning',
      (_, i) => {
        const row = generate().suppliers[i] as SupplierFulfilmentRow;
        const lead = SUPPLIERS[i]?.lead === 'TWO_DAYS' ? 2 : 1;
        // The first delivery day from 1 March 2027 on, ordered `lead` days before it.
        let date: LocalDate = '2027-03-03';
        while (!row.deliveryDays.includes(isoWeekday(date))) date = addDays(date, 1);
        const first = row.timeSlots[0]?.start as string;
        const orderDay = addDays(date, -lead);
        const atCutoff = computeEarliestSlotStart(date, requestFor(row, localInstant(orderDay, row.cutoffTime)));
        expect(atCutoff?.getTime()).toBeLessThanOrEqual(localInstant(date, first).getTime());
        // A minute later the morning is lost: the hours count from the next midnight.
        const late = new Date(localInstant(orderDay, row.cutoffTime).getTime() + 60_000);
        expect(computeEarliestSlotStart(date, requestFor(row, late))?.getTime()).toBeGreaterThan(
          localInstant(date, first).getTime(),
        );
      },
    );

    it('offers same-day delivery to orders by 10:00 only at the same-day suppliers', () => {
      for (const s of g.suppliers) {
        let date: LocalDate = '2027-03-03';
        while (!s.deliveryDays.includes(isoWeekday(date))) date = addDays(date, 1);
        expect(isDeliveryDateAllowed(date, requestFor(s, localInstant(date, '10:00')))).toBe(s.sameDay);
        expect(isDeliveryDateAllowed(date, requestFor(s, localInstant(date, '10:01')))).toBe(false);
      }
    });
  });

  describe.each(NOWS.map((now) => [now.toISOString(), now] as const))('dated rows for a seed run at %s', (_, now) => {
    const g = generate(now);
    const today = toLocalDateTime(now).date;
    const holidays = new Set(VIETNAM_HOLIDAYS.map((h) => h.date));

    it('gives suppliers days off ahead: within two weeks, and in each of the next 12 months', () => {
      expect(g.dayOffs.length).toBeGreaterThanOrEqual(12);
      const keys = g.dayOffs.map((d) => `${d.supplierId} ${d.date}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const d of g.dayOffs) {
        const ahead = daysBetween(today, d.date);
        expect(ahead).toBeGreaterThanOrEqual(1);
        expect(ahead).toBeLessThanOrEqual(370);
        // On a day the supplier would deliver, or it would change nothing.
        expect(SUPPLIERS[d.supplierId - 1]?.deliveryDays).toContain(isoWeekday(d.date));
        expect(holidays.has(d.date)).toBe(false);
        expect(d.reasonVi).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
        expect(d.reasonEn).toBeTruthy();
      }
      expect(g.dayOffs.some((d) => daysBetween(today, d.date) <= 14)).toBe(true);
      const months = new Set(g.dayOffs.map((d) => d.date.slice(0, 7)));
      for (let m = 1; m <= 11; m++) {
        const month = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + m, 1));
        expect(months.has(month.toISOString().slice(0, 7))).toBe(true);
      }
    });

    it('has one voucher of each kind, upper-case codes and Vietnamese names', () => {
      expect(g.vouchers.map((v) => v.code).sort()).toEqual(Object.values(DEMO_VOUCHER_CODES).sort());
      for (const v of g.vouchers) {
        expect(v.code).toMatch(/^[A-Z0-9]+$/);
        expect(v.nameVi).toBe(v.nameVi.normalize('NFC'));
        expect(v.nameVi).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳýệếềểễộốồổỗợớờởỡựứừửữảạẩậấầẫắằẳẵặ]/i);
        expect(v.nameEn).toBeTruthy();
        expect(v.percent).toBeGreaterThan(0);
        expect(v.percent).toBeLessThanOrEqual(100);
      }
    });

    it('sets each window relative to now: running for a year, ended yesterday, not started for 11 months', () => {
      const t = now.getTime();
      for (const v of g.vouchers) {
        if (v.code === DEMO_VOUCHER_CODES.expired) {
          expect(v.endsAt.getTime()).toBeLessThan(t);
          expect(toLocalDateTime(v.endsAt).date).toBe(addDays(today, -1));
        } else if (v.code === DEMO_VOUCHER_CODES.notStarted) {
          expect(v.startsAt.getTime() - t).toBeGreaterThan(330 * DAY_MS);
          expect(v.endsAt.getTime()).toBeGreaterThan(v.startsAt.getTime());
        } else {
          expect(v.startsAt.getTime()).toBeLessThanOrEqual(t - 29 * DAY_MS);
          expect(v.endsAt.getTime() - t).toBeGreaterThan(364 * DAY_MS);
        }
      }
    });

    type Case = {
      code: string;
      storeId?: string;
      supplierId?: number;
      amount?: number;
      productId?: string;
      usedByCompany?: number;
      expected: { discount: number } | VoucherErrorCode;
    };
    const dalat = supplierIdOf(VOUCHER_SUPPLIER_NAME);
    const codes = DEMO_VOUCHER_CODES;
    const cases: Case[] = [
      { code: codes.everyone, amount: 400_000, expected: { discount: 40_000 } },
      { code: codes.everyone, amount: 1_000_000, expected: { discount: 50_000 } },
      { code: codes.everyone, amount: 250_000, expected: 'VOUCHER_MIN_ORDER' },
      { code: codes.expired, expected: 'VOUCHER_EXPIRED' },
      { code: codes.notStarted, expected: 'VOUCHER_NOT_STARTED' },
      { code: codes.highMinimum, amount: 4_999_000, expected: 'VOUCHER_MIN_ORDER' },
      { code: codes.highMinimum, amount: 5_000_000, expected: { discount: 250_000 } },
      { code: codes.supplier, supplierId: 2, expected: 'VOUCHER_NOT_ELIGIBLE' },
      { code: codes.supplier, supplierId: dalat, expected: { discount: 60_000 } },
      { code: codes.product, productId: 'e1000000-0000-4000-8000-000000000009', expected: 'VOUCHER_NOT_ELIGIBLE' },
      { code: codes.product, amount: 100_000, expected: { discount: 15_000 } },
      { code: codes.usedUp, expected: 'VOUCHER_USED_UP' },
      { code: codes.oncePerCompany, usedByCompany: 1, expected: 'VOUCHER_USED_UP' },
      { code: codes.oncePerCompany, expected: { discount: 100_000 } },
      { code: codes.storePrivate, storeId: DEMO_STORES.bepVietThaoDien.id, expected: 'VOUCHER_NOT_FOUND' },
      { code: codes.storePrivate, expected: { discount: 80_000 } },
    ];
    it.each(cases)('$code → $expected', (c) => {
      const v = voucherOf(g, c.code);
      const result = checkVoucher(asVoucher(v), {
        now,
        storeId: c.storeId ?? DEMO_STORES.bepVietQuan1.id,
        supplierId: c.supplierId ?? dalat,
        lines: [
          { productId: c.productId ?? (PRODUCTS[0] as VoucherProductCandidate).id, amount: c.amount ?? 1_000_000 },
        ],
        usedTotal: v.usedCount ?? 0,
        usedByCompany: c.usedByCompany ?? 0,
      });
      if (typeof c.expected === 'string') expect(result).toMatchObject({ ok: false, code: c.expected });
      else expect(result).toMatchObject({ ok: true, discount: c.expected.discount });
    });
  });

  it('names the product of the product voucher and leaves it out when the catalogue has none', () => {
    const g = generate();
    expect(voucherOf(g, DEMO_VOUCHER_CODES.product)).toMatchObject({
      productIds: [PRODUCTS[0]?.id],
      nameVi: 'Giảm 15% Dưa hấu cắt sẵn hộp 300g',
      nameEn: '15% off Pre-cut watermelon, 300 g box',
    });
    const none = generateCheckout({ seed: 42, now: NOW, products: [] });
    expect(none.vouchers.map((v) => v.code)).not.toContain(DEMO_VOUCHER_CODES.product);
    // The other vouchers keep their ids.
    for (const v of none.vouchers) expect(v.id).toBe(voucherOf(g, v.code).id);
  });

  it.each([
    ['a private product', { isPrivate: true }],
    ['a product that may not be bought', { allowPurchase: false }],
    ['an out-of-stock product', { stock: 0 }],
    ['a product sold by weight', { allowDecimal: true }],
    ['a beer (age-restricted)', { categoryId: 82 }],
    ['a wine (age-restricted, hidden in HCM)', { categoryId: 81 }],
    ['a product of the supplier voucher’s supplier', { supplierId: 1 }],
  ] as const)('pickVoucherProduct skips %s', (_, over) => {
    const skipped = product({ ...over, id: 'e1000000-0000-4000-8000-000000000002' });
    expect(pickVoucherProduct([skipped, product()], 1)?.id).toBe(product().id);
    expect(pickVoucherProduct([skipped], 1)).toBeNull();
  });

  it('sets up payment: Bếp Việt on 7 and 15 days’ credit with a deposit, the others cash or transfer', () => {
    const g = generate();
    expect(g.payment).toEqual([
      {
        buyerId: DEMO_BUYERS.bepViet.id,
        paymentTerms: ['DEBT_7_DAY', 'DEBT_15_DAY'],
        depositBalance: DEMO_DEPOSIT_BALANCE,
      },
      { buyerId: DEMO_BUYERS.quanComNha.id, paymentTerms: [], depositBalance: null },
      { buyerId: DEMO_BUYERS.pendingBakery.id, paymentTerms: [], depositBalance: null },
    ]);
    expect(DEMO_DEPOSIT_BALANCE).toBe(5_000_000);
  });

  it('opens virtual accounts 1, 2, 3… for the demo companies in order, with Luhn-checked numbers', () => {
    const g = generate();
    expect(g.virtualAccounts.map((a) => [a.buyerId, a.number])).toEqual([
      [DEMO_BUYERS.bepViet.id, 1],
      [DEMO_BUYERS.quanComNha.id, 2],
      [DEMO_BUYERS.pendingBakery.id, 3],
      [DEMO_BUYERS.newcomer.id, 4],
      [DEMO_BUYERS.newcomerTwo.id, 5],
    ]);
    for (const a of g.virtualAccounts) {
      expect(parseVirtualAccountNumber(a.accountNumber)).toBe(a.number);
      expect(a).toMatchObject({ bankBin: '970422', bankName: 'MB Bank', accountName: 'CONG TY TNHH CHO BEP' });
    }
  });

  it('delivers free to Thảo Điền’s district, not to Quận 1’s', () => {
    const [area, ...rest] = generate().areaGroups;
    expect(rest).toEqual([]);
    expect(area?.freeDelivery).toBe(true);
    expect(area?.districtIds).toContain(DEMO_STORES.bepVietThaoDien.districtId);
    expect(area?.districtIds).not.toContain(DEMO_STORES.bepVietQuan1.districtId);
    expect(area?.districtIds).not.toContain(DEMO_STORES.bepVietPhuNhuan.districtId);
  });
});
