import type { OrderAction } from '@chobep/domain';
import { builder } from '../../builder';
import type { SupplyContext } from '../../context';
import { maxItems } from '../../security/graphql-limits';
import { readOrder } from '../../services/orders/read-order';
import { transitionOrders } from '../../services/orders/transition-orders';
import { acceptOrder, ITEM_CHANGES_MAX, setDeliveredItems } from '../../services/orders/update-order-items';
import { reportMissingItems } from '../../services/supply/report-missing-items';
import { supplyActor } from '../../services/supply/supply-actor';
import { OrderItemChangeInput, OrderPayload, type OrderPayloadShape } from '../orders/order-payload';
import { fromDomainError, ok } from '../shared/payload';
import { SupplyAcceptItemInput, SupplyAdvanceEnum } from './supply.type';

/** Runs one supply action; answers the order as it is now (also after a refusal, when the actor may see it). */
async function act(ctx: SupplyContext, id: string, run: () => Promise<unknown>): Promise<OrderPayloadShape> {
  const actor = supplyActor(ctx);
  try {
    await run();
    return { ...ok(), order: await readOrder(ctx.db, actor, id) };
  } catch (error) {
    return { ...fromDomainError(error, ctx.lang), order: await readOrder(ctx.db, actor, id) };
  }
}

builder.mutationFields((t) => ({
  supplyOrderAccept: t.withAuth({ supply: true }).field({
    type: OrderPayload,
    description:
      'Accepts an order waiting for the supplier, with the quantity it will send of each line (lines not named: ' +
      'all of it). The amounts and totals follow the accepted quantities.',
    args: {
      id: t.arg.id({ required: true }),
      items: t.arg({ type: [SupplyAcceptItemInput], ...maxItems(ITEM_CHANGES_MAX) }),
      note: t.arg.string({ description: 'Why fewer are accepted (shown to the buyer).' }),
    },
    resolve: (_r, args, ctx) =>
      act(ctx, String(args.id), () =>
        acceptOrder(
          ctx.db,
          supplyActor(ctx),
          String(args.id),
          (args.items ?? []).map((i) => ({ itemId: String(i.itemId), acceptedQuantity: i.acceptedQuantity })),
          { reason: args.note },
        ),
      ),
  }),
  supplyOrderDecline: t.withAuth({ supply: true }).field({
    type: OrderPayload,
    description: 'Declines an order waiting for the supplier, with a reason the buyer reads (REASON_REQUIRED).',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      act(ctx, String(args.id), () =>
        transitionOrders(ctx.db, supplyActor(ctx), [String(args.id)], 'DECLINE', args.reason),
      ),
  }),
  supplyOrderAdvance: t.withAuth({ supply: true }).field({
    type: OrderPayload,
    description: 'Moves an accepted order on: in progress, waiting for delivery, delivering, at the store, delivered.',
    args: { id: t.arg.id({ required: true }), action: t.arg({ type: SupplyAdvanceEnum, required: true }) },
    resolve: (_r, args, ctx) =>
      act(ctx, String(args.id), () =>
        transitionOrders(ctx.db, supplyActor(ctx), [String(args.id)], args.action satisfies OrderAction),
      ),
  }),
  supplyOrderSetDelivered: t.withAuth({ supply: true }).field({
    type: OrderPayload,
    description:
      'The delivered quantity or weight and the final unit price of lines (ORDER_ITEM_SET_QUANTITY / ' +
      'ORDER_ITEM_SET_PRICE for a supplier user); every amount and total is recomputed on the server (a voucher’s ' +
      'discount with its own percent and cap), the change is kept in the order’s history, the buyer is told and the ' +
      'deposit follows. A price needs a `note` and may rise by at most 10% over the ordered one (PRICE_RAISE_TOO_HIGH); ' +
      'any price set answers a buyer’s proposal.',
    args: {
      id: t.arg.id({ required: true }),
      items: t.arg({ type: [OrderItemChangeInput], required: true, ...maxItems(ITEM_CHANGES_MAX) }),
      note: t.arg.string({ description: 'Why (shown to the buyer); required with a price.' }),
    },
    resolve: (_r, args, ctx) =>
      act(ctx, String(args.id), () =>
        setDeliveredItems(
          ctx.db,
          supplyActor(ctx),
          String(args.id),
          args.items.map((i) => ({
            itemId: String(i.itemId),
            deliveredQuantity: i.deliveredQuantity ?? null,
            priceBeforeVat: i.priceBeforeVat ?? null,
          })),
          { reason: args.note },
        ),
      ),
  }),
  supplyOrderReportMissing: t.withAuth({ supply: true }).field({
    type: OrderPayload,
    description: 'Tells the buyer early that lines will not come (from acceptance until the goods leave).',
    args: {
      id: t.arg.id({ required: true }),
      itemIds: t.arg.idList({ required: true, ...maxItems(ITEM_CHANGES_MAX) }),
      note: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      act(ctx, String(args.id), () =>
        reportMissingItems(ctx.db, supplyActor(ctx), String(args.id), args.itemIds.map(String), args.note),
      ),
  }),
}));
