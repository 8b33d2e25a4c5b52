import type { AccountStatus, BuyerStatus } from '../accounts/account-state';
import type { StoreStatus } from '../buyers/store-selection';

export interface StoreOrderFacts {
  storeStatus: StoreStatus;
  storeDisabled: boolean;
  buyerStatus: BuyerStatus;
  accountStatus: AccountStatus;
}

/**
 * Whether a store may order now (spec/trading.md §4 "Account states"): only a NORMAL, enabled store of a NORMAL
 * company whose account is NORMAL. Anything else — pending, blocked, rejected, disabled — is refused with the spec's
 * "store blocked" message. Changing the cart follows checkStoreCanFillCart, which lets a store waiting for review
 * prepare its first order.
 */
export function checkStoreCanOrder(facts: StoreOrderFacts): 'STORE_BLOCKED' | null {
  const ok =
    facts.storeStatus === 'NORMAL' &&
    !facts.storeDisabled &&
    facts.buyerStatus === 'NORMAL' &&
    facts.accountStatus === 'NORMAL';
  return ok ? null : 'STORE_BLOCKED';
}
