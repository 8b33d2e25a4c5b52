import { assertWholeDong } from './round-dong';

/**
 * How a buyer company may pay an order (§9: cash on delivery, bank transfer, deposit deduction, debt 7 days,
 * 15 days, 1 month).
 *
 * - COD and bank transfer are open to every company: neither gives credit.
 * - DEPOSIT is offered only to a company with a deposit account (its virtual account, into which it tops up) and
 *   a positive balance: offering it on an empty deposit could only end in DEPOSIT_INSUFFICIENT. Whether the
 *   balance covers the order is checkDeposit's answer at checkout, against the order's total with the fee.
 * - A debt method is credit and is offered only when the company was granted that term.
 * - A debt falls due counting from the delivery date (the day the goods arrive, a calendar date in
 *   Asia/Ho_Chi_Minh): 7 or 15 days later, or the same day one month later, the month's last day when it has no
 *   such day (31 January → 28 or 29 February).
 */
export const PAYMENT_METHODS = [
  'COD',
  'BANK_TRANSFER',
  'DEPOSIT',
  'DEBT_7_DAY',
  'DEBT_15_DAY',
  'DEBT_1_MONTH',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEBT_TERMS = ['DEBT_7_DAY', 'DEBT_15_DAY', 'DEBT_1_MONTH'] as const satisfies readonly PaymentMethod[];
export type DebtTerm = (typeof DEBT_TERMS)[number];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isDebtTerm(value: string): value is DebtTerm {
  return (DEBT_TERMS as readonly string[]).includes(value);
}

export interface PaymentAccount {
  /** Debt terms granted to the company (unknown values are ignored). */
  terms: readonly string[];
  depositBalance: number;
  hasVirtualAccount: boolean;
}

/** In PAYMENT_METHODS order, so every screen lists them alike. */
export function availablePaymentMethods(account: PaymentAccount): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    if (method === 'COD' || method === 'BANK_TRANSFER') return true;
    if (method === 'DEPOSIT') return account.hasVirtualAccount && account.depositBalance > 0;
    return account.terms.includes(method);
  });
}

export type DepositCheck =
  | { ok: true; remaining: number }
  | { ok: false; code: 'DEPOSIT_INSUFFICIENT'; params: { balance: number; missing: number } };

/** Whether a deposit balance pays an order total (with VAT and delivery fee, after discounts) in full. */
export function checkDeposit(balance: number, total: number): DepositCheck {
  assertWholeDong(total, 'total');
  if (!Number.isSafeInteger(balance)) throw new RangeError(`balance must be whole đồng (got ${balance})`);
  if (balance >= total) return { ok: true, remaining: balance - total };
  return { ok: false, code: 'DEPOSIT_INSUFFICIENT', params: { balance, missing: total - balance } };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS = { DEBT_7_DAY: 7, DEBT_15_DAY: 15 } as const;

/** The due date (YYYY-MM-DD) of an order paid on debt, from its delivery date (YYYY-MM-DD); null for other methods. */
export function debtDueDate(deliveryDate: string, method: PaymentMethod): string | null {
  const match = ISO_DATE.exec(deliveryDate);
  const start = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !start || start.toISOString().slice(0, 10) !== deliveryDate) {
    throw new RangeError(`deliveryDate must be a calendar date YYYY-MM-DD (got ${deliveryDate})`);
  }
  if (!isDebtTerm(method)) return null;
  if (method !== 'DEBT_1_MONTH') {
    return new Date(start.getTime() + DAYS[method] * 86_400_000).toISOString().slice(0, 10);
  }
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  // Day 0 of the month after next is the last day of next month.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}
