import { MAX_FAVORITES_PER_CALL } from '@chobep/domain';
import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import { maxItems } from '../../security/graphql-limits';
import { addFavorites, removeFavorite, setProductNote } from '../../services/catalog/favorites';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';

const NotePayload = builder.objectRef<PayloadShape & { note: string | null }>('ProductNotePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    note: t.string({
      nullable: true,
      description: 'The note as saved (trimmed); null when removed.',
      resolve: (p) => p.note,
    }),
  }),
});

const FavoritePayload = builder
  // Both are missing from a refusal made before the resolver (authorize.ts).
  .objectRef<PayloadShape & { productIds?: string[]; isFavorite?: boolean }>('FavoritePayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
      productIds: t.idList({ resolve: (p) => p.productIds ?? [] }),
      isFavorite: t.boolean({
        description: 'The state the products are now in.',
        resolve: (p) => p.isFavorite ?? false,
      }),
    }),
  });

async function favoriteChange(
  ctx: SignedInContext,
  productIds: string[],
  isFavorite: boolean,
  change: () => Promise<void>,
) {
  try {
    await change();
    return { ...ok(), productIds, isFavorite };
  } catch (error) {
    return { ...fromDomainError(error, ctx.lang), productIds, isFavorite: !isFavorite };
  }
}

builder.mutationFields((t) => ({
  favoritesAdd: t.withAuth({ loggedIn: true }).field({
    type: FavoritePayload,
    description: "Adds a product to the company's favourites (BUYER_FAVORITE_ITEM_ADD).",
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const id = String(args.productId);
      return favoriteChange(ctx, [id], true, () => addFavorites(ctx.db, ctx.viewer.buyerId, ctx.viewer.userId, [id]));
    },
  }),
  favoritesRemove: t.withAuth({ loggedIn: true }).field({
    type: FavoritePayload,
    description: "Removes a product from the company's favourites (BUYER_FAVORITE_ITEM_ADD).",
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const id = String(args.productId);
      return favoriteChange(ctx, [id], false, () => removeFavorite(ctx.db, ctx.viewer.buyerId, id));
    },
  }),
  putItemsToFavorite: t.withAuth({ loggedIn: true }).field({
    type: FavoritePayload,
    description: 'Add all to favourite: adds every product given; all or none.',
    args: { itemUuids: t.arg.idList({ required: true, ...maxItems(MAX_FAVORITES_PER_CALL) }) },
    resolve: (_root, args, ctx) => {
      const ids = args.itemUuids.map(String);
      return favoriteChange(ctx, ids, true, () => addFavorites(ctx.db, ctx.viewer.buyerId, ctx.viewer.userId, ids));
    },
  }),
  productSetNote: t.withAuth({ loggedIn: true }).field({
    type: NotePayload,
    description: "Sets the company's note on a product; an empty note removes it.",
    args: { productId: t.arg.id({ required: true }), note: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      try {
        const note = await setProductNote(
          ctx.db,
          ctx.viewer.buyerId,
          ctx.viewer.userId,
          String(args.productId),
          args.note,
        );
        return { ...ok(), note };
      } catch (error) {
        return { ...fromDomainError(error, ctx.lang), note: null };
      }
    },
  }),
}));
