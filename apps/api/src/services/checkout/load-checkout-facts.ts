import {
  appSettings,
  buyers,
  deliveryAreaGroups,
  holidays,
  orders,
  productTags,
  stores,
  supplierDayOffs,
  suppliers,
  virtualAccounts,
  voucherRedemptions,
  vouchers,
} from '@chobep/db';
import {
  BOOK_IN_ADVANCE_TAG,
  DEFAULT_DELIVERY_FEE_SETTINGS,
  type DeliveryFeeSettings,
  ENDED_WITHOUT_DELIVERY,
  type Fulfilment,
  type LocalDate,
  toLocalDateTime,
  type Voucher,
} from '@chobep/domain';
import { and, arrayContains, count, eq, gte, inArray, ne, notInArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../cart/executor';
import { toVoucher } from './list-vouchers';

/** Orders that no longer deliver: they neither count toward a delivery's total nor carry its fee. */
export const CLOSED_STATUSES = ENDED_WITHOUT_DELIVERY;

export interface SupplierFacts {
  id: number;
  moq: number;
  fulfilment: Fulfilment;
  dayOffs: LocalDate[];
}

export interface VoucherFacts {
  voucher: Voucher;
  usedTotal: number;
  usedByCompany: number;
}

export interface CheckoutFacts {
  now: Date;
  holidays: Set<LocalDate>;
  suppliers: Map<number, SupplierFacts>;
  /** Products of the cart tagged BOOK_IN_ADVANCE. */
  bookInAdvance: Set<string>;
  store: { id: string; freeShipping: boolean; moq: number | null; districtId: string | null };
  buyer: {
    id: string;
    isFreeshipOffer: boolean;
    paymentTerms: string[];
    depositBalance: number | null;
    enabledFeatures: string[];
    redInvoice: { name: string | null; address: string | null; taxCode: string | null };
  };
  hasVirtualAccount: boolean;
  areaGroup: { name: string; isFree: boolean } | null;
  feeSettings: DeliveryFeeSettings;
  vouchers: Map<string, VoucherFacts>;
}

/** Settings keys of the delivery fee (app_settings); absent keys take spec §9's defaults. */
export const FEE_SETTING_KEYS = {
  threshold: 'delivery_fee_threshold',
  fee: 'delivery_fee',
  vat: 'delivery_fee_vat_rate',
};

/**
 * Everything the checkout rules need besides the cart itself, read in a fixed number of statements whatever the
 * cart holds: suppliers' fulfilment and days off, holidays, the store, the company and its payment terms, the
 * store's area group, the fee settings and the chosen vouchers with their usage.
 */
export async function loadCheckoutFacts(
  db: DbOrTx,
  input: { storeId: string; supplierIds: number[]; productIds: string[]; voucherIds: string[]; now: Date },
): Promise<CheckoutFacts> {
  const today = toLocalDateTime(input.now).date;
  const supplierIds = input.supplierIds.length ? input.supplierIds : [-1];
  const [storeRows, supplierRows, dayOffRows, holidayRows, tagRows, settingRows] = await Promise.all([
    db
      .select({
        id: stores.id,
        freeShipping: stores.freeShipping,
        moq: stores.moq,
        districtId: stores.districtId,
        buyerId: buyers.id,
        isFreeshipOffer: buyers.isFreeshipOffer,
        paymentTerms: buyers.paymentTerms,
        depositBalance: buyers.depositBalance,
        enabledFeatures: buyers.enabledFeatures,
        redInvoiceName: buyers.redInvoiceCompanyName,
        redInvoiceAddress: buyers.redInvoiceAddress,
        redInvoiceTaxCode: buyers.redInvoiceTaxCode,
        virtualAccount: virtualAccounts.accountNumber,
      })
      .from(stores)
      .innerJoin(buyers, eq(buyers.id, stores.buyerId))
      .leftJoin(virtualAccounts, eq(virtualAccounts.buyerId, buyers.id))
      .where(eq(stores.id, input.storeId)),
    db.select().from(suppliers).where(inArray(suppliers.id, supplierIds)),
    db
      .select({ supplierId: supplierDayOffs.supplierId, date: supplierDayOffs.date })
      .from(supplierDayOffs)
      .where(and(inArray(supplierDayOffs.supplierId, supplierIds), gte(supplierDayOffs.date, today))),
    db.select({ date: holidays.date }).from(holidays).where(gte(holidays.date, today)),
    input.productIds.length
      ? db
          .select({ productId: productTags.productId })
          .from(productTags)
          .where(and(inArray(productTags.productId, input.productIds), eq(productTags.tagCode, BOOK_IN_ADVANCE_TAG)))
      : Promise.resolve([]),
    db
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, Object.values(FEE_SETTING_KEYS))),
  ]);
  const store = storeRows[0];
  if (!store) throw new Error(`store ${input.storeId} not found`);

  const [areaRows, voucherRows] = await Promise.all([
    store.districtId
      ? db
          .select()
          .from(deliveryAreaGroups)
          .where(arrayContains(deliveryAreaGroups.districtIds, [store.districtId]))
          .limit(1)
      : Promise.resolve([]),
    input.voucherIds.length
      ? db
          .select({
            voucher: vouchers,
            usedByCompany: sql<number>`(select count(*)::int from ${voucherRedemptions}
              where ${voucherRedemptions.voucherId} = ${vouchers.id} and ${voucherRedemptions.buyerId} = ${store.buyerId}
                and ${voucherRedemptions.releasedAt} is null)`,
          })
          .from(vouchers)
          .where(inArray(vouchers.id, input.voucherIds))
      : Promise.resolve([]),
  ]);

  const dayOffs = new Map<number, LocalDate[]>();
  for (const d of dayOffRows) dayOffs.set(d.supplierId, [...(dayOffs.get(d.supplierId) ?? []), d.date]);
  const setting = (key: string, fallback: number) => {
    const value = Number(settingRows.find((r) => r.key === key)?.value);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  const area = areaRows[0];
  return {
    now: input.now,
    holidays: new Set(holidayRows.map((h) => h.date)),
    suppliers: new Map(
      supplierRows.map((s) => [
        s.id,
        {
          id: s.id,
          moq: s.moq,
          fulfilment: {
            hoursToDelivery: s.hoursToDelivery,
            deliveryDays: s.deliveryDays,
            cutoffTime: s.cutoffTime,
            sameDay: s.sameDay,
            slots: s.timeSlots,
          },
          dayOffs: dayOffs.get(s.id) ?? [],
        },
      ]),
    ),
    bookInAdvance: new Set(tagRows.map((t) => t.productId)),
    store: { id: store.id, freeShipping: store.freeShipping, moq: store.moq, districtId: store.districtId },
    buyer: {
      id: store.buyerId,
      isFreeshipOffer: store.isFreeshipOffer,
      paymentTerms: store.paymentTerms,
      depositBalance: store.depositBalance,
      enabledFeatures: store.enabledFeatures,
      redInvoice: { name: store.redInvoiceName, address: store.redInvoiceAddress, taxCode: store.redInvoiceTaxCode },
    },
    hasVirtualAccount: store.virtualAccount !== null,
    areaGroup: area ? { name: area.nameVi, isFree: area.freeDelivery } : null,
    feeSettings: {
      threshold: setting(FEE_SETTING_KEYS.threshold, DEFAULT_DELIVERY_FEE_SETTINGS.threshold),
      fee: setting(FEE_SETTING_KEYS.fee, DEFAULT_DELIVERY_FEE_SETTINGS.fee),
      feeVatRate: setting(FEE_SETTING_KEYS.vat, DEFAULT_DELIVERY_FEE_SETTINGS.feeVatRate),
    },
    vouchers: new Map(
      voucherRows.map(({ voucher: v, usedByCompany }) => [
        v.id,
        {
          voucher: toVoucher(v),
          usedTotal: v.usedCount,
          usedByCompany: Number(usedByCompany),
        },
      ]),
    ),
  };
}

/**
 * What the store already has on each (supplier, date) delivery: the goods total with VAT of its open orders and
 * whether one of them carries the fee. One statement for every delivery asked.
 */
export async function loadDeliveriesSoFar(
  db: DbOrTx,
  storeId: string,
  deliveries: { supplierId: number; date: LocalDate }[],
  /** An order left out of its delivery's figures (an order being edited counts itself anew). */
  exceptOrderId?: string,
): Promise<Map<string, { total: number; charged: boolean }>> {
  const answer = new Map<string, { total: number; charged: boolean }>();
  if (!deliveries.length) return answer;
  const rows = await db
    .select({
      supplierId: orders.supplierId,
      date: orders.deliveryDate,
      total: sum(orders.itemsTotal).mapWith(Number),
      charged: count(sql`case when ${orders.deliveryFee} > 0 then 1 end`),
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(
          orders.supplierId,
          deliveries.map((d) => d.supplierId),
        ),
        inArray(
          orders.deliveryDate,
          deliveries.map((d) => d.date),
        ),
        notInArray(orders.status, [...CLOSED_STATUSES]),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    )
    .groupBy(orders.supplierId, orders.deliveryDate);
  for (const r of rows) answer.set(deliveryKey(r.supplierId, r.date), { total: r.total ?? 0, charged: r.charged > 0 });
  return answer;
}

export const deliveryKey = (supplierId: number, date: LocalDate) => `${supplierId}:${date}`;
