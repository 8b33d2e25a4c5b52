import { DomainError, isUuid, type Language, signUpMessage } from '@chobep/domain';
import { formatWait } from '@chobep/domain/accounts/sign-in-limits';
import { builder } from '../../builder';
import { checkEmail } from '../../services/buyers/check-email';
import { createAccount, SignUpInvalid } from '../../services/buyers/create-account';
import { reviewSignUp } from '../../services/buyers/review-sign-ups';
import { campaignSourceOf } from '../platform/campaign-source.type';
import { BuyerStatusEnum } from '../shared/enums';
import {
  failed,
  fromDomainError,
  MutationPayload,
  ok,
  type PayloadShape,
  UserError,
  userError,
} from '../shared/payload';
import { BuyerCreateAccountInput } from './sign-up.type';

interface CreateAccountShape extends PayloadShape {
  buyerId?: string;
  email?: string;
}

const BuyerCreateAccountPayload = builder.objectRef<CreateAccountShape>('BuyerCreateAccountPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    buyerId: t.id({ nullable: true, resolve: (p) => p.buyerId ?? null }),
    email: t.string({ nullable: true, resolve: (p) => p.email ?? null }),
    status: t.field({
      type: BuyerStatusEnum,
      nullable: true,
      description: 'PENDING: the company waits for our approval before its owner can sign in.',
      resolve: (p) => (p.success ? 'PENDING' : null),
    }),
  }),
});

interface CheckEmailShape extends PayloadShape {
  available?: boolean;
}

const CheckEmailPayload = builder.objectRef<CheckEmailShape>('CheckEmailPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    available: t.boolean({
      nullable: true,
      description: 'True when no account uses the e-mail yet.',
      resolve: (p) => p.available ?? null,
    }),
  }),
});

/** Sign-up failures: every field problem at once, a wait in words, other coded errors as usual. */
function signUpFailure(error: unknown, lang: Language): PayloadShape {
  if (error instanceof SignUpInvalid)
    return failed(
      ...error.issues.map((i) => ({ field: i.field, code: i.code, message: signUpMessage(i.code, i.field, lang) })),
    );
  if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS')
    return failed(
      userError('TOO_MANY_REQUESTS', lang, null, { wait: formatWait(Number(error.params.retryAfterMs), lang) }),
    );
  return fromDomainError(error, lang);
}

builder.mutationFields((t) => ({
  checkEmail: t.field({
    type: CheckEmailPayload,
    description: 'Whether an e-mail is free for a sign-up. Limited per client address (TOO_MANY_REQUESTS).',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx): Promise<CheckEmailShape> => {
      try {
        return { ...ok(), available: await checkEmail(ctx.db, args.email, ctx.clientAddress) };
      } catch (error) {
        return signUpFailure(error, ctx.lang);
      }
    },
  }),

  buyerCreateAccount: t.field({
    type: BuyerCreateAccountPayload,
    description:
      'Signs a new company up with its business setup and its owner (every permission, the owner group). The ' +
      'company waits for approval by our operators: until then its owner’s sign-in answers ACCOUNT_NOT_APPROVED. ' +
      'Every invalid field is a userError; EMAIL_TAKEN, PHONE_TAKEN; limited per client address (TOO_MANY_REQUESTS).',
    args: { input: t.arg({ type: BuyerCreateAccountInput, required: true }) },
    resolve: async (_r, { input }, ctx): Promise<CreateAccountShape> => {
      const { submissionId, campaignSource, ...form } = input;
      const id = submissionId == null ? null : String(submissionId);
      if (id !== null && !isUuid(id)) return failed(userError('INVALID_TEXT', ctx.lang, 'submissionId'));
      try {
        const created = await createAccount(ctx.db, {
          form,
          submissionId: id,
          campaignSource: campaignSourceOf(campaignSource),
          lang: ctx.lang,
          clientAddress: ctx.clientAddress,
        });
        return { ...ok(), buyerId: created.buyerId, email: created.email };
      } catch (error) {
        return signUpFailure(error, ctx.lang);
      }
    },
  }),

  supplyBuyerApprove: t.withAuth({ supply: true }).field({
    type: MutationPayload,
    description: 'Approves a company waiting for review: its users may sign in. Operators only.',
    args: { buyerId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await reviewSignUp(ctx.db, ctx.supplyViewer, String(args.buyerId), { approve: true });
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),

  supplyBuyerReject: t.withAuth({ supply: true }).field({
    type: MutationPayload,
    description:
      'Rejects a company waiting for review, with a reason (REASON_REQUIRED) its owner reads at sign-in. Operators only.',
    args: { buyerId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await reviewSignUp(ctx.db, ctx.supplyViewer, String(args.buyerId), { approve: false, reason: args.reason });
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
