import {
  addDays,
  computeDeliveryFee,
  type OrderStatus,
  type PaymentMethod,
  toLocalDateTime,
  totalOrderLines,
  withVat,
} from '@chobep/domain';
import { Rng } from './prng';

/**
 * Demo orders: what the order pages, the approval pages and the supply side show on a fresh start. About ninety
 * days of a restaurant group's buying, in every status of spec/trading.md §4, each with the history its actors would
 * have written (the same paths as the state machine, packages/domain orders/decide-order-action.ts) and money
 * computed by the checkout's own rules (totalOrderLines, computeDeliveryFee), so every order adds up to the đồng.
 */

export interface DemoOrderProduct {
  id: string;
  supplierId: number;
  nameVi: string;
  nameEn: string;
  uomCode: string;
  /** Region price before VAT. */
  priceBeforeVat: number;
  vatRate: number;
  allowDecimal: boolean;
}

export interface DemoOrderStore {
  id: string;
  buyerId: string;
  /** Who places its orders: the first approves (and cancels); the others, if any, are purchasers whose orders wait
   * for approval. */
  userIds: readonly string[];
  products: readonly DemoOrderProduct[];
  /** How many orders to make for it. */
  orders: number;
}

export interface DemoOrderRow {
  id: string;
  draftToken: string;
  buyerId: string;
  storeId: string;
  supplierId: number;
  createdBy: string;
  status: OrderStatus;
  deliveryDate: string;
  slotStart: string;
  slotEnd: string;
  deliveryNote: string | null;
  paymentMethod: PaymentMethod;
  subtotalBeforeVat: number;
  vat: number;
  itemsTotal: number;
  discount: number;
  deliveryFee: number;
  deliveryFeeVat: number;
  grossTotal: number;
  placedGrossTotal: number;
  statusReason: string | null;
  statusChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoOrderItemRow {
  orderId: string;
  productId: string;
  nameVi: string;
  nameEn: string;
  uomCode: string;
  priceBeforeVat: number;
  vatRate: number;
  price: number;
  quantity: number;
  acceptedQuantity: number | null;
  deliveredQuantity: number | null;
  amountBeforeVat: number;
  vat: number;
  amount: number;
  discount: number;
  /** Its order's creation. */
  createdAt: Date;
}

export interface DemoOrderHistoryRow {
  orderId: string;
  fromStatus: OrderStatus | null;
  status: OrderStatus;
  actorId: string | null;
  actorSide: 'BUYER' | 'SUPPLIER' | 'OPERATOR' | 'SYSTEM';
  note: string | null;
  createdAt: Date;
}

export interface GeneratedOrders {
  orders: DemoOrderRow[];
  items: DemoOrderItemRow[];
  history: DemoOrderHistoryRow[];
}

type Step = [OrderStatus, 'BUYER' | 'SUPPLIER' | 'OPERATOR'];

/** The statuses an order passed through to reach each status, and who moved it each time. */
const PATHS: Record<OrderStatus, readonly Step[]> = {
  PENDING_APPROVAL: [],
  APPROVAL_DISAPPROVED: [['APPROVAL_DISAPPROVED', 'BUYER']],
  PENDING_ACCEPTANCE: [],
  SENT: [['SENT', 'OPERATOR']],
  ACCEPTED: [['ACCEPTED', 'SUPPLIER']],
  IN_PROGRESS: [
    ['ACCEPTED', 'SUPPLIER'],
    ['IN_PROGRESS', 'SUPPLIER'],
  ],
  PENDING_DELIVERY: [
    ['ACCEPTED', 'SUPPLIER'],
    ['IN_PROGRESS', 'SUPPLIER'],
    ['PENDING_DELIVERY', 'SUPPLIER'],
  ],
  DELIVERING: [
    ['ACCEPTED', 'SUPPLIER'],
    ['IN_PROGRESS', 'SUPPLIER'],
    ['DELIVERING', 'SUPPLIER'],
  ],
  DELIVERY_IN_PROGRESS: [
    ['ACCEPTED', 'SUPPLIER'],
    ['IN_PROGRESS', 'SUPPLIER'],
    ['DELIVERING', 'SUPPLIER'],
    ['DELIVERY_IN_PROGRESS', 'SUPPLIER'],
  ],
  DELIVERED: [
    ['ACCEPTED', 'SUPPLIER'],
    ['IN_PROGRESS', 'SUPPLIER'],
    ['PENDING_DELIVERY', 'SUPPLIER'],
    ['DELIVERING', 'SUPPLIER'],
    ['DELIVERED', 'SUPPLIER'],
  ],
  DECLINED: [['DECLINED', 'SUPPLIER']],
  CANCELED: [['CANCELED', 'BUYER']],
};

const REASONS: Partial<Record<OrderStatus, readonly string[]>> = {
  APPROVAL_DISAPPROVED: [
    'Đã đặt đủ hàng cho tuần này',
    'Số lượng quá nhiều, đặt lại giúp chị nhé',
    'Chọn nhà cung cấp khác',
  ],
  DECLINED: ['Hết hàng tạm thời', 'Không giao được khu vực này vào ngày đã chọn', 'Xe giao hàng đã kín lịch'],
  CANCELED: ['Đặt trùng đơn', 'Thay đổi thực đơn', 'Đổi ngày giao hàng'],
};

const NOTES = [
  'Giao cổng sau, gọi trước 15 phút',
  'Hàng tươi giao trước 9 giờ',
  'Để hàng ở kho lạnh',
  null,
  null,
  null,
];

/** Statuses of deliveries already behind us, of today, and still ahead (weights). */
const PAST: readonly (readonly [OrderStatus, number])[] = [
  ['DELIVERED', 80],
  ['CANCELED', 7],
  ['DECLINED', 6],
  ['APPROVAL_DISAPPROVED', 7],
];
const TODAY: readonly (readonly [OrderStatus, number])[] = [
  ['PENDING_DELIVERY', 2],
  ['DELIVERING', 3],
  ['DELIVERY_IN_PROGRESS', 2],
  ['DELIVERED', 3],
];
const AHEAD: readonly (readonly [OrderStatus, number])[] = [
  ['PENDING_APPROVAL', 3],
  ['PENDING_ACCEPTANCE', 3],
  ['SENT', 1],
  ['ACCEPTED', 3],
  ['IN_PROGRESS', 2],
];
/** The first orders of the first store: one in each status, so every page has something in every filter. */
const EVERY_STATUS: readonly [OrderStatus, 'past' | 'today' | 'ahead'][] = [
  ['PENDING_APPROVAL', 'ahead'],
  ['PENDING_APPROVAL', 'ahead'],
  ['APPROVAL_DISAPPROVED', 'past'],
  ['PENDING_ACCEPTANCE', 'ahead'],
  ['SENT', 'ahead'],
  ['ACCEPTED', 'ahead'],
  ['IN_PROGRESS', 'ahead'],
  ['PENDING_DELIVERY', 'today'],
  ['DELIVERING', 'today'],
  ['DELIVERY_IN_PROGRESS', 'today'],
  ['DELIVERED', 'past'],
  ['DECLINED', 'past'],
  ['CANCELED', 'past'],
];
const SLOTS: readonly [string, string][] = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];
const PAYMENTS: readonly (readonly [PaymentMethod, number])[] = [
  ['COD', 6],
  ['BANK_TRANSFER', 3],
  ['DEBT_7_DAY', 1],
];
const HOUR = 3_600_000;

/** The instant at local `date` and `hour` (Vietnam, UTC+7). */
const at = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 7) * HOUR);

export function generateOrders(options: {
  seed: number;
  now: Date;
  stores: readonly DemoOrderStore[];
}): GeneratedOrders {
  const rng = new Rng(options.seed, 'orders');
  const today = toLocalDateTime(options.now).date;
  const out: GeneratedOrders = { orders: [], items: [], history: [] };
  options.stores.forEach((store, storeIndex) => {
    const bySupplier = new Map<number, DemoOrderProduct[]>();
    for (const p of store.products) bySupplier.set(p.supplierId, [...(bySupplier.get(p.supplierId) ?? []), p]);
    // Suppliers with enough products to make a real order from.
    const suppliers = [...bySupplier.entries()].filter(([, list]) => list.length >= 3);
    if (suppliers.length === 0) return;
    for (let n = 0; n < store.orders; n++) {
      const forced = storeIndex === 0 ? EVERY_STATUS[n] : undefined;
      const when =
        forced?.[1] ??
        rng.weighted([
          ['past', 85],
          ['today', 4],
          ['ahead', 11],
        ] as const);
      const deliveryDate =
        when === 'today' ? today : when === 'ahead' ? addDays(today, rng.int(1, 4)) : addDays(today, -rng.int(1, 89));
      const drawn = forced?.[0] ?? rng.weighted(when === 'past' ? PAST : when === 'today' ? TODAY : AHEAD);
      // Only a user without ORDER_APPROVE (the store's second user, the purchaser) places orders that wait for
      // approval; a store ordered for by its approver alone has none.
      const purchasers = store.userIds.slice(1);
      const waits = drawn === 'PENDING_APPROVAL' || drawn === 'APPROVAL_DISAPPROVED';
      const status: OrderStatus =
        waits && purchasers.length === 0 ? (drawn === 'PENDING_APPROVAL' ? 'PENDING_ACCEPTANCE' : 'CANCELED') : drawn;
      const placedDate =
        when === 'ahead' ? addDays(deliveryDate, -rng.int(1, 2)) : addDays(deliveryDate, -rng.int(1, 3));
      const createdAt = new Date(
        Math.min(at(placedDate, rng.int(7, 21)).getTime() + rng.int(0, 3599) * 1000, options.now.getTime() - HOUR),
      );
      const [supplierId, list] = rng.pick(suppliers);
      const lines = rng.sample(list, Math.min(list.length, rng.int(2, 7))).map((p) => ({
        product: p,
        quantity: p.allowDecimal ? rng.int(5, 60) / 10 : rng.int(1, 12),
      }));
      const totals = totalOrderLines(
        lines.map((l) => ({
          priceBeforeVat: l.product.priceBeforeVat,
          vatRate: l.product.vatRate,
          quantity: l.quantity,
        })),
      );
      const fee = computeDeliveryFee({
        totalPrice: totals.total,
        store: { freeShipping: false },
        buyer: { isFreeshipOffer: false },
        areaGroup: null,
        alreadyCharged: false,
      });
      const id = rng.uuid();
      const approver = store.userIds[0] as string;
      const byPurchaser =
        purchasers.length > 0 &&
        (status === 'PENDING_APPROVAL' || status === 'APPROVAL_DISAPPROVED' || rng.chance(0.4));
      const creator = byPurchaser ? rng.pick(purchasers) : approver;
      const [slotStart, slotEnd] = rng.pick(SLOTS);
      const path = PATHS[status];
      const startsPending = byPurchaser;
      const first: OrderStatus = startsPending ? 'PENDING_APPROVAL' : 'PENDING_ACCEPTANCE';
      const steps: Step[] =
        startsPending && status !== 'PENDING_APPROVAL' && status !== 'APPROVAL_DISAPPROVED'
          ? [['PENDING_ACCEPTANCE', 'BUYER'], ...path]
          : [...path];
      const reasons = REASONS[status];
      const reason = reasons ? rng.pick(reasons) : null;
      // The steps are spread between the order and its delivery (at most now).
      const end = Math.min(
        status === 'DELIVERED' ? at(deliveryDate, Number(slotStart.slice(0, 2)) + 1).getTime() : options.now.getTime(),
        options.now.getTime(),
      );
      let changedAt = createdAt;
      out.history.push({
        orderId: id,
        fromStatus: null,
        status: first,
        actorId: creator,
        actorSide: 'BUYER',
        note: null,
        createdAt,
      });
      let from: OrderStatus = first;
      steps.forEach(([to, side], i) => {
        const t = createdAt.getTime() + ((end - createdAt.getTime()) * (i + 1)) / (steps.length + 1);
        changedAt = new Date(Math.max(t, changedAt.getTime() + 60_000));
        out.history.push({
          orderId: id,
          fromStatus: from,
          status: to,
          actorId: side === 'BUYER' ? approver : null,
          actorSide: side,
          note: to === status ? reason : null,
          createdAt: changedAt,
        });
        from = to;
      });
      const accepted = path.some(([s]) => s === 'ACCEPTED');
      const delivered = status === 'DELIVERED';
      out.orders.push({
        id,
        draftToken: `demo-${id}`,
        buyerId: store.buyerId,
        storeId: store.id,
        supplierId,
        createdBy: creator,
        status,
        deliveryDate,
        slotStart,
        slotEnd,
        deliveryNote: rng.pick(NOTES),
        paymentMethod: rng.weighted(PAYMENTS),
        subtotalBeforeVat: totals.subtotalBeforeVat,
        vat: totals.vat,
        itemsTotal: totals.total,
        discount: 0,
        deliveryFee: fee.fee,
        deliveryFeeVat: fee.additionalVat,
        grossTotal: totals.total + fee.fee,
        placedGrossTotal: totals.total + fee.fee,
        statusReason: reason,
        statusChangedAt: changedAt,
        createdAt,
        updatedAt: changedAt,
      });
      lines.forEach((l, i) => {
        const amounts = totals.lines[i] as (typeof totals.lines)[number];
        out.items.push({
          orderId: id,
          productId: l.product.id,
          nameVi: l.product.nameVi,
          nameEn: l.product.nameEn,
          uomCode: l.product.uomCode,
          priceBeforeVat: l.product.priceBeforeVat,
          vatRate: l.product.vatRate,
          price: withVat(l.product.priceBeforeVat, l.product.vatRate),
          quantity: l.quantity,
          acceptedQuantity: accepted ? l.quantity : null,
          deliveredQuantity: delivered ? l.quantity : null,
          ...amounts,
          discount: 0,
          createdAt,
        });
      });
    }
  });
  return out;
}
