import { translateError } from '@chobep/domain';
import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import { maxItems } from '../../security/graphql-limits';
import {
  REORDER_MAX_ORDERS,
  type ReorderLine,
  type ReorderResult,
  reorderOrders,
} from '../../services/orders/reorder-orders';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';

interface ReorderShape extends PayloadShape {
  result?: ReorderResult;
}

const ReorderLineRef = builder.objectRef<ReorderLine>('ReorderLine').implement({
  description: 'A product of a reordered order, and the quantity its store’s cart holds now.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    storeId: t.exposeID('storeId'),
    name: t.exposeString('name'),
    quantity: t.exposeFloat('quantity'),
  }),
});

const ReorderLeftOutRef = builder.objectRef<ReorderResult['leftOut'][number]>('ReorderLeftOut').implement({
  description: 'A product that could not go back into the cart, with the reason in the reader’s language.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    storeId: t.exposeID('storeId'),
    name: t.exposeString('name'),
    quantity: t.exposeFloat('quantity', { description: 'What was ordered.' }),
    code: t.exposeString('code'),
    reason: t.string({ resolve: (l, _a, ctx) => translateError(l.code, ctx.lang) }),
  }),
});

const OrderReorderPayload = builder.objectRef<ReorderShape>('OrderReorderPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    added: t.field({ type: [ReorderLineRef], resolve: (p) => p.result?.added ?? [] }),
    leftOut: t.field({ type: [ReorderLeftOutRef], resolve: (p) => p.result?.leftOut ?? [] }),
  }),
});

async function reorder(ctx: SignedInContext, ids: readonly (string | number)[]) {
  try {
    return { ...ok(), result: await reorderOrders(ctx, ids.map(String)) };
  } catch (error) {
    return fromDomainError(error, ctx.lang);
  }
}

builder.mutationFields((t) => ({
  orderReorder: t.withAuth({ loggedIn: true }).field({
    type: OrderReorderPayload,
    description:
      'Puts the order’s products back into its store’s cart (each line at least the ordered quantity, so a repeat ' +
      'changes nothing) and names those that can no longer be bought.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reorder(ctx, [args.id]),
  }),
  orderBulkReorder: t.withAuth({ loggedIn: true }).field({
    type: OrderReorderPayload,
    description: `orderReorder for several orders at once (at most ${REORDER_MAX_ORDERS}); a product in several counts once, quantities summed.`,
    args: { ids: t.arg.idList({ required: true, ...maxItems(REORDER_MAX_ORDERS) }) },
    resolve: (_r, args, ctx) => reorder(ctx, args.ids),
  }),
}));
