import type { OrderSide } from './decide-order-action';

/**
 * Who may change the unit price of an ordered line after the order was placed, and how far (issue: a price cut to
 * 1 đ by the buyer, or to 0 by the supplier, left no trace). The price the buyer agreed to is the ordered one; the
 * invoice follows the supplier's final price, so:
 * - the supplier sets the final price (a market price on the day, a gesture): down as far as it likes, up by at
 *   most MAX_PRICE_RAISE_PERCENT of the ordered price — beyond that it is another deal, which the buyer must agree
 *   to by ordering again;
 * - an operator (the marketplace's staff, correcting a mistake on the phone with both sides) sets any price;
 * - the buyer proposes a price (a price agreed with the sales rep, a damaged item); nothing is billed differently
 *   until the supplier accepts it by setting that price;
 * - every change says why (a reason the other side reads), and every change is kept in the order's history.
 */
export const MAX_PRICE_RAISE_PERCENT = 10;

export type PriceChangeDecision =
  | { ok: true; kind: 'SET' | 'PROPOSE' }
  | { ok: false; code: 'PRICE_RAISE_TOO_HIGH'; max: number }
  | { ok: false; code: 'REASON_REQUIRED' };

/** The highest final price a supplier may set on a line ordered at `ordered` (whole đồng, rounded down). */
export function maxSupplierPrice(ordered: number): number {
  return Math.floor((ordered * (100 + MAX_PRICE_RAISE_PERCENT)) / 100);
}

export function decidePriceChange(input: {
  side: OrderSide;
  /** The unit price before VAT the line was ordered at. */
  ordered: number;
  /** The unit price before VAT asked for. */
  next: number;
  reason: string | null | undefined;
}): PriceChangeDecision {
  if (!input.reason?.trim()) return { ok: false, code: 'REASON_REQUIRED' };
  if (input.side === 'BUYER') return { ok: true, kind: 'PROPOSE' };
  if (input.side === 'SUPPLIER' && input.next > maxSupplierPrice(input.ordered))
    return { ok: false, code: 'PRICE_RAISE_TOO_HIGH', max: maxSupplierPrice(input.ordered) };
  return { ok: true, kind: 'SET' };
}
