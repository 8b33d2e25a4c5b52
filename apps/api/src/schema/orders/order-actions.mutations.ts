import type { OrderAction } from '@chobep/domain';
import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import { maxItems } from '../../security/graphql-limits';
import { buyerActor } from '../../services/orders/buyer-actor';
import type { OrderRow } from '../../services/orders/create-orders';
import { readOrders } from '../../services/orders/read-order';
import { ORDER_BATCH_MAX, transitionOrders } from '../../services/orders/transition-orders';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';
import { OrderRef } from './order.type';

interface OrderActionShape extends PayloadShape {
  orders?: OrderRow[];
}

const OrderActionPayload = builder.objectRef<OrderActionShape>('OrderActionPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    orders: t.field({ type: [OrderRef], description: 'The orders as they are now.', resolve: (p) => p.orders ?? [] }),
  }),
});

/** A buyer's action on orders: all or none, then the orders as they are now. */
async function act(
  ctx: SignedInContext,
  ids: readonly (string | number)[],
  action: OrderAction,
  reason?: string | null,
) {
  try {
    const actor = await buyerActor(ctx);
    const moved = await transitionOrders(ctx.db, actor, ids.map(String), action, reason);
    return {
      ...ok(),
      orders: await readOrders(
        ctx.db,
        actor,
        moved.map((m) => m.id),
      ),
    };
  } catch (error) {
    return fromDomainError(error, ctx.lang);
  }
}

const ids = `One or several order ids (at most ${ORDER_BATCH_MAX}), all or none.`;

builder.mutationFields((t) => ({
  orderApprove: t.withAuth({ loggedIn: true }).field({
    type: OrderActionPayload,
    description: `Approves orders waiting for the company's approval; they go to their suppliers. ${ids}`,
    args: { ids: t.arg.idList({ required: true, ...maxItems(ORDER_BATCH_MAX) }) },
    resolve: (_r, args, ctx) => act(ctx, args.ids, 'APPROVE'),
  }),
  orderDisapprove: t.withAuth({ loggedIn: true }).field({
    type: OrderActionPayload,
    description: `Declines orders waiting for the company's approval, with a reason for whoever placed them. ${ids}`,
    args: {
      ids: t.arg.idList({ required: true, ...maxItems(ORDER_BATCH_MAX) }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => act(ctx, args.ids, 'DISAPPROVE', args.reason),
  }),
  orderCancel: t.withAuth({ loggedIn: true }).field({
    type: OrderActionPayload,
    description: 'Cancels an order its supplier has not accepted yet; afterwards ORDER_PROCESSED.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_r, args, ctx) => act(ctx, [args.id], 'CANCEL', args.reason),
  }),
  orderReceive: t.withAuth({ loggedIn: true }).field({
    type: OrderActionPayload,
    description: 'Confirms receipt of an accepted order, also before its delivery time.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => act(ctx, [args.id], 'RECEIVE'),
  }),
}));
