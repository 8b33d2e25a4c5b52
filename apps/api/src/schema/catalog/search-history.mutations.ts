import { builder } from '../../builder';
import { deleteSearchHistory, type SearchHistoryRow, saveSearchHistory } from '../../services/catalog/search-history';
import { mayActForStore } from '../buyers/store-access';
import {
  failed,
  fromDomainError,
  MutationPayload,
  ok,
  type PayloadShape,
  UserError,
  userError,
} from '../shared/payload';
import { SearchHistoryItemRef } from './search-history.type';

interface SearchHistoryPayloadShape extends PayloadShape {
  item?: SearchHistoryRow;
}

const SearchHistoryPayload = builder.objectRef<SearchHistoryPayloadShape>('SearchHistoryPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    item: t.field({ type: SearchHistoryItemRef, nullable: true, resolve: (p) => p.item ?? null }),
  }),
});

const SaveSearchHistoryInput = builder.inputType('SaveSearchHistoryInput', {
  fields: (t) => ({
    storeId: t.id({ required: true }),
    keyword: t.string({ required: true, description: 'Trimmed and NFC-normalised; 1 to 100 characters.' }),
  }),
});

const DeleteSearchHistoryInput = builder.inputType('DeleteSearchHistoryInput', {
  fields: (t) => ({
    storeId: t.id({ required: true }),
    keyword: t.string({ description: 'The keyword to delete, in any spelling with the same search key.' }),
    isDeleteAll: t.boolean({
      defaultValue: false,
      description: 'Deletes every keyword of the store; wins over keyword.',
    }),
  }),
});

builder.mutationFields((t) => ({
  saveSearchHistory: t.withAuth({ loggedIn: true }).field({
    type: SearchHistoryPayload,
    description: 'Saves a searched keyword once per store; searching it again moves it to the top.',
    args: { input: t.arg({ type: SaveSearchHistoryInput, required: true }) },
    resolve: async (_root, { input }, ctx): Promise<SearchHistoryPayloadShape> => {
      const storeId = String(input.storeId);
      // Like pingUser for another user: a foreign store is a FORBIDDEN userError, and nothing is written.
      if (!(await mayActForStore(ctx, storeId))) return failed(userError('FORBIDDEN', ctx.lang, 'storeId'));
      try {
        return { ...ok(), item: await saveSearchHistory(ctx.db, storeId, input.keyword) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  deleteSearchHistory: t.withAuth({ loggedIn: true }).field({
    type: MutationPayload,
    description: 'Deletes one keyword of the store, or all of them with isDeleteAll.',
    args: { input: t.arg({ type: DeleteSearchHistoryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const storeId = String(input.storeId);
      if (!(await mayActForStore(ctx, storeId))) return failed(userError('FORBIDDEN', ctx.lang, 'storeId'));
      try {
        await deleteSearchHistory(ctx.db, storeId, { keyword: input.keyword, isDeleteAll: input.isDeleteAll });
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
