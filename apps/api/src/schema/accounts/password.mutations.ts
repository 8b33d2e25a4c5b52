import { COOKIES, DomainError } from '@chobep/domain';
import { formatWait } from '@chobep/domain/accounts/sign-in-limits';
import { clearSessionCookies } from '../../auth/cookies';
import { builder } from '../../builder';
import { forgetPassword } from '../../services/accounts/forget-password';
import { resetPassword } from '../../services/accounts/reset-password';
import { updatePassword } from '../../services/accounts/update-password';
import { mailLinkOrigin } from '../../services/platform/mail/mail-links';
import { failed, fromDomainError, MutationPayload, ok, type PayloadShape, userError } from '../shared/payload';

const MeForgetPasswordInput = builder.inputType('MeForgetPasswordInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const MeResetPasswordInput = builder.inputType('MeResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the mailed /reset-password link.' }),
    password: t.string({ required: true, description: '8+ characters, a digit, no spaces.' }),
    confirmPassword: t.string({ required: true }),
  }),
});

const MeUpdatePasswordInput = builder.inputType('MeUpdatePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    password: t.string({ required: true, description: '8+ characters, a digit, no spaces.' }),
    confirmPassword: t.string({ required: true }),
  }),
});

/** A refused rate says how long to wait, in the request's language. */
function withWait(error: unknown, lang: 'vi' | 'en'): PayloadShape {
  if (
    error instanceof DomainError &&
    (error.code === 'TOO_MANY_RESET_REQUESTS' || error.code === 'TOO_MANY_ATTEMPTS')
  ) {
    const wait = formatWait(Number(error.params.retryAfterMs), lang);
    return failed(userError(error.code, lang, error.field, { wait }));
  }
  return fromDomainError(error, lang);
}

builder.mutationFields((t) => ({
  meForgetPassword: t.field({
    type: MutationPayload,
    description:
      'Mails a single-use link to /reset-password (valid one hour) when the e-mail belongs to an active account. ' +
      'The answer is the same whether or not it does; requests are rate-limited per e-mail and per client address.',
    args: { input: t.arg({ type: MeForgetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        await forgetPassword(ctx.db, {
          email: input.email,
          clientAddress: ctx.clientAddress,
          siteOrigin: mailLinkOrigin(ctx),
        });
        return ok();
      } catch (error) {
        return withWait(error, ctx.lang);
      }
    },
  }),

  meResetPassword: t.field({
    type: MutationPayload,
    description:
      'Sets a new password with the token of a reset link (once, before it expires). Every session and remember ' +
      'token of the user ends.',
    args: { input: t.arg({ type: MeResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { userId } = await resetPassword(ctx.db, input);
        // The user's sessions have ended: this browser's cookies of that user are dropped too.
        if (ctx.viewer?.userId === userId) {
          clearSessionCookies(ctx.reply, { secure: ctx.secureCookies });
        }
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),

  meUpdatePassword: t.withAuth({ loggedIn: true }).field({
    type: MutationPayload,
    description:
      'Changes the password: the current one is required. Every other session of the user is signed out; this one stays.',
    args: { input: t.arg({ type: MeUpdatePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        await updatePassword(ctx.db, ctx.viewer, input, ctx.req.cookies[COOKIES.device]);
        return ok();
      } catch (error) {
        return withWait(error, ctx.lang);
      }
    },
  }),
}));
