import { describe, expect, it } from 'vitest';
import { amountToPay, endedWithoutDelivery, orderGrossTotal } from './amount-to-pay';
import { ORDER_STATUSES } from './choose-initial-status';

describe('amountToPay', () => {
  const owed: Record<(typeof ORDER_STATUSES)[number], boolean> = {
    PENDING_APPROVAL: true,
    APPROVAL_DISAPPROVED: false,
    PENDING_ACCEPTANCE: true,
    ACCEPTED: true,
    SENT: true,
    IN_PROGRESS: true,
    PENDING_DELIVERY: true,
    DELIVERING: true,
    DELIVERY_IN_PROGRESS: true,
    DELIVERED: true,
    DECLINED: false,
    CANCELED: false,
  };
  it.each(ORDER_STATUSES.map((s) => [s, owed[s]] as const))('%s → owed: %s', (status, isOwed) => {
    expect(amountToPay({ status, grossTotal: 2_400_840 })).toBe(isOwed ? 2_400_840 : 0);
    expect(endedWithoutDelivery(status)).toBe(!isOwed);
  });
});

describe('orderGrossTotal', () => {
  it.each([
    // goods with VAT, discount, fee (with VAT) → gross
    [{ itemsTotal: 375_000, discount: 0, deliveryFee: 25_000 }, 400_000],
    [{ itemsTotal: 500_000, discount: 50_000, deliveryFee: 0 }, 450_000],
    // Past the 32-bit limit: one line of 9,999 units at 250,000 đ before VAT (8%).
    [{ itemsTotal: 2_699_730_000, discount: 0, deliveryFee: 0 }, 2_699_730_000],
  ])('%o → %i', (totals, gross) => {
    expect(orderGrossTotal(totals)).toBe(gross);
  });
});
