import { operation } from './graphql';

/** What every page needs of the cart: the header's count and the quantity of each product in it. */
export const CartSummaryQuery = /* @__PURE__ */ operation(`
  query CartSummary($storeId: ID!) {
    cart(storeId: $storeId) { storeId count addedProducts { productId quantity } }
  }
`);

/** The quantities a buyer changed within a second, in one call (all or none). */
export const CartPutItemsMutation = /* @__PURE__ */ operation(`
  mutation CartPutItems($storeId: ID!, $items: [CartLineInput!]!) {
    cartPutItems(storeId: $storeId, items: $items) {
      success
      userErrors { field code message }
      changed { productId quantity }
      count
    }
  }
`);
