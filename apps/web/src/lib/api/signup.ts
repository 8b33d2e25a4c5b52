import { operation } from './graphql';

/** Sign-up (issue 15 point 1): the public form and the operators' review on the supply side. */

export const CheckEmailMutation = /* @__PURE__ */ operation(`
  mutation CheckEmailMutation($email: String!) {
    checkEmail(email: $email) { success available userErrors { field message code } }
  }
`);

export const BuyerCreateAccountMutation = /* @__PURE__ */ operation(`
  mutation BuyerCreateAccountMutation($input: BuyerCreateAccountInput!) {
    buyerCreateAccount(input: $input) { success buyerId email status userErrors { field message code } }
  }
`);

export const SupplyBuyerSignUpsQuery = /* @__PURE__ */ operation(`
  query SupplyBuyerSignUps($status: BuyerStatus, $page: Int, $size: Int) {
    supplyMe { id name kind supplierName }
    supplyBuyerSignUps(status: $status, page: $page, size: $size) {
      total
      data {
        buyerId businessName telephone email status region businessType businessCategory branchCount taxCode
        representativeName role provinceCode district ward address openTime closeTime foodDeliveryUrl
        acquisitionSource acquisitionSourceOther eInvoiceEmail createdBy hubspotUrl priorityLevel salePic team
        regionalGroup customerTier createdAt reviewedAt rejectionReason
      }
    }
  }
`);

export const SupplyBuyerApproveMutation = /* @__PURE__ */ operation(`
  mutation SupplyBuyerApproveMutation($buyerId: ID!) {
    supplyBuyerApprove(buyerId: $buyerId) { success userErrors { field message code } }
  }
`);

export const SupplyBuyerRejectMutation = /* @__PURE__ */ operation(`
  mutation SupplyBuyerRejectMutation($buyerId: ID!, $reason: String!) {
    supplyBuyerReject(buyerId: $buyerId, reason: $reason) { success userErrors { field message code } }
  }
`);

export const SupplyStoreReviewsQuery = /* @__PURE__ */ operation(`
  query SupplyStoreReviews($status: StoreStatus, $page: Int, $size: Int) {
    supplyMe { id name kind supplierName }
    supplyStoreReviews(status: $status, page: $page, size: $size) {
      total
      data {
        storeId internalId name telephone address ward district city geoLat geoLon geoPlusCode status createdAt
        reviewedAt
        reviewNote buyerId companyName companyStatus region
      }
    }
  }
`);

export const SupplyStoreApproveMutation = /* @__PURE__ */ operation(`
  mutation SupplyStoreApprove($storeId: ID!) {
    supplyStoreApprove(storeId: $storeId) { success userErrors { field message code } }
  }
`);

export const SupplyStoreRejectMutation = /* @__PURE__ */ operation(`
  mutation SupplyStoreReject($storeId: ID!, $reason: String!) {
    supplyStoreReject(storeId: $storeId, reason: $reason) { success userErrors { field message code } }
  }
`);
