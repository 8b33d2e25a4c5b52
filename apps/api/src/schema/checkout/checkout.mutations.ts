import { builder } from '../../builder';
import {
  applyVoucher,
  putDeliveryDate,
  putDeliveryTime,
  putPaymentMethod,
} from '../../services/checkout/put-cart-choices';
import { CartPayload, writeCart } from '../cart/cart.mutations';
import { PaymentMethodEnum } from './checkout.type';

/** Every choice write answers the whole cart, whose groups then show the new date, slots, fee and totals. */
builder.mutationFields((t) => ({
  cartPutDeliveryDate: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description:
      "Chooses a supplier group's delivery date (YYYY-MM-DD); keeps the slot when the date still offers it, else the first.",
    args: {
      storeId: t.arg.id({ required: true }),
      supplierId: t.arg.int({ required: true }),
      date: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      writeCart(ctx, String(args.storeId), async (c, storeId) => {
        await putDeliveryDate(c.db, { storeId, region: c.viewer.region }, args.supplierId, args.date);
        return [];
      }),
  }),
  cartPutDeliveryTime: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description: "Chooses a supplier group's delivery slot among those its date offers (HH:MM).",
    args: {
      storeId: t.arg.id({ required: true }),
      supplierId: t.arg.int({ required: true }),
      startTime: t.arg.string({ required: true }),
      endTime: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      writeCart(ctx, String(args.storeId), async (c, storeId) => {
        await putDeliveryTime(c.db, { storeId, region: c.viewer.region }, args.supplierId, {
          start: args.startTime,
          end: args.endTime,
        });
        return [];
      }),
  }),
  cartPutPaymentMethod: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description: 'Chooses how to pay: for one supplier group, or for every group when supplierId is left out.',
    args: {
      storeId: t.arg.id({ required: true }),
      paymentMethod: t.arg({ type: PaymentMethodEnum, required: true }),
      supplierId: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      writeCart(ctx, String(args.storeId), async (c, storeId) => {
        await putPaymentMethod(c.db, { storeId, region: c.viewer.region }, args.paymentMethod, args.supplierId ?? null);
        return [];
      }),
  }),
  calculateVoucherDiscount: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description:
      'Applies a voucher code to a supplier group after checking it (an empty code removes it); the group then shows ' +
      'the discount. The check runs again on every read and when the order is created.',
    args: {
      storeId: t.arg.id({ required: true }),
      supplierId: t.arg.int({ required: true }),
      code: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      writeCart(ctx, String(args.storeId), async (c, storeId) => {
        await applyVoucher(c.db, { storeId, region: c.viewer.region }, args.supplierId, args.code);
        return [];
      }),
  }),
}));
