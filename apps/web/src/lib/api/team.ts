import { operation } from './graphql';

/** The team (issue 15): users, groups and invitations (spec/trading.md §7). */
const GROUP_FIELDS = 'groupId name active isSystemCreated permissions members { id name email }';
const USER_FIELDS = `id name email telephone status role permissionCodes
  userGroups { groupId name isSystemCreated }
  stores { id name }`;

export const TeamUsersQuery = /* @__PURE__ */ operation(`
  query TeamUsers($filter: UserListFilter, $page: Int, $size: Int) {
    users(filter: $filter, page: $page, size: $size) {
      totalResults
      totalPage
      page
      data { ${USER_FIELDS} }
    }
  }
`);

/** The groups to filter by, to choose from (BUYER_GROUP_LIST; asked for only by those who hold it). */
export const TeamGroupOptionsQuery = /* @__PURE__ */ operation(`
  query TeamGroupOptions {
    userGroups { groupId name isSystemCreated active permissions }
  }
`);

export const TeamUserQuery = /* @__PURE__ */ operation(`
  query TeamUser($id: ID!) {
    user(id: $id) { ${USER_FIELDS} }
    buyer { stores { id name } }
  }
`);

export const TeamStoresQuery = /* @__PURE__ */ operation(`
  query TeamStores {
    buyer { stores { id name } }
  }
`);

export const TeamGroupsQuery = /* @__PURE__ */ operation(`
  query TeamGroups {
    userGroups { ${GROUP_FIELDS} }
  }
`);

export const TeamGroupQuery = /* @__PURE__ */ operation(`
  query TeamGroup($id: ID!) {
    userGroup(id: $id) { ${GROUP_FIELDS} }
  }
`);

/** Colleagues to add to a group (BUYER_USER_LIST). */
export const TeamColleaguesQuery = /* @__PURE__ */ operation(`
  query TeamColleagues {
    users(size: 100) { data { id name email } }
  }
`);

const ERRORS = 'success userErrors { field message code }';

export const UserGroupCreateMutation = /* @__PURE__ */ operation(`
  mutation UserGroupCreate($input: UserGroupCreateInput!) {
    userGroupCreate(input: $input) { ${ERRORS} userGroup { groupId } }
  }
`);

export const UserGroupUpdateMutation = /* @__PURE__ */ operation(`
  mutation UserGroupUpdate($input: UserGroupUpdateInput!) {
    userGroupUpdate(input: $input) { ${ERRORS} userGroup { ${GROUP_FIELDS} } }
  }
`);

export const UserGroupDeleteMutation = /* @__PURE__ */ operation(`
  mutation UserGroupDelete($id: ID!) {
    userGroupDelete(id: $id) { ${ERRORS} }
  }
`);

export const UserGroupAddMembersMutation = /* @__PURE__ */ operation(`
  mutation UserGroupAddMembers($groupId: ID!, $userIds: [ID!]!) {
    userGroupAddMembers(groupId: $groupId, userIds: $userIds) { ${ERRORS} userGroup { ${GROUP_FIELDS} } }
  }
`);

export const UserGroupRemoveMembersMutation = /* @__PURE__ */ operation(`
  mutation UserGroupRemoveMembers($groupId: ID!, $userIds: [ID!]!) {
    userGroupRemoveMembers(groupId: $groupId, userIds: $userIds) { ${ERRORS} userGroup { ${GROUP_FIELDS} } }
  }
`);

export const UserUpdateMutation = /* @__PURE__ */ operation(`
  mutation UserUpdate($input: UserUpdateInput!) {
    userUpdate(input: $input) { ${ERRORS} user { ${USER_FIELDS} } }
  }
`);

export const UserRemoveMutation = /* @__PURE__ */ operation(`
  mutation UserRemove($id: ID!) {
    userRemove(id: $id) { ${ERRORS} }
  }
`);

export const CompanyInviteUsersMutation = /* @__PURE__ */ operation(`
  mutation CompanyInviteUsers($input: CompanyInviteUsersInput!) {
    companyInviteUsers(input: $input) { ${ERRORS} results { email outcome message } }
  }
`);

export const InvitationQuery = /* @__PURE__ */ operation(`
  query Invitation($token: String!) {
    invitation(token: $token) { state email companyName inviterName expiresAt stores { id name } }
  }
`);

export const InvitationAcceptMutation = /* @__PURE__ */ operation(`
  mutation InvitationAccept($input: InvitationAcceptInput!) {
    invitationAccept(input: $input) { ${ERRORS} email me { id } }
  }
`);
