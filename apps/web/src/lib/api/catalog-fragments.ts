import { fragment } from './graphql';

/** Everything a product card shows (spec/trading.md §2 "Product card"); reused by every product list. */
export const ProductCardFields = /* @__PURE__ */ fragment(`
  fragment ProductCardFields on Product {
    id
    name
    slug
    imageUrl
    supplierInternalCode
    uom
    uomLocal { code name }
    baseUnit
    baseUom { code name }
    price
    originalPrice
    priceBeforeVat
    savingAmount
    savingPercent
    baseUomPrice
    isExclusive
    inStock
    allowPurchase
    allowAddToCart
    allowDecimal
    minQuantity
    isFavorite
    note
    tagImageVn
    tagImageEn
    tags { code name imageUrl }
    supplier { id name }
  }
`);
