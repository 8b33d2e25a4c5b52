import { checkStoreCanOrder, type StoreOrderFacts } from '../cart/check-store-can-order';

/** What decides whether orders may be put back into their stores' carts (orderReorder, orderBulkReorder). */
export interface ReorderFacts {
  /** The viewer holds ORDER_PLACE (a reorder writes the store's cart). */
  mayPlaceOrders: boolean;
  /** The store of each order, when the viewer acts for it; null for one it does not. */
  stores: readonly (StoreOrderFacts | null)[];
  /** How many of the orders' lines could go back into a cart now (sold, in stock, the quantity still allowed). */
  buyableLines: number;
}

export type ReorderDecision =
  | { ok: true }
  | { ok: false; code: 'FORBIDDEN' | 'ORDER_NOT_FOUND' | 'STORE_BLOCKED' | 'NOTHING_TO_REORDER' };

/**
 * Whether a reorder goes through, as one rule for the server's refusal and the pages' button (Order.availableActions
 * offers REORDER only when this says yes): ORDER_PLACE, every order's store one the viewer acts for and that may
 * order (checkStoreCanOrder: not pending, blocked or disabled, the company approved and active), and at least one
 * line that can still be bought. Lines that cannot are left out and named by the reorder itself; the order's status
 * does not matter (a canceled order is reordered as readily as a delivered one).
 */
export function decideReorder(facts: ReorderFacts): ReorderDecision {
  if (!facts.mayPlaceOrders) return { ok: false, code: 'FORBIDDEN' };
  if (facts.stores.length === 0 || facts.stores.some((s) => s === null)) return { ok: false, code: 'ORDER_NOT_FOUND' };
  if (facts.stores.some((s) => s !== null && checkStoreCanOrder(s) !== null))
    return { ok: false, code: 'STORE_BLOCKED' };
  if (facts.buyableLines <= 0) return { ok: false, code: 'NOTHING_TO_REORDER' };
  return { ok: true };
}
