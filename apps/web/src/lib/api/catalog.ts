import { ProductCardFields } from './catalog-fragments';
import { operation } from './graphql';

/** Catalogue writes from product cards and pages (favourites, notes, search history). */

export const CatalogFavoriteAddMutation = operation(`
  mutation CatalogFavoriteAdd($productId: ID!) {
    favoritesAdd(productId: $productId) { success isFavorite userErrors { field message code } }
  }
`);

export const CatalogFavoriteRemoveMutation = operation(`
  mutation CatalogFavoriteRemove($productId: ID!) {
    favoritesRemove(productId: $productId) { success isFavorite userErrors { field message code } }
  }
`);

export const CatalogSetNoteMutation = operation(`
  mutation CatalogSetNote($productId: ID!, $note: String!) {
    productSetNote(productId: $productId, note: $note) { success note userErrors { field message code } }
  }
`);

export const CatalogBadWordCheckQuery = operation(`
  query CatalogBadWordCheck($word: String!) {
    badWordCheck(word: $word) { isValid }
  }
`);

export const CatalogSaveSearchMutation = operation(`
  mutation CatalogSaveSearch($input: SaveSearchHistoryInput!) {
    saveSearchHistory(input: $input) { success userErrors { field message code } }
  }
`);

/** The market grid's next pages, loaded in the browser ("search results append across pages"). */
export const CatalogSearchPageQuery = operation(
  `
  query CatalogSearchPage($filter: ProductFilter, $sort: [ProductSort!], $pagination: Pagination) {
    productSearch(filter: $filter, sort: $sort, pagination: $pagination) {
      total
      page
      totalPage
      data { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields],
);

export const CatalogSearchSuggestionsQuery = operation(`
  query CatalogSearchSuggestions($storeId: ID!, $withHistory: Boolean!) {
    searchHistory(storeId: $storeId, limit: 8) @include(if: $withHistory) { id keyword }
    trendingSearches(limit: 8) { keyword count }
  }
`);

export const CatalogDeleteSearchMutation = operation(`
  mutation CatalogDeleteSearch($input: DeleteSearchHistoryInput!) {
    deleteSearchHistory(input: $input) { success userErrors { field message code } }
  }
`);

/** The recommendation popup after a new store: the current store's recommendations (spec §6: size 10). */
export const RecommendationPopupProductsQuery = operation(
  `
  query RecommendationPopupProducts($size: Int) {
    recommendedProducts(size: $size) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/** The popup's View cart shows only when the cart's first set (supplier group) has items. */
export const RecommendationPopupCartQuery = operation(`
  query RecommendationPopupCart($storeId: ID!) {
    cart(storeId: $storeId) { storeId cartSet { supplier { id } items { product { id } } } }
  }
`);
