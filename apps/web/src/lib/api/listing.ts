import { ProductCardFields } from './catalog-fragments';
import { operation } from './graphql';

/** The list pages (market, category, tag, brand, favourites): one page of cards and the facets. */
export const ListingProductsQuery = /* @__PURE__ */ operation(
  `
  query ListingProducts($filter: ProductFilter, $sort: [ProductSort!], $pagination: Pagination, $boost: Boolean) {
    productSearch(filter: $filter, sort: $sort, pagination: $pagination, boost: $boost, aggregation: true) {
      total
      page
      size
      totalPage
      data { ...ProductCardFields }
      aggregation {
        categories { count category { id name slug parentId } }
        brands { count brand { id name } }
        suppliers { count supplier { id name } }
        origins { count origin { id name nameVn } }
        preservation { count value }
        tags { count tag { code name } }
      }
    }
  }
`,
  [ProductCardFields],
);

export const ListingCategoriesQuery = /* @__PURE__ */ operation(`
  query ListingCategories {
    categories { id name slug thumbnail children { id name slug thumbnail parentId } }
  }
`);

export const ListingCategoryQuery = /* @__PURE__ */ operation(`
  query ListingCategory($id: Int!) {
    categoryDetail(id: $id) {
      id
      name
      slug
      description
      thumbnail
      parentId
      ageRestricted
      parent { id name slug }
      children { id name slug thumbnail parentId }
    }
  }
`);

export const ListingTagsQuery = /* @__PURE__ */ operation(`
  query ListingTags {
    tags { code name imageUrl }
  }
`);

export const ListingBrandsQuery = /* @__PURE__ */ operation(`
  query ListingBrands($categoryIds: [Int!]) {
    brands(categoryIds: $categoryIds) {
      categoryId
      category { id name slug }
      data { id name slug imageUrl }
    }
  }
`);

export const ListingBrandQuery = /* @__PURE__ */ operation(`
  query ListingBrand($id: Int!) {
    brand(id: $id) { id name slug imageUrl description status groupName }
  }
`);

export const ListingFavoriteCategoriesQuery = /* @__PURE__ */ operation(`
  query ListingFavoriteCategories {
    categories(isFavorite: true) { id name slug children { id name slug } }
  }
`);

export const ListingRecommendedQuery = /* @__PURE__ */ operation(
  `
  query ListingRecommended {
    recommendedProducts(size: 100) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);
