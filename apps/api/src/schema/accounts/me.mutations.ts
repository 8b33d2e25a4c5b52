import { builder } from '../../builder';
import { recordHeartbeat } from '../../services/accounts/record-heartbeat';
import { updateLang } from '../../services/accounts/update-lang';
import { LanguageEnum } from '../shared/enums';
import { fromDomainError, MutationPayload, ok } from '../shared/payload';

builder.mutationFields((t) => ({
  meUpdateLang: t.withAuth({ loggedIn: true }).field({
    type: MutationPayload,
    args: { lang: t.arg({ type: LanguageEnum, required: true }) },
    resolve: async (_root, { lang }, ctx) => {
      try {
        await updateLang(ctx.db, ctx.viewer.userId, lang);
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  pingUser: t.withAuth({ loggedIn: true }).field({
    type: MutationPayload,
    description: 'Heartbeat, sent every 15 minutes while signed in.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, { userId }, ctx) => {
      try {
        await recordHeartbeat(ctx.db, ctx.viewer.userId, String(userId));
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
