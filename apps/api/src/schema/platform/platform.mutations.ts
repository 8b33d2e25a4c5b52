import {
  type CustomerRequestKind,
  DomainError,
  FEATURE_FLAGS,
  type Language,
  REQUEST_FIELD_LABELS,
  translateError,
} from '@chobep/domain';
import { builder } from '../../builder';
import type { Context, SupplyContext } from '../../context';
import { RequestInvalid, submitCustomerRequest } from '../../services/platform/customer-requests';
import { setFeatureFlag, setMaintenance } from '../../services/platform/platform-settings';
import { failed, fromDomainError, MutationPayload, ok, type PayloadShape, userError } from '../shared/payload';
import { campaignSourceOf } from './campaign-source.type';
import {
  ContactUsInput,
  CustomerContactRequestInput,
  ErrorReportInput,
  KeepInTouchInput,
  NewProductRequestInput,
} from './customer-request.type';
import { FeatureFlagNameEnum, MaintenancePayload } from './platform.type';

function labelOf(field: string, lang: Language): string {
  return (REQUEST_FIELD_LABELS as Record<string, Record<Language, string>>)[field]?.[lang] ?? field;
}

/** Runs one form's request; invalid fields become userErrors with the form's own field labels. */
async function submit(
  ctx: Context,
  kind: CustomerRequestKind,
  input: { campaignSource?: Parameters<typeof campaignSourceOf>[0] } & Record<string, unknown>,
): Promise<PayloadShape> {
  const { campaignSource, ...fields } = input;
  try {
    await submitCustomerRequest(
      ctx.db,
      {
        clientAddress: ctx.clientAddress,
        userId: ctx.viewer?.userId ?? ctx.supplyViewer?.userId ?? null,
        buyerId: ctx.viewer?.buyerId ?? null,
        lang: ctx.lang,
      },
      kind,
      fields,
      campaignSourceOf(campaignSource),
    );
    return ok();
  } catch (error) {
    if (error instanceof RequestInvalid) {
      return failed(
        ...error.issues.map((issue) =>
          userError(issue.code, ctx.lang, issue.field, {
            field: labelOf(issue.field, ctx.lang),
            ...(issue.max !== undefined ? { max: issue.max } : {}),
          }),
        ),
      );
    }
    return fromDomainError(error, ctx.lang);
  }
}

/** The matrix lets only operators through (access: 'operator'); this repeats it where the change is made. */
function operatorOnly(ctx: SupplyContext): PayloadShape | null {
  return ctx.supplyViewer.kind === 'OPERATOR' ? null : failed(userError('FORBIDDEN', ctx.lang));
}

builder.mutationFields((t) => ({
  writeContactUsInfo: t.field({
    type: MutationPayload,
    description:
      'The /contact-us form: who are you (required), name, phone (required), e-mail, business name, message. ' +
      'Limited per client address (TOO_MANY_REQUESTS).',
    args: { input: t.arg({ type: ContactUsInput, required: true }) },
    resolve: (_r, args, ctx) => submit(ctx, 'CONTACT_US', args.input),
  }),
  customerContactRequest: t.field({
    type: MutationPayload,
    description: 'Asks sales to call back (an exclusive product’s talk-to-sales): name and phone required.',
    args: { input: t.arg({ type: CustomerContactRequestInput, required: true }) },
    resolve: (_r, args, ctx) =>
      submit(ctx, 'CONTACT_REQUEST', { ...args.input, productId: args.input.productId?.toString() ?? null }),
  }),
  submitKeepInTouchForm: t.field({
    type: MutationPayload,
    description: 'Keep in touch: an e-mail address (required), name and phone optional.',
    args: { input: t.arg({ type: KeepInTouchInput, required: true }) },
    resolve: (_r, args, ctx) => submit(ctx, 'KEEP_IN_TOUCH', args.input),
  }),
  createNewProductRequest: t.field({
    type: MutationPayload,
    description: 'Requests a product the marketplace does not sell: product name required, link and phone optional.',
    args: { input: t.arg({ type: NewProductRequestInput, required: true }) },
    resolve: (_r, args, ctx) => submit(ctx, 'PRODUCT_REQUEST', args.input),
  }),
  submitErrorReport: t.field({
    type: MutationPayload,
    description: "The error screen's report: name, e-mail, comments (required).",
    args: { input: t.arg({ type: ErrorReportInput, required: true }) },
    resolve: (_r, args, ctx) => submit(ctx, 'ERROR_REPORT', args.input),
  }),
  maintenanceSet: t.withAuth({ supply: true }).field({
    type: MaintenancePayload,
    description: 'Turns maintenance mode on or off (operators only). The web app follows within 10 seconds.',
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const refused = operatorOnly(ctx);
      if (refused) return { ...refused, maintenance: null };
      return { ...ok(), maintenance: await setMaintenance(ctx.db, args.enabled) };
    },
  }),
  featureFlagSet: t.withAuth({ supply: true }).field({
    type: MutationPayload,
    description: 'Sets the treatment of a feature flag (operators only); one of the flag’s treatments.',
    args: {
      name: t.arg({ type: FeatureFlagNameEnum, required: true }),
      treatment: t.arg.string({ required: true }),
    },
    resolve: async (_r, args, ctx) => {
      const refused = operatorOnly(ctx);
      if (refused) return refused;
      const allowed: readonly string[] = FEATURE_FLAGS[args.name].treatments;
      if (!allowed.includes(args.treatment)) {
        return failed({
          field: 'treatment',
          code: 'INVALID_TREATMENT',
          message: `${translateError('NOT_FOUND', ctx.lang)}: ${allowed.join(', ')}`,
        });
      }
      try {
        await setFeatureFlag(ctx.db, args.name, args.treatment);
        return ok();
      } catch (error) {
        if (error instanceof DomainError) return fromDomainError(error, ctx.lang);
        throw error;
      }
    },
  }),
}));
