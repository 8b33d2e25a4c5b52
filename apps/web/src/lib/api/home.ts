import { ProductCardFields } from './catalog-fragments';
import { fragment, operation } from './graphql';

/**
 * The home page's operations (spec/foundations.md §2.4, §7). The server component runs the
 * queries in parallel, one request each, so that one failing section never takes the others down.
 */

/** The category tree of the request's region (category 81 is already hidden for HCM by the API). */
export const HomeCategoriesQuery = /* @__PURE__ */ operation(`
  query HomeCategories {
    categories {
      id
      name
      slug
      thumbnail
      children { id name slug thumbnail }
    }
  }
`);

/** The trusted brands (20, in their set order). */
export const HomeTrustedBrandsQuery = /* @__PURE__ */ operation(`
  query HomeTrustedBrands {
    brandsForHome { id name slug imageUrl }
  }
`);

/** The brand panel of the wide category menu: brands of one parent category, loaded on hover. */
export const HomeCategoryBrandsQuery = /* @__PURE__ */ operation(`
  query HomeCategoryBrands($categoryIds: [Int!]) {
    brands(categoryIds: $categoryIds) {
      categoryId
      data { id name slug imageUrl }
    }
  }
`);

/** Products the current store bought before (empty until the ordering module exists). */
export const HomePreviouslyBoughtQuery = /* @__PURE__ */ operation(
  `
  query HomePreviouslyBought($size: Int!) {
    productSearch(filter: { orderedOnly: true }, pagination: { page: 0, size: $size }) {
      total
      data { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields],
);

/** Add all to favourite (BUYER_FAVORITE_ITEM_ADD); all or none. */
export const HomeAddAllToFavoriteMutation = /* @__PURE__ */ operation(`
  mutation HomeAddAllToFavorite($itemUuids: [ID!]!) {
    putItemsToFavorite(itemUuids: $itemUuids) { success productIds userErrors { field message code } }
  }
`);

/** Where a banner or a popup banner's button goes (resolveScreenLink of @chobep/domain reads it). */
const HomeBannerFilterFields = /* @__PURE__ */ fragment(`
  fragment HomeBannerFilterFields on BannerFilter {
    filterType
    tags
    categoryInfo { id }
    brandInfo { id name }
    productInfo { id name supplierInternalCode slug }
    urlInfo { url }
  }
`);

/** The home widgets in the server's order, with each showcase's products (one request). */
export const HomeWidgetsQuery = /* @__PURE__ */ operation(
  `
  query HomeWidgets($regions: [Region!]) {
    widgets(regions: $regions) {
      widgetId
      type
      regions
      item { key title filter { categoryName categoryId tags brands { id name } } }
      banner {
        items {
          __typename
          id
          imageUrl
          title
          ... on GoToScreenBannerItem { screen { filter { ...HomeBannerFilterFields } } }
          ... on ShowPopupBannerItem {
            popupImageUrl
            popupContent
            buttonText
            # Aliased: GoToScreen's screen is non-null, this one nullable (GraphQL refuses the clash).
            popupScreen: screen { filter { ...HomeBannerFilterFields } }
          }
          ... on ShowWebViewBannerItem { url }
        }
      }
      products { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields, HomeBannerFilterFields],
);

/** The home popup, or null when none is active. */
export const HomePopupQuery = /* @__PURE__ */ operation(`
  query HomePopup {
    homePagePopup { key imageUrl screen { filter { tags } } }
  }
`);

/** Signed-in buyers: recommended for the current store (empty for visitors). */
export const HomeRecommendedQuery = /* @__PURE__ */ operation(
  `
  query HomeRecommended($size: Int) {
    recommendedProducts(size: $size) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/** Signed-in buyers: products the company might favourite (empty for visitors). */
export const HomeMightFavoriteQuery = /* @__PURE__ */ operation(
  `
  query HomeMightFavorite($size: Int) {
    mightFavoriteProducts(size: $size) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);
