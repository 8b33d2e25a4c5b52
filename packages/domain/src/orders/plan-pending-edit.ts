import { validateCartQuantity } from '../cart/commit-quantity';
import { checkVoucher, type Voucher } from '../checkout/apply-voucher';
import { checkMinimumOrder } from '../checkout/check-minimum-order';
import { computeDeliveryFee, type DeliveryFeeInput } from '../checkout/compute-delivery-fee';
import { totalOrderLines } from '../checkout/total-order-lines';
import type { ErrorCode } from '../platform/errors';

/**
 * An approver's edit of an order that waits for approval (spec/trading.md §4: "items can be edited or deleted while
 * pending approval"): new quantities for some lines, 0 deleting a line. The order is priced again exactly as checkout
 * priced it — the same lines at the prices they were ordered at (checkout/total-order-lines), the voucher checked again
 * against the new lines, the supplier's minimum, the delivery fee against its threshold — so an approved order is
 * what checkout would have made of the same lines. What the approver cannot do: add products (they place an order),
 * empty the order (they disapprove it), go under the minimum, or keep a voucher the lines no longer qualify for.
 */
export interface PendingEditLine {
  id: string;
  productId: string;
  /** As ordered, before VAT. */
  priceBeforeVat: number;
  vatRate: number;
  quantity: number;
  /** The product's quantity rules now (the control's rules: decimals, minimum). */
  allowDecimal: boolean;
  minQuantity: number;
}

export interface PendingEditInput {
  lines: readonly PendingEditLine[];
  changes: readonly { itemId: string; quantity: number }[];
  /** The minimum order value that applies (store override else supplier's), with VAT; 0 none. */
  minimum: number;
  /** The order's voucher, checked as of when the order was placed (its limits were counted then). */
  voucher: { voucher: Voucher; placedAt: Date; storeId: string; supplierId: number } | null;
  /** The delivery-fee facts of the order's delivery, its own total left out (computeDeliveryFee adds it). */
  fee: Omit<DeliveryFeeInput, 'totalPrice'> & { othersTotal: number };
  /** The most a line may hold (the cart's maximum). */
  maxQuantity: number;
}

export interface PendingEditPlan {
  lines: { id: string; quantity: number; amountBeforeVat: number; vat: number; amount: number; discount: number }[];
  removed: string[];
  subtotalBeforeVat: number;
  vat: number;
  itemsTotal: number;
  discount: number;
  deliveryFee: number;
  deliveryFeeVat: number;
  grossTotal: number;
}

export type PendingEditResult =
  | { ok: true; plan: PendingEditPlan }
  | { ok: false; code: ErrorCode; field: string; params?: Record<string, string | number> };

export function planPendingEdit(input: PendingEditInput): PendingEditResult {
  const quantities = new Map(input.lines.map((l) => [l.id, l.quantity]));
  for (const change of input.changes) {
    const line = input.lines.find((l) => l.id === change.itemId);
    if (!line) return { ok: false, code: 'ORDER_ITEM_NOT_FOUND', field: 'items' };
    const checked = validateCartQuantity(change.quantity, {
      allowDecimal: line.allowDecimal,
      min: line.minQuantity,
      max: input.maxQuantity,
    });
    if (!checked.ok)
      return {
        ok: false,
        code: checked.code,
        field: 'quantity',
        params: { min: line.minQuantity, max: input.maxQuantity },
      };
    quantities.set(line.id, checked.quantity);
  }
  const kept = input.lines.filter((l) => (quantities.get(l.id) ?? 0) > 0);
  if (kept.length === 0) return { ok: false, code: 'ORDER_EMPTY', field: 'items' };
  const totals = totalOrderLines(kept.map((l) => ({ ...l, quantity: quantities.get(l.id) as number })));
  const minimum = checkMinimumOrder({ total: totals.total, supplierMoq: input.minimum, storeMoq: null });
  if (!minimum.reached)
    return { ok: false, code: 'MOQ_NOT_REACHED', field: 'items', params: { missing: minimum.missing } };

  let lineDiscounts = kept.map(() => 0);
  if (input.voucher) {
    const check = checkVoucher(input.voucher.voucher, {
      now: input.voucher.placedAt,
      storeId: input.voucher.storeId,
      supplierId: input.voucher.supplierId,
      lines: kept.map((l, i) => ({ productId: l.productId, amount: totals.lines[i]?.amount ?? 0 })),
      // The order already holds its use of the voucher: it is not counted twice.
      usedTotal: 0,
      usedByCompany: 0,
    });
    if (!check.ok) return { ok: false, code: 'VOUCHER_APPLICATION_FAILED', field: 'voucherCode' };
    lineDiscounts = check.lineDiscounts;
  }
  const { othersTotal, ...feeFacts } = input.fee;
  const fee = computeDeliveryFee({ ...feeFacts, totalPrice: othersTotal + totals.total });
  const discount = lineDiscounts.reduce((n, d) => n + d, 0);
  return {
    ok: true,
    plan: {
      lines: kept.map((l, i) => ({
        id: l.id,
        quantity: quantities.get(l.id) as number,
        ...(totals.lines[i] as (typeof totals.lines)[number]),
        discount: lineDiscounts[i] ?? 0,
      })),
      removed: input.lines.filter((l) => !kept.includes(l)).map((l) => l.id),
      subtotalBeforeVat: totals.subtotalBeforeVat,
      vat: totals.vat,
      itemsTotal: totals.total,
      discount,
      deliveryFee: fee.fee,
      deliveryFeeVat: fee.additionalVat,
      grossTotal: totals.total - discount + fee.fee,
    },
  };
}
