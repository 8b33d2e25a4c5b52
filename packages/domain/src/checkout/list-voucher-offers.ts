import { checkVoucher, type Voucher, type VoucherContext } from './apply-voucher';

/**
 * Why a voucher the store may see cannot apply to one supplier group now, from what the buyer can change to what
 * they cannot: MIN_ORDER (buy `missing` more of what it covers), NO_COVERED_PRODUCT (the group holds none of the
 * products it names), NOT_STARTED, COMPANY_LIMIT (the company used its share), USED_UP (no uses left at all),
 * EXPIRED, OTHER_SUPPLIER (for other suppliers' orders), NO_DISCOUNT (it would take nothing off).
 */
export type VoucherOfferReason =
  | 'MIN_ORDER'
  | 'NO_COVERED_PRODUCT'
  | 'NOT_STARTED'
  | 'COMPANY_LIMIT'
  | 'USED_UP'
  | 'EXPIRED'
  | 'OTHER_SUPPLIER'
  | 'NO_DISCOUNT';

export const VOUCHER_OFFER_REASONS: readonly VoucherOfferReason[] = [
  'MIN_ORDER',
  'NO_COVERED_PRODUCT',
  'NOT_STARTED',
  'COMPANY_LIMIT',
  'USED_UP',
  'EXPIRED',
  'OTHER_SUPPLIER',
  'NO_DISCOUNT',
];

export interface VoucherCandidate {
  voucher: Voucher;
  /** Orders alive that carry it, in all and of the store's company. */
  usedTotal: number;
  usedByCompany: number;
}

export type VoucherOffer =
  | { voucher: Voucher; applicable: true; discount: number; reason: null; missing: 0 }
  | { voucher: Voucher; applicable: false; discount: 0; reason: VoucherOfferReason; missing: number };

/**
 * The vouchers of a supplier group's list at checkout: each candidate checked against the group by checkVoucher —
 * the rule that applies a voucher and that orderCreate asks again — so the list offers to use only what applying
 * would accept, and says of every other why not (with how much more to buy under a minimum). The applicable ones
 * come first, the largest discount first; then the others, those the buyer can still make apply first (the smallest
 * amount missing first). A voucher checkVoucher treats as unknown (disabled, another store's) is left out: it must
 * not be shown at all.
 */
export function listVoucherOffers(
  candidates: readonly VoucherCandidate[],
  context: Omit<VoucherContext, 'usedTotal' | 'usedByCompany'>,
): VoucherOffer[] {
  const offers: VoucherOffer[] = [];
  for (const { voucher, usedTotal, usedByCompany } of candidates) {
    const checked = checkVoucher(voucher, { ...context, usedTotal, usedByCompany });
    if (checked.ok) {
      offers.push({ voucher, applicable: true, discount: checked.discount, reason: null, missing: 0 });
      continue;
    }
    const reason = reasonOf(checked.code, voucher, context.supplierId, usedTotal);
    if (!reason) continue;
    const missing = reason === 'MIN_ORDER' ? Number(checked.params?.missing ?? 0) : 0;
    offers.push({ voucher, applicable: false, discount: 0, reason, missing });
  }
  const rank = (o: VoucherOffer) => (o.applicable ? -1 : VOUCHER_OFFER_REASONS.indexOf(o.reason));
  return offers.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.discount - a.discount ||
      a.missing - b.missing ||
      a.voucher.code.localeCompare(b.voucher.code),
  );
}

function reasonOf(code: string, voucher: Voucher, supplierId: number, usedTotal: number): VoucherOfferReason | null {
  switch (code) {
    case 'VOUCHER_MIN_ORDER':
      return 'MIN_ORDER';
    case 'VOUCHER_NOT_ELIGIBLE':
      return voucher.supplierIds && !voucher.supplierIds.includes(supplierId) ? 'OTHER_SUPPLIER' : 'NO_COVERED_PRODUCT';
    case 'VOUCHER_NOT_STARTED':
      return 'NOT_STARTED';
    case 'VOUCHER_USED_UP':
      return voucher.usageLimit !== null && usedTotal >= voucher.usageLimit ? 'USED_UP' : 'COMPANY_LIMIT';
    case 'VOUCHER_EXPIRED':
      return 'EXPIRED';
    case 'VOUCHER_CANNOT_APPLY':
      return 'NO_DISCOUNT';
    default:
      return null;
  }
}
