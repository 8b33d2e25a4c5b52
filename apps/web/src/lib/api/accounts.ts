import { operation } from './graphql';

/** The account pages (issue 15): /account-info, /company-info, /store-info, /account-mobile. */
export const AccountInfoQuery = operation(`
  query AccountInfo {
    me { id name email telephone imageUrl lang }
  }
`);

export const MeUpdateMutation = operation(`
  mutation MeUpdate($input: MeUpdateInput!) {
    meUpdate(input: $input) {
      success
      userErrors { field message code }
      me { id name telephone imageUrl lang }
    }
  }
`);

export const SignImageUploadMutation = operation(`
  mutation SignImageUpload($contentType: String!, $size: Int!) {
    signImageUpload(contentType: $contentType, size: $size) {
      success
      userErrors { field message code }
      upload { id uploadUrl maxBytes expiresAt }
    }
  }
`);

export const CompanyInfoQuery = operation(`
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

export const CompanyUpdateMutation = operation(`
  mutation CompanyUpdate($input: CompanyUpdateInput!) {
    companyUpdate(input: $input) {
      success
      userErrors { field message code }
      buyer { id name businessCategory redInvoiceInfo { companyName location mst } }
    }
  }
`);

export const CompanyFeatureToggleMutation = operation(`
  mutation CompanyFeatureToggle($feature: BuyerFeature!, $enabled: Boolean!) {
    featureFlagToggle(feature: $feature, enabled: $enabled) {
      success
      userErrors { field message code }
      buyer { id enabledFeatures }
    }
  }
`);

export const StoreInfoQuery = operation(`
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

export const SalesPicQuery = operation(`
  query SalesPic {
    listSalesPic { id name phoneNumber email }
  }
`);
