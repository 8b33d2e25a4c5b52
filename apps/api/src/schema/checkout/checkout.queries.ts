import {
  computeOrderDeadline,
  findEarliestDeliveryDate,
  formatOrderNumber,
  isLocalDate,
  listDeliveryTimeSlots,
} from '@chobep/domain';
import { builder } from '../../builder';
import { maxItems } from '../../security/graphql-limits';
import { deliveryRequestFor, listDayOffs, listHolidays } from '../../services/checkout/delivery-calendar';
import { deliveryFeeForStore } from '../../services/checkout/delivery-fee-for-store';
import { listVouchersForProduct, listVouchersForStore } from '../../services/checkout/list-vouchers';
import { VA_MAX_ORDERS, type VaOrder, vaAndQrInfo } from '../../services/checkout/virtual-account';
import { assertMayActForStore, storeOfViewer } from '../buyers/store-access';
import { TimeSlotRef } from '../cart/cart.type';
import { OrderStatusEnum } from '../orders/order.type';
import { queryAnswer } from '../shared/payload';
import { DeliveryFeeRef, VoucherRef } from './checkout.type';

const HolidayRef = builder.objectRef<{ date: string; nameVi: string; nameEn: string }>('Holiday').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    name: t.string({ resolve: (h, _a, ctx) => (ctx.lang === 'en' ? h.nameEn : h.nameVi) }),
  }),
});

const DayOffRef = builder
  .objectRef<{ supplierId: number; date: string; reasonVi: string | null; reasonEn: string | null }>('DayOff')
  .implement({
    fields: (t) => ({
      supplierId: t.exposeInt('supplierId'),
      date: t.exposeString('date'),
      reason: t.string({ nullable: true, resolve: (d, _a, ctx) => (ctx.lang === 'en' ? d.reasonEn : d.reasonVi) }),
    }),
  });

const VaOrderRef = builder.objectRef<VaOrder>('VaOrder').implement({
  description: 'A bank-transfer order of the answer: what it cost when placed, and what is to be paid for it now.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.string({ resolve: (o) => formatOrderNumber(o.number) }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    placedTotal: t.expose('placedTotal', { type: 'Money' }),
    amount: t.expose('amount', {
      type: 'Money',
      description: 'To pay now: 0 once it ended without delivery, its new total after a correction.',
    }),
  }),
});

const VaAndQrRef = builder.objectRef<NonNullable<Awaited<ReturnType<typeof vaAndQrInfo>>>>('VaAndQrInfo').implement({
  description: "How to pay bank-transfer orders: the company's virtual account and a VietQR code.",
  fields: (t) => ({
    bankBin: t.exposeString('bankBin'),
    bankName: t.exposeString('bankName'),
    accountNumber: t.exposeString('accountNumber'),
    accountName: t.exposeString('accountName'),
    amount: t.expose('amount', {
      type: 'Money',
      description: 'What to transfer now: the orders that will be delivered, at what they cost now.',
    }),
    purpose: t.exposeString('purpose', { description: 'The transfer text, ASCII, at most 25 characters.' }),
    qrPayload: t.exposeString('qrPayload', {
      nullable: true,
      description: 'The EMVCo (NAPAS VietQR) payload; null when nothing is left to pay.',
    }),
    qrSvg: t.exposeString('qrSvg', { nullable: true, description: 'The QR code as an SVG document.' }),
    orders: t.field({ type: [VaOrderRef], resolve: (v) => v.orders }),
  }),
});

const storeSupplierArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  storeId: t.arg.id({ required: true }),
  supplierId: t.arg.int({ required: true }),
});

builder.queryFields((t) => ({
  listHolidays: t.field({
    type: [HolidayRef],
    description: 'Public holidays (no deliveries): of a year, or of this year and the next.',
    args: { year: t.arg.int() },
    resolve: (_r, args, ctx) =>
      listHolidays(ctx.db, args.year && args.year >= 2000 && args.year <= 2100 ? args.year : null),
  }),
  dayOffs: t.field({
    type: [DayOffRef],
    description: "A supplier's coming days off.",
    args: { supplierId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => listDayOffs(ctx.db, args.supplierId),
  }),
  nextDeliveryDate: t.withAuth({ loggedIn: true }).string({
    nullable: true,
    description: "The earliest date the supplier can deliver the store's cart, YYYY-MM-DD; null within 60 days none.",
    args: storeSupplierArgs(t),
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        await assertMayActForStore(ctx, String(args.storeId));
        const request = await deliveryRequestFor(
          ctx.db,
          { storeId: String(args.storeId), region: ctx.viewer.region },
          args.supplierId,
        );
        return findEarliestDeliveryDate(request)?.date ?? null;
      }),
  }),
  orderDeadline: t.withAuth({ loggedIn: true }).field({
    type: 'DateTime',
    nullable: true,
    description:
      'The last moment an order gets delivered on the date, in the slot when startTime and endTime name one (the ' +
      'same rule that accepts the slot); null when it cannot be.',
    args: {
      ...storeSupplierArgs(t),
      date: t.arg.string({ required: true }),
      startTime: t.arg.string(),
      endTime: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        await assertMayActForStore(ctx, String(args.storeId));
        if (!isLocalDate(args.date)) return null;
        const request = await deliveryRequestFor(
          ctx.db,
          { storeId: String(args.storeId), region: ctx.viewer.region },
          args.supplierId,
        );
        const slot = args.startTime && args.endTime ? { start: args.startTime, end: args.endTime } : null;
        return computeOrderDeadline({ ...request, deliveryDate: args.date, slot });
      }),
  }),
  deliveryTimeSlots: t.withAuth({ loggedIn: true }).field({
    type: [TimeSlotRef],
    description: 'The slots the supplier offers on the date for an order placed now.',
    args: { ...storeSupplierArgs(t), date: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        await assertMayActForStore(ctx, String(args.storeId));
        if (!isLocalDate(args.date)) return [];
        const request = await deliveryRequestFor(
          ctx.db,
          { storeId: String(args.storeId), region: ctx.viewer.region },
          args.supplierId,
        );
        return listDeliveryTimeSlots({ ...request, date: args.date });
      }),
  }),
  getDeliveryFee: t.withAuth({ loggedIn: true }).field({
    type: DeliveryFeeRef,
    description:
      "The delivery fee of one delivery to the store with this goods total (with VAT, before vouchers): the cart's " +
      'rule (free shipping of the store, free-ship offer, area group, threshold), without other orders of the same ' +
      "delivery, which the cart's groups add (CartSupplierGroup.deliveryFee).",
    args: { storeId: t.arg.id({ required: true }), totalPrice: t.arg({ type: 'Money', required: true }) },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        await assertMayActForStore(ctx, String(args.storeId));
        return deliveryFeeForStore(ctx.db, String(args.storeId), args.totalPrice);
      }),
  }),
  availableVouchersForStore: t.withAuth({ loggedIn: true }).field({
    type: [VoucherRef],
    description: 'Vouchers the store may use now (valid, not used up, for it or for everyone).',
    args: { storeId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await assertMayActForStore(ctx, String(args.storeId));
      return listVouchersForStore(ctx.db, String(args.storeId), ctx.viewer.buyerId);
    },
  }),
  getVouchersForProduct: t.field({
    type: [VoucherRef],
    description:
      "Public vouchers that cover the product (its supplier or itself); a store's private vouchers with a session.",
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = ctx.viewer;
      const store =
        viewer && ctx.requestedStoreId ? await storeOfViewer({ ...ctx, viewer }, ctx.requestedStoreId) : null;
      return listVouchersForProduct(ctx.db, String(args.productId), store?.id ?? null);
    },
  }),
  getVaAndQrInfo: t.withAuth({ loggedIn: true }).field({
    type: VaAndQrRef,
    nullable: true,
    description: "The company's virtual account and a VietQR code for its bank-transfer orders among the ids.",
    args: { orderIds: t.arg.idList({ required: true, ...maxItems(VA_MAX_ORDERS) }) },
    resolve: (_r, args, ctx) => vaAndQrInfo(ctx.db, ctx.viewer.buyerId, args.orderIds.map(String)),
  }),
}));
