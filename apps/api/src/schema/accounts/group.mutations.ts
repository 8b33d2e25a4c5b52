import { userGroups } from '@chobep/db';
import { eq } from 'drizzle-orm';
import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import type { UserGroupRow } from '../../loaders';
import { changeGroupMembers, createGroup, deleteGroup, updateGroup } from '../../services/accounts/save-group';
import { PermissionEnum } from '../shared/enums';
import { fromDomainError, MutationPayload, ok, type PayloadShape, UserError } from '../shared/payload';
import { UserGroupRef } from './user-group.type';

interface GroupPayloadShape extends PayloadShape {
  userGroup?: UserGroupRow | null;
}

const UserGroupPayload = builder.objectRef<GroupPayloadShape>('UserGroupPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    userGroup: t.field({ type: UserGroupRef, nullable: true, resolve: (p) => p.userGroup ?? null }),
  }),
});

const UserGroupCreateInput = builder.inputType('UserGroupCreateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    permissions: t.field({ type: [PermissionEnum], description: 'A capability bundle, or any set.' }),
    memberIds: t.idList({ description: 'Users of the company to put in the group at once.' }),
  }),
});

const UserGroupUpdateInput = builder.inputType('UserGroupUpdateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ description: 'Not for a system-created group.' }),
    permissions: t.field({ type: [PermissionEnum], description: 'The whole new set.' }),
    active: t.boolean({ description: 'An inactive group gives its members none of its permissions.' }),
  }),
});

async function answer(ctx: SignedInContext, work: () => Promise<string>): Promise<GroupPayloadShape> {
  try {
    const id = await work();
    const [group] = await ctx.db.select().from(userGroups).where(eq(userGroups.id, id));
    return { ...ok(), userGroup: group ?? null };
  } catch (error) {
    return fromDomainError(error, ctx.lang);
  }
}

builder.mutationFields((t) => ({
  userGroupCreate: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    description:
      'Creates a group (BUYER_GROUP_ADD). Names are unique per company, case- and accent-insensitive ' +
      '(GROUP_NAME_DUPLICATE "Group name already exists!"; GROUP_NAME_REQUIRED "Please enter group name"). Its ' +
      'permissions are a grant: BUYER_USER_ADD and each permission held by the caller (GRANT_NEEDS_USER_ADD, ' +
      'GRANT_NOT_HELD).',
    args: { input: t.arg({ type: UserGroupCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      answer(ctx, () =>
        createGroup(ctx.db, ctx.viewer, {
          name: input.name,
          permissions: input.permissions ?? [],
          memberIds: (input.memberIds ?? []).map(String),
        }),
      ),
  }),
  userGroupUpdate: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    description:
      'Renames a group, sets its permissions or switches it on or off (BUYER_GROUP_EDIT). System-created groups ' +
      'cannot be renamed (GROUP_SYSTEM_LOCKED). Added permissions are a grant (see userGroupCreate); a removed one ' +
      "takes effect on the members' next request.",
    args: { input: t.arg({ type: UserGroupUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      answer(ctx, async () => {
        const id = String(input.id);
        await updateGroup(ctx.db, ctx.viewer, id, {
          name: input.name,
          permissions: input.permissions,
          active: input.active,
        });
        return id;
      }),
  }),
  userGroupDelete: t.withAuth({ loggedIn: true }).field({
    type: MutationPayload,
    description: 'Deletes a group (BUYER_GROUP_EDIT); not a system-created one (GROUP_SYSTEM_LOCKED).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await deleteGroup(ctx.db, ctx.viewer, String(args.id));
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  userGroupAddMembers: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    description:
      "Adds users of the company to a group (BUYER_GROUP_EDIT): a grant of the group's permissions (see " +
      'userGroupCreate). Members already in it are left as they are.',
    args: { groupId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) =>
      answer(ctx, async () => {
        const id = String(args.groupId);
        await changeGroupMembers(ctx.db, ctx.viewer, id, { add: args.userIds.map(String) });
        return id;
      }),
  }),
  userGroupRemoveMembers: t.withAuth({ loggedIn: true }).field({
    type: UserGroupPayload,
    description: 'Removes users from a group (BUYER_GROUP_EDIT); they lose its permissions on their next request.',
    args: { groupId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) =>
      answer(ctx, async () => {
        const id = String(args.groupId);
        await changeGroupMembers(ctx.db, ctx.viewer, id, { remove: args.userIds.map(String) });
        return id;
      }),
  }),
}));
