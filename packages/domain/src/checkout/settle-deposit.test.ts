import { describe, expect, it } from 'vitest';
import { settleDeposit } from './settle-deposit';

describe('settleDeposit', () => {
  it.each([
    // payable, charged, balance → amount, reason, outstanding
    ['a new order is taken whole', 2_400_840, 0, 5_000_000, -2_400_840, 'ORDER_PAYMENT', 0],
    ['nothing changed', 2_400_840, 2_400_840, 2_599_160, 0, null, 0],
    ['a cancel gives everything back', 0, 2_400_840, 2_599_160, 2_400_840, 'ORDER_REFUND', 0],
    ['a lower delivered weight gives the difference back', 2_150_000, 2_400_840, 0, 250_840, 'ORDER_REFUND', 0],
    ['a heavier weight takes the difference', 2_500_000, 2_400_840, 1_000_000, -99_160, 'ORDER_PAYMENT', 0],
    ['never below zero: the rest stays owed', 2_500_000, 2_400_840, 60_000, -60_000, 'ORDER_PAYMENT', 39_160],
    ['an empty deposit takes nothing', 2_500_000, 2_400_840, 0, 0, null, 99_160],
  ] as const)('%s', (_name, payable, charged, balance, amount, reason, outstanding) => {
    expect(settleDeposit({ payable, charged, balance })).toEqual({ amount, reason, outstanding });
  });

  it('refuses amounts that are not whole đồng', () => {
    expect(() => settleDeposit({ payable: 1.5, charged: 0, balance: 0 })).toThrow(RangeError);
    expect(() => settleDeposit({ payable: 1, charged: -1, balance: 0 })).toThrow(RangeError);
  });
});
