import { CART_MAX_LINES } from '@chobep/domain';
import { builder } from '../../builder';
import { maxItems } from '../../security/graphql-limits';
import { type CartChange, CartChangedError, createOrders, type OrderRow } from '../../services/orders/create-orders';
import { mayActForStore } from '../buyers/store-access';
import { failed, fromDomainError, ok, type PayloadShape, UserError, userError } from '../shared/payload';
import { OrderRef } from './order.type';

interface OrderCreateShape extends PayloadShape {
  orders?: OrderRow[];
  changes?: CartChange[];
}

const CartChangeRef = builder.objectRef<CartChange>('CartChangeNotice').implement({
  description: 'A product of the draft that changed since: why the orders were not created.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.string({ resolve: (c, _a, ctx) => (ctx.lang === 'en' ? c.nameEn : c.nameVi) }),
    reason: t.exposeString('reason', { description: 'PRICE, QUANTITY, UNAVAILABLE or REMOVED.' }),
  }),
});

const OrderCreatePayload = builder.objectRef<OrderCreateShape>('OrderCreatePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    orders: t.field({ type: [OrderRef], description: 'One per supplier.', resolve: (p) => p.orders ?? [] }),
    changes: t.field({ type: [CartChangeRef], resolve: (p) => p.changes ?? [] }),
  }),
});

builder.mutationFields((t) => ({
  orderCreate: t.withAuth({ loggedIn: true }).field({
    type: OrderCreatePayload,
    description:
      'Creates the orders of a draft (one per supplier), all or none; the same token again gives the same orders. ' +
      'voucherIds, when given, replace the vouchers applied in the cart.',
    args: {
      token: t.arg.string({ required: true }),
      storeId: t.arg.id({ required: true }),
      // One voucher per supplier group at most, and a cart has no more groups than lines.
      voucherIds: t.arg.idList(maxItems(CART_MAX_LINES)),
    },
    resolve: async (_r, args, ctx): Promise<OrderCreateShape> => {
      const storeId = String(args.storeId);
      if (!(await mayActForStore(ctx, storeId))) return failed(userError('FORBIDDEN', ctx.lang, 'storeId'));
      try {
        const orders = await createOrders(
          ctx.db,
          {
            storeId,
            buyerId: ctx.viewer.buyerId,
            userId: ctx.viewer.userId,
            region: ctx.viewer.region,
            permissions: ctx.viewer.permissions,
          },
          args.token,
          args.voucherIds ? args.voucherIds.map(String) : null,
        );
        return { ...ok(), orders };
      } catch (error) {
        const answer = fromDomainError(error, ctx.lang);
        return error instanceof CartChangedError ? { ...answer, changes: error.changes } : answer;
      }
    },
  }),
}));
