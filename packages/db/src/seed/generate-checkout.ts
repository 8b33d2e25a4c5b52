/**
 * Pure, deterministic generation of the checkout demo data (issue 13): every supplier's fulfilment (days, cut-off,
 * hours to delivery, time slots, same-day, minimum order), suppliers' days off, the free-delivery area, the demo
 * vouchers, the demo companies' payment terms and deposit, and their virtual accounts. Touches no database.
 *
 * Dates and the seed: fulfilment is drawn from the seed alone. Voucher windows and days off are set relative to
 * `now`, the moment the seed runs, not to SEED_EPOCH: a demo started any day must show a voucher that is running, one
 * that has ended, one that has not started and a day off ahead, and stay so for a year. Running vouchers end
 * 365 days after `now`, the not-yet-started one starts 335 days after it, the expired one ended the day before;
 * one supplier's month-end stocktake gives a day off in each of the next 12 months. The same (seed, now) always
 * gives the same rows, ids included.
 */
import {
  addDays,
  isoWeekday,
  type LocalDate,
  localInstant,
  type TimeSlot,
  timeToMinutes,
  toLocalDateTime,
  toNfc,
  VIETNAM_HOLIDAYS,
  virtualAccountNumber,
} from '@chobep/domain';
import type { buyers, deliveryAreaGroups, supplierDayOffs, suppliers, virtualAccounts, vouchers } from '../schema';
import { CATEGORIES } from './catalogue-base';
import { DEMO_BUYERS, DEMO_STORES } from './demo-accounts';
import type { ProductRow } from './generate-catalogue';
import { Rng } from './prng';
import { SUPPLIERS, type SupplierDef } from './reference-data';

export type SupplierFulfilmentRow = Required<
  Pick<
    typeof suppliers.$inferInsert,
    'id' | 'name' | 'hoursToDelivery' | 'deliveryDays' | 'cutoffTime' | 'moq' | 'sameDay' | 'timeSlots'
  >
>;
export type DayOffRow = typeof supplierDayOffs.$inferInsert;
export type AreaGroupRow = typeof deliveryAreaGroups.$inferInsert;
export type VoucherRow = typeof vouchers.$inferInsert & { id: string; code: string };
export type VirtualAccountRow = typeof virtualAccounts.$inferInsert & { number: number };
export type BuyerPaymentRow = Required<Pick<typeof buyers.$inferInsert, 'paymentTerms' | 'depositBalance'>> & {
  buyerId: string;
};

/** What the product voucher is chosen from: the first products of the catalogue, in generation order. */
export type VoucherProductCandidate = Pick<
  ProductRow,
  'id' | 'nameVi' | 'nameEn' | 'supplierId' | 'categoryId' | 'isPrivate' | 'allowPurchase' | 'stock' | 'allowDecimal'
>;

/** How many of the first products (in generation order) the product voucher is chosen from. */
export const VOUCHER_PRODUCT_POOL = 1000;

export interface GenerateCheckoutOptions {
  seed: number;
  /** When the demo data is made: voucher windows and days off are relative to it. */
  now: Date;
  products: readonly VoucherProductCandidate[];
}

export interface GeneratedCheckout {
  suppliers: SupplierFulfilmentRow[];
  dayOffs: DayOffRow[];
  areaGroups: AreaGroupRow[];
  vouchers: VoucherRow[];
  payment: BuyerPaymentRow[];
  virtualAccounts: VirtualAccountRow[];
}

/** The demo voucher codes, one of each kind the voucher rules tell apart (README, "Checkout demo"). */
export const DEMO_VOUCHER_CODES = {
  everyone: 'CHOBEP10',
  expired: 'TET2025',
  notStarted: 'SINHNHAT',
  highMinimum: 'DONLON',
  supplier: 'DALAT20',
  product: 'UUDAI15',
  usedUp: 'FLASH50',
  oncePerCompany: 'CHAOBANMOI',
  storePrivate: 'BEPVIETQ1',
} as const;

/** The supplier of DALAT20. */
export const VOUCHER_SUPPLIER_NAME = 'Công ty TNHH Nông Sản Đà Lạt Xanh';

/**
 * The bank of the virtual accounts: the API's defaults (apps/api services/checkout/virtual-account.ts,
 * VA_BANK_BIN, VA_BANK_NAME, VA_ACCOUNT_HOLDER), which this package cannot import.
 */
export const DEMO_VA_BANK = { bin: '970422', name: 'MB Bank', holder: 'CONG TY TNHH CHO BEP' } as const;

/** Bếp Việt's deposit balance in đồng: enough for a few orders, so that both "paid" and "insufficient" show. */
export const DEMO_DEPOSIT_BALANCE = 5_000_000;

/** The free-delivery area: Thủ Đức City, where Bếp Việt – Thảo Điền is; Quận 1 is not in it and pays the fee. */
export const FREE_DELIVERY_AREA: AreaGroupRow = {
  id: 1,
  nameVi: 'Thành phố Thủ Đức',
  nameEn: 'Thủ Đức City',
  // Quận 2 (the store's), Thủ Đức and Quận 9: the three former districts of the city.
  districtIds: [DEMO_STORES.bepVietThaoDien.districtId, '762', '763'],
  freeDelivery: true,
};

/** Delivery windows restaurants ask for: early morning before service, late morning, afternoon, evening. */
const SLOT_SETS: readonly (readonly TimeSlot[])[] = [
  [
    { start: '06:00', end: '09:00' },
    { start: '13:00', end: '17:00' },
  ],
  [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  [
    { start: '06:00', end: '09:00' },
    { start: '13:00', end: '17:00' },
    { start: '17:00', end: '20:00' },
  ],
  [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
    { start: '17:00', end: '20:00' },
  ],
];

const CUTOFFS = ['14:00', '15:00', '16:00', '17:00', '18:00'] as const;
/** Importers close earlier: the bonded warehouse picks the next morning's orders in the afternoon. */
const IMPORTER_CUTOFFS = ['14:00', '15:00', '16:00'] as const;

/**
 * Hours to delivery per lead, before the reach limit below: next-day suppliers 12–20 h, two-day ones 36–44 h.
 * Same-day suppliers have a next-day lead too; their same-day offer is a separate promise (by 10:00, 3 h ahead).
 */
const HOURS: Record<SupplierDef['lead'], { days: number; min: number; max: number }> = {
  SAME_DAY: { days: 1, min: 12, max: 20 },
  NEXT_DAY: { days: 1, min: 12, max: 20 },
  TWO_DAYS: { days: 2, min: 36, max: 44 },
};

/**
 * One supplier's fulfilment. hoursToDelivery counts to the START of a slot, so it is capped for an order placed at
 * the cut-off to reach the first slot of the morning `days` later: 24 h with only morning slots would mean the
 * morning after next.
 */
function fulfilmentOf(def: SupplierDef, id: number, rng: Rng): SupplierFulfilmentRow {
  const slots = rng.pick(SLOT_SETS);
  const cutoffTime = rng.pick(def.lead === 'TWO_DAYS' ? IMPORTER_CUTOFFS : CUTOFFS);
  const { days, min, max } = HOURS[def.lead];
  const first = slots[0] as TimeSlot;
  const reach = days * 24 + (timeToMinutes(first.start) - timeToMinutes(cutoffTime)) / 60;
  if (reach < min) throw new Error(`${def.name}: no hours to delivery reach the first slot from ${cutoffTime}`);
  return {
    id,
    name: toNfc(def.name),
    hoursToDelivery: rng.int(min, Math.min(max, Math.floor(reach))),
    deliveryDays: [...def.deliveryDays],
    cutoffTime,
    moq: def.moq,
    sameDay: def.lead === 'SAME_DAY',
    timeSlots: slots.map((s) => ({ ...s })),
  };
}

interface OneOffPlan {
  supplier: string;
  /** Days after today the first day off is drawn from (both included); moved on to a delivery day. */
  within: readonly [number, number];
  /** Consecutive delivery days off. */
  days: number;
  reasonVi: string;
  reasonEn: string;
}

/** Days off right after the seed runs, so that the date picker skips one as soon as the demo starts. */
const ONE_OFF_DAY_OFFS: readonly OneOffPlan[] = [
  {
    supplier: 'Công ty CP Rau Quả Sạch Miền Nam',
    within: [1, 4],
    days: 1,
    reasonVi: 'Bảo trì kho lạnh',
    reasonEn: 'Cold-room maintenance',
  },
  {
    supplier: 'Công ty TNHH Nông Sản Đà Lạt Xanh',
    within: [5, 10],
    days: 1,
    reasonVi: 'Chuyển kho sang Thủ Đức',
    reasonEn: 'Moving to the Thủ Đức warehouse',
  },
  {
    supplier: 'Công ty TNHH Hải Sản Biển Đông',
    within: [7, 14],
    days: 2,
    reasonVi: 'Nghỉ du lịch công ty',
    reasonEn: 'Company trip',
  },
];

/** A month-end stocktake: one day off ahead in every month of the demo year. */
const STOCKTAKE = {
  supplier: 'Công ty TNHH Phân Phối Hàng Tiêu Dùng Minh Phát',
  months: 12,
  reasonVi: 'Kiểm kê kho cuối tháng',
  reasonEn: 'Month-end stocktake',
} as const;

const HOLIDAY_DATES = new Set(VIETNAM_HOLIDAYS.map((h) => h.date));

/** A supplier's id (its 1-based position in SUPPLIERS) by name; throws when the list no longer has it. */
export function supplierIdOf(name: string): number {
  const index = SUPPLIERS.findIndex((s) => s.name === name);
  if (index < 0) throw new Error(`no demo supplier named ${name}`);
  return index + 1;
}

/** A weekday it delivers on, not a public holiday: a day off anywhere else would change nothing. */
function worksOn(def: SupplierDef, date: LocalDate): boolean {
  return def.deliveryDays.includes(isoWeekday(date)) && !HOLIDAY_DATES.has(date);
}

function nextWorkday(def: SupplierDef, from: LocalDate): LocalDate {
  let date = from;
  while (!worksOn(def, date)) date = addDays(date, 1);
  return date;
}

function generateDayOffs(seed: number, today: LocalDate): DayOffRow[] {
  const rng = new Rng(seed, 'checkout-day-offs');
  const rows: DayOffRow[] = [];
  for (const plan of ONE_OFF_DAY_OFFS) {
    const supplierId = supplierIdOf(plan.supplier);
    const def = SUPPLIERS[supplierId - 1] as SupplierDef;
    let date = nextWorkday(def, addDays(today, rng.int(plan.within[0], plan.within[1])));
    for (let i = 0; i < plan.days; i++) {
      rows.push({ supplierId, date, reasonVi: toNfc(plan.reasonVi), reasonEn: plan.reasonEn });
      date = nextWorkday(def, addDays(date, 1));
    }
  }
  const supplierId = supplierIdOf(STOCKTAKE.supplier);
  const def = SUPPLIERS[supplierId - 1] as SupplierDef;
  // The last working day of each month from this one on, while it is still ahead.
  const [year, month] = today.split('-').map(Number) as [number, number];
  for (let ahead = 0, taken = 0; taken < STOCKTAKE.months; ahead++) {
    const firstOfNext = new Date(Date.UTC(year, month + ahead, 1)).toISOString().slice(0, 10);
    let date = addDays(firstOfNext, -1);
    while (!worksOn(def, date)) date = addDays(date, -1);
    if (date <= today) continue;
    rows.push({ supplierId, date, reasonVi: toNfc(STOCKTAKE.reasonVi), reasonEn: STOCKTAKE.reasonEn });
    taken++;
  }
  return rows;
}

const AGE_RESTRICTED_CATEGORIES = new Set(
  CATEGORIES.filter((p) => p.ageRestricted).flatMap((p) => [p.id, ...p.children.map((c) => c.id)]),
);

/**
 * The product of the product voucher: the first one anybody may buy at once (public, purchasable, in stock), sold
 * by the piece, outside the age-restricted categories (and so not hidden in any region), of another supplier than
 * the supplier voucher's, so the two vouchers show different coverage. Null when the catalogue has none.
 */
export function pickVoucherProduct(
  candidates: readonly VoucherProductCandidate[],
  otherThanSupplierId: number,
): VoucherProductCandidate | null {
  return (
    candidates.find(
      (p) =>
        !p.isPrivate &&
        p.allowPurchase !== false &&
        (p.stock ?? 0) > 0 &&
        !p.allowDecimal &&
        !AGE_RESTRICTED_CATEGORIES.has(p.categoryId) &&
        p.supplierId !== otherThanSupplierId,
    ) ?? null
  );
}

type VoucherDraft = Omit<VoucherRow, 'id' | 'createdAt' | 'nameVi'> & { nameVi: string };

function generateVouchers(seed: number, now: Date, today: LocalDate, products: readonly VoucherProductCandidate[]) {
  const dayStart = (offset: number) => localInstant(addDays(today, offset), '00:00');
  /** 23:59:59 local on the day `offset` days from today. */
  const dayEnd = (offset: number) => new Date(dayStart(offset + 1).getTime() - 1000);
  const running = { startsAt: dayStart(-30), endsAt: dayEnd(365) };
  const codes = DEMO_VOUCHER_CODES;
  const supplierId = supplierIdOf(VOUCHER_SUPPLIER_NAME);
  const product = pickVoucherProduct(products, supplierId);

  const drafts: VoucherDraft[] = [
    {
      code: codes.everyone,
      nameVi: 'Chợ Bếp giảm 10% cho mọi đơn hàng',
      nameEn: 'Chợ Bếp: 10% off every order',
      percent: 10,
      maxDiscount: 50_000,
      minOrderValue: 300_000,
      ...running,
    },
    {
      code: codes.expired,
      nameVi: 'Lì xì Tết: giảm 15%',
      nameEn: 'Lunar New Year lucky money: 15% off',
      percent: 15,
      maxDiscount: 100_000,
      minOrderValue: 300_000,
      startsAt: dayStart(-45),
      endsAt: dayEnd(-1),
    },
    {
      code: codes.notStarted,
      nameVi: 'Mừng sinh nhật Chợ Bếp: giảm 15%',
      nameEn: 'Chợ Bếp birthday: 15% off',
      percent: 15,
      maxDiscount: 100_000,
      minOrderValue: 300_000,
      startsAt: dayStart(335),
      endsAt: dayEnd(365),
    },
    {
      code: codes.highMinimum,
      nameVi: 'Đơn lớn từ 5 triệu đồng: giảm 5%',
      nameEn: 'Orders from 5 million đồng: 5% off',
      percent: 5,
      maxDiscount: 300_000,
      minOrderValue: 5_000_000,
      ...running,
    },
    {
      code: codes.supplier,
      nameVi: 'Nông Sản Đà Lạt Xanh giảm 20% rau củ',
      nameEn: 'Đà Lạt Xanh produce: 20% off',
      percent: 20,
      maxDiscount: 60_000,
      minOrderValue: 300_000,
      supplierIds: [supplierId],
      ...running,
    },
    ...(product
      ? [
          {
            code: codes.product,
            nameVi: `Giảm 15% ${product.nameVi}`,
            nameEn: `15% off ${product.nameEn}`,
            percent: 15,
            maxDiscount: 30_000,
            minOrderValue: 0,
            productIds: [product.id],
            ...running,
          },
        ]
      : []),
    {
      code: codes.usedUp,
      nameVi: 'Flash sale: giảm 50%',
      nameEn: 'Flash sale: 50% off',
      percent: 50,
      maxDiscount: 100_000,
      minOrderValue: 200_000,
      usageLimit: 100,
      usedCount: 100,
      ...running,
    },
    {
      code: codes.oncePerCompany,
      nameVi: 'Chào bạn mới: giảm 20% một đơn cho mỗi doanh nghiệp',
      nameEn: 'Welcome: 20% off one order per company',
      percent: 20,
      maxDiscount: 100_000,
      minOrderValue: 500_000,
      perCompanyLimit: 1,
      ...running,
    },
    {
      code: codes.storePrivate,
      nameVi: 'Ưu đãi riêng cho Bếp Việt – Quận 1: giảm 12%',
      nameEn: 'For Bếp Việt – Quận 1 only: 12% off',
      percent: 12,
      maxDiscount: 80_000,
      minOrderValue: 400_000,
      storeIds: [DEMO_STORES.bepVietQuan1.id],
      ...running,
    },
  ];
  // Ids follow the kinds, not the list: the product voucher missing from a tiny catalogue moves no other id.
  const ids = new Rng(seed, 'checkout-voucher-ids');
  const idOf = new Map(Object.values(codes).map((code) => [code as string, ids.uuid()]));
  return drafts.map(
    (d): VoucherRow => ({
      id: idOf.get(d.code) as string,
      ...d,
      nameVi: toNfc(d.nameVi),
      nameEn: toNfc(d.nameEn),
      disabled: false,
      supplierIds: d.supplierIds ?? null,
      productIds: d.productIds ?? null,
      storeIds: d.storeIds ?? null,
      usageLimit: d.usageLimit ?? null,
      perCompanyLimit: d.perCompanyLimit ?? null,
      usedCount: d.usedCount ?? 0,
      createdAt: now,
    }),
  );
}

/** Payment set-up: Bếp Việt pays on 7 or 15 days' credit or from its deposit; the others cash or transfer only. */
function generatePayment(): BuyerPaymentRow[] {
  return [
    {
      buyerId: DEMO_BUYERS.bepViet.id,
      paymentTerms: ['DEBT_7_DAY', 'DEBT_15_DAY'],
      depositBalance: DEMO_DEPOSIT_BALANCE,
    },
    { buyerId: DEMO_BUYERS.quanComNha.id, paymentTerms: [], depositBalance: null },
    { buyerId: DEMO_BUYERS.pendingBakery.id, paymentTerms: [], depositBalance: null },
  ];
}

/** One virtual account per demo company, numbered 1, 2, 3 in DEMO_BUYERS order. */
function generateVirtualAccounts(): VirtualAccountRow[] {
  return Object.values(DEMO_BUYERS).map((buyer, i) => ({
    buyerId: buyer.id,
    number: i + 1,
    bankBin: DEMO_VA_BANK.bin,
    bankName: DEMO_VA_BANK.name,
    accountNumber: virtualAccountNumber(i + 1),
    accountName: DEMO_VA_BANK.holder,
  }));
}

export function generateCheckout(options: GenerateCheckoutOptions): GeneratedCheckout {
  const { seed, now } = options;
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  const today = toLocalDateTime(now).date;
  const rng = new Rng(seed, 'checkout-fulfilment');
  return {
    suppliers: SUPPLIERS.map((def, i) => fulfilmentOf(def, i + 1, rng)),
    dayOffs: generateDayOffs(seed, today),
    areaGroups: [{ ...FREE_DELIVERY_AREA, districtIds: [...FREE_DELIVERY_AREA.districtIds] }],
    vouchers: generateVouchers(seed, now, today, options.products),
    payment: generatePayment(),
    virtualAccounts: generateVirtualAccounts(),
  };
}
