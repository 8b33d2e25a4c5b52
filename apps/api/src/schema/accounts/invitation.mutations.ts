import { COOKIES, DomainError, INVITE_MAX_EMAILS, type Language, localClock } from '@chobep/domain';
import { formatWait } from '@chobep/domain/accounts/sign-in-limits';
import { setDeviceCookie, setSessionCookies } from '../../auth/cookies';
import { builder } from '../../builder';
import { maxItems } from '../../security/graphql-limits';
import {
  acceptInvitationAndSignIn,
  type InviteOutcome,
  type InviteResult,
  inviteUsers,
} from '../../services/accounts/invitations';
import { loadViewer, type Viewer } from '../../services/accounts/load-viewer';
import { deliverMailSoon } from '../../services/platform/mail/mail-dispatcher';
import { mailLinkOrigin } from '../../services/platform/mail/mail-links';
import {
  failed,
  fromDomainError,
  ok,
  type PayloadShape,
  UserError,
  type UserErrorShape,
  userError,
} from '../shared/payload';
import { InviteResultRef } from './invitation.type';
import { MeRef } from './me.type';

interface InvitePayloadShape extends PayloadShape {
  results: { email: string; outcome: InviteOutcome; message: string | null }[];
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
    emails: t.stringList({
      required: true,
      description: `Addresses; one item may hold several, comma-separated (at most ${INVITE_MAX_EMAILS} in all).`,
      ...maxItems(INVITE_MAX_EMAILS),
    }),
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
  accessToken?: string;
  accessTokenExpiresAt?: Date;
  rememberToken?: string;
  me?: Viewer | null;
}

const InvitationAcceptPayload = builder.objectRef<AcceptShape>('InvitationAcceptPayload').implement({
  description:
    'The new colleague is signed in: tokens as httpOnly cookies for the web app (as meLogin sets them), and in ' +
    'the payload for other clients.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    email: t.exposeString('email', { nullable: true, description: 'The account’s e-mail.' }),
    accessToken: t.string({ nullable: true, resolve: (p) => p.accessToken ?? null }),
    accessTokenExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.accessTokenExpiresAt ?? null }),
    rememberToken: t.string({ nullable: true, resolve: (p) => p.rememberToken ?? null }),
    me: t.field({ type: MeRef, nullable: true, resolve: (p) => p.me ?? null }),
  }),
});

/** ALREADY_MEMBER, ALREADY_INVITED and INVALID say why nothing was mailed; INVITED says nothing. */
function outcomeError(r: InviteResult, lang: Language): UserErrorShape | null {
  if (r.outcome === 'INVITED') return null;
  if (r.outcome === 'ALREADY_INVITED')
    return userError('INVITE_RECENTLY_SENT', lang, null, {
      email: r.email,
      time: r.invitedAt ? localClock(r.invitedAt) : '',
      again: r.resendAt ? localClock(r.resendAt) : '',
    });
  return userError(r.outcome === 'ALREADY_MEMBER' ? 'INVITE_ALREADY_IN_COMPANY' : 'INVITE_EMAIL_INVALID', lang, null, {
    email: r.email,
  });
}

builder.mutationFields((t) => ({
  companyInviteUsers: t.withAuth({ loggedIn: true }).field({
    type: CompanyInviteUsersPayload,
    description:
      'Invites colleagues by e-mail (BUYER_USER_ADD): each valid address gets a mail with a single-use link valid ' +
      '7 days (an address with an account in another company gets a notice instead, and is answered INVITED ' +
      'alike). Per address: INVITED, ALREADY_INVITED (invited less than 15 minutes ago: not mailed again), ' +
      'ALREADY_MEMBER or INVALID; the last two also as userErrors on `emails`. Mails are limited per inviter and ' +
      'per company (TOO_MANY_REQUESTS with the wait; nothing is sent then).',
    args: { input: t.arg({ type: CompanyInviteUsersInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      try {
        const results = await inviteUsers(
          ctx.db,
          ctx.viewer,
          {
            emails: input.emails,
            groupIds: input.groupIds?.map(String),
            storeIds: input.storeIds?.map(String),
          },
          { siteUrl: mailLinkOrigin(ctx), lang: ctx.lang },
        );
        deliverMailSoon(ctx.db);
        const explained = results.map((r) => ({ result: r, error: outcomeError(r, ctx.lang) }));
        // A recent invitation is not a problem with the address: the colleague has their link.
        const errors = explained
          .filter((e) => e.error && e.result.outcome !== 'ALREADY_INVITED')
          .map((e) => ({ ...(e.error as UserErrorShape), field: 'emails' }));
        return {
          success: errors.length === 0,
          userErrors: errors,
          results: explained.map(({ result, error }) => ({
            email: result.email,
            outcome: result.outcome,
            message: error?.message ?? null,
          })),
        };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS')
          return {
            ...failed(
              userError('TOO_MANY_REQUESTS', ctx.lang, 'emails', {
                wait: formatWait(Number(error.params.retryAfterMs), ctx.lang),
              }),
            ),
            results: [],
          };
        return { ...fromDomainError(error, ctx.lang), results: [] };
      }
    },
  }),
  invitationAccept: t.field({
    type: InvitationAcceptPayload,
    description:
      'Accepts an invitation (public): name, password (8+ characters, a digit, no spaces) and its confirmation, the ' +
      'stores chosen among those offered. INVITATION_EXPIRED, INVITATION_USED, INVITATION_WITHDRAWN (the inviter ' +
      'was deactivated or removed), INVITATION_INVALID for dead links. The new colleague is signed in, as meLogin ' +
      'without remember-me does (a caller already signed in keeps their own session; `me` is then null).',
    args: { input: t.arg({ type: InvitationAcceptInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<AcceptShape> => {
      try {
        const { email, session } = await acceptInvitationAndSignIn(
          ctx.db,
          ctx.tokens,
          { ...input, storeIds: input.storeIds.map(String) },
          { deviceToken: ctx.req.cookies[COOKIES.device], keepSession: Boolean(ctx.viewer ?? ctx.supplyViewer) },
        );
        if (!session) return { ...ok(), email };
        setSessionCookies(ctx.reply, { secure: ctx.secureCookies }, session);
        setDeviceCookie(ctx.reply, { secure: ctx.secureCookies }, session.deviceToken);
        const claims = await ctx.tokens.verifyAccess(session.accessToken);
        const me = claims ? await loadViewer(ctx.db, claims.userId, claims.sessionId) : null;
        // The rest of this request acts as the new colleague (a `me` selection in the same payload).
        ctx.viewer = me;
        return { ...ok(), email, ...session, me };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
