import { computeDeliveryFee, type DeliveryFee, DomainError } from '@chobep/domain';
import type { DbOrTx } from '../cart/executor';
import { loadCheckoutFacts } from './load-checkout-facts';

/**
 * `getDeliveryFee(storeId, totalPrice)` (spec/trading.md §7): the fee one delivery of that goods total (with VAT,
 * before vouchers) would cost the store. The same facts as the checkout's (loadCheckoutFacts: the store's free
 * shipping, the company's free-ship offer, the store's area group, the fee settings) and the same rule
 * (computeDeliveryFee) as every cart group's `deliveryFee`, so the two never disagree. It names no supplier or date,
 * so it cannot know of other orders of the same delivery: the cart's groups add those.
 */
export async function deliveryFeeForStore(
  db: DbOrTx,
  storeId: string,
  totalPrice: number,
  now = new Date(),
): Promise<DeliveryFee> {
  if (!Number.isSafeInteger(totalPrice) || totalPrice < 0) throw new DomainError('AMOUNT_INVALID', 'totalPrice');
  const facts = await loadCheckoutFacts(db, { storeId, supplierIds: [], productIds: [], voucherIds: [], now });
  return computeDeliveryFee({
    totalPrice,
    alreadyCharged: false,
    settings: facts.feeSettings,
    store: { freeShipping: facts.store.freeShipping },
    buyer: { isFreeshipOffer: facts.buyer.isFreeshipOffer },
    areaGroup: facts.areaGroup,
  });
}
