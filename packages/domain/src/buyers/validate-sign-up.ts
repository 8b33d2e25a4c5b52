import { z } from 'zod';
import { isValidEmail, isValidPhone, normalizePhone } from '../accounts/login-id';
import { checkPassword } from '../accounts/password-rules';
import type { Language } from '../platform/constants';
import { type ErrorCode, fieldLabel, translateError } from '../platform/errors';
import { isStorableText } from '../text/storable-text';
import {
  ACQUISITION_SOURCES,
  BUSINESS_CATEGORIES,
  BUSINESS_TYPES,
  CUSTOMER_TIERS,
  FOOD_DELIVERY_PREFIXES,
  HUBSPOT_PREFIX,
  PRIORITY_LEVELS,
  ROLE_LABELS,
  SIGN_UP_PROVINCES,
} from './business-setup';
import { SIGN_UP_MAX_LENGTHS } from './sign-up-fields';

// See validate-sign-in.ts: the web app's CSP has no 'unsafe-eval'.
z.config({ jitless: true });

// The limits live apart from zod and the error catalogue, so the form shows them without loading either.
export { SIGN_UP_MAX_LENGTHS } from './sign-up-fields';

/** The fields only the internal sign-up (a member of our sales team, ?createdBy=…) fills in. */
export const INTERNAL_SIGN_UP_FIELDS = [
  'hubspotUrl',
  'priorityLevel',
  'salePic',
  'team',
  'regionalGroup',
  'customerTier',
] as const;

/** Trimmed, NFC; blank is "not given". */
const text = (field: keyof typeof SIGN_UP_MAX_LENGTHS) =>
  z
    .string({ error: 'REQUIRED' })
    .transform((v) => v.normalize('NFC').trim())
    .refine(isStorableText, 'INVALID_TEXT')
    .refine((v) => v.length <= SIGN_UP_MAX_LENGTHS[field], 'TEXT_TOO_LONG');

const required = (field: keyof typeof SIGN_UP_MAX_LENGTHS) => text(field).refine((v) => v.length > 0, 'REQUIRED');

/** Optional text: absent, null and blank all become null. */
const optional = (field: keyof typeof SIGN_UP_MAX_LENGTHS) =>
  text(field)
    .nullish()
    .transform((v) => (v ? v : null));

/** A code of one of the business-setup tables; '' (an untouched select) is "not chosen". */
const choice = <T extends Record<string, unknown>>(table: T) =>
  z
    .string({ error: 'REQUIRED' })
    .refine((v) => v !== '', 'REQUIRED')
    .refine((v): v is keyof T & string => Object.hasOwn(table, v), 'INVALID_CHOICE')
    .transform((v) => v as keyof T & string);

const optionalChoice = <T extends Record<string, unknown>>(table: T) =>
  z
    .string()
    .nullish()
    .refine((v) => !v || Object.hasOwn(table, v), 'INVALID_CHOICE')
    .transform((v) => (v ? (v as keyof T & string) : null));

/** "HH:MM", 00:00–23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalTime = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || TIME.test(v), 'INVALID_TIME');

/** 10 digits, or 10 digits, a hyphen and 3 (a branch); spaces and dots typed between groups are dropped. */
const TAX_CODE = /^\d{10}(-\d{3})?$/;

/**
 * The sign-up (buyerCreateAccount) with every business setup field of spec/trading.md §3 and the validation of §5.
 * Shared by the /signup form and the API: messages are error codes, turned into text with the field's label by
 * `signUpMessage`. Blank optional fields come out as null; the phone as 0xxxxxxxxx, e-mails in lower case.
 */
export const signUpSchema = z
  .object({
    // The account: its owner signs in with this e-mail or phone.
    representativeName: required('representativeName'),
    role: choice(ROLE_LABELS),
    email: required('email')
      .refine(isValidEmail, 'INVALID_EMAIL')
      .transform((v) => v.toLowerCase()),
    telephone: required('telephone').refine(isValidPhone, 'INVALID_PHONE').transform(normalizePhone),
    password: z.string({ error: 'REQUIRED' }).superRefine((v, ctx) => {
      // The one password rule of spec/trading.md §5, as the reset and the invitation use it.
      const code = checkPassword(v);
      if (code) ctx.addIssue({ code: 'custom', message: code, input: v });
    }),
    confirmPassword: z.string({ error: 'REQUIRED' }),

    // The business.
    businessName: required('businessName'),
    businessType: choice(BUSINESS_TYPES),
    businessCategory: choice(BUSINESS_CATEGORIES),
    branchCount: z
      .number({ error: 'INVALID_BRANCH_COUNT' })
      .nullish()
      .refine((v) => v == null || (Number.isInteger(v) && v >= 1 && v <= 10_000), 'INVALID_BRANCH_COUNT')
      .transform((v) => v ?? null),
    taxCode: optional('taxCode')
      .transform((v) => (v ? v.replace(/[\s.]/g, '') : null))
      .refine((v) => v === null || TAX_CODE.test(v), 'INVALID_TAX_CODE'),

    // Where it is.
    provinceCode: choice(SIGN_UP_PROVINCES),
    district: required('district'),
    ward: required('ward'),
    address: required('address'),

    openTime: optionalTime,
    closeTime: optionalTime,
    foodDeliveryUrl: optional('foodDeliveryUrl').refine(
      (v) => v === null || FOOD_DELIVERY_PREFIXES.some((prefix) => v.startsWith(prefix) && v.length > prefix.length),
      'FOOD_DELIVERY_LINK_INVALID',
    ),
    acquisitionSource: choice(ACQUISITION_SOURCES),
    acquisitionSourceOther: optional('acquisitionSourceOther'),
    eInvoiceEmail: optional('eInvoiceEmail')
      .refine((v) => v === null || isValidEmail(v), 'INVALID_EMAIL')
      .transform((v) => v?.toLowerCase() ?? null),

    // The internal sign-up: who of our staff filled it in, and what sales keeps about the customer.
    createdBy: optional('createdBy').refine((v) => v === null || /^[\p{L}\p{N}._@+-]+$/u.test(v), 'INVALID_CREATED_BY'),
    hubspotUrl: optional('hubspotUrl').refine(
      (v) => v === null || (v.startsWith(HUBSPOT_PREFIX) && v.length > HUBSPOT_PREFIX.length),
      'HUBSPOT_LINK_INVALID',
    ),
    priorityLevel: optionalChoice(PRIORITY_LEVELS),
    salePic: optional('salePic'),
    team: optional('team'),
    regionalGroup: optional('regionalGroup'),
    customerTier: optionalChoice(CUSTOMER_TIERS),
  })
  // Across fields. Run even when other fields failed (`when`), so the form shows every problem at once; the values
  // of fields that failed may be raw input here, hence the type checks.
  .check(
    z.superRefine(
      (v: Record<string, unknown>, ctx) => {
        const at = (field: string, message: ErrorCode) =>
          ctx.addIssue({ code: 'custom', path: [field], message, input: v[field] });
        if (v.confirmPassword === '' || v.confirmPassword == null) at('confirmPassword', 'REQUIRED');
        else if (v.confirmPassword !== v.password) at('confirmPassword', 'PASSWORD_CONFIRM_MISMATCH');
        const category = typeof v.businessCategory === 'string' ? v.businessCategory : '';
        if (
          Object.hasOwn(BUSINESS_CATEGORIES, category) &&
          typeof v.businessType === 'string' &&
          Object.hasOwn(BUSINESS_TYPES, v.businessType) &&
          BUSINESS_CATEGORIES[category as keyof typeof BUSINESS_CATEGORIES].type !== v.businessType
        )
          at('businessCategory', 'CATEGORY_NOT_OF_TYPE');
        const other = typeof v.acquisitionSourceOther === 'string' ? v.acquisitionSourceOther.trim() : '';
        if (v.acquisitionSource === 'OTHER' && !other) at('acquisitionSourceOther', 'REQUIRED');
        // Opening hours: both or neither (a bar may close after midnight, so close may be "before" open).
        const open = typeof v.openTime === 'string' && v.openTime.trim() !== '';
        const close = typeof v.closeTime === 'string' && v.closeTime.trim() !== '';
        if (open && !close) at('closeTime', 'REQUIRED');
        if (close && !open) at('openTime', 'REQUIRED');
      },
      { when: () => true },
    ) as never,
  )
  .transform((v) => {
    const { confirmPassword: _confirm, ...rest } = v;
    const region = SIGN_UP_PROVINCES[v.provinceCode].region;
    const acquisitionSourceOther = v.acquisitionSource === 'OTHER' ? v.acquisitionSourceOther : null;
    // What sales keeps about a customer is theirs to write: a public sign-up (no createdBy) cannot set it.
    if (!v.createdBy) {
      return {
        ...rest,
        region,
        acquisitionSourceOther,
        hubspotUrl: null,
        priorityLevel: null,
        salePic: null,
        team: null,
        regionalGroup: null,
        customerTier: null,
      };
    }
    return { ...rest, region, acquisitionSourceOther };
  });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type SignUpField = Exclude<keyof SignUpInput, never>;

/** The message of one sign-up issue in the reader's language: the field's label and, for lengths, the limit. */
export function signUpMessage(code: string, field: string, lang: Language): string {
  const max = (SIGN_UP_MAX_LENGTHS as Record<string, number>)[field];
  const params: Record<string, string | number> = { field: fieldLabel(field, lang) };
  if (max !== undefined) params.max = max;
  return translateError(code as ErrorCode, lang, params);
}

/** Every issue of a failed parse, one per field (the first of each), in the form's order. */
export function signUpIssues(error: z.ZodError): Array<{ field: string; code: ErrorCode }> {
  const seen = new Set<string>();
  const issues: Array<{ field: string; code: ErrorCode }> = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'email');
    if (seen.has(field)) continue;
    seen.add(field);
    // A value of the wrong type (null for a required text) is "must not be empty" to a person.
    const code = /^[A-Z_]+$/.test(issue.message) ? (issue.message as ErrorCode) : 'REQUIRED';
    issues.push({ field, code });
  }
  return issues;
}
