import { userGroups } from '@chobep/db';
import { isUuid } from '@chobep/domain';
import { and, asc, eq } from 'drizzle-orm';
import { builder, unauthenticatedOrForbidden } from '../../builder';
import { UserGroupRef } from './user-group.type';

builder.queryFields((t) => ({
  userGroups: t.withAuth({ loggedIn: true }).field({
    type: [UserGroupRef],
    description: "The company's user groups (BUYER_GROUP_LIST), system-created ones first, then by name.",
    resolve: (_r, _a, ctx) =>
      ctx.db
        .select()
        .from(userGroups)
        .where(eq(userGroups.buyerId, ctx.viewer.buyerId))
        .orderBy(asc(userGroups.isSystemCreated), asc(userGroups.nameKey))
        .then((rows) => [...rows.filter((g) => g.isSystemCreated), ...rows.filter((g) => !g.isSystemCreated)]),
  }),
  userGroup: t.withAuth({ loggedIn: true }).field({
    type: UserGroupRef,
    description: "One group of the company (BUYER_GROUP_LIST); another company's id is refused (FORBIDDEN).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const id = String(args.id);
      const [group] = isUuid(id)
        ? await ctx.db
            .select()
            .from(userGroups)
            .where(and(eq(userGroups.id, id), eq(userGroups.buyerId, ctx.viewer.buyerId)))
        : [];
      if (!group) throw unauthenticatedOrForbidden(ctx);
      return group;
    },
  }),
}));
