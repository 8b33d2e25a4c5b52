import {
  availablePaymentMethods,
  BOOK_IN_ADVANCE_DAYS,
  checkMinimumOrder,
  checkVoucher,
  computeDeliveryFee,
  computeOrderDeadline,
  type DeliveryFee,
  type DeliveryRequest,
  findEarliestDeliveryDate,
  isDeliveryDateAllowed,
  isPaymentMethod,
  keepOrPickSlot,
  type LocalDate,
  listDeliveryDates,
  listDeliveryTimeSlots,
  type MinimumOrder,
  orderGrossTotal,
  type PaymentMethod,
  type TimeSlot,
  type Voucher,
  type VoucherErrorCode,
} from '@chobep/domain';
import type { DbOrTx } from '../cart/executor';
import type { CartGroup, CartView } from '../cart/read-cart';
import { type CheckoutFacts, deliveryKey, loadCheckoutFacts, loadDeliveriesSoFar } from './load-checkout-facts';

/** How many selectable dates the date picker offers. */
export const DELIVERY_DATES_OFFERED = 14;

export interface GroupPlan {
  group: CartGroup;
  request: DeliveryRequest | null;
  earliestDate: LocalDate | null;
  /** The date the order would be delivered on: the chosen one while it is allowed, else the earliest. */
  deliveryDate: LocalDate | null;
  /** A date was chosen and can no longer be had: deliveryDate fell back to the earliest. */
  chosenDateLost: boolean;
  deliveryDates: LocalDate[];
  slots: TimeSlot[];
  slot: TimeSlot | null;
  orderDeadline: Date | null;
  minimum: MinimumOrder;
  fee: DeliveryFee;
  voucher: Voucher | null;
  voucherError: VoucherErrorCode | null;
  voucherParams: Record<string, string | number>;
  discount: number;
  lineDiscounts: number[];
  paymentMethod: PaymentMethod;
  /** total − discount + fee. */
  grossTotal: number;
  /** This order lifts a delivery whose earlier order carries the fee to the threshold: that fee is waived. */
  waivesEarlierFee: boolean;
}

export interface CheckoutPlan {
  facts: CheckoutFacts;
  groups: Map<number, GroupPlan>;
  paymentMethods: PaymentMethod[];
}

/**
 * The checkout as the rules of packages/domain/checkout see it now, for a cart as readCart gives it: per supplier
 * group the delivery date and slot, the order deadline, the minimum order, the delivery fee (combined with the
 * store's open orders for the same delivery), the voucher and the payment method. The cart page, the draft and
 * orderCreate all ask this one function, so what a buyer is shown is what is charged.
 */
export async function planCheckout(db: DbOrTx, cart: CartView, now = new Date()): Promise<CheckoutPlan> {
  const facts = await loadCheckoutFacts(db, {
    storeId: cart.storeId,
    supplierIds: cart.groups.map((g) => g.supplierId),
    productIds: cart.groups.flatMap((g) => g.lines.map((l) => l.product.id)),
    voucherIds: cart.groups.flatMap((g) => (g.choice?.voucherId ? [g.choice.voucherId] : [])),
    now,
  });
  return planWithFacts(db, cart, facts);
}

export async function planWithFacts(db: DbOrTx, cart: CartView, facts: CheckoutFacts): Promise<CheckoutPlan> {
  const paymentMethods = availablePaymentMethods({
    terms: facts.buyer.paymentTerms,
    depositBalance: facts.buyer.depositBalance ?? 0,
    hasVirtualAccount: facts.hasVirtualAccount && facts.buyer.depositBalance !== null,
  });
  const dated = cart.groups.map((group) => planDate(group, facts));
  const soFar = await loadDeliveriesSoFar(
    db,
    cart.storeId,
    dated.flatMap((d) => (d.deliveryDate ? [{ supplierId: d.group.supplierId, date: d.deliveryDate }] : [])),
  );
  const groups = new Map<number, GroupPlan>();
  for (const d of dated) {
    const { group } = d;
    const supplier = facts.suppliers.get(group.supplierId);
    const minimum = checkMinimumOrder({
      total: group.total,
      supplierMoq: supplier?.moq ?? 0,
      storeMoq: facts.store.moq,
    });
    const before = d.deliveryDate ? soFar.get(deliveryKey(group.supplierId, d.deliveryDate)) : undefined;
    const fee = computeDeliveryFee({
      totalPrice: group.total + (before?.total ?? 0),
      alreadyCharged: before?.charged ?? false,
      settings: facts.feeSettings,
      store: { freeShipping: facts.store.freeShipping },
      buyer: { isFreeshipOffer: facts.buyer.isFreeshipOffer },
      areaGroup: facts.areaGroup,
    });
    const voucherId = group.choice?.voucherId ?? null;
    const voucherFacts = voucherId ? facts.vouchers.get(voucherId) : undefined;
    let voucherError: VoucherErrorCode | null = null;
    let voucherParams: Record<string, string | number> = {};
    let discount = 0;
    let lineDiscounts = group.lines.map(() => 0);
    if (voucherId) {
      const checked = checkVoucher(voucherFacts?.voucher ?? null, {
        now: facts.now,
        storeId: cart.storeId,
        supplierId: group.supplierId,
        lines: group.lines.map((l) => ({ productId: l.product.id, amount: l.amount })),
        usedTotal: voucherFacts?.usedTotal ?? 0,
        usedByCompany: voucherFacts?.usedByCompany ?? 0,
      });
      if (checked.ok) {
        discount = checked.discount;
        lineDiscounts = checked.lineDiscounts;
      } else {
        voucherError = checked.code;
        voucherParams = checked.params ?? {};
      }
    }
    const chosenMethod = group.choice?.paymentMethod;
    const paymentMethod =
      chosenMethod && isPaymentMethod(chosenMethod) && paymentMethods.includes(chosenMethod) ? chosenMethod : 'COD';
    // Object.assign rather than a spread: d's lazy fields (deliveryDates, orderDeadline) stay lazy.
    groups.set(
      group.supplierId,
      Object.assign(d, {
        minimum,
        fee,
        voucher: voucherFacts?.voucher ?? null,
        voucherError,
        voucherParams,
        discount,
        lineDiscounts,
        paymentMethod,
        grossTotal: orderGrossTotal({ itemsTotal: group.total, discount, deliveryFee: fee.fee }),
        waivesEarlierFee: (before?.charged ?? false) && fee.isFreeDelivery,
      }),
    );
  }
  return { facts, groups, paymentMethods };
}

type DatePlan = Pick<
  GroupPlan,
  | 'group'
  | 'request'
  | 'earliestDate'
  | 'deliveryDate'
  | 'chosenDateLost'
  | 'deliveryDates'
  | 'slots'
  | 'slot'
  | 'orderDeadline'
>;

function planDate(group: CartGroup, facts: CheckoutFacts): DatePlan {
  const supplier = facts.suppliers.get(group.supplierId);
  if (!supplier)
    return {
      group,
      request: null,
      earliestDate: null,
      deliveryDate: null,
      chosenDateLost: false,
      deliveryDates: [],
      slots: [],
      slot: null,
      orderDeadline: null,
    };
  const request: DeliveryRequest = {
    fulfilment: supplier.fulfilment,
    holidays: facts.holidays,
    dayOffs: supplier.dayOffs,
    now: facts.now,
    bookInAdvanceDays: group.lines.some((l) => facts.bookInAdvance.has(l.product.id)) ? BOOK_IN_ADVANCE_DAYS : 0,
  };
  const earliest = findEarliestDeliveryDate(request)?.date ?? null;
  const chosen = group.choice?.deliveryDate ?? null;
  const keep = chosen !== null && isDeliveryDateAllowed(chosen, request);
  const deliveryDate = keep ? chosen : earliest;
  const slots = deliveryDate ? listDeliveryTimeSlots({ ...request, date: deliveryDate }) : [];
  const chosenSlot =
    group.choice?.slotStart && group.choice.slotEnd
      ? { start: group.choice.slotStart, end: group.choice.slotEnd }
      : null;
  const plan = {
    group,
    request,
    earliestDate: earliest,
    deliveryDate,
    chosenDateLost: chosen !== null && !keep,
    slots,
    slot: keepOrPickSlot(chosenSlot, slots),
  } as DatePlan;
  const slot = plan.slot;
  // Only the cart page asks for the dates on offer and the order deadline; a draft and orderCreate do not, and the
  // deadline is the costliest rule here (≈ 0.4 ms a group: it tries every instant where the answer can change).
  // Both are computed on first read, from the same request (its `now` included), so the answer is the same.
  lazily(plan, 'deliveryDates', () => listDeliveryDates(request, DELIVERY_DATES_OFFERED));
  lazily(plan, 'orderDeadline', () =>
    deliveryDate
      ? computeOrderDeadline({
          fulfilment: supplier.fulfilment,
          holidays: facts.holidays,
          dayOffs: supplier.dayOffs,
          deliveryDate,
          bookInAdvanceDays: request.bookInAdvanceDays,
          // The chosen slot's deadline: the hint beside it must not promise a later one (a 06:00 same-day slot is
          // gone at 03:00, not at 10:00).
          slot,
        })
      : null,
  );
  return plan;
}

/** Defines `key` as computed on first read and kept (an ordinary, enumerable property from then on). */
function lazily<T, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });
      return value;
    },
  });
}
