import type { PaymentMethod } from '../checkout/payment-methods';
import type { OrderStatus } from './choose-initial-status';
import { formatOrderNumber } from './choose-initial-status';
import { billedQuantity } from './reprice-order';

/**
 * The fulfilment (delivery) note: what one supplier brings to one store on one date. Orders of the same supplier,
 * store and delivery date travel together (they share one delivery fee, spec/trading.md §9), so the note covers all
 * of them that are going — a merged slip — with each product once.
 */

/** Statuses whose goods do not travel: nothing of them is on a delivery note. */
export const NOT_DELIVERED_STATUSES: readonly OrderStatus[] = ['APPROVAL_DISAPPROVED', 'DECLINED', 'CANCELED'];

/**
 * Whether an order's goods are on its delivery's note: the order was sent to the supplier and has not ended. An order
 * waiting for the company's approval is not: the supplier has not even seen it, and it may never go.
 */
export function isOnDeliveryNote(status: OrderStatus): boolean {
  return status !== 'PENDING_APPROVAL' && !NOT_DELIVERED_STATUSES.includes(status);
}

/** How far along a delivery is, for the note's status: the least advanced of its orders on the note. */
const PROGRESS: readonly OrderStatus[] = [
  'PENDING_ACCEPTANCE',
  'SENT',
  'ACCEPTED',
  'IN_PROGRESS',
  'PENDING_DELIVERY',
  'DELIVERING',
  'DELIVERY_IN_PROGRESS',
  'DELIVERED',
];

export interface NoteOrder {
  id: string;
  number: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  slotStart: string;
  slotEnd: string;
  subtotalBeforeVat: number;
  vat: number;
  deliveryFee: number;
  deliveryFeeVat: number;
  discount: number;
  grossTotal: number;
}

export interface NoteItem {
  orderId: string;
  productId: string;
  name: string;
  unit: string;
  quantity: number;
  acceptedQuantity: number | null;
  deliveredQuantity: number | null;
  /** The supplier reported the line missing: nothing of it goes on the truck unless a delivered quantity says so. */
  missing?: boolean;
  /** Unit price with VAT. */
  price: number;
  /** With VAT, after the line's discount. */
  amount: number;
}

export interface FulfillmentNoteLine {
  productId: string;
  name: string;
  unit: string;
  /** What goes on the truck: delivered when known, else none of a missing line, else accepted, else ordered. */
  quantity: number;
  price: number;
  amount: number;
  /** The codes of the orders the line comes from. */
  orderCodes: string[];
}

export interface FulfillmentNote {
  /** PG- and the smallest order number of the delivery: stable while the delivery keeps its first order. */
  shortCode: string;
  orderIds: string[];
  orderCodes: string[];
  status: OrderStatus;
  /** The earliest start and the latest end of the orders' slots. */
  deliveryStart: string;
  deliveryEnd: string;
  paymentMethods: PaymentMethod[];
  lines: FulfillmentNoteLine[];
  itemCount: number;
  /** Goods before VAT + goods' VAT = goods with VAT; + the fees (their VAT inside) − the discounts = grossTotal. */
  subtotalBeforeVat: number;
  itemsVat: number;
  totalItemPrice: number;
  deliveryFee: number;
  deliveryFeeVat: number;
  discount: number;
  grossTotal: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The note of a delivery from its orders (one supplier, store and date; the caller groups them) and their lines.
 * Orders that will not be delivered are left out; null when none is left.
 */
export function composeFulfillmentNote(
  orders: readonly NoteOrder[],
  items: readonly NoteItem[],
): FulfillmentNote | null {
  const going = orders.filter((o) => isOnDeliveryNote(o.status)).sort((a, b) => a.number - b.number);
  const first = going[0];
  if (!first) return null;
  const codeOf = new Map(going.map((o) => [o.id, formatOrderNumber(o.number)]));
  const lines = new Map<string, FulfillmentNoteLine>();
  for (const item of items) {
    const code = codeOf.get(item.orderId);
    if (!code) continue;
    const quantity = billedQuantity({ ...item, missing: item.missing ?? false });
    // Lines of one product at different prices stay apart: the buyer checks each price.
    const key = `${item.productId}:${item.price}`;
    const known = lines.get(key);
    if (known) {
      known.quantity = round3(known.quantity + quantity);
      known.amount += item.amount;
      if (!known.orderCodes.includes(code)) known.orderCodes.push(code);
    } else {
      lines.set(key, {
        productId: item.productId,
        name: item.name,
        unit: item.unit,
        quantity,
        price: item.price,
        amount: item.amount,
        orderCodes: [code],
      });
    }
  }
  const sum = (pick: (o: NoteOrder) => number) => going.reduce((n, o) => n + pick(o), 0);
  const status = PROGRESS[Math.min(...going.map((o) => PROGRESS.indexOf(o.status)))] as OrderStatus;
  const sorted = [...lines.values()].sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  return {
    shortCode: `PG-${String(first.number).padStart(6, '0')}`,
    orderIds: going.map((o) => o.id),
    orderCodes: going.map((o) => formatOrderNumber(o.number)),
    status,
    deliveryStart: going.map((o) => o.slotStart).sort()[0] as string,
    deliveryEnd: going
      .map((o) => o.slotEnd)
      .sort()
      .at(-1) as string,
    paymentMethods: [...new Set(going.map((o) => o.paymentMethod))],
    lines: sorted,
    itemCount: sorted.length,
    subtotalBeforeVat: sum((o) => o.subtotalBeforeVat),
    itemsVat: sum((o) => o.vat),
    totalItemPrice: sum((o) => o.subtotalBeforeVat + o.vat),
    deliveryFee: sum((o) => o.deliveryFee),
    deliveryFeeVat: sum((o) => o.deliveryFeeVat),
    discount: sum((o) => o.discount),
    grossTotal: sum((o) => o.grossTotal),
  };
}
