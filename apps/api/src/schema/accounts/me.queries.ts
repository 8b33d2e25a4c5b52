import { builder } from '../../builder';
import { MeRef } from './me.type';

builder.queryFields((t) => ({
  me: t.withAuth({ loggedIn: true }).field({
    type: MeRef,
    resolve: (_root, _args, ctx) => ctx.viewer,
  }),
}));
