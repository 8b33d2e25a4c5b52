import { validateCartQuantity } from '../cart/commit-quantity';
import { checkMinimumOrder } from '../checkout/check-minimum-order';
import { computeDeliveryFee, type DeliveryFeeInput } from '../checkout/compute-delivery-fee';
import { totalOrderLines } from '../checkout/total-order-lines';
import type { ErrorCode } from '../platform/errors';
import { orderGrossTotal } from './amount-to-pay';

/**
 * An approver's edit of an order that waits for approval (spec/trading.md §4: "items can be edited or deleted while
 * pending approval"): new quantities for some lines, 0 deleting a line. The order is priced again exactly as checkout
 * priced it — the same lines at the prices they were ordered at (checkout/total-order-lines), the supplier's minimum,
 * the delivery fee against its threshold — so an approved order is what checkout would have made of the same lines.
 * What the approver cannot do: add products (they place an order), empty the order (they disapprove it), go under the
 * minimum, or edit an order with a voucher at all (the state machine refuses it: spec §4, cancel and re-place).
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

  const { othersTotal, ...feeFacts } = input.fee;
  const fee = computeDeliveryFee({ ...feeFacts, totalPrice: othersTotal + totals.total });
  return {
    ok: true,
    plan: {
      lines: kept.map((l, i) => ({
        id: l.id,
        quantity: quantities.get(l.id) as number,
        ...(totals.lines[i] as (typeof totals.lines)[number]),
        discount: 0,
      })),
      removed: input.lines.filter((l) => !kept.includes(l)).map((l) => l.id),
      subtotalBeforeVat: totals.subtotalBeforeVat,
      vat: totals.vat,
      itemsTotal: totals.total,
      discount: 0,
      deliveryFee: fee.fee,
      deliveryFeeVat: fee.additionalVat,
      grossTotal: orderGrossTotal({ itemsTotal: totals.total, discount: 0, deliveryFee: fee.fee }),
    },
  };
}
