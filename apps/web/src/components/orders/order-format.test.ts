import { describe, expect, it } from 'vitest';
import {
  approvalDecision,
  instantParts,
  isBeforeDelivery,
  mayNeedTransfer,
  paymentLabel,
  statusLabel,
  statusTone,
} from './order-format';

describe('order formats', () => {
  it('writes statuses and payment methods in the domain wording', () => {
    expect(statusLabel('PENDING_APPROVAL', 'vi')).toBe('Chờ duyệt');
    expect(statusLabel('CANCELED', 'en')).toBe('Canceled');
    expect(paymentLabel('BANK_TRANSFER', 'vi')).toBe('Chuyển khoản ngân hàng');
    expect(paymentLabel('SOMETHING_NEW', 'en')).toBe('SOMETHING_NEW');
  });

  it.each([
    ['2026-11-25T17:05:00.000Z', 'vi', { date: '26/11/2026', time: '00:05' }],
    ['2026-11-26T03:30:00.000Z', 'en', { date: '26 Nov 2026', time: '10:30' }],
  ] as const)('%s in Vietnam (%s)', (iso, lang, expected) => {
    expect(instantParts(iso, lang)).toEqual(expected);
  });

  it.each([
    ['PENDING_APPROVAL', 'waiting'],
    ['DELIVERING', 'moving'],
    ['DELIVERED', 'done'],
    ['APPROVAL_DISAPPROVED', 'stopped'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('offers transfer instructions for bank-transfer orders that are not stopped', () => {
    expect(mayNeedTransfer({ paymentMethod: 'BANK_TRANSFER', status: 'PENDING_ACCEPTANCE' })).toBe(true);
    expect(mayNeedTransfer({ paymentMethod: 'BANK_TRANSFER', status: 'CANCELED' })).toBe(false);
    expect(mayNeedTransfer({ paymentMethod: 'COD', status: 'PENDING_ACCEPTANCE' })).toBe(false);
  });

  it('finds the approval decision in the history', () => {
    const history = [
      { fromStatus: null, status: 'PENDING_APPROVAL', actorName: 'B', createdAt: '1' },
      { fromStatus: 'PENDING_APPROVAL', status: 'PENDING_ACCEPTANCE', actorName: 'A', createdAt: '2' },
      { fromStatus: 'PENDING_ACCEPTANCE', status: 'CANCELED', actorName: 'C', createdAt: '3' },
    ] as const;
    expect(approvalDecision(history)?.actorName).toBe('A');
    expect(approvalDecision(history.slice(0, 1))).toBeNull();
  });
});

describe('isBeforeDelivery', () => {
  const order = { deliveryDate: '2026-11-28', deliveryTimeSlot: '06:00–09:00' };
  it.each([
    ['2026-11-27T22:59:00.000Z', true],
    ['2026-11-27T23:00:00.000Z', false],
    ['2026-11-28T03:00:00.000Z', false],
  ])('at %s: %s (06:00 in Vietnam is 23:00 UTC the day before)', (now, expected) => {
    expect(isBeforeDelivery(order, new Date(now))).toBe(expected);
  });

  it('is false for a slot it cannot read', () => {
    expect(isBeforeDelivery({ deliveryDate: '2026-11-28', deliveryTimeSlot: '' })).toBe(false);
  });
});
