import { operation } from './graphql';

/**
 * Every GraphQL document of the web app's shell. The proxy asks for exactly what the guard,
 * the store selection and the layouts need, once per navigation.
 */
export const ProxyViewerQuery = /* @__PURE__ */ operation(`
  query ProxyViewer {
    me {
      id
      name
      imageUrl
      status
      permissionCodes
      stores { id name status isForceUpdate location { address formattedAddress } }
      buyer { id name region accountBuyerStatus enabledFeatures }
    }
  }
`);

export const ProxyReloginMutation = /* @__PURE__ */ operation(`
  mutation ProxyRelogin {
    meRelogin { success subcode userErrors { field message code } }
  }
`);

export const SignInMutation = /* @__PURE__ */ operation(`
  mutation SignInMutation($input: MeLoginInput!) {
    meLogin(input: $input) {
      success
      userErrors { field message code }
      me { id }
    }
  }
`);

export const SignOutMutation = /* @__PURE__ */ operation(`
  mutation SignOutMutation {
    meLogout { success userErrors { field message code } }
  }
`);

export const UpdateLangMutation = /* @__PURE__ */ operation(`
  mutation UpdateLangMutation($lang: Language!) {
    meUpdateLang(lang: $lang) { success userErrors { field message code } }
  }
`);

export const HeartbeatMutation = /* @__PURE__ */ operation(`
  mutation HeartbeatMutation($userId: ID!) {
    pingUser(userId: $userId) { success }
  }
`);
