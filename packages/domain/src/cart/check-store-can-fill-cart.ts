import { checkStoreCanOrder, type StoreOrderFacts } from './check-store-can-order';

/**
 * Whether a store may change its cart now: as checkStoreCanOrder, except that a store waiting for the marketplace's
 * review (PENDING) may already prepare its cart. A new store's first order is put together while it is reviewed
 * (the recommendation popup after a new store, spec/foundations.md §4, offers products "to put in its cart") and is
 * placed once the store is approved: ordering itself still needs checkStoreCanOrder. A blocked or disabled store, or
 * a company that is not approved and active, cannot change its cart either.
 */
export function checkStoreCanFillCart(facts: StoreOrderFacts): 'STORE_BLOCKED' | null {
  return checkStoreCanOrder(facts.storeStatus === 'PENDING' ? { ...facts, storeStatus: 'NORMAL' } : facts);
}
