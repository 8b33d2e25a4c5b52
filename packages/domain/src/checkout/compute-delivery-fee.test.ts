import { describe, expect, it } from 'vitest';
import {
  computeDeliveryFee,
  DEFAULT_DELIVERY_FEE_SETTINGS,
  type DeliveryFeeInput,
  failedDeliveryFee,
  vatIncluded,
} from './compute-delivery-fee';

const input = (over: Partial<DeliveryFeeInput> = {}): DeliveryFeeInput => ({
  totalPrice: 0,
  alreadyCharged: false,
  store: { freeShipping: false },
  buyer: { isFreeshipOffer: false },
  areaGroup: null,
  ...over,
});

describe('computeDeliveryFee', () => {
  it.each([
    // §9: under 400,000 đ pays 25,000 đ (VAT 8% inside: 25,000 − round(25,000 / 1.08) = 1,852).
    { name: '399,999 pays', over: { totalPrice: 399_999 }, want: [false, 25_000, 1, 1_852] },
    { name: '400,000 is free', over: { totalPrice: 400_000 }, want: [true, 0, 0, 0] },
    { name: 'above the threshold is free', over: { totalPrice: 1_250_000 }, want: [true, 0, 0, 0] },
    { name: '0 pays, all 400,000 to go', over: { totalPrice: 0 }, want: [false, 25_000, 400_000, 1_852] },
    { name: 'store free shipping', over: { store: { freeShipping: true } }, want: [true, 0, 0, 0] },
    { name: 'buyer free-ship offer', over: { buyer: { isFreeshipOffer: true } }, want: [true, 0, 0, 0] },
    { name: 'free area group', over: { areaGroup: { name: 'Quận 1', isFree: true } }, want: [true, 0, 0, 0] },
    {
      name: 'paid area group follows the threshold',
      over: { totalPrice: 150_000, areaGroup: { name: 'Thủ Đức', isFree: false } },
      want: [false, 25_000, 250_000, 1_852],
    },
    // Same supplier, same store and date: the caller adds the other orders (300,000) to this group (150,000).
    { name: 'combined orders reach the threshold', over: { totalPrice: 150_000 + 300_000 }, want: [true, 0, 0, 0] },
    // The first order of the delivery carried the fee: charged once, the buyer still sees what frees it.
    {
      name: 'combined orders under the threshold, fee already charged',
      over: { totalPrice: 150_000 + 100_000, alreadyCharged: true },
      want: [false, 0, 150_000, 0],
    },
    // Reaching the threshold frees the delivery; the caller deactivates the fee on the earlier order.
    {
      name: 'already charged, now over the threshold',
      over: { totalPrice: 150_000 + 260_000, alreadyCharged: true },
      want: [true, 0, 0, 0],
    },
    {
      name: 'the 20,000 đ variant at 8%',
      over: { totalPrice: 100_000, settings: { threshold: 400_000, fee: 20_000, feeVatRate: 8 } },
      want: [false, 20_000, 300_000, 1_481],
    },
    {
      name: 'a fee of 0 is free delivery',
      over: { totalPrice: 100_000, settings: { threshold: 400_000, fee: 0, feeVatRate: 8 } },
      want: [true, 0, 0, 0],
    },
  ])('$name', ({ over, want }) => {
    const fee = computeDeliveryFee(input(over));
    expect([fee.isFreeDelivery, fee.fee, fee.remainingToFree, fee.additionalVat]).toEqual(want);
    expect(fee.deliveryFeeThreshold).toBe(over.settings?.threshold ?? 400_000);
  });

  it('names the area group, or null', () => {
    expect(computeDeliveryFee(input({ areaGroup: { name: 'Quận 7', isFree: false } })).areaGroupName).toBe('Quận 7');
    expect(computeDeliveryFee(input()).areaGroupName).toBeNull();
  });

  it('refuses a total that is not whole đồng', () => {
    expect(() => computeDeliveryFee(input({ totalPrice: 100.5 }))).toThrow(RangeError);
    expect(() => computeDeliveryFee(input({ totalPrice: -1 }))).toThrow(RangeError);
  });

  it('defaults to 25,000 đ under 400,000 đ with 8% VAT inside', () => {
    expect(DEFAULT_DELIVERY_FEE_SETTINGS).toEqual({ threshold: 400_000, fee: 25_000, feeVatRate: 8 });
  });
});

describe('vatIncluded', () => {
  it.each([
    [25_000, 8, 1_852],
    [25_000, 10, 2_273],
    [20_000, 8, 1_481],
    [108_000, 8, 8_000],
    [25_000, 0, 0],
  ])('%i đ at %i%% holds %i đ VAT', (amount, rate, want) => {
    expect(vatIncluded(amount, rate)).toBe(want);
  });
});

describe('failedDeliveryFee', () => {
  it('is not free and charges nothing (§4)', () => {
    expect(failedDeliveryFee()).toEqual({
      isFreeDelivery: false,
      fee: 0,
      remainingToFree: 0,
      deliveryFeeThreshold: 400_000,
      additionalVat: 0,
      areaGroupName: null,
    });
  });
});
