import { builder } from '../../builder';
import { BuyerRef } from './buyer.type';
import { StoreRef } from './store.type';

builder.queryFields((t) => ({
  buyer: t.withAuth({ loggedIn: true }).field({
    type: BuyerRef,
    resolve: async (_root, _args, ctx) => {
      const buyer = await ctx.loaders.buyerById.load(ctx.viewer.buyerId);
      if (!buyer) throw new Error(`buyer ${ctx.viewer.buyerId} of a signed-in user is missing`);
      return buyer;
    },
  }),
  currentStore: t.withAuth({ loggedIn: true }).field({
    type: StoreRef,
    nullable: true,
    description: 'The store named by the x-store-id header (or cb_store cookie) when the user may act for it.',
    resolve: async (_root, _args, ctx) => {
      if (!ctx.requestedStoreId) return null;
      const stores = await ctx.loaders.storesByUser.load(ctx.viewer.userId);
      return stores.find((s) => s.id === ctx.requestedStoreId) ?? null;
    },
  }),
}));
