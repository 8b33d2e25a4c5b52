import { clampListSize, RECOMMENDATION_DEFAULT_SIZE, RECOMMENDATION_MAX_SIZE } from '@chobep/domain';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { type RecommendationKind, recommendProducts } from '../../services/catalog/recommend-products';
import { mayActForStore } from '../buyers/store-access';
import { ProductRef } from './product.type';

/** Visitors get an empty list, never an error; a store the user may not act for is simply not used. */
async function forBuyer(ctx: Context, kind: RecommendationKind, size: number | null | undefined) {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const storeId =
    ctx.requestedStoreId && (await mayActForStore({ ...ctx, viewer }, ctx.requestedStoreId))
      ? ctx.requestedStoreId
      : null;
  return recommendProducts(
    ctx.db,
    kind,
    { region: ctx.region, lang: ctx.lang, buyerId: viewer.buyerId, storeId },
    clampListSize(size, RECOMMENDATION_DEFAULT_SIZE, RECOMMENDATION_MAX_SIZE),
  );
}

builder.queryFields((t) => ({
  recommendedProducts: t.field({
    type: [ProductRef],
    description:
      "Signed-in buyers: products recommended for the current store (RECOMMENDED_FOR_YOU): best sellers of what the store searched for lately and of the company favourites' categories, then best sellers; never a favourite. Empty for visitors.",
    args: { size: t.arg.int({ defaultValue: RECOMMENDATION_DEFAULT_SIZE, description: 'From 1 to 100.' }) },
    resolve: (_root, args, ctx) => forBuyer(ctx, 'recommended', args.size),
  }),
  mightFavoriteProducts: t.field({
    type: [ProductRef],
    description:
      'Signed-in buyers: products the company might favourite (MIGHT_FAVORITE_PRODUCTS): same category and brand as its favourites first, then their categories and the store searches; page size up to 100. Empty for visitors.',
    args: { size: t.arg.int({ defaultValue: RECOMMENDATION_DEFAULT_SIZE, description: 'From 1 to 100.' }) },
    resolve: (_root, args, ctx) => forBuyer(ctx, 'mightFavorite', args.size),
  }),
}));
