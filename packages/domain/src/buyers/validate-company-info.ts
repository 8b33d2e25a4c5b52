import { z } from 'zod';
import { isStorableText } from '../text/storable-text';
import { isBusinessCategory } from './business-categories';
import { COMPANY_ADDRESS_MAX, COMPANY_TEXT_MAX } from './company-info-limits';
import { isValidTaxCode } from './validate-tax-code';

z.config({ jitless: true });

// The limits live apart from zod, so the form can show them without loading the schema (lazyZodResolver).
export { COMPANY_ADDRESS_MAX, COMPANY_TEXT_MAX } from './company-info-limits';

const text = (max: number) =>
  z
    .string()
    .transform((v) => v.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max, 'TEXT_TOO_LONG').refine(isStorableText, 'INVALID_TEXT'));

/**
 * The company page's form and `companyUpdate` (spec/trading.md §3 Buyer: name, redInvoiceInfo { companyName,
 * location, mst }, businessCategory). The company name is required; the red-invoice details are optional as a whole,
 * but a tax code, when given, must be one (isValidTaxCode). Empty texts become null.
 */
export const companyInfoSchema = z.object({
  name: text(COMPANY_TEXT_MAX).pipe(z.string().min(1, 'REQUIRED')),
  businessCategory: z
    .string()
    .trim()
    .refine((v) => v === '' || isBusinessCategory(v), 'INVALID_BUSINESS_CATEGORY')
    .transform((v) => (v === '' ? null : v)),
  redInvoiceCompanyName: text(COMPANY_TEXT_MAX).transform((v) => v || null),
  redInvoiceAddress: text(COMPANY_ADDRESS_MAX).transform((v) => v || null),
  redInvoiceTaxCode: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidTaxCode(v), 'INVALID_TAX_CODE')
    .transform((v) => v || null),
});

export type CompanyInfoInput = z.input<typeof companyInfoSchema>;
export type CompanyInfo = z.output<typeof companyInfoSchema>;

/** `buyerUpdate`'s input (spec/trading.md §7: buyerId, buyerName): the company's name alone, the same rule. */
export const buyerNameSchema = z.object({ buyerName: companyInfoSchema.shape.name });
