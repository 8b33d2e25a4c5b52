import { assertWholeDong, roundDiv } from './round-dong';

/**
 * The money of a cart supplier group or of an order, from its lines, in whole đồng.
 *
 * Rounding rule, per line: amountBeforeVat = round(price before VAT × quantity), then
 * vat = round(amountBeforeVat × rate / 100), amount = amountBeforeVat + vat. The totals are the sums of the
 * rounded lines, never a separately rounded product, so:
 * - an order's items always add up to its subTotalBeforeVat, totalVat and total, to the đồng, on the
 *   screen, the red invoice (which lists each line's amount before VAT) and the export;
 * - the cart and the order run this same function over the same lines, so the total the buyer saw is the
 *   total the order records; removing an unavailable line subtracts exactly that line's amount (§4);
 * - for quantity 1 the amount is the card price, withVat(price, rate), because price is whole đồng.
 * Rounding VAT once per rate over the whole order would differ from the sum of the lines by up to half a
 * đồng per line, and the lines could then no longer be shown as adding up.
 *
 * Quantities may be decimal (0.1 kg); they are taken to 3 decimals and computed in thousandths as integers,
 * so 0.1 × 3 never becomes 0.30000000000000004.
 */
export interface OrderLineInput {
  /** Unit price before VAT, whole đồng. */
  priceBeforeVat: number;
  /** Percent: 0, 5, 8 or 10. */
  vatRate: number;
  /** Units (may be a decimal weight); at most 3 decimals count. */
  quantity: number;
}

export interface OrderLineAmounts {
  amountBeforeVat: number;
  vat: number;
  /** With VAT: amountBeforeVat + vat. */
  amount: number;
}

export interface OrderTotals {
  lines: OrderLineAmounts[];
  subtotalBeforeVat: number;
  vat: number;
  /** With VAT: subtotalBeforeVat + vat. */
  total: number;
}

/** Thousandths of a unit: the quantity as an integer, the form every amount is computed from. */
export function quantityInThousandths(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 0) throw new RangeError(`quantity must be ≥ 0 (got ${quantity})`);
  return Math.round(quantity * 1000);
}

export function totalOrderLine(line: OrderLineInput): OrderLineAmounts {
  assertWholeDong(line.priceBeforeVat, 'priceBeforeVat');
  if (!Number.isInteger(line.vatRate) || line.vatRate < 0 || line.vatRate > 100) {
    throw new RangeError(`vatRate must be a whole percent (got ${line.vatRate})`);
  }
  const amountBeforeVat = roundDiv(line.priceBeforeVat * quantityInThousandths(line.quantity), 1000);
  const vat = roundDiv(amountBeforeVat * line.vatRate, 100);
  return { amountBeforeVat, vat, amount: amountBeforeVat + vat };
}

export function totalOrderLines(lines: readonly OrderLineInput[]): OrderTotals {
  const amounts = lines.map(totalOrderLine);
  let subtotalBeforeVat = 0;
  let vat = 0;
  for (const line of amounts) {
    subtotalBeforeVat += line.amountBeforeVat;
    vat += line.vat;
  }
  return { lines: amounts, subtotalBeforeVat, vat, total: subtotalBeforeVat + vat };
}
