import { distributeDiscount } from './distribute-discount';
import { assertWholeDong, roundDiv } from './round-dong';

/**
 * Whether a voucher applies to one cart supplier group (one order), and for how much.
 *
 * - Checks run from what the buyer can least change to what they can: not found (missing, disabled, or for other
 *   stores), not started, expired, used up, not for this supplier or these products, under the minimum, nothing to
 *   discount. "Add more items" is never said about a voucher that could not be used anyway.
 * - A disabled voucher, and a voucher limited to other stores, answer VOUCHER_NOT_FOUND: disabling is how a code is
 *   withdrawn (a leaked code, a mistake) and store-limited codes are private offers, so neither should tell a
 *   guesser that the code exists. VOUCHER_CANNOT_APPLY is kept for a voucher that is valid but gives nothing.
 * - Restriction lists: null means no restriction; an empty list means nothing qualifies. An empty list saved by
 *   mistake then disables a voucher instead of opening it to the whole catalogue.
 * - The eligible amount is the sum, with VAT, of the group's lines the voucher covers (all lines unless it names
 *   products). The minimum order value is compared to that eligible amount, not to the whole group, so a
 *   product voucher cannot be unlocked by buying other things; for an all-products voucher the two are the same,
 *   and it is the same with-VAT, before-discount figure as the minimum order and the delivery threshold.
 * - discount = min(round(eligible × percent / 100), maxDiscount, eligible), whole đồng, computed on integers
 *   (percent to two decimals). It is spread over the covered lines with distributeDiscount so the order items
 *   add up to it (lineDiscounts, aligned with the input lines, 0 for lines not covered).
 * - Active from startsAt (inclusive) until endsAt (exclusive): an end "on 31/12" is stored as 1/1 00:00 in
 *   Asia/Ho_Chi_Minh. usedTotal and usedByCompany count orders that used the voucher and were not cancelled.
 * The order is created with the same check again: a cart change that breaks it gives "Voucher application failed".
 */
export interface Voucher {
  id: string | number;
  code: string;
  nameVi: string;
  nameEn: string;
  /** With VAT; compared to the eligible amount. 0: no minimum. */
  minOrderValue: number;
  /** Percent off, 0 < percent ≤ 100, at most two decimals. */
  percent: number;
  /** Cap of one application in đồng; null: no cap. */
  maxDiscount: number | null;
  startsAt: Date;
  endsAt: Date;
  disabled: boolean;
  supplierIds: number[] | null;
  productIds: string[] | null;
  storeIds: string[] | null;
  /** Orders that may use it in all; null: unlimited. */
  usageLimit: number | null;
  /** Orders one buyer company may use it for; null: unlimited. */
  perCompanyLimit: number | null;
}

export interface VoucherContext {
  now: Date;
  storeId: string;
  supplierId: number;
  /** The group's available lines; amount with VAT (totalOrderLines' line amount). */
  lines: readonly { productId: string; amount: number }[];
  usedTotal: number;
  usedByCompany: number;
}

export type VoucherErrorCode =
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_NOT_STARTED'
  | 'VOUCHER_MIN_ORDER'
  | 'VOUCHER_NOT_ELIGIBLE'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_CANNOT_APPLY';

export type VoucherCheck =
  | { ok: true; eligibleAmount: number; discount: number; lineDiscounts: number[] }
  | { ok: false; code: VoucherErrorCode; params?: Record<string, string | number> };

const refuse = (code: VoucherErrorCode, params?: Record<string, string | number>): VoucherCheck =>
  params ? { ok: false, code, params } : { ok: false, code };

/** round(amount × percent / 100) on integers, percent taken to two decimals. */
function percentOf(amount: number, percent: number): number {
  return roundDiv(amount * Math.round(percent * 100), 10_000);
}

export function checkVoucher(voucher: Voucher | null, context: VoucherContext): VoucherCheck {
  if (!voucher || voucher.disabled) return refuse('VOUCHER_NOT_FOUND');
  if (voucher.storeIds && !voucher.storeIds.includes(context.storeId)) return refuse('VOUCHER_NOT_FOUND');
  const code = voucher.code;
  const now = context.now.getTime();
  if (now < voucher.startsAt.getTime()) {
    return refuse('VOUCHER_NOT_STARTED', { code, startsAt: voucher.startsAt.toISOString() });
  }
  if (now >= voucher.endsAt.getTime()) return refuse('VOUCHER_EXPIRED', { code });
  if (voucher.usageLimit !== null && context.usedTotal >= voucher.usageLimit)
    return refuse('VOUCHER_USED_UP', { code });
  if (voucher.perCompanyLimit !== null && context.usedByCompany >= voucher.perCompanyLimit) {
    return refuse('VOUCHER_USED_UP', { code });
  }
  if (voucher.supplierIds && !voucher.supplierIds.includes(context.supplierId)) {
    return refuse('VOUCHER_NOT_ELIGIBLE', { code });
  }
  const eligibleAmount = eligibleAmountOf(voucher, context.lines);
  if (eligibleAmount === 0) return refuse('VOUCHER_NOT_ELIGIBLE', { code });
  if (eligibleAmount < voucher.minOrderValue) {
    return refuse('VOUCHER_MIN_ORDER', {
      code,
      minValue: voucher.minOrderValue,
      missing: voucher.minOrderValue - eligibleAmount,
    });
  }
  if (!(voucher.percent > 0 && voucher.percent <= 100)) return refuse('VOUCHER_CANNOT_APPLY', { code });
  const { discount, lineDiscounts } = computeVoucherDiscount(voucher, context.lines);
  if (discount <= 0) return refuse('VOUCHER_CANNOT_APPLY', { code });
  return { ok: true, eligibleAmount, discount, lineDiscounts };
}

/** What a voucher's discount is computed from: its percent, its cap and the products it covers (null: all). */
export type VoucherTerms = Pick<Voucher, 'percent' | 'maxDiscount' | 'productIds'>;

function covered(terms: Pick<VoucherTerms, 'productIds'>, lines: readonly { productId: string; amount: number }[]) {
  const products = terms.productIds ? new Set(terms.productIds) : null;
  return lines.map((line) => (products === null || products.has(line.productId) ? line.amount : 0));
}

function eligibleAmountOf(
  terms: Pick<VoucherTerms, 'productIds'>,
  lines: readonly { productId: string; amount: number }[],
) {
  const amounts = covered(terms, lines);
  for (const amount of amounts) assertWholeDong(amount, 'line amount');
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/**
 * The discount of a voucher on lines, once it is known to apply: min(round(eligible × percent), cap, eligible),
 * spread over the covered lines (largest remainder, so the lines add up to it). The checkout applies it to the cart;
 * orders/reprice-order applies it again to what was accepted and delivered, so the discount follows the final
 * amount with the voucher's own percent and cap.
 */
export function computeVoucherDiscount(
  terms: VoucherTerms,
  lines: readonly { productId: string; amount: number }[],
): { eligibleAmount: number; discount: number; lineDiscounts: number[] } {
  const amounts = covered(terms, lines);
  const eligibleAmount = eligibleAmountOf(terms, lines);
  const percent = terms.percent > 0 && terms.percent <= 100 ? terms.percent : 0;
  const discount = Math.min(percentOf(eligibleAmount, percent), terms.maxDiscount ?? eligibleAmount, eligibleAmount);
  const lineDiscounts = distributeDiscount(
    discount,
    amounts.map((amount) => ({ amount })),
  );
  return { eligibleAmount, discount, lineDiscounts };
}
