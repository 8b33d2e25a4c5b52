import { operation } from './graphql';

/** Issue 15 points 7 and 8: the contact and request forms, maintenance, feature flags, operators' requests page. */

export const ContactUsMutation = /* @__PURE__ */ operation(`
  mutation ContactUs($input: ContactUsInput!) {
    writeContactUsInfo(input: $input) { success userErrors { field message code } }
  }
`);

export const NewProductRequestMutation = /* @__PURE__ */ operation(`
  mutation NewProductRequest($input: NewProductRequestInput!) {
    createNewProductRequest(input: $input) { success userErrors { field message code } }
  }
`);

export const ErrorReportMutation = /* @__PURE__ */ operation(`
  mutation ErrorReport($input: ErrorReportInput!) {
    submitErrorReport(input: $input) { success userErrors { field message code } }
  }
`);

export const MaintenanceCheckQuery = /* @__PURE__ */ operation(`
  query MaintenanceCheck {
    maintenance { enabled }
  }
`);

export const FeatureFlagsQuery = /* @__PURE__ */ operation(`
  query FeatureFlags {
    featureFlags { name treatment }
  }
`);

export const CustomerRequestsQuery = /* @__PURE__ */ operation(`
  query CustomerRequests($kind: CustomerRequestKind, $first: Int, $after: ID) {
    supplyMe { id name kind supplierName }
    maintenance { enabled changedAt }
    featureFlags { name treatment }
    customerRequests(kind: $kind, first: $first, after: $after) {
      hasMore
      items {
        id kind whoAreYou name email telephone companyName message productName productLink productId pageUrl
        errorDigest lang userId buyerId createdAt
        campaignSource {
          ref utmId utmSource utmMedium utmCampaign utmTerm utmContent crmAcqType crmSourceType odooCustomerId
          utmOther { name value }
        }
      }
    }
  }
`);

export const MaintenanceSetMutation = /* @__PURE__ */ operation(`
  mutation MaintenanceSet($enabled: Boolean!) {
    maintenanceSet(enabled: $enabled) { success userErrors { field message code } maintenance { enabled } }
  }
`);

export const FeatureFlagSetMutation = /* @__PURE__ */ operation(`
  mutation FeatureFlagSet($name: FeatureFlagName!, $treatment: String!) {
    featureFlagSet(name: $name, treatment: $treatment) { success userErrors { field message code } }
  }
`);

export const CustomerContactRequestMutation = /* @__PURE__ */ operation(`
  mutation CustomerContactRequest($input: CustomerContactRequestInput!) {
    customerContactRequest(input: $input) { success userErrors { field message code } }
  }
`);

export const KeepInTouchMutation = /* @__PURE__ */ operation(`
  mutation KeepInTouch($input: KeepInTouchInput!) {
    submitKeepInTouchForm(input: $input) { success userErrors { field message code } }
  }
`);
