import { withVat } from '../catalog/price-product';
import { computeVoucherDiscount, type VoucherTerms } from '../checkout/apply-voucher';
import { totalOrderLine } from '../checkout/total-order-lines';
import { orderGrossTotal } from './amount-to-pay';

/**
 * An order's money after the supplier's acceptance or the delivery changed its lines (issue 14 points 3 and 5).
 *
 * Each line is billed on what the buyer actually gets: the delivered quantity once entered, else nothing when the
 * supplier reported the line missing, else the accepted quantity once the supplier accepted, else the ordered
 * quantity; at the final unit price when the supplier entered one, else the ordered price. A weight-priced line
 * (0.85 kg of a 1 kg order) therefore follows the weight. The line's amounts use the checkout's own rounding
 * (checkout/total-order-lines: per line, half up, VAT per line), and the order's totals are the sums of the lines,
 * so they add up to the đồng as at checkout.
 *
 * The voucher's discount is computed again on the billed lines with the voucher's own percent and cap (its terms as
 * when the order was placed): fewer or lighter goods, a lower discount; never more than the cap. Its minimum order
 * value is not asked again — it was met when the buyer ordered, and a supplier's short delivery must not make the
 * buyer pay more for less. Without the voucher's terms (orders from before they were kept) a line keeps its
 * discount, capped at its new amount. The delivery fee and its VAT stay what the buyer agreed to — a smaller
 * delivery is still one trip. The gross total is orders/amount-to-pay's orderGrossTotal, as for a new order.
 */
export interface RepriceLineInput {
  productId: string;
  /** The ordered unit price before VAT, whole đồng. */
  priceBeforeVat: number;
  vatRate: number;
  /** Ordered. */
  quantity: number;
  acceptedQuantity: number | null;
  deliveredQuantity: number | null;
  /** The final unit price before VAT, when the supplier charged another than the ordered one. */
  finalPriceBeforeVat: number | null;
  /** The line's share of the order's voucher discount (kept when the voucher's terms are unknown). */
  discount: number;
  /** The supplier reported the line missing (billed at 0 until a delivered quantity is entered). */
  missing?: boolean;
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

/** The quantity a line is billed on: delivered, else 0 when reported missing, else accepted, else ordered. */
export function billedQuantity(
  line: Pick<RepriceLineInput, 'quantity' | 'acceptedQuantity' | 'deliveredQuantity' | 'missing'>,
) {
  return line.deliveredQuantity ?? (line.missing ? 0 : (line.acceptedQuantity ?? line.quantity));
}

export interface RepriceOptions {
  /** The delivery fee with its VAT: unchanged. */
  deliveryFee: number;
  /** The order's voucher as it was when placed; null without one (or when its terms were not kept). */
  voucher: VoucherTerms | null;
}

export function repriceOrder(lines: readonly RepriceLineInput[], options: RepriceOptions): RepricedOrder {
  const { deliveryFee, voucher } = options;
  const billed = lines.map((line) => {
    const quantity = billedQuantity(line);
    const unitPriceBeforeVat = line.finalPriceBeforeVat ?? line.priceBeforeVat;
    return {
      line,
      quantity,
      unitPriceBeforeVat,
      amounts: totalOrderLine({ priceBeforeVat: unitPriceBeforeVat, vatRate: line.vatRate, quantity }),
    };
  });
  const shares = voucher
    ? computeVoucherDiscount(
        voucher,
        billed.map((b) => ({ productId: b.line.productId, amount: b.amounts.amount })),
      ).lineDiscounts
    : billed.map((b) => Math.min(b.line.discount, b.amounts.amount));
  const repriced = billed.map(
    (b, at): RepricedLine => ({
      billedQuantity: b.quantity,
      unitPriceBeforeVat: b.unitPriceBeforeVat,
      unitPrice: withVat(b.unitPriceBeforeVat, b.line.vatRate),
      ...b.amounts,
      discount: shares[at] ?? 0,
    }),
  );
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
    gross: orderGrossTotal({ itemsTotal, discount, deliveryFee }),
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
