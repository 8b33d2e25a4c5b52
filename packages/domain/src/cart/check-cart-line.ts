/**
 * Whether a product in a cart can still be bought (spec/trading.md §4 Cart): a line that cannot is moved to the
 * cart's notAvailableProducts and left out of every total, but stays in the cart so the buyer sees what happened
 * and can remove it (or find it back when the supplier restocks).
 */
export interface CartLineFacts {
  /** The product is listed (active) and its supplier is on the market. */
  listed: boolean;
  /** A price exists in the buyer's region and the category is not hidden there. */
  soldInRegion: boolean;
  isPrivate: boolean;
  allowPurchase: boolean;
  stock: number;
}

export type CartLineProblem = 'EXCLUSIVE' | 'NOT_AVAILABLE' | 'OUT_OF_STOCK';

/** null when the line can be ordered; otherwise why not. Exclusive first: it has its own message (§8). */
export function checkCartLine(facts: CartLineFacts): CartLineProblem | null {
  if (facts.isPrivate && !facts.allowPurchase) return 'EXCLUSIVE';
  if (!facts.listed || !facts.soldInRegion || !facts.allowPurchase) return 'NOT_AVAILABLE';
  if (facts.stock <= 0) return 'OUT_OF_STOCK';
  return null;
}

/** The error code a refused put or order reports for a line's problem. */
export function cartLineErrorCode(problem: CartLineProblem): 'PRODUCT_EXCLUSIVE' | 'PRODUCTS_NOT_AVAILABLE' {
  return problem === 'EXCLUSIVE' ? 'PRODUCT_EXCLUSIVE' : 'PRODUCTS_NOT_AVAILABLE';
}

/** How many product lines one store's cart may hold: bounds every cart read and order. */
export const CART_MAX_LINES = 200;
