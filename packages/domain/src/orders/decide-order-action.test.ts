import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './choose-initial-status';
import {
  availableOrderActions,
  decideOrderAction,
  ORDER_ACTIONS,
  type OrderAction,
  type OrderActor,
  type OrderSide,
} from './decide-order-action';

/**
 * The table of docs/decisions.md ("Order states"), written out again by hand: every allowed (action, from) with the
 * status it leads to ('=' keeps the status) and the sides that may take it. Every pair not here is refused.
 */
const ALLOWED: Record<OrderAction, { from: Partial<Record<OrderStatus, OrderStatus | '='>>; sides: OrderSide[] }> = {
  APPROVE: { from: { PENDING_APPROVAL: 'PENDING_ACCEPTANCE' }, sides: ['BUYER'] },
  DISAPPROVE: { from: { PENDING_APPROVAL: 'APPROVAL_DISAPPROVED' }, sides: ['BUYER'] },
  EDIT_PENDING_ITEMS: { from: { PENDING_APPROVAL: '=' }, sides: ['BUYER'] },
  CANCEL: {
    from: { PENDING_APPROVAL: 'CANCELED', PENDING_ACCEPTANCE: 'CANCELED', SENT: 'CANCELED' },
    sides: ['BUYER', 'OPERATOR'],
  },
  SEND: { from: { PENDING_ACCEPTANCE: 'SENT' }, sides: ['OPERATOR'] },
  ACCEPT: { from: { PENDING_ACCEPTANCE: 'ACCEPTED', SENT: 'ACCEPTED' }, sides: ['SUPPLIER', 'OPERATOR'] },
  DECLINE: { from: { PENDING_ACCEPTANCE: 'DECLINED', SENT: 'DECLINED' }, sides: ['SUPPLIER', 'OPERATOR'] },
  START: { from: { ACCEPTED: 'IN_PROGRESS' }, sides: ['SUPPLIER', 'OPERATOR'] },
  READY: { from: { ACCEPTED: 'PENDING_DELIVERY', IN_PROGRESS: 'PENDING_DELIVERY' }, sides: ['SUPPLIER', 'OPERATOR'] },
  DISPATCH: {
    from: { ACCEPTED: 'DELIVERING', IN_PROGRESS: 'DELIVERING', PENDING_DELIVERY: 'DELIVERING' },
    sides: ['SUPPLIER', 'OPERATOR'],
  },
  ARRIVE: { from: { DELIVERING: 'DELIVERY_IN_PROGRESS' }, sides: ['SUPPLIER', 'OPERATOR'] },
  DELIVER: { from: { DELIVERING: 'DELIVERED', DELIVERY_IN_PROGRESS: 'DELIVERED' }, sides: ['SUPPLIER', 'OPERATOR'] },
  RECEIVE: {
    from: {
      ACCEPTED: 'DELIVERED',
      IN_PROGRESS: 'DELIVERED',
      PENDING_DELIVERY: 'DELIVERED',
      DELIVERING: 'DELIVERED',
      DELIVERY_IN_PROGRESS: 'DELIVERED',
    },
    sides: ['BUYER'],
  },
  SET_DELIVERED_QUANTITY: {
    from: { DELIVERING: '=', DELIVERY_IN_PROGRESS: '=', DELIVERED: '=' },
    sides: ['BUYER', 'SUPPLIER', 'OPERATOR'],
  },
  SET_DELIVERED_PRICE: {
    from: { DELIVERING: '=', DELIVERY_IN_PROGRESS: '=', DELIVERED: '=' },
    sides: ['BUYER', 'SUPPLIER', 'OPERATOR'],
  },
  REPORT_MISSING: {
    from: { ACCEPTED: '=', IN_PROGRESS: '=', PENDING_DELIVERY: '=', DELIVERING: '=' },
    sides: ['SUPPLIER', 'OPERATOR'],
  },
};

/** The permission each side needs for each action (operators need none). */
const NEEDS: Partial<Record<OrderAction, Partial<Record<OrderSide, string>>>> = {
  APPROVE: { BUYER: 'ORDER_APPROVE' },
  DISAPPROVE: { BUYER: 'ORDER_APPROVE' },
  EDIT_PENDING_ITEMS: { BUYER: 'ORDER_APPROVE' },
  CANCEL: { BUYER: 'ORDER_CANCEL' },
  ACCEPT: { SUPPLIER: 'ORDER_ACCEPT' },
  DECLINE: { SUPPLIER: 'ORDER_ACCEPT' },
  START: { SUPPLIER: 'ORDER_ACCEPT' },
  READY: { SUPPLIER: 'ORDER_ACCEPT' },
  DISPATCH: { SUPPLIER: 'ORDER_ACCEPT' },
  ARRIVE: { SUPPLIER: 'ORDER_ACCEPT' },
  DELIVER: { SUPPLIER: 'ORDER_ACCEPT' },
  RECEIVE: { BUYER: 'ORDER_DELIVERY_CONFIRM' },
  SET_DELIVERED_QUANTITY: { BUYER: 'ORDER_ITEM_SET_QUANTITY', SUPPLIER: 'ORDER_ITEM_SET_QUANTITY' },
  SET_DELIVERED_PRICE: { BUYER: 'ORDER_ITEM_SET_PRICE', SUPPLIER: 'ORDER_ITEM_SET_PRICE' },
  REPORT_MISSING: { SUPPLIER: 'ORDER_ACCEPT' },
};

const EVERY_PERMISSION = new Set([
  'ORDER_ACCEPT',
  'ORDER_APPROVE',
  'ORDER_CANCEL',
  'ORDER_DELIVERY_CONFIRM',
  'ORDER_ITEM_SET_PRICE',
  'ORDER_ITEM_SET_QUANTITY',
  'ORDER_LIST',
  'ORDER_PLACE',
  'ORDER_VIEW',
]);
const SIDES: OrderSide[] = ['BUYER', 'SUPPLIER', 'OPERATOR'];

describe('decideOrderAction: every (status, action, side) with every permission', () => {
  const cases = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.flatMap((action) => SIDES.map((side) => [status, action, side] as const)),
  );
  it(`covers ${ORDER_STATUSES.length} statuses × ${ORDER_ACTIONS.length} actions × 3 sides`, () => {
    expect(cases).toHaveLength(12 * 16 * 3);
  });
  it.each(cases)('%s, %s by %s', (status, action, side) => {
    const actor: OrderActor = { side, permissions: EVERY_PERMISSION };
    const decision = decideOrderAction({ status, hasVoucher: false }, action, actor, 'a reason');
    const allowed = ALLOWED[action];
    const to = allowed.from[status];
    if (!allowed.sides.includes(side)) expect(decision).toEqual({ ok: false, code: 'FORBIDDEN' });
    else if (to === undefined)
      expect(decision).toEqual({ ok: false, code: action === 'CANCEL' ? 'ORDER_PROCESSED' : 'ORDER_STATUS_CHANGED' });
    else expect(decision).toEqual({ ok: true, to: to === '=' ? null : to });
  });
});

describe('decideOrderAction: permissions', () => {
  const pairs = ORDER_ACTIONS.flatMap((action) =>
    Object.entries(NEEDS[action] ?? {}).map(([side, permission]) => [action, side as OrderSide, permission] as const),
  );
  it.each(pairs)('%s by %s needs %s', (action, side, permission) => {
    const status = Object.keys(ALLOWED[action].from)[0] as OrderStatus;
    const without = new Set([...EVERY_PERMISSION].filter((p) => p !== permission));
    expect(decideOrderAction({ status, hasVoucher: false }, action, { side, permissions: without }, 'r')).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(
      decideOrderAction({ status, hasVoucher: false }, action, { side, permissions: new Set([permission]) }, 'r').ok,
    ).toBe(true);
  });

  it('an operator needs no permission; a permission alone never makes a supplier a buyer', () => {
    const none = new Set<string>();
    expect(
      decideOrderAction({ status: 'PENDING_ACCEPTANCE', hasVoucher: false }, 'ACCEPT', {
        side: 'OPERATOR',
        permissions: none,
      }),
    ).toEqual({ ok: true, to: 'ACCEPTED' });
    expect(
      decideOrderAction({ status: 'PENDING_APPROVAL', hasVoucher: false }, 'APPROVE', {
        side: 'SUPPLIER',
        permissions: EVERY_PERMISSION,
      }),
    ).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('decideOrderAction: guards', () => {
  const buyer: OrderActor = { side: 'BUYER', permissions: EVERY_PERMISSION };
  const supplier: OrderActor = { side: 'SUPPLIER', permissions: EVERY_PERMISSION };

  it.each([
    ['DISAPPROVE', 'PENDING_APPROVAL', buyer],
    ['DECLINE', 'PENDING_ACCEPTANCE', supplier],
  ] as const)('%s needs a reason', (action, status, actor) => {
    for (const reason of [undefined, null, '', '   '])
      expect(decideOrderAction({ status, hasVoucher: false }, action, actor, reason)).toEqual({
        ok: false,
        code: 'REASON_REQUIRED',
      });
    expect(decideOrderAction({ status, hasVoucher: false }, action, actor, 'Hết hàng').ok).toBe(true);
  });

  it.each(['SET_DELIVERED_QUANTITY', 'SET_DELIVERED_PRICE'] as const)(
    '%s is allowed with a voucher: the bill follows what arrived, the discount follows the bill',
    (action) => {
      for (const hasVoucher of [true, false])
        expect(decideOrderAction({ status: 'DELIVERED', hasVoucher }, action, buyer)).toEqual({ ok: true, to: null });
    },
  );

  it('an order with a voucher cannot be edited while it waits for approval (spec §4: cancel and re-place)', () => {
    expect(decideOrderAction({ status: 'PENDING_APPROVAL', hasVoucher: true }, 'EDIT_PENDING_ITEMS', buyer)).toEqual({
      ok: false,
      code: 'ORDER_HAS_VOUCHER',
    });
    expect(decideOrderAction({ status: 'PENDING_APPROVAL', hasVoucher: false }, 'EDIT_PENDING_ITEMS', buyer).ok).toBe(
      true,
    );
  });

  it('a cancel after the supplier accepted is "processed"; a refusal to an outsider never tells the status', () => {
    expect(decideOrderAction({ status: 'ACCEPTED', hasVoucher: false }, 'CANCEL', buyer)).toEqual({
      ok: false,
      code: 'ORDER_PROCESSED',
    });
    const noCancel: OrderActor = { side: 'BUYER', permissions: new Set(['ORDER_VIEW']) };
    expect(decideOrderAction({ status: 'ACCEPTED', hasVoucher: false }, 'CANCEL', noCancel)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
});

describe('availableOrderActions', () => {
  it('offers a buyer with every permission approve, disapprove, edit and cancel while pending approval', () => {
    expect(
      availableOrderActions(
        { status: 'PENDING_APPROVAL', hasVoucher: false },
        { side: 'BUYER', permissions: EVERY_PERMISSION },
      ),
    ).toEqual(['APPROVE', 'DISAPPROVE', 'EDIT_PENDING_ITEMS', 'CANCEL']);
  });
  it('offers nothing on a final order but the delivered corrections', () => {
    const buyer: OrderActor = { side: 'BUYER', permissions: EVERY_PERMISSION };
    expect(availableOrderActions({ status: 'CANCELED', hasVoucher: false }, buyer)).toEqual([]);
    expect(availableOrderActions({ status: 'DELIVERED', hasVoucher: false }, buyer)).toEqual([
      'SET_DELIVERED_QUANTITY',
      'SET_DELIVERED_PRICE',
    ]);
    expect(availableOrderActions({ status: 'DELIVERED', hasVoucher: true }, buyer)).toEqual([
      'SET_DELIVERED_QUANTITY',
      'SET_DELIVERED_PRICE',
    ]);
    expect(
      availableOrderActions(
        { status: 'PENDING_APPROVAL', hasVoucher: true },
        { side: 'BUYER', permissions: EVERY_PERMISSION },
      ),
    ).toEqual(['APPROVE', 'DISAPPROVE', 'CANCEL']);
  });
});
