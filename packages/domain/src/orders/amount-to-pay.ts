import type { OrderStatus } from './choose-initial-status';

/**
 * What a buyer will pay for an order, the one figure every movement of money follows (the deposit ledger, the
 * bank-transfer QR, voucher uses, the reports): the order's gross total while it is going or once delivered, nothing
 * once it has ended without delivery. The gross total itself already follows what was accepted and delivered
 * (orders/reprice-order), so "will pay" is always the latest figure.
 */

/** Statuses in which an order ended without anything being delivered: nothing is owed, vouchers are given back. */
export const ENDED_WITHOUT_DELIVERY = [
  'CANCELED',
  'DECLINED',
  'APPROVAL_DISAPPROVED',
] as const satisfies readonly OrderStatus[];

export function endedWithoutDelivery(status: OrderStatus): boolean {
  return (ENDED_WITHOUT_DELIVERY as readonly OrderStatus[]).includes(status);
}

export function amountToPay(order: { status: OrderStatus; grossTotal: number }): number {
  return endedWithoutDelivery(order.status) ? 0 : order.grossTotal;
}

/** An order's gross total: the goods with VAT, less the voucher's discount, plus the delivery fee (with its VAT). */
export function orderGrossTotal(totals: { itemsTotal: number; discount: number; deliveryFee: number }): number {
  return totals.itemsTotal - totals.discount + totals.deliveryFee;
}
