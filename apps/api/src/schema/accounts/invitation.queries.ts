import { builder } from '../../builder';
import { readInvitation } from '../../services/accounts/invitations';
import { InvitationRef } from './invitation.type';

builder.queryFields((t) => ({
  invitation: t.field({
    type: InvitationRef,
    description:
      'The invitation of a link (public: the invitee has no account yet). EXPIRED, USED and INVALID links carry ' +
      'nothing else.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => readInvitation(ctx.db, args.token),
  }),
}));
