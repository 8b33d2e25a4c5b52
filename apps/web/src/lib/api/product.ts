import { ProductCardFields } from './catalog-fragments';
import { operation } from './graphql';

/** The product page: the product with everything the page shows. */
export const ProductPageQuery = /* @__PURE__ */ operation(
  `
  query ProductPage($code: String!) {
    productBySupplierInternalCode(supplierInternalCode: $code) {
      ...ProductCardFields
      description
      ageRestricted
      createdAt
      minQuantity
      preservation
      priceV2 { price originalPrice vat vatIncluded }
      netUnit
      netUom { code name }
      netUomPrice
      totalSold
      medias { type url }
      origin { id name }
      brand { id name slug status }
      category { id parentId name slug parent { id name slug } }
      supplier { id name private fulfillmentTime { cutoffTime days hoursToDelivery } moq }
      otherOffers { id slug price uom uomLocal { code name } isExclusive inStock supplier { id name } }
    }
  }
`,
  [ProductCardFields],
);

/** Below the product: the same group, the same family, bought together (loaded after the product). */
export const ProductRelatedQuery = /* @__PURE__ */ operation(
  `
  query ProductRelated($productId: ID!) {
    getItemsInSameProductGroups(productId: $productId, size: 10) { ...ProductCardFields }
    getItemsInSameProductFamily(productId: $productId, size: 10) { ...ProductCardFields }
    getFrequentlyBuyTogether(productId: $productId, size: 10) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);
