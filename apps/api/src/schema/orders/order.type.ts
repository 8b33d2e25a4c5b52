import { ORDER_LINE_CHANGE_KINDS, type orderItems, type orders } from '@chobep/db';
import {
  amountToPay,
  availableOrderActions,
  DEPOSIT_REASONS,
  formatOrderNumber,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  withVat,
} from '@chobep/domain';
import { builder } from '../../builder';
import type { DepositMovement, OrderHistoryEntry, OrderLineChangeEntry } from '../../services/orders/read-order';
import { reorderAvailability } from '../../services/orders/reorder-orders';
import { SupplierRef } from '../catalog/taxonomy.type';
import { PaymentMethodEnum } from '../checkout/checkout.type';

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
export const OrderStatusFilterEnum = builder.enumType('OrderStatusFilter', {
  description: 'A status of the order list’s filter: ALL or one status.',
  values: ['ALL', ...ORDER_STATUSES] as const,
});
/** The state machine's actions, and REORDER (no change of status: decideReorder says when it is offered). */
export const OrderActionEnum = builder.enumType('OrderAction', { values: [...ORDER_ACTIONS, 'REORDER'] as const });
const OrderActorSideEnum = builder.enumType('OrderActorSide', {
  values: ['BUYER', 'SUPPLIER', 'OPERATOR', 'SYSTEM'] as const,
});

const OrderHistoryEntryRef = builder.objectRef<OrderHistoryEntry>('OrderStatusChange').implement({
  description: 'A status the order entered: who moved it, from which side, when and why.',
  fields: (t) => ({
    fromStatus: t.field({ type: OrderStatusEnum, nullable: true, resolve: (h) => h.fromStatus }),
    status: t.field({ type: OrderStatusEnum, resolve: (h) => h.status }),
    actorName: t.exposeString('actorName', { nullable: true }),
    actorSide: t.field({ type: OrderActorSideEnum, resolve: (h) => h.actorSide }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (h) => h.createdAt }),
  }),
});

const OrderLineChangeKindEnum = builder.enumType('OrderLineChangeKind', {
  description:
    'What changed on a line after the order was placed: the approver’s ordered quantity, the supplier’s accepted ' +
    'quantity, the delivered quantity or weight, the final unit price (before VAT), a price the buyer proposed, or the ' +
    'line reported missing.',
  values: ORDER_LINE_CHANGE_KINDS,
});

const OrderLineChangeRef = builder.objectRef<OrderLineChangeEntry>('OrderLineChange').implement({
  description: 'A change of an ordered line’s quantity or price: who, from which side, when, before → after, why.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId', { nullable: true }),
    productId: t.exposeID('productId'),
    name: t.string({ resolve: (c, _a, ctx) => (ctx.lang === 'en' ? c.nameEn || c.nameVi : c.nameVi) }),
    kind: t.field({ type: OrderLineChangeKindEnum, resolve: (c) => c.kind }),
    before: t.exposeFloat('before', {
      nullable: true,
      description: 'A quantity in the line’s unit, or a unit price before VAT in đồng (FINAL_PRICE, PRICE_PROPOSED).',
    }),
    after: t.exposeFloat('after', { nullable: true }),
    totalBefore: t.expose('totalBefore', { type: 'Money', description: 'What the buyer paid for the order before.' }),
    totalAfter: t.expose('totalAfter', { type: 'Money', description: 'What the buyer pays for the order after.' }),
    actorName: t.exposeString('actorName', { nullable: true }),
    actorSide: t.field({ type: OrderActorSideEnum, resolve: (c) => c.actorSide }),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const DepositReasonEnum = builder.enumType('DepositReason', { values: DEPOSIT_REASONS });

const DepositMovementRef = builder.objectRef<DepositMovement>('DepositMovement').implement({
  description: 'A movement of the company’s deposit: negative took money for the order, positive gave it back.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.expose('amount', { type: 'Money' }),
    reason: t.field({ type: DepositReasonEnum, resolve: (m) => m.reason }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
  }),
});

type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export const OrderItemRef = builder.objectRef<OrderItemRow>('OrderItem').implement({
  description: 'A line of an order, priced when the order was placed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    name: t.string({ resolve: (i, _a, ctx) => (ctx.lang === 'en' ? i.nameEn : i.nameVi) }),
    uom: t.exposeString('uomCode'),
    uomName: t.string({
      description: 'The unit in the reader’s language (hộp / box); the code when the unit is unknown.',
      resolve: async (i, _a, ctx) => {
        const unit = (await ctx.catalog.allUoms()).find((u) => u.code === i.uomCode);
        return unit ? (ctx.lang === 'en' ? unit.nameEn : unit.nameVi) : i.uomCode;
      },
    }),
    orderedQuantity: t.exposeFloat('quantity'),
    acceptedQuantity: t.exposeFloat('acceptedQuantity', { nullable: true }),
    deliveryQuantity: t.exposeFloat('deliveredQuantity', { nullable: true }),
    priceBeforeVat: t.expose('priceBeforeVat', { type: 'Money' }),
    vatRate: t.exposeInt('vatRate'),
    orderedPrice: t.expose('price', { type: 'Money', description: 'Unit price with VAT.' }),
    unitPrice: t.field({
      type: 'Money',
      description: 'The unit price with VAT the line is billed at: the final price when the supplier set one.',
      resolve: (i) => withVat(i.finalPriceBeforeVat ?? i.priceBeforeVat, i.vatRate),
    }),
    amountBeforeVat: t.expose('amountBeforeVat', { type: 'Money' }),
    vat: t.expose('vat', { type: 'Money' }),
    amount: t.expose('amount', { type: 'Money', description: 'With VAT, before the discount.' }),
    discount: t.expose('discount', { type: 'Money' }),
    amountAfterDiscount: t.field({ type: 'Money', resolve: (i) => i.amount - i.discount }),
  }),
});

export const OrderRef = builder.objectRef<OrderRow>('Order').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    code: t.string({ description: 'The number as written: CB-000123.', resolve: (o) => formatOrderNumber(o.number) }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    supplier: t.field({
      type: SupplierRef,
      resolve: async (o, _a, ctx) => {
        const supplier = await ctx.catalog.supplierById.load(o.supplierId);
        if (!supplier) throw new Error(`supplier ${o.supplierId} of order ${o.id} is missing`);
        return supplier;
      },
    }),
    storeId: t.exposeID('storeId'),
    creatorName: t.string({
      nullable: true,
      description: 'Who placed it (null when that user was removed).',
      resolve: async (o, _a, ctx) =>
        o.createdBy ? ((await ctx.loaders.userById.load(o.createdBy))?.name ?? null) : null,
    }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'YYYY-MM-DD.' }),
    deliveryTimeSlot: t.string({ description: 'HH:MM–HH:MM.', resolve: (o) => `${o.slotStart}–${o.slotEnd}` }),
    deliveryNote: t.exposeString('deliveryNote', { nullable: true }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.paymentMethod }),
    voucherCode: t.exposeString('voucherCode', { nullable: true }),
    subTotalBeforeVat: t.expose('subtotalBeforeVat', { type: 'Money' }),
    itemsVat: t.expose('vat', {
      type: 'Money',
      description: 'The goods’ VAT: subTotalBeforeVat + itemsVat = totalItemPrice (the fee’s VAT is inside the fee).',
    }),
    totalVat: t.field({
      type: 'Money',
      description: 'Goods VAT plus the delivery fee’s VAT.',
      resolve: (o) => o.vat + o.deliveryFeeVat,
    }),
    totalItemPrice: t.expose('itemsTotal', { type: 'Money', description: 'Goods with VAT, before the discount.' }),
    discount: t.expose('discount', { type: 'Money' }),
    deliveryFee: t.expose('deliveryFee', { type: 'Money' }),
    deliveryFeeVat: t.expose('deliveryFeeVat', { type: 'Money' }),
    grossTotal: t.expose('grossTotal', { type: 'Money' }),
    amountToPay: t.field({
      type: 'Money',
      description:
        'What the buyer will pay for the order: its gross total, or 0 once it ended without delivery (canceled, ' +
        'declined, disapproved). Follows the accepted and delivered quantities and final prices.',
      resolve: (o) => amountToPay(o),
    }),
    paidFromDeposit: t.field({
      type: 'Money',
      description: 'What the company’s deposit holds for the order now (taken less given back).',
      resolve: async (o, _a, ctx) =>
        -(await ctx.loaders.depositMovementsByOrder.load(o.id)).reduce((n, m) => n + m.amount, 0),
    }),
    depositMovements: t.field({
      type: [DepositMovementRef],
      description: 'Every movement of the deposit for the order, oldest first.',
      resolve: (o, _a, ctx) => ctx.loaders.depositMovementsByOrder.load(o.id),
    }),
    lineChanges: t.field({
      type: [OrderLineChangeRef],
      description: 'Every change of the lines’ quantities and prices after the order was placed, oldest first.',
      resolve: (o, _a, ctx) => ctx.loaders.orderLineChangesByOrder.load(o.id),
    }),
    statusReason: t.exposeString('statusReason', {
      nullable: true,
      description: 'Why it was disapproved, declined or canceled.',
    }),
    statusChangedAt: t.field({ type: 'DateTime', resolve: (o) => o.statusChangedAt }),
    cancellation: t.field({
      type: OrderHistoryEntryRef,
      nullable: true,
      description: 'Who canceled it and when (the cancellation audit), when it was canceled.',
      resolve: async (o, _a, ctx) =>
        o.status === 'CANCELED'
          ? ((await ctx.loaders.orderHistoryByOrder.load(o.id)).findLast((h) => h.status === 'CANCELED') ?? null)
          : null,
    }),
    history: t.field({
      type: [OrderHistoryEntryRef],
      resolve: (o, _a, ctx) => ctx.loaders.orderHistoryByOrder.load(o.id),
    }),
    availableActions: t.field({
      type: [OrderActionEnum],
      description:
        'What the viewer may do with the order now (the pages show these; every action is decided again on the server). ' +
        "REORDER when orderReorder would put at least one of its lines back into the store's cart.",
      resolve: async (o, _a, ctx) => {
        const facts = { status: o.status, hasVoucher: o.voucherId !== null };
        if (ctx.viewer) {
          const actions: (OrderAction | 'REORDER')[] = availableOrderActions(facts, {
            side: 'BUYER',
            permissions: ctx.viewer.permissions,
          });
          if (await reorderAvailability({ ...ctx, viewer: ctx.viewer }).load(o)) actions.push('REORDER');
          return actions;
        }
        // The supply side (the order was read through its tenant boundary): a supplier's user or an operator.
        if (ctx.supplyViewer)
          return availableOrderActions(facts, {
            side: ctx.supplyViewer.kind === 'OPERATOR' ? 'OPERATOR' : 'SUPPLIER',
            permissions: ctx.supplyViewer.permissions,
          });
        return [];
      },
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    items: t.field({ type: [OrderItemRef], resolve: (o, _a, ctx) => ctx.loaders.orderItemsByOrder.load(o.id) }),
  }),
});
