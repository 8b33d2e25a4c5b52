import { assertWholeDong, roundDiv } from './round-dong';

/**
 * The delivery fee of one delivery: a supplier's goods for one store on one delivery date (§9: orders of the
 * same supplier and store with the same delivery date are merged into one delivery).
 *
 * - The fee is charged at most once per delivery, and the threshold applies to the delivery's combined
 *   total: the caller passes the cart group's total plus the same supplier's other orders for the same store
 *   and date, and says whether one of those orders already carries the fee.
 * - totalPrice is the goods total with VAT before any voucher discount, the figure the cart shows; minimum
 *   order and voucher minimum compare the same kind of figure (check-minimum-order, apply-voucher), so the
 *   three thresholds a buyer sees never disagree. A voucher does not bring back a fee the goods had waived.
 * - The fee is what the buyer pays, VAT included: buyers see every price with VAT, and "an extra delivery fee
 *   of 25,000 đ" must add 25,000 đ to what they pay, not 27,000 đ. additionalVat is the VAT inside the fee
 *   (the fee is a delivery service, its own rate), "additional" because it is added to the order's total VAT;
 *   the fee before VAT is fee − additionalVat.
 * - Free for a store with free shipping, a buyer with the free-ship offer, a free area group, or a combined
 *   total at or above the threshold ("under 400,000 đ" pays). When a later order lifts a delivery that already
 *   carries the fee to the threshold, the answer is free and the caller deactivates the earlier fee (the
 *   order's delivery fee has an active flag for that); remainingToFree stays meaningful while the fee is paid.
 */
export interface DeliveryFeeSettings {
  /** Combined total with VAT from which delivery is free. */
  threshold: number;
  /** Charged under the threshold, VAT included. */
  fee: number;
  /** VAT percent of the delivery service, inside the fee. */
  feeVatRate: number;
}

/** §9: 25,000 đ under 400,000 đ. The other wording (20,000 đ) is a settings change, not code. */
export const DEFAULT_DELIVERY_FEE_SETTINGS: Readonly<DeliveryFeeSettings> = Object.freeze({
  threshold: 400_000,
  fee: 25_000,
  feeVatRate: 8,
});

export interface DeliveryFeeInput {
  /** With VAT, before voucher discounts: this group plus the same supplier's other orders for the store and date. */
  totalPrice: number;
  /** One of those other orders already carries an active fee. */
  alreadyCharged: boolean;
  settings?: DeliveryFeeSettings;
  store: { freeShipping: boolean };
  buyer: { isFreeshipOffer: boolean };
  /** The store's delivery area group, if it is in one. */
  areaGroup: { name: string; isFree: boolean } | null;
}

export interface DeliveryFee {
  isFreeDelivery: boolean;
  /** To charge on this order, VAT included; 0 when free or already charged on the delivery. */
  fee: number;
  /** How much more (with VAT) makes the delivery free; 0 when it is. */
  remainingToFree: number;
  deliveryFeeThreshold: number;
  /** The VAT part of fee. */
  additionalVat: number;
  areaGroupName: string | null;
}

/** The VAT inside an amount that includes it: amount − round(amount × 100 / (100 + rate)). */
export function vatIncluded(amount: number, vatRate: number): number {
  assertWholeDong(amount, 'amount');
  return amount - roundDiv(amount * 100, 100 + vatRate);
}

export function computeDeliveryFee(input: DeliveryFeeInput): DeliveryFee {
  const settings = input.settings ?? DEFAULT_DELIVERY_FEE_SETTINGS;
  assertWholeDong(input.totalPrice, 'totalPrice');
  assertWholeDong(settings.threshold, 'threshold');
  assertWholeDong(settings.fee, 'fee');
  const base = { deliveryFeeThreshold: settings.threshold, areaGroupName: input.areaGroup?.name ?? null };
  const free =
    input.store.freeShipping ||
    input.buyer.isFreeshipOffer ||
    input.areaGroup?.isFree === true ||
    input.totalPrice >= settings.threshold ||
    settings.fee === 0;
  if (free) return { ...base, isFreeDelivery: true, fee: 0, remainingToFree: 0, additionalVat: 0 };
  const remainingToFree = settings.threshold - input.totalPrice;
  if (input.alreadyCharged) return { ...base, isFreeDelivery: false, fee: 0, remainingToFree, additionalVat: 0 };
  return {
    ...base,
    isFreeDelivery: false,
    fee: settings.fee,
    remainingToFree,
    additionalVat: vatIncluded(settings.fee, settings.feeVatRate),
  };
}

/** What the web shows when the delivery-fee call fails (§4): not free, no fee, nothing to reach. */
export function failedDeliveryFee(settings: DeliveryFeeSettings = DEFAULT_DELIVERY_FEE_SETTINGS): DeliveryFee {
  return {
    isFreeDelivery: false,
    fee: 0,
    remainingToFree: 0,
    deliveryFeeThreshold: settings.threshold,
    additionalVat: 0,
    areaGroupName: null,
  };
}
