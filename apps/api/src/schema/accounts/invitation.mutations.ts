import { translateError } from '@chobep/domain';
import { builder } from '../../builder';
import { acceptInvitation, inviteUsers } from '../../services/accounts/invitations';
import { deliverMailSoon } from '../../services/platform/mail/mail-dispatcher';
import { fromDomainError, ok, type PayloadShape, UserError, userError } from '../shared/payload';
import { InviteResultRef } from './invitation.type';

interface InvitePayloadShape extends PayloadShape {
  results: { email: string; outcome: 'INVITED' | 'ALREADY_MEMBER' | 'INVALID'; message: string | null }[];
}

const CompanyInviteUsersPayload = builder.objectRef<InvitePayloadShape>('CompanyInviteUsersPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'True when every address was invited.' }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    results: t.field({ type: [InviteResultRef], description: 'One per address.', resolve: (p) => p.results ?? [] }),
  }),
});

const CompanyInviteUsersInput = builder.inputType('CompanyInviteUsersInput', {
  fields: (t) => ({
    emails: t.stringList({ required: true, description: 'Addresses; one item may hold several, comma-separated.' }),
    groupIds: t.idList({ description: 'Groups the invitees join (a grant: checkGrant).' }),
    storeIds: t.idList({ description: 'Stores offered; each invitee chooses among them.' }),
  }),
});

const InvitationAcceptInput = builder.inputType('InvitationAcceptInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    name: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
    storeIds: t.idList({ required: true, description: 'Chosen among the invitation’s stores.' }),
  }),
});

interface AcceptShape extends PayloadShape {
  email?: string | null;
}

const InvitationAcceptPayload = builder.objectRef<AcceptShape>('InvitationAcceptPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    email: t.exposeString('email', { nullable: true, description: 'The account to sign in with.' }),
  }),
});

builder.mutationFields((t) => ({
  companyInviteUsers: t.withAuth({ loggedIn: true }).field({
    type: CompanyInviteUsersPayload,
    description:
      'Invites colleagues by e-mail (BUYER_USER_ADD): each valid address that has no account gets a mail with a ' +
      'single-use link valid 7 days. Per address: INVITED, ALREADY_MEMBER or INVALID, also as userErrors on ' +
      '`emails`.',
    args: { input: t.arg({ type: CompanyInviteUsersInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        const origin = ctx.req.headers.origin;
        const siteUrl = ctx.siteUrl ?? (typeof origin === 'string' && origin !== 'null' ? origin : null);
        const results = await inviteUsers(
          ctx.db,
          ctx.viewer,
          {
            emails: input.emails,
            groupIds: input.groupIds?.map(String),
            storeIds: input.storeIds?.map(String),
          },
          { siteUrl: siteUrl ?? 'http://localhost:3000', lang: ctx.lang },
        );
        deliverMailSoon(ctx.db);
        const errors = results
          .filter((r) => r.outcome !== 'INVITED')
          .map((r) =>
            userError(
              r.outcome === 'ALREADY_MEMBER' ? 'INVITE_ALREADY_MEMBER' : 'INVITE_EMAIL_INVALID',
              ctx.lang,
              'emails',
              {
                email: r.email,
              },
            ),
          );
        return {
          success: errors.length === 0,
          userErrors: errors,
          results: results.map((r) => ({
            ...r,
            message:
              r.outcome === 'INVITED'
                ? null
                : translateError(
                    r.outcome === 'ALREADY_MEMBER' ? 'INVITE_ALREADY_MEMBER' : 'INVITE_EMAIL_INVALID',
                    ctx.lang,
                    {
                      email: r.email,
                    },
                  ),
          })),
        };
      } catch (error) {
        return { ...fromDomainError(error, ctx.lang), results: [] };
      }
    },
  }),
  invitationAccept: t.field({
    type: InvitationAcceptPayload,
    description:
      'Accepts an invitation (public): name, password (8+ characters, a digit, no spaces) and its confirmation, the ' +
      'stores chosen among those offered. INVITATION_EXPIRED, INVITATION_USED, INVITATION_INVALID for dead links. ' +
      'The invitee then signs in with the returned e-mail.',
    args: { input: t.arg({ type: InvitationAcceptInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        const { email } = await acceptInvitation(ctx.db, { ...input, storeIds: input.storeIds.map(String) });
        return { ...ok(), email };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
