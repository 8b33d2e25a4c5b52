import { computeOrderDeadline, findEarliestDeliveryDate, isLocalDate, listDeliveryTimeSlots } from '@chobep/domain';
import { builder } from '../../builder';
import { deliveryRequestFor, listDayOffs, listHolidays } from '../../services/checkout/delivery-calendar';
import { listVouchersForProduct, listVouchersForStore } from '../../services/checkout/list-vouchers';
import { vaAndQrInfo } from '../../services/checkout/virtual-account';
import { assertMayActForStore, storeOfViewer } from '../buyers/store-access';
import { TimeSlotRef } from '../cart/cart.type';
import { queryAnswer } from '../shared/payload';
import { VoucherRef } from './checkout.type';

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

const VaAndQrRef = builder.objectRef<NonNullable<Awaited<ReturnType<typeof vaAndQrInfo>>>>('VaAndQrInfo').implement({
  description: "How to pay bank-transfer orders: the company's virtual account and a VietQR code.",
  fields: (t) => ({
    bankBin: t.exposeString('bankBin'),
    bankName: t.exposeString('bankName'),
    accountNumber: t.exposeString('accountNumber'),
    accountName: t.exposeString('accountName'),
    amount: t.exposeInt('amount'),
    purpose: t.exposeString('purpose', { description: 'The transfer text, ASCII, at most 25 characters.' }),
    qrPayload: t.exposeString('qrPayload', { description: 'The EMVCo (NAPAS VietQR) payload.' }),
    qrSvg: t.exposeString('qrSvg', { description: 'The QR code as an SVG document.' }),
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
    description: 'The last moment an order placed now gets delivered on the date; null when it cannot be.',
    args: { ...storeSupplierArgs(t), date: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        await assertMayActForStore(ctx, String(args.storeId));
        if (!isLocalDate(args.date)) return null;
        const request = await deliveryRequestFor(
          ctx.db,
          { storeId: String(args.storeId), region: ctx.viewer.region },
          args.supplierId,
        );
        return computeOrderDeadline({ ...request, deliveryDate: args.date });
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
    args: { orderIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => vaAndQrInfo(ctx.db, ctx.viewer.buyerId, args.orderIds.map(String)),
  }),
}));
