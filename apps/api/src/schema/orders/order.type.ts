import type { orderItems, orders } from '@chobep/db';
import { availableOrderActions, formatOrderNumber, ORDER_ACTIONS, ORDER_STATUSES } from '@chobep/domain';
import { builder } from '../../builder';
import type { OrderHistoryEntry } from '../../services/orders/read-order';
import { SupplierRef } from '../catalog/taxonomy.type';
import { PaymentMethodEnum } from '../checkout/checkout.type';

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
export const OrderStatusFilterEnum = builder.enumType('OrderStatusFilter', {
  description: 'A status of the order list’s filter: ALL or one status.',
  values: ['ALL', ...ORDER_STATUSES] as const,
});
export const OrderActionEnum = builder.enumType('OrderAction', { values: ORDER_ACTIONS });
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
    priceBeforeVat: t.exposeInt('priceBeforeVat'),
    vatRate: t.exposeInt('vatRate'),
    orderedPrice: t.exposeInt('price', { description: 'Unit price with VAT.' }),
    amountBeforeVat: t.exposeInt('amountBeforeVat'),
    vat: t.exposeInt('vat'),
    amount: t.exposeInt('amount', { description: 'With VAT, before the discount.' }),
    discount: t.exposeInt('discount'),
    amountAfterDiscount: t.int({ resolve: (i) => i.amount - i.discount }),
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
    subTotalBeforeVat: t.exposeInt('subtotalBeforeVat'),
    totalVat: t.int({
      description: 'Goods VAT plus the delivery fee’s VAT.',
      resolve: (o) => o.vat + o.deliveryFeeVat,
    }),
    totalItemPrice: t.exposeInt('itemsTotal', { description: 'Goods with VAT, before the discount.' }),
    discount: t.exposeInt('discount'),
    deliveryFee: t.exposeInt('deliveryFee'),
    deliveryFeeVat: t.exposeInt('deliveryFeeVat'),
    grossTotal: t.exposeInt('grossTotal'),
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
        'What the viewer may do with the order now (the pages show these; every action is decided again on the server).',
      resolve: (o, _a, ctx) => {
        const facts = { status: o.status, hasVoucher: o.voucherId !== null };
        if (ctx.viewer) return availableOrderActions(facts, { side: 'BUYER', permissions: ctx.viewer.permissions });
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
