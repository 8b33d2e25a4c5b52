import { clampListSize, RELATED_DEFAULT_SIZE } from '@chobep/domain';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { frequentlyBoughtTogether, sameProductFamily, sameProductGroup } from '../../services/catalog/related-products';
import { ProductRef } from './product.type';

const scopeOf = (ctx: Context) => ({ region: ctx.region, lang: ctx.lang, buyerId: ctx.viewer?.buyerId ?? null });

builder.queryFields((t) => ({
  getItemsInSameProductGroups: t.field({
    type: [ProductRef],
    description:
      'Products in the same product group as the given one (same category and brand), excluding it; best sellers first.',
    args: { productId: t.arg.id({ required: true }), size: t.arg.int({ defaultValue: RELATED_DEFAULT_SIZE }) },
    resolve: (_root, args, ctx) =>
      sameProductGroup(ctx.db, String(args.productId), scopeOf(ctx), clampListSize(args.size, RELATED_DEFAULT_SIZE)),
  }),
  getItemsInSameProductFamily: t.field({
    type: [ProductRef],
    description: 'Products in the same family (same parent category), excluding it and its group; best sellers first.',
    args: { productId: t.arg.id({ required: true }), size: t.arg.int({ defaultValue: RELATED_DEFAULT_SIZE }) },
    resolve: (_root, args, ctx) =>
      sameProductFamily(ctx.db, String(args.productId), scopeOf(ctx), clampListSize(args.size, RELATED_DEFAULT_SIZE)),
  }),
  getFrequentlyBuyTogether: t.field({
    type: [ProductRef],
    description:
      'Products often bought together with the given one: in the same orders (among its latest 300, those accepted ' +
      'or delivered; read again every 10 minutes) of at least two companies, most companies first; when too few, kept ' +
      'together in the favourites of at least two companies; then best sellers of its category. Purchasable and in ' +
      'stock only.',
    args: { productId: t.arg.id({ required: true }), size: t.arg.int({ defaultValue: RELATED_DEFAULT_SIZE }) },
    resolve: (_root, args, ctx) =>
      frequentlyBoughtTogether(
        ctx.db,
        String(args.productId),
        scopeOf(ctx),
        clampListSize(args.size, RELATED_DEFAULT_SIZE),
      ),
  }),
}));
