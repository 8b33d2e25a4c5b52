import { builder } from '../../builder';
import { listSearchHistory, trendingSearches } from '../../services/catalog/search-history';
import { assertMayActForStore } from '../buyers/store-access';
import { SearchHistoryItemRef, TrendingSearchRef } from './search-history.type';

builder.queryFields((t) => ({
  searchHistory: t.withAuth({ loggedIn: true }).field({
    type: [SearchHistoryItemRef],
    description: "The store's searched keywords, newest first (at most 20 are kept).",
    args: {
      storeId: t.arg.id({ required: true }),
      limit: t.arg.int({ defaultValue: 10 }),
    },
    resolve: async (_root, { storeId, limit }, ctx) => {
      await assertMayActForStore(ctx, String(storeId));
      return listSearchHistory(ctx.db, String(storeId), limit ?? 10);
    },
  }),
  trendingSearches: t.field({
    type: [TrendingSearchRef],
    description: 'The keywords most stores searched for in the last 30 days, most searched first (at most 50).',
    args: { limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, { limit }, ctx) => trendingSearches(ctx.db, limit ?? 10),
  }),
}));
