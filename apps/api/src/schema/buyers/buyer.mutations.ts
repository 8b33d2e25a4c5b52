import { builder } from '../../builder';
import type { BuyerRow } from '../../loaders';
import { toggleBuyerFeature } from '../../services/buyers/toggle-feature';
import { BuyerFeatureEnum } from '../shared/enums';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';
import { BuyerRef } from './buyer.type';

interface FeatureToggleShape extends PayloadShape {
  buyer?: BuyerRow | null;
}

const FeatureFlagTogglePayload = builder.objectRef<FeatureToggleShape>('FeatureFlagTogglePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    buyer: t.field({ type: BuyerRef, nullable: true, resolve: (p) => p.buyer ?? null }),
  }),
});

builder.mutationFields((t) => ({
  featureFlagToggle: t.withAuth({ loggedIn: true }).field({
    type: FeatureFlagTogglePayload,
    description:
      'Turns one feature of the company on or off (BUYER_FEATURE_TOGGLE). Order approval is refused off while ' +
      'orders wait for approval (APPROVAL_HAS_PENDING_ORDERS, with their count). Setting the state it already has ' +
      'changes nothing and succeeds.',
    args: { feature: t.arg({ type: BuyerFeatureEnum, required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await toggleBuyerFeature(ctx.db, ctx.viewer.buyerId, args.feature, args.enabled);
        ctx.loaders.buyerById.clear(ctx.viewer.buyerId);
        return { ...ok(), buyer: await ctx.loaders.buyerById.load(ctx.viewer.buyerId) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
