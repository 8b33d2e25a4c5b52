import { builder } from '../../builder';
import type { SearchHistoryRow, TrendingSearchRow } from '../../services/catalog/search-history';

export const SearchHistoryItemRef = builder.objectRef<SearchHistoryRow>('SearchHistoryItem').implement({
  description: 'A keyword a store searched for; one per store and search key ("Cà chua" and "ca chua" are one).',
  fields: (t) => ({
    id: t.exposeID('id'),
    keyword: t.exposeString('keyword'),
    storeId: t.exposeID('storeId'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the keyword was last searched.' }),
  }),
});

export const TrendingSearchRef = builder.objectRef<TrendingSearchRow>('TrendingSearch').implement({
  fields: (t) => ({
    keyword: t.exposeString('keyword', { description: 'The most common spelling.' }),
    count: t.exposeInt('count', { description: 'How many stores searched for it in the last 30 days.' }),
  }),
});
