/**
 * Which vouchers one checkout may use together. Each cart supplier group becomes one order, and:
 * - a group (order) takes at most one voucher: percent discounts do not stack, and an order records one voucher;
 * - a voucher goes on at most one group of the checkout: its maxDiscount caps one application, and a platform-wide
 *   voucher put on every supplier's group would multiply that cap (and its usage) by the number of suppliers.
 * Each pair must then pass checkVoucher for its own group. Refusals are VOUCHER_CANNOT_APPLY ("Can not apply
 * voucher you choose.") naming the group or the voucher.
 */
export interface VoucherChoice {
  supplierId: number;
  voucherId: string | number;
}

export type VoucherChoicesCheck =
  | { ok: true }
  | { ok: false; code: 'VOUCHER_CANNOT_APPLY'; params: Record<string, string | number> };

export function checkVoucherChoices(choices: readonly VoucherChoice[]): VoucherChoicesCheck {
  const groups = new Set<number>();
  const vouchers = new Set<string | number>();
  for (const choice of choices) {
    if (groups.has(choice.supplierId)) {
      return { ok: false, code: 'VOUCHER_CANNOT_APPLY', params: { supplierId: choice.supplierId } };
    }
    if (vouchers.has(choice.voucherId)) {
      return { ok: false, code: 'VOUCHER_CANNOT_APPLY', params: { voucherId: choice.voucherId } };
    }
    groups.add(choice.supplierId);
    vouchers.add(choice.voucherId);
  }
  return { ok: true };
}
