import { builder } from '../../builder';
import type { InvitationView, InviteResult } from '../../services/accounts/invitations';

export const InvitationStateEnum = builder.enumType('InvitationState', {
  description: 'WITHDRAWN: the inviter was deactivated or removed. INVALID: unknown, or replaced by a newer link.',
  values: ['VALID', 'EXPIRED', 'USED', 'WITHDRAWN', 'INVALID'] as const,
});
export const InviteOutcomeEnum = builder.enumType('InviteOutcome', {
  description:
    'INVITED: mailed now (an address with an account in another company is answered alike). ALREADY_INVITED: ' +
    'invited moments ago, not mailed again. ALREADY_MEMBER: a colleague of the company. INVALID: not an e-mail.',
  values: ['INVITED', 'ALREADY_INVITED', 'ALREADY_MEMBER', 'INVALID'] as const,
});

const InvitationStoreRef = builder.objectRef<{ id: string; name: string }>('InvitationStore').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const InvitationRef = builder.objectRef<InvitationView>('Invitation').implement({
  description: 'An invitation link as its page shows it; only a VALID one tells who invites whom.',
  fields: (t) => ({
    state: t.expose('state', { type: InvitationStateEnum }),
    email: t.exposeString('email', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    inviterName: t.exposeString('inviterName', { nullable: true }),
    expiresAt: t.string({ nullable: true, resolve: (i) => i.expiresAt?.toISOString() ?? null }),
    stores: t.field({ type: [InvitationStoreRef], resolve: (i) => i.stores }),
  }),
});

export const InviteResultRef = builder.objectRef<InviteResult & { message: string | null }>('InviteResult').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    outcome: t.expose('outcome', { type: InviteOutcomeEnum }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'Why the address was not mailed now (null when it was).',
    }),
  }),
});
