import { builder } from '../../builder';
import type { InvitationView, InviteResult } from '../../services/accounts/invitations';

export const InvitationStateEnum = builder.enumType('InvitationState', {
  values: ['VALID', 'EXPIRED', 'USED', 'INVALID'] as const,
});
export const InviteOutcomeEnum = builder.enumType('InviteOutcome', {
  values: ['INVITED', 'ALREADY_MEMBER', 'INVALID'] as const,
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
    message: t.exposeString('message', { nullable: true, description: 'Why the address was not invited.' }),
  }),
});
