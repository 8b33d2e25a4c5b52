import { builder, unauthenticatedOrForbidden } from '../../builder';
import { listUsers, readTeamUser, USER_PAGE_MAX } from '../../services/accounts/list-users';
import { PermissionEnum, UserStatusEnum } from '../shared/enums';
import { TeamUserRef, UserListRef } from './team-user.type';

const UserListFilterRef = builder.inputType('UserListFilter', {
  fields: (t) => ({
    query: t.string({ description: 'Part of the name (accents and case ignored) or of the e-mail.' }),
    groupId: t.id(),
    permission: t.field({ type: PermissionEnum, description: 'Holds it, on its own or through an active group.' }),
    statuses: t.field({ type: [UserStatusEnum], description: 'Without it: ACTIVE and INACTIVE.' }),
  }),
});

builder.queryFields((t) => ({
  users: t.withAuth({ loggedIn: true }).field({
    type: UserListRef,
    description: "The company's users (BUYER_USER_LIST), active first, then by name; pages of `size` (≤ 100).",
    args: {
      filter: t.arg({ type: UserListFilterRef }),
      page: t.arg.int({ defaultValue: 0 }),
      size: t.arg.int({ defaultValue: 20 }),
    },
    resolve: async (_r, args, ctx) => {
      const size = Math.min(Math.max(args.size ?? 20, 1), USER_PAGE_MAX);
      const page = Math.min(Math.max(args.page ?? 0, 0), 10_000);
      const { rows, total } = await listUsers(
        ctx.db,
        ctx.viewer.buyerId,
        {
          query: args.filter?.query?.slice(0, 100),
          groupId: args.filter?.groupId ? String(args.filter.groupId) : null,
          permission: args.filter?.permission,
          statuses: args.filter?.statuses,
        },
        page,
        size,
      );
      return { rows, total, page, size };
    },
  }),
  user: t.withAuth({ loggedIn: true }).field({
    type: TeamUserRef,
    description: "A user of the company (BUYER_USER_LIST); another company's id is refused (FORBIDDEN).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const user = await readTeamUser(ctx.db, ctx.viewer.buyerId, String(args.id));
      if (!user) throw unauthenticatedOrForbidden(ctx);
      return user;
    },
  }),
}));
