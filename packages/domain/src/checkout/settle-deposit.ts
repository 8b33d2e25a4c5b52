/**
 * The deposit movement that brings what an order has taken from the company's deposit in line with what the buyer
 * will pay for it now (orders/amount-to-pay). Run after every change of an order's amount or status: a cancel, a
 * disapproval or a decline gives everything back; fewer accepted items, a lower delivered weight or price, a missing
 * line give back the difference; a heavier weight takes the difference — but never more than the balance holds (the
 * balance never goes below zero). What the deposit cannot cover stays owed on the order (`outstanding`), paid as the
 * order's other money is (on delivery, by transfer).
 *
 * `charged` is what the order has taken so far (the negated sum of its ledger rows); `amount` is the ledger row to
 * write: negative takes from the deposit (ORDER_PAYMENT), positive gives back (ORDER_REFUND), 0 writes nothing.
 */
/**
 * Why a company's deposit moved: money paid in (TOP_UP), an order paid from it (ORDER_PAYMENT), given back when an
 * order costs less or ends without delivery (ORDER_REFUND), or a bank transfer the marketplace received for orders
 * that then cost less or ended, credited by an operator (TRANSFER_CREDIT).
 */
export const DEPOSIT_REASONS = ['TOP_UP', 'ORDER_PAYMENT', 'ORDER_REFUND', 'TRANSFER_CREDIT'] as const;
export type DepositReason = (typeof DEPOSIT_REASONS)[number];

export interface DepositSettlement {
  amount: number;
  reason: 'ORDER_PAYMENT' | 'ORDER_REFUND' | null;
  /** Still owed on the order after this movement, because the deposit could not cover it. */
  outstanding: number;
}

export function settleDeposit(input: { payable: number; charged: number; balance: number }): DepositSettlement {
  const { payable, charged, balance } = input;
  for (const [name, value] of Object.entries(input))
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be whole đồng ≥ 0 (got ${value})`);
  const difference = payable - charged;
  if (difference < 0) return { amount: -difference, reason: 'ORDER_REFUND', outstanding: 0 };
  const taken = Math.min(difference, balance);
  return taken > 0
    ? { amount: -taken, reason: 'ORDER_PAYMENT', outstanding: difference - taken }
    : { amount: 0, reason: null, outstanding: difference };
}
