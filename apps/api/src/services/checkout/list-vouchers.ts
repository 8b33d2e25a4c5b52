import { type Db, products, voucherRedemptions, vouchers } from '@chobep/db';
import { isUuid, type Voucher, type VoucherCandidate } from '@chobep/domain';
import { and, arrayContains, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';

type VoucherRow = typeof vouchers.$inferSelect;

export function toVoucher(v: VoucherRow): Voucher {
  return {
    id: v.id,
    code: v.code,
    nameVi: v.nameVi,
    nameEn: v.nameEn,
    minOrderValue: v.minOrderValue,
    percent: v.percent,
    maxDiscount: v.maxDiscount,
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    disabled: v.disabled,
    supplierIds: v.supplierIds,
    productIds: v.productIds,
    storeIds: v.storeIds,
    usageLimit: v.usageLimit,
    perCompanyLimit: v.perCompanyLimit,
  };
}

/** Usable now: enabled, started, not ended, not used up in total. */
const usableNow = () =>
  and(
    eq(vouchers.disabled, false),
    lte(vouchers.startsAt, sql`now()`),
    gt(vouchers.endsAt, sql`now()`),
    or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit)),
  );

/** For everyone, or naming the store. */
const forStore = (storeId: string | null) =>
  storeId ? or(isNull(vouchers.storeIds), arrayContains(vouchers.storeIds, [storeId])) : isNull(vouchers.storeIds);

/** The vouchers a store may apply now, including its company's per-company limit; the best first. */
export async function listVouchersForStore(db: Db, storeId: string, buyerId: string): Promise<Voucher[]> {
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        usableNow(),
        forStore(storeId),
        or(
          isNull(vouchers.perCompanyLimit),
          sql`(select count(*) from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id}
            and ${voucherRedemptions.buyerId} = ${buyerId} and ${voucherRedemptions.releasedAt} is null)
            < ${vouchers.perCompanyLimit}`,
        ),
      ),
    )
    .orderBy(sql`${vouchers.percent} desc`, asc(vouchers.minOrderValue), asc(vouchers.code))
    .limit(50);
  return rows.map(toVoucher);
}

/** Vouchers that would cover the product: for its supplier (or all) and for it (or all). */
export async function listVouchersForProduct(db: Db, productId: string, storeId: string | null): Promise<Voucher[]> {
  if (!isUuid(productId)) return [];
  const [product] = await db
    .select({ supplierId: products.supplierId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return [];
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        usableNow(),
        forStore(storeId),
        or(isNull(vouchers.supplierIds), arrayContains(vouchers.supplierIds, [product.supplierId])),
        or(isNull(vouchers.productIds), arrayContains(vouchers.productIds, [productId])),
      ),
    )
    .orderBy(sql`${vouchers.percent} desc`, asc(vouchers.code))
    .limit(20);
  return rows.map(toVoucher);
}

/** How long an ended voucher stays in a group's list, marked expired, and how soon a coming one shows. */
const SHOWN_AROUND_DAYS = 7;

/**
 * The vouchers a store's checkout lists for its groups (listVoucherOffers says which apply where, and why not):
 * enabled, for everyone or for the store, started or starting within a week, not ended more than a week ago, with
 * their uses in all and by the store's company (released uses are not counted). The best first, at most 50.
 */
export async function loadVoucherCandidates(
  db: Db,
  storeId: string,
  buyerId: string,
  now: Date,
): Promise<VoucherCandidate[]> {
  const around = SHOWN_AROUND_DAYS * 86_400_000;
  const rows = await db
    .select({
      voucher: vouchers,
      usedByCompany: sql<number>`(select count(*)::int from ${voucherRedemptions}
        where ${voucherRedemptions.voucherId} = ${vouchers.id} and ${voucherRedemptions.buyerId} = ${buyerId}
          and ${voucherRedemptions.releasedAt} is null)`,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.disabled, false),
        forStore(storeId),
        lte(vouchers.startsAt, new Date(now.getTime() + around)),
        gt(vouchers.endsAt, new Date(now.getTime() - around)),
      ),
    )
    .orderBy(sql`${vouchers.percent} desc`, asc(vouchers.minOrderValue), asc(vouchers.code))
    .limit(50);
  return rows.map(({ voucher, usedByCompany }) => ({
    voucher: toVoucher(voucher),
    usedTotal: voucher.usedCount,
    usedByCompany: Number(usedByCompany),
  }));
}
