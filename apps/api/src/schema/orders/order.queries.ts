import { builder, unauthenticatedOrForbidden } from '../../builder';
import { buyerActor } from '../../services/orders/buyer-actor';
import { countPendingApproval, readOrder } from '../../services/orders/read-order';
import { OrderRef } from './order.type';

builder.queryFields((t) => ({
  order: t.withAuth({ loggedIn: true }).field({
    type: OrderRef,
    nullable: true,
    description:
      'One order of a store the viewer acts for. Another company’s order, or none, is refused alike (FORBIDDEN).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const order = await readOrder(ctx.db, await buyerActor(ctx), String(args.id));
      if (!order) throw unauthenticatedOrForbidden(ctx);
      return order;
    },
  }),
  countPendingOrders: t.withAuth({ loggedIn: true }).int({
    description: 'Orders of the stores the viewer acts for that wait for the company’s approval (ORDER_APPROVE).',
    resolve: async (_r, _a, ctx) => {
      const actor = await buyerActor(ctx);
      return countPendingApproval(ctx.db, ctx.viewer.buyerId, actor.storeIds ?? []);
    },
  }),
}));
