import { DomainError } from '@chobep/domain';
import { builder } from '../../builder';
import { maxItems } from '../../security/graphql-limits';
import { buyerActor } from '../../services/orders/buyer-actor';
import { readOrder } from '../../services/orders/read-order';
import { editPendingItems, ITEM_CHANGES_MAX, setDeliveredItems } from '../../services/orders/update-order-items';
import { mailLinkOrigin } from '../../services/platform/mail/mail-links';
import { fromDomainError, ok } from '../shared/payload';
import { OrderItemChangeInput, OrderPayload, type OrderPayloadShape } from './order-payload';

builder.mutationFields((t) => ({
  orderUpdateItems: t.withAuth({ loggedIn: true }).field({
    type: OrderPayload,
    description:
      'Changes an order’s lines; every amount and total is recomputed on the server, the change is kept in the ' +
      'order’s `lineChanges` and the deposit follows. While the order waits for approval, an approver ' +
      '(ORDER_APPROVE) sets ordered quantities (`quantity`, 0 removes a line; the minimum order value and the ' +
      'delivery fee are checked again; refused on an order with a voucher: ORDER_HAS_VOUCHER, cancel and re-place). ' +
      'Once it is being handed over or delivered, the quantities received (ORDER_ITEM_SET_QUANTITY; the supplier ' +
      'is told) and proposed unit prices (ORDER_ITEM_SET_PRICE; billed only once the supplier sets them as final ' +
      'prices; `note` required). One kind of change per call.',
    args: {
      id: t.arg.id({ required: true }),
      items: t.arg({ type: [OrderItemChangeInput], required: true, ...maxItems(ITEM_CHANGES_MAX) }),
      note: t.arg.string({ description: 'Why (shown to the supplier); required with a price.' }),
    },
    resolve: async (_r, args, ctx): Promise<OrderPayloadShape> => {
      const actor = await buyerActor(ctx);
      const id = String(args.id);
      try {
        const ordered = args.items.filter((i) => i.quantity !== null && i.quantity !== undefined);
        if (ordered.length > 0) {
          // An approver's edit of what is ordered; delivered figures are another moment of the order's life.
          if (
            ordered.length !== args.items.length ||
            ordered.some((i) => i.deliveredQuantity != null || i.priceBeforeVat != null)
          )
            throw new DomainError('ORDER_EDIT_MIXED', 'items');
          await editPendingItems(
            ctx.db,
            actor,
            id,
            ordered.map((i) => ({ itemId: String(i.itemId), quantity: i.quantity as number })),
          );
        } else
          await setDeliveredItems(
            ctx.db,
            actor,
            id,
            args.items.map((i) => ({
              itemId: String(i.itemId),
              deliveredQuantity: i.deliveredQuantity ?? null,
              priceBeforeVat: i.priceBeforeVat ?? null,
            })),
            { reason: args.note, linkOrigin: mailLinkOrigin(ctx) },
          );
        return { ...ok(), order: await readOrder(ctx.db, actor, id) };
      } catch (error) {
        return { ...fromDomainError(error, ctx.lang), order: await readOrder(ctx.db, actor, id) };
      }
    },
  }),
}));
