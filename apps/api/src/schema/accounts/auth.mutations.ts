import { COOKIES, DomainError } from '@chobep/domain';
import { formatWait } from '@chobep/domain/accounts/sign-in-limits';
import { clearSessionCookies, setDeviceCookie, setSessionCookies } from '../../auth/cookies';
import { builder } from '../../builder';
import type { Viewer } from '../../services/accounts/load-viewer';
import { loadViewer } from '../../services/accounts/load-viewer';
import { RenewalError, renewSession } from '../../services/accounts/renew-session';
import { signIn } from '../../services/accounts/sign-in';
import { signOut } from '../../services/accounts/sign-out';
import {
  failed,
  fromDomainError,
  MutationPayload,
  ok,
  type PayloadShape,
  UserError,
  userError,
} from '../shared/payload';
import { MeRef } from './me.type';

interface AuthPayloadShape extends PayloadShape {
  accessToken?: string;
  accessTokenExpiresAt?: Date;
  rememberToken?: string;
  me?: Viewer | null;
  subcode?: number;
}

const AuthPayload = builder.objectRef<AuthPayloadShape>('AuthPayload').implement({
  description: 'Tokens are also set as httpOnly cookies for the web app; other clients use them as Bearer tokens.',
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    accessToken: t.string({ nullable: true, resolve: (p) => p.accessToken ?? null }),
    accessTokenExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.accessTokenExpiresAt ?? null }),
    rememberToken: t.string({ nullable: true, resolve: (p) => p.rememberToken ?? null }),
    me: t.field({ type: MeRef, nullable: true, resolve: (p) => p.me ?? null }),
  }),
});

const MeReloginPayload = builder.objectRef<AuthPayloadShape>('MeReloginPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    subcode: t.int({
      nullable: true,
      description: '6101: invalid or expired; 6102: reused (the session was revoked). Both mean: drop stored tokens.',
      resolve: (p) => p.subcode ?? null,
    }),
    accessToken: t.string({ nullable: true, resolve: (p) => p.accessToken ?? null }),
    accessTokenExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.accessTokenExpiresAt ?? null }),
    rememberToken: t.string({ nullable: true, resolve: (p) => p.rememberToken ?? null }),
  }),
});

const MeLoginInput = builder.inputType('MeLoginInput', {
  fields: (t) => ({
    login: t.string({ required: true, description: 'Email or phone number.' }),
    password: t.string({ required: true }),
    rememberMe: t.boolean({ defaultValue: false }),
  }),
});

const MeReloginInput = builder.inputType('MeReloginInput', {
  fields: (t) => ({
    rememberToken: t.string({ description: 'Omitted by the web app, which sends the httpOnly cookie instead.' }),
  }),
});

builder.mutationFields((t) => ({
  meLogin: t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: MeLoginInput, required: true }) },
    resolve: async (_root, { input }, ctx): Promise<AuthPayloadShape> => {
      try {
        const result = await signIn(ctx.db, ctx.tokens, {
          login: input.login,
          password: input.password,
          rememberMe: input.rememberMe ?? false,
          clientAddress: ctx.clientAddress,
          deviceToken: ctx.req.cookies[COOKIES.device],
        });
        setSessionCookies(ctx.reply, { secure: ctx.secureCookies }, result);
        setDeviceCookie(ctx.reply, { secure: ctx.secureCookies }, result.deviceToken);
        const claims = await ctx.tokens.verifyAccess(result.accessToken);
        const me = claims ? await loadViewer(ctx.db, claims.userId, claims.sessionId) : null;
        // The rest of this request acts as the new user (e.g. a `me` selection in the same payload).
        ctx.viewer = me;
        return { ...ok(), ...result, me };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'TOO_MANY_ATTEMPTS') {
          // The same answer whether or not the account exists: only the wait differs.
          const wait = formatWait(Number(error.params.retryAfterMs), ctx.lang);
          return failed(userError('TOO_MANY_ATTEMPTS', ctx.lang, null, { wait }));
        }
        return fromDomainError(error, ctx.lang);
      }
    },
  }),

  meRelogin: t.field({
    type: MeReloginPayload,
    args: { input: t.arg({ type: MeReloginInput, required: false }) },
    resolve: async (_root, { input }, ctx): Promise<AuthPayloadShape> => {
      const presented = input?.rememberToken ?? ctx.req.cookies[COOKIES.rememberToken];
      try {
        const result = await renewSession(ctx.db, ctx.tokens, presented);
        setSessionCookies(ctx.reply, { secure: ctx.secureCookies }, result);
        return { ...ok(), ...result };
      } catch (error) {
        if (error instanceof RenewalError) {
          clearSessionCookies(ctx.reply, { secure: ctx.secureCookies });
          return { ...failed(userError(error.code, ctx.lang)), subcode: error.subcode };
        }
        throw error;
      }
    },
  }),

  meLogout: t.field({
    type: MutationPayload,
    description: 'Ends the session (if any) and clears the cookies; safe to call without a session.',
    resolve: async (_root, _args, ctx) => {
      await signOut(ctx.db, {
        sessionId: ctx.viewer?.sessionId ?? ctx.supplyViewer?.sessionId,
        rememberToken: ctx.req.cookies[COOKIES.rememberToken],
      });
      clearSessionCookies(ctx.reply, { secure: ctx.secureCookies });
      return ok();
    },
  }),
}));
