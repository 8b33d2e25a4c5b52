import { builder } from '../../builder';
import { buyerActor } from '../../services/orders/buyer-actor';
import { readOrder } from '../../services/orders/read-order';
import { setDeliveredItems } from '../../services/orders/update-order-items';
import { fromDomainError, ok } from '../shared/payload';
import { OrderItemChangeInput, OrderPayload, type OrderPayloadShape } from './order-payload';

builder.mutationFields((t) => ({
  orderUpdateItems: t.withAuth({ loggedIn: true }).field({
    type: OrderPayload,
    description:
      'Delivered quantities (ORDER_ITEM_SET_QUANTITY) and final unit prices (ORDER_ITEM_SET_PRICE) of an order ' +
      'being handed over or delivered; every amount and total is recomputed on the server. Refused on an order ' +
      'with a voucher (ORDER_HAS_VOUCHER: cancel and re-place).',
    args: {
      id: t.arg.id({ required: true }),
      items: t.arg({ type: [OrderItemChangeInput], required: true }),
    },
    resolve: async (_r, args, ctx): Promise<OrderPayloadShape> => {
      const actor = await buyerActor(ctx);
      const id = String(args.id);
      try {
        await setDeliveredItems(
          ctx.db,
          actor,
          id,
          args.items.map((i) => ({
            itemId: String(i.itemId),
            deliveredQuantity: i.deliveredQuantity ?? null,
            priceBeforeVat: i.priceBeforeVat ?? null,
          })),
        );
        return { ...ok(), order: await readOrder(ctx.db, actor, id) };
      } catch (error) {
        return { ...fromDomainError(error, ctx.lang), order: await readOrder(ctx.db, actor, id) };
      }
    },
  }),
}));
