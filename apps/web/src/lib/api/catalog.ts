import { ProductCardFields } from './catalog-fragments';
import { operation } from './graphql';

/** Catalogue writes from product cards and pages (favourites, notes, search history). */

export const CatalogFavoriteAddMutation = /* @__PURE__ */ operation(`
  mutation CatalogFavoriteAdd($productId: ID!) {
    favoritesAdd(productId: $productId) { success isFavorite userErrors { field message code } }
  }
`);

export const CatalogFavoriteRemoveMutation = /* @__PURE__ */ operation(`
  mutation CatalogFavoriteRemove($productId: ID!) {
    favoritesRemove(productId: $productId) { success isFavorite userErrors { field message code } }
  }
`);

export const CatalogSetNoteMutation = /* @__PURE__ */ operation(`
  mutation CatalogSetNote($productId: ID!, $note: String!) {
    productSetNote(productId: $productId, note: $note) { success note userErrors { field message code } }
  }
`);

export const CatalogBadWordCheckQuery = /* @__PURE__ */ operation(`
  query CatalogBadWordCheck($word: String!) {
    badWordCheck(word: $word) { isValid }
  }
`);

export const CatalogSaveSearchMutation = /* @__PURE__ */ operation(`
  mutation CatalogSaveSearch($input: SaveSearchHistoryInput!) {
    saveSearchHistory(input: $input) { success userErrors { field message code } }
  }
`);

/** The market grid's next pages, loaded in the browser ("search results append across pages"). */
export const CatalogSearchPageQuery = /* @__PURE__ */ operation(
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

export const CatalogSearchSuggestionsQuery = /* @__PURE__ */ operation(`
  query CatalogSearchSuggestions($storeId: ID!, $withHistory: Boolean!) {
    searchHistory(storeId: $storeId, limit: 8) @include(if: $withHistory) { id keyword }
    trendingSearches(limit: 8) { keyword count }
  }
`);

export const CatalogDeleteSearchMutation = /* @__PURE__ */ operation(`
  mutation CatalogDeleteSearch($input: DeleteSearchHistoryInput!) {
    deleteSearchHistory(input: $input) { success userErrors { field message code } }
  }
`);

/** The recommendation popup after a new store: the current store's recommendations (spec §6: size 10). */
export const RecommendationPopupProductsQuery = /* @__PURE__ */ operation(
  `
  query RecommendationPopupProducts($size: Int) {
    recommendedProducts(size: $size) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/** The popup's View cart shows only when the cart's first set (supplier group) has items. */
export const RecommendationPopupCartQuery = /* @__PURE__ */ operation(`
  query RecommendationPopupCart($storeId: ID!) {
    cart(storeId: $storeId) { storeId cartSet { supplier { id } items { product { id } } } }
  }
`);
