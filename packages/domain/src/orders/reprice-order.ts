import { withVat } from '../catalog/price-product';
import { totalOrderLine } from '../checkout/total-order-lines';

/**
 * An order's money after the supplier's acceptance or the delivery changed its lines (issue 14 points 3 and 5).
 *
 * Each line is billed on what the buyer actually gets: the delivered quantity once entered, else the accepted
 * quantity once the supplier accepted, else the ordered quantity; at the final unit price when the supplier
 * entered one, else the ordered price. A weight-priced line (0.85 kg of a 1 kg order) therefore follows the weight.
 * The line's amounts use the checkout's own rounding (checkout/total-order-lines: per line, half up, VAT per line),
 * and the order's totals are the sums of the lines, so they add up to the đồng as at checkout.
 *
 * The discount a line had is kept, but never more than the line's new amount (a voucher never pays the buyer); the
 * delivery fee and its VAT stay what the buyer agreed to — a smaller delivery is still one trip. The gross total is
 * itemsTotal − discount + deliveryFee, as for a new order.
 */
export interface RepriceLineInput {
  /** The ordered unit price before VAT, whole đồng. */
  priceBeforeVat: number;
  vatRate: number;
  /** Ordered. */
  quantity: number;
  acceptedQuantity: number | null;
  deliveredQuantity: number | null;
  /** The final unit price before VAT, when the supplier charged another than the ordered one. */
  finalPriceBeforeVat: number | null;
  /** The line's share of the order's voucher discount. */
  discount: number;
}

export interface RepricedLine {
  /** The quantity the line is billed on. */
  billedQuantity: number;
  /** The unit price before VAT it is billed at, and with VAT. */
  unitPriceBeforeVat: number;
  unitPrice: number;
  amountBeforeVat: number;
  vat: number;
  amount: number;
  discount: number;
}

export interface RepricedOrder {
  lines: RepricedLine[];
  subtotalBeforeVat: number;
  vat: number;
  /** Lines with VAT, before the discount. */
  itemsTotal: number;
  discount: number;
  /** Unchanged: the fee with its VAT. */
  deliveryFee: number;
  gross: number;
}

/** The quantity a line is billed on: delivered, else accepted, else ordered. */
export function billedQuantity(line: Pick<RepriceLineInput, 'quantity' | 'acceptedQuantity' | 'deliveredQuantity'>) {
  return line.deliveredQuantity ?? line.acceptedQuantity ?? line.quantity;
}

export function repriceOrder(lines: readonly RepriceLineInput[], deliveryFee: number): RepricedOrder {
  const repriced = lines.map((line): RepricedLine => {
    const quantity = billedQuantity(line);
    const unitPriceBeforeVat = line.finalPriceBeforeVat ?? line.priceBeforeVat;
    const amounts = totalOrderLine({ priceBeforeVat: unitPriceBeforeVat, vatRate: line.vatRate, quantity });
    return {
      billedQuantity: quantity,
      unitPriceBeforeVat,
      unitPrice: withVat(unitPriceBeforeVat, line.vatRate),
      ...amounts,
      discount: Math.min(line.discount, amounts.amount),
    };
  });
  const sum = (pick: (l: RepricedLine) => number) => repriced.reduce((total, l) => total + pick(l), 0);
  const subtotalBeforeVat = sum((l) => l.amountBeforeVat);
  const vat = sum((l) => l.vat);
  const itemsTotal = subtotalBeforeVat + vat;
  const discount = sum((l) => l.discount);
  return {
    lines: repriced,
    subtotalBeforeVat,
    vat,
    itemsTotal,
    discount,
    deliveryFee,
    gross: itemsTotal - discount + deliveryFee,
  };
}

/** The most a unit price may be set to (a typo guard: ten million đồng before VAT per unit). */
export const MAX_UNIT_PRICE = 10_000_000;

export type LineQuantityProblem = 'QUANTITY_INVALID' | 'PRICE_INVALID';

/** At most three decimals (grams of a kilogram), like the ordered quantities. */
function hasThreeDecimalsAtMost(q: number): boolean {
  return Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6;
}

/**
 * An accepted quantity: 0 … ordered (a supplier may send less than ordered, never more than the buyer asked for).
 * A delivered quantity: 0 … twice the ordered one (a weighed piece may come heavier than ordered; beyond double it
 * is another order, and a slip of the finger). A final price: whole đồng, 0 … MAX_UNIT_PRICE.
 */
export function checkAcceptedQuantity(accepted: number, ordered: number): LineQuantityProblem | null {
  return Number.isFinite(accepted) && accepted >= 0 && accepted <= ordered && hasThreeDecimalsAtMost(accepted)
    ? null
    : 'QUANTITY_INVALID';
}

export function checkDeliveredQuantity(delivered: number, ordered: number): LineQuantityProblem | null {
  return Number.isFinite(delivered) && delivered >= 0 && delivered <= ordered * 2 && hasThreeDecimalsAtMost(delivered)
    ? null
    : 'QUANTITY_INVALID';
}

export function checkFinalPrice(price: number): LineQuantityProblem | null {
  return Number.isSafeInteger(price) && price >= 0 && price <= MAX_UNIT_PRICE ? null : 'PRICE_INVALID';
}
