import { operation } from './graphql';

/** The account pages (issue 15): /account-info, /company-info, /store-info, /account-mobile. */
export const AccountInfoQuery = /* @__PURE__ */ operation(`
  query AccountInfo {
    me { id name email telephone imageUrl lang }
  }
`);

export const MeUpdateMutation = /* @__PURE__ */ operation(`
  mutation MeUpdate($input: MeUpdateInput!) {
    meUpdate(input: $input) {
      success
      userErrors { field message code }
      me { id name telephone imageUrl lang }
    }
  }
`);

export const SignImageUploadMutation = /* @__PURE__ */ operation(`
  mutation SignImageUpload($contentType: String!, $size: Int!) {
    signImageUpload(contentType: $contentType, size: $size) {
      success
      userErrors { field message code }
      upload { id uploadUrl maxBytes expiresAt }
    }
  }
`);

export const CompanyInfoQuery = /* @__PURE__ */ operation(`
  query CompanyInfo {
    buyer {
      id
      name
      telephone
      businessCategory
      enabledFeatures
      redInvoiceInfo { companyName location mst }
    }
  }
`);

export const CompanyUpdateMutation = /* @__PURE__ */ operation(`
  mutation CompanyUpdate($input: CompanyUpdateInput!) {
    companyUpdate(input: $input) {
      success
      userErrors { field message code }
      buyer { id name businessCategory redInvoiceInfo { companyName location mst } }
    }
  }
`);

export const CompanyFeatureToggleMutation = /* @__PURE__ */ operation(`
  mutation CompanyFeatureToggle($feature: BuyerFeature!, $enabled: Boolean!) {
    featureFlagToggle(feature: $feature, enabled: $enabled) {
      success
      userErrors { field message code }
      buyer { id enabledFeatures }
    }
  }
`);

export const StoreInfoQuery = /* @__PURE__ */ operation(`
  query StoreInfo {
    buyer {
      id
      stores {
        id
        internalId
        name
        telephone
        status
        reviewNote
        disabled
        addressNote
        location { address formattedAddress ward district city }
      }
    }
  }
`);

export const SalesPicQuery = /* @__PURE__ */ operation(`
  query SalesPic {
    listSalesPic { id name phoneNumber email }
  }
`);
