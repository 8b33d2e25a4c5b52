import { builder } from '../../builder';
import { removeUser, updateUser } from '../../services/accounts/change-user';
import { readTeamUser, type TeamUserRow } from '../../services/accounts/list-users';
import { fromDomainError, MutationPayload, ok, type PayloadShape, UserError } from '../shared/payload';
import { TeamUserRef } from './team-user.type';

interface UserPayloadShape extends PayloadShape {
  user?: TeamUserRow | null;
}

const UserPayload = builder.objectRef<UserPayloadShape>('UserPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    user: t.field({ type: TeamUserRef, nullable: true, resolve: (p) => p.user ?? null }),
  }),
});

const UserUpdateStatusEnum = builder.enumType('UserUpdateStatus', { values: ['ACTIVE', 'INACTIVE'] as const });

const UserUpdateInput = builder.inputType('UserUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    groupIds: t.idList({ description: 'The whole new set of groups; joining one is a grant (checkGrant).' }),
    storeIds: t.idList({ description: 'The whole new set of stores the user may act for.' }),
    status: t.field({ type: UserUpdateStatusEnum, description: 'INACTIVE ends the sessions at once.' }),
  }),
});

builder.mutationFields((t) => ({
  userUpdate: t.withAuth({ loggedIn: true }).field({
    type: UserPayload,
    description:
      "A colleague's groups, stores and status (BUYER_USER_ADD). Groups and stores of the company only " +
      '(GROUP_NOT_FOUND, STORE_NOT_FOUND); joining groups grants their permissions (GRANT_NOT_HELD); an owner is ' +
      'deactivated only by an owner, never the last one (USER_OWNER_PROTECTED, USER_LAST_OWNER), nobody ' +
      'deactivates themselves (USER_CHANGE_SELF).',
    args: { input: t.arg({ type: UserUpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        const id = String(input.id);
        await updateUser(ctx.db, ctx.viewer, id, {
          groupIds: input.groupIds?.map(String),
          storeIds: input.storeIds?.map(String),
          status: input.status,
        });
        ctx.loaders.groupsByUser.clear(id);
        ctx.loaders.storesByUser.clear(id);
        return { ...ok(), user: await readTeamUser(ctx.db, ctx.viewer.buyerId, id) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  userRemove: t.withAuth({ loggedIn: true }).field({
    type: MutationPayload,
    description:
      'Removes a colleague from the company (BUYER_USER_ADD): status DELETED, out of every group and store, ' +
      'sessions and remember tokens ended at once. Never the last owner (USER_LAST_OWNER), nor oneself.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await removeUser(ctx.db, ctx.viewer, String(args.id));
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
