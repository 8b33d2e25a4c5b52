import { buyerNameSchema, COMPANY_ADDRESS_MAX, COMPANY_TEXT_MAX, companyInfoSchema } from '@chobep/domain';
import { builder } from '../../builder';
import type { BuyerRow } from '../../loaders';
import { renameBuyer, updateCompany } from '../../services/buyers/update-company';
import { fromDomainError, ok, type PayloadShape, UserError } from '../shared/payload';
import { zodUserErrors } from '../shared/zod-errors';
import { BuyerRef } from './buyer.type';

const RedInvoiceInfoInput = builder.inputType('RedInvoiceInfoInput', {
  description: 'VAT ("red") invoice details; empty fields are cleared. mst: 10 digits, or 10 digits-3 digits.',
  fields: (t) => ({
    companyName: t.string({ required: false }),
    location: t.string({ required: false }),
    mst: t.string({ required: false }),
  }),
});

const CompanyUpdateInput = builder.inputType('CompanyUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    businessCategory: t.string({ required: false, description: 'A code of the business categories; empty: none.' }),
    redInvoiceInfo: t.field({ type: RedInvoiceInfoInput, required: false }),
  }),
});

const BuyerUpdateInput = builder.inputType('BuyerUpdateInput', {
  fields: (t) => ({ buyerId: t.id({ required: true }), buyerName: t.string({ required: true }) }),
});

const BuyerPayload = builder.objectRef<PayloadShape & { buyer?: BuyerRow | null }>('BuyerUpdatePayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    buyer: t.field({ type: BuyerRef, nullable: true, resolve: (p) => p.buyer ?? null }),
  }),
});

/** The field names of the form for the red-invoice part of the input. */
const FIELD_OF_INPUT: Record<string, string> = {
  redInvoiceCompanyName: 'redInvoiceInfo.companyName',
  redInvoiceAddress: 'redInvoiceInfo.location',
  redInvoiceTaxCode: 'redInvoiceInfo.mst',
};
const LIMITS = {
  name: { max: COMPANY_TEXT_MAX },
  redInvoiceCompanyName: { max: COMPANY_TEXT_MAX },
  redInvoiceAddress: { max: COMPANY_ADDRESS_MAX },
};

builder.mutationFields((t) => ({
  companyUpdate: t.withAuth({ loggedIn: true }).field({
    type: BuyerPayload,
    description:
      "The company's name, business category and red-invoice details (BUYER_INFO_EDIT). The tax code is checked " +
      '(INVALID_TAX_CODE); the category must be one of the list (INVALID_BUSINESS_CATEGORY).',
    args: { input: t.arg({ type: CompanyUpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = companyInfoSchema.safeParse({
        name: input.name,
        businessCategory: input.businessCategory ?? '',
        redInvoiceCompanyName: input.redInvoiceInfo?.companyName ?? '',
        redInvoiceAddress: input.redInvoiceInfo?.location ?? '',
        redInvoiceTaxCode: input.redInvoiceInfo?.mst ?? '',
      });
      if (!parsed.success) {
        const payload = zodUserErrors(parsed.error, ctx.lang, LIMITS);
        for (const e of payload.userErrors) {
          // The label is the form's ("Tax code"); the field is the input's path, as the client sent it.
          if (e.field && FIELD_OF_INPUT[e.field]) e.field = FIELD_OF_INPUT[e.field] ?? e.field;
        }
        return payload;
      }
      try {
        await updateCompany(ctx.db, ctx.viewer.buyerId, parsed.data);
        ctx.loaders.buyerById.clear(ctx.viewer.buyerId);
        return { ...ok(), buyer: await ctx.loaders.buyerById.load(ctx.viewer.buyerId) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  buyerUpdate: t.withAuth({ loggedIn: true }).field({
    type: BuyerPayload,
    description: "Renames the caller's own company (BUYER_INFO_EDIT); another company's id is FORBIDDEN.",
    args: { input: t.arg({ type: BuyerUpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = buyerNameSchema.safeParse({ buyerName: input.buyerName });
      if (!parsed.success) return zodUserErrors(parsed.error, ctx.lang, { buyerName: { max: COMPANY_TEXT_MAX } });
      try {
        await renameBuyer(ctx.db, ctx.viewer.buyerId, String(input.buyerId), parsed.data.buyerName);
        ctx.loaders.buyerById.clear(ctx.viewer.buyerId);
        return { ...ok(), buyer: await ctx.loaders.buyerById.load(ctx.viewer.buyerId) };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
