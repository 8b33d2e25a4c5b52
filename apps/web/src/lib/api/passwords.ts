import { operation } from './graphql';

/** Passwords (issue 15): asking for a reset link, using it, and changing the password when signed in. */
export const ForgetPasswordMutation = /* @__PURE__ */ operation(`
  mutation ForgetPasswordMutation($input: MeForgetPasswordInput!) {
    meForgetPassword(input: $input) { success userErrors { field message code } }
  }
`);

export const ResetPasswordMutation = /* @__PURE__ */ operation(`
  mutation ResetPasswordMutation($input: MeResetPasswordInput!) {
    meResetPassword(input: $input) { success userErrors { field message code } }
  }
`);

export const UpdatePasswordMutation = /* @__PURE__ */ operation(`
  mutation UpdatePasswordMutation($input: MeUpdatePasswordInput!) {
    meUpdatePassword(input: $input) { success userErrors { field message code } }
  }
`);

/** The mail outbox for operators (/supplier/outbox). */
export const OperatorMailOutboxQuery = /* @__PURE__ */ operation(`
  query OperatorMailOutbox($page: Int, $size: Int, $recipient: String) {
    supplyMe { id name kind supplierName }
    operatorMailOutbox(page: $page, size: $size, recipient: $recipient) {
      total
      page
      size
      items { id recipient kind lang subject status attempts lastError createdAt sentAt textBody }
    }
  }
`);

/** Who is signed in on the supply side: the outbox page asks it before the outbox (operators only). */
export const OutboxViewerQuery = /* @__PURE__ */ operation(`
  query OutboxViewer {
    supplyMe { id name kind supplierName }
  }
`);
