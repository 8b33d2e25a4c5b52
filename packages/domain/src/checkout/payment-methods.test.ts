import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods,
  checkDeposit,
  debtDueDate,
  isPaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './payment-methods';

describe('availablePaymentMethods', () => {
  it.each([
    { name: 'a new company', terms: [], depositBalance: 0, hasVirtualAccount: false, want: ['COD', 'BANK_TRANSFER'] },
    {
      name: 'a deposit account with money',
      terms: [],
      depositBalance: 2_000_000,
      hasVirtualAccount: true,
      want: ['COD', 'BANK_TRANSFER', 'DEPOSIT'],
    },
    // An empty deposit could only fail at checkout.
    {
      name: 'an empty deposit account',
      terms: [],
      depositBalance: 0,
      hasVirtualAccount: true,
      want: ['COD', 'BANK_TRANSFER'],
    },
    {
      name: 'a balance but no account',
      terms: [],
      depositBalance: 500_000,
      hasVirtualAccount: false,
      want: ['COD', 'BANK_TRANSFER'],
    },
    {
      name: 'granted 7 days',
      terms: ['DEBT_7_DAY'],
      depositBalance: 0,
      hasVirtualAccount: false,
      want: ['COD', 'BANK_TRANSFER', 'DEBT_7_DAY'],
    },
    {
      name: 'every term, listed in the fixed order',
      terms: ['DEBT_1_MONTH', 'DEBT_7_DAY', 'DEBT_15_DAY'],
      depositBalance: 1,
      hasVirtualAccount: true,
      want: PAYMENT_METHODS,
    },
    // Terms are granted debts only: anything else in the list opens nothing.
    {
      name: 'unknown terms',
      terms: ['DEBT_90_DAY', 'DEPOSIT'],
      depositBalance: 0,
      hasVirtualAccount: false,
      want: ['COD', 'BANK_TRANSFER'],
    },
  ])('$name', ({ want, name: _, ...account }) => {
    expect(availablePaymentMethods(account)).toEqual(want);
  });
});

describe('checkDeposit', () => {
  it.each([
    { balance: 1_000_000, total: 999_999, want: { ok: true, remaining: 1 } },
    { balance: 1_000_000, total: 1_000_000, want: { ok: true, remaining: 0 } },
    {
      balance: 1_000_000,
      total: 1_000_001,
      want: { ok: false, code: 'DEPOSIT_INSUFFICIENT', params: { balance: 1_000_000, missing: 1 } },
    },
    {
      balance: 0,
      total: 425_000,
      want: { ok: false, code: 'DEPOSIT_INSUFFICIENT', params: { balance: 0, missing: 425_000 } },
    },
  ])('$balance đ for $total đ', ({ balance, total, want }) => {
    expect(checkDeposit(balance, total)).toEqual(want);
  });
});

describe('debtDueDate', () => {
  it.each<[string, PaymentMethod, string | null]>([
    ['2025-06-10', 'DEBT_7_DAY', '2025-06-17'],
    ['2025-06-28', 'DEBT_7_DAY', '2025-07-05'],
    ['2025-12-20', 'DEBT_15_DAY', '2026-01-04'],
    ['2025-06-10', 'DEBT_1_MONTH', '2025-07-10'],
    ['2025-12-15', 'DEBT_1_MONTH', '2026-01-15'],
    // No 31 February: the month's last day.
    ['2025-01-31', 'DEBT_1_MONTH', '2025-02-28'],
    ['2024-01-31', 'DEBT_1_MONTH', '2024-02-29'],
    ['2025-03-31', 'DEBT_1_MONTH', '2025-04-30'],
    ['2025-06-10', 'COD', null],
    ['2025-06-10', 'BANK_TRANSFER', null],
    ['2025-06-10', 'DEPOSIT', null],
  ])('delivered %s, %s → %s', (date, method, want) => {
    expect(debtDueDate(date, method)).toBe(want);
  });

  it.each(['2025-02-30', '10/06/2025', '2025-6-1', ''])('refuses the date %j', (date) => {
    expect(() => debtDueDate(date, 'DEBT_7_DAY')).toThrow(RangeError);
  });
});

describe('isPaymentMethod', () => {
  it.each([
    ['COD', true],
    ['DEBT_1_MONTH', true],
    ['CASH', false],
    ['cod', false],
  ])('%s: %s', (value, want) => {
    expect(isPaymentMethod(value)).toBe(want);
  });
});
