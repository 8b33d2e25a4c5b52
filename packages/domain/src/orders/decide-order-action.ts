import type { OrderStatus } from './choose-initial-status';

/**
 * The order state machine (spec/trading.md §4 lists the statuses and leaves the transitions open; the table and
 * its reasons are in docs/decisions.md, "Order states"). One table: for every action, the statuses it may start
 * from, the status it leads to (null: the status stays, only the order's contents change), which side may take it
 * and with which permission. Everything the server does to an order's status or lines asks decideOrderAction first;
 * the caller then changes the row only if it still holds the status it read (a conditional UPDATE), so two actors
 * acting at once cannot both win.
 */

/** Who acts: someone of the buying company, a user of the order's supplier, or an operator of the marketplace. */
export type OrderSide = 'BUYER' | 'SUPPLIER' | 'OPERATOR';

export const ORDER_ACTIONS = [
  'APPROVE',
  'DISAPPROVE',
  'EDIT_PENDING_ITEMS',
  'CANCEL',
  'SEND',
  'ACCEPT',
  'DECLINE',
  'START',
  'READY',
  'DISPATCH',
  'ARRIVE',
  'DELIVER',
  'RECEIVE',
  'SET_DELIVERED_QUANTITY',
  'SET_DELIVERED_PRICE',
  'REPORT_MISSING',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderActionRule {
  from: readonly OrderStatus[];
  /** The status after the action; null when it only changes the order's lines or records something. */
  to: OrderStatus | null;
  /** Each side that may act, with the permission it needs (null: the side itself is enough). */
  sides: Partial<Record<OrderSide, string | null>>;
  /** A reason text must come with it (shown to the other side). */
  needsReason?: boolean;
  /** Refused on an order with a voucher (spec §4: cancel it and place it again). */
  notWithVoucher?: boolean;
}

/** Statuses after the supplier has taken the order and before it is finished. */
const ACCEPTED_AND_OPEN = [
  'ACCEPTED',
  'IN_PROGRESS',
  'PENDING_DELIVERY',
  'DELIVERING',
  'DELIVERY_IN_PROGRESS',
] as const;
const SUPPLY_SIDE = { SUPPLIER: 'ORDER_ACCEPT', OPERATOR: null } as const;

export const ORDER_ACTION_RULES: Record<OrderAction, OrderActionRule> = {
  // The buying company's approval (feature ORDER_APPROVAL): nobody outside the company approves its spending.
  APPROVE: { from: ['PENDING_APPROVAL'], to: 'PENDING_ACCEPTANCE', sides: { BUYER: 'ORDER_APPROVE' } },
  DISAPPROVE: {
    from: ['PENDING_APPROVAL'],
    to: 'APPROVAL_DISAPPROVED',
    sides: { BUYER: 'ORDER_APPROVE' },
    needsReason: true,
  },
  // An approver trims an order before approving it; totals and minimum are checked again by the caller. Not an
  // order with a voucher (spec/trading.md §4: "orders with an applied voucher cannot be edited — cancel or re-place").
  EDIT_PENDING_ITEMS: {
    from: ['PENDING_APPROVAL'],
    to: null,
    sides: { BUYER: 'ORDER_APPROVE' },
    notWithVoucher: true,
  },
  // "Until processed" (spec §4; foundations: "orders not yet accepted by suppliers"); an operator cancels for a
  // buyer who calls. Once the supplier has accepted, the goods are being prepared: decline or deliver, not cancel.
  CANCEL: {
    from: ['PENDING_APPROVAL', 'PENDING_ACCEPTANCE', 'SENT'],
    to: 'CANCELED',
    sides: { BUYER: 'ORDER_CANCEL', OPERATOR: null },
  },
  // An operator forwards an order to a supplier that works off the platform (by phone, e-mail or Zalo); the
  // acceptance is then recorded by the operator or by the supplier once it signs in.
  SEND: { from: ['PENDING_ACCEPTANCE'], to: 'SENT', sides: { OPERATOR: null } },
  ACCEPT: { from: ['PENDING_ACCEPTANCE', 'SENT'], to: 'ACCEPTED', sides: SUPPLY_SIDE },
  DECLINE: { from: ['PENDING_ACCEPTANCE', 'SENT'], to: 'DECLINED', sides: SUPPLY_SIDE, needsReason: true },
  START: { from: ['ACCEPTED'], to: 'IN_PROGRESS', sides: SUPPLY_SIDE },
  READY: { from: ['ACCEPTED', 'IN_PROGRESS'], to: 'PENDING_DELIVERY', sides: SUPPLY_SIDE },
  DISPATCH: { from: ['ACCEPTED', 'IN_PROGRESS', 'PENDING_DELIVERY'], to: 'DELIVERING', sides: SUPPLY_SIDE },
  // At the store: goods handed over and checked; delivered quantities and weights are entered now.
  ARRIVE: { from: ['DELIVERING'], to: 'DELIVERY_IN_PROGRESS', sides: SUPPLY_SIDE },
  DELIVER: { from: ['DELIVERING', 'DELIVERY_IN_PROGRESS'], to: 'DELIVERED', sides: SUPPLY_SIDE },
  // The buyer confirms receipt, also before the delivery time (goods came early), once the supplier has accepted.
  RECEIVE: { from: ACCEPTED_AND_OPEN, to: 'DELIVERED', sides: { BUYER: 'ORDER_DELIVERY_CONFIRM' } },
  // What actually arrived: either side records it while the goods are handed over and after, the supplier with its
  // own permission. Weight-priced lines are re-priced by the weight — with a voucher too: the bill follows what
  // arrived, and the voucher's discount follows the bill (orders/reprice-order). A buyer's price is a proposal the
  // supplier accepts (orders/decide-price-change).
  SET_DELIVERED_QUANTITY: {
    from: ['DELIVERING', 'DELIVERY_IN_PROGRESS', 'DELIVERED'],
    to: null,
    sides: { BUYER: 'ORDER_ITEM_SET_QUANTITY', SUPPLIER: 'ORDER_ITEM_SET_QUANTITY', OPERATOR: null },
  },
  SET_DELIVERED_PRICE: {
    from: ['DELIVERING', 'DELIVERY_IN_PROGRESS', 'DELIVERED'],
    to: null,
    sides: { BUYER: 'ORDER_ITEM_SET_PRICE', SUPPLIER: 'ORDER_ITEM_SET_PRICE', OPERATOR: null },
  },
  // The supplier tells the buyer early that something will not come (ORDER_MISSING_ITEM notification).
  REPORT_MISSING: { from: ACCEPTED_AND_OPEN.slice(0, 4), to: null, sides: SUPPLY_SIDE },
};

/** The statuses no action leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'APPROVAL_DISAPPROVED',
  'DECLINED',
  'CANCELED',
  'DELIVERED',
];

export interface OrderActor {
  side: OrderSide;
  permissions: ReadonlySet<string>;
}

export interface OrderFacts {
  status: OrderStatus;
  hasVoucher: boolean;
}

export type OrderDecision =
  | { ok: true; to: OrderStatus | null }
  | {
      ok: false;
      /**
       * FORBIDDEN: this side or user may not take the action at all; ORDER_PROCESSED: a cancel the supplier has
       * overtaken (spec §8's wording); ORDER_HAS_VOUCHER; REASON_REQUIRED; ORDER_STATUS_CHANGED: not from this status.
       */
      code: 'FORBIDDEN' | 'ORDER_PROCESSED' | 'ORDER_HAS_VOUCHER' | 'REASON_REQUIRED' | 'ORDER_STATUS_CHANGED';
    };

/**
 * Whether `actor` may take `action` on an order in `order.status`, and the status it leads to. Checks, in order:
 * the side and its permission (FORBIDDEN whatever the status, so a refusal never tells an outsider the status),
 * the status, the voucher, the reason. Tenant boundaries (whose order it is) are the caller's: this only knows sides.
 */
export function decideOrderAction(
  order: OrderFacts,
  action: OrderAction,
  actor: OrderActor,
  reason?: string | null,
): OrderDecision {
  const rule = ORDER_ACTION_RULES[action];
  const needed = rule.sides[actor.side];
  if (needed === undefined || (needed !== null && !actor.permissions.has(needed)))
    return { ok: false, code: 'FORBIDDEN' };
  // A cancel that came too late gets the spec's own words ("processed", press Confirm to reload).
  if (!rule.from.includes(order.status))
    return { ok: false, code: action === 'CANCEL' ? 'ORDER_PROCESSED' : 'ORDER_STATUS_CHANGED' };
  if (rule.notWithVoucher && order.hasVoucher) return { ok: false, code: 'ORDER_HAS_VOUCHER' };
  if (rule.needsReason && !reason?.trim()) return { ok: false, code: 'REASON_REQUIRED' };
  return { ok: true, to: rule.to };
}

/** The actions `actor` may take on the order now (what the pages offer; the server decides again on each). */
export function availableOrderActions(order: OrderFacts, actor: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => decideOrderAction(order, action, actor, 'reason').ok);
}
