import { builder } from '../../builder';
import { listDeliveryNotes } from '../../services/cart/delivery-notes';
import { readCart } from '../../services/cart/read-cart';
import { assertMayActForStore } from '../buyers/store-access';
import { CartRef } from './cart.type';

export const DeliveryNoteRef = builder
  .objectRef<{ id: string; text: string }>('DeliveryNote')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text') }) });

builder.queryFields((t) => ({
  cart: t.withAuth({ loggedIn: true }).field({
    type: CartRef,
    description: "A store's cart, grouped by supplier; shared by everyone who acts for the store.",
    args: { storeId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await assertMayActForStore(ctx, String(args.storeId));
      return readCart(ctx.db, String(args.storeId), ctx.viewer.region);
    },
  }),
  deliveryNotes: t.withAuth({ loggedIn: true }).field({
    type: [DeliveryNoteRef],
    description: 'Delivery notes the store wrote before, the most recent first (at most 10).',
    args: { storeId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await assertMayActForStore(ctx, String(args.storeId));
      return listDeliveryNotes(ctx.db, String(args.storeId));
    },
  }),
}));
