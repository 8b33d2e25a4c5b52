import { assertWholeDong } from './round-dong';

/**
 * Whether a supplier group reaches its minimum order value (§5 "order below minimum value is flagged"; §8 "The MOQ
 * is not reached. Please add more items!").
 *
 * - total is the group's goods total with VAT, before voucher discounts, over available lines only: the number
 *   the cart shows, and the same kind of figure the delivery-fee threshold and voucher minimum use. A voucher
 *   therefore never pushes an order back under the minimum the buyer already saw reached.
 * - A store's own minimum, when set, wins over the supplier's even when lower: sales set it for that store on
 *   purpose (the column means "when it differs from the suppliers'"), e.g. a key account with the minimum
 *   waived (0). Taking the larger of the two would make such an agreement impossible to express.
 */
export interface MinimumOrderInput {
  /** With VAT, before voucher discounts, available lines only. */
  total: number;
  /** The supplier's minimum order value in đồng (0: none). */
  supplierMoq: number;
  /** The store's override, or null when it has none. */
  storeMoq: number | null;
}

export interface MinimumOrder {
  reached: boolean;
  minimum: number;
  /** How much more (with VAT) reaches the minimum; 0 when reached. */
  missing: number;
}

export function checkMinimumOrder(input: MinimumOrderInput): MinimumOrder {
  assertWholeDong(input.total, 'total');
  const minimum = input.storeMoq ?? input.supplierMoq;
  assertWholeDong(minimum, 'minimum order value');
  const missing = Math.max(0, minimum - input.total);
  return { reached: missing === 0, minimum, missing };
}
