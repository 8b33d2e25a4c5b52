import { z } from 'zod';
import { isValidEmail, isValidPhone, normalizePhone } from '../accounts/login-id';
import { CONTACT_WHO, REQUEST_LIMITS } from './customer-request-limits';

// Object parsers without `new Function` (the web app's CSP has no 'unsafe-eval'; see validate-sign-in.ts).
z.config({ jitless: true });

/**
 * The contact and request forms of issue 15 point 7 (spec/trading.md §2, §5, §7): `writeContactUsInfo` (/contact-us),
 * `customerContactRequest` (talk to sales about a product), `submitKeepInTouchForm` (stay informed),
 * `createNewProductRequest` (a product we do not sell yet) and the error screen's report. One schema per form,
 * shared by the form and the server; messages are error codes (REQUIRED gets the field label on each side).
 *
 * Every form also carries `website`, a honeypot: a field people never see (hidden from view and from assistive
 * technology) that form-filling bots fill in. A filled honeypot is answered as a success and nothing is stored.
 */

// The lists and limits live apart from zod, so a form can show them without loading the schema (lazyZodResolver).
export {
  CONTACT_WHO,
  type ContactWho,
  CUSTOMER_REQUEST_KINDS,
  type CustomerRequestKind,
  REQUEST_LIMITS,
} from './customer-request-limits';

/** Text as stored: NFC, trimmed. */
const required = (max: number) =>
  z
    .string()
    .transform((v) => v.normalize('NFC').trim())
    .pipe(z.string().min(1, { message: 'REQUIRED', abort: true }).max(max, 'TEXT_TOO_LONG'));

/** An optional field: absent, null (GraphQL) and blank all mean "not given" (null). */
const given = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());

const optional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').normalize('NFC').trim())
    .pipe(z.string().max(max, 'TEXT_TOO_LONG'))
    .transform((v) => (v ? v : null));

const phoneRequired = z
  .string()
  .trim()
  .min(1, { message: 'REQUIRED', abort: true })
  .refine(isValidPhone, 'INVALID_PHONE')
  .transform(normalizePhone);

const phoneOptional = given
  .refine((v) => !v || isValidPhone(v), 'INVALID_PHONE')
  .transform((v) => (v ? normalizePhone(v) : null));

const emailRequired = z
  .string()
  .trim()
  .min(1, { message: 'REQUIRED', abort: true })
  .max(REQUEST_LIMITS.email, 'INVALID_EMAIL')
  .refine(isValidEmail, 'INVALID_EMAIL')
  .transform((v) => v.toLowerCase());

const emailOptional = given
  .refine((v) => v.length <= REQUEST_LIMITS.email && (!v || isValidEmail(v)), 'INVALID_EMAIL')
  .transform((v) => (v ? v.toLowerCase() : null));

/** A reference link: http(s) only (no javascript: or data: links in an operator's page). */
const linkOptional = given
  .pipe(z.string().max(REQUEST_LIMITS.link, 'TEXT_TOO_LONG'))
  .refine((v) => !v || isHttpUrl(v), 'INVALID_LINK')
  .transform((v) => (v ? v : null));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The honeypot: any text; a non-blank value marks the request as a bot's. */
const honeypot = z.string().nullish();

export const contactUsSchema = z.object({
  whoAreYou: z.enum(CONTACT_WHO, { message: 'REQUIRED' }),
  name: required(REQUEST_LIMITS.name),
  phone: phoneRequired,
  email: emailOptional,
  companyName: optional(REQUEST_LIMITS.companyName),
  message: optional(REQUEST_LIMITS.message),
  website: honeypot,
});

export const customerContactRequestSchema = z.object({
  name: required(REQUEST_LIMITS.name),
  phone: phoneRequired,
  /** The product the customer asked about (an exclusive product's talk-to-sales), when any. */
  productId: z.string().trim().uuid('NOT_FOUND').optional().nullable(),
  message: optional(REQUEST_LIMITS.message),
  website: honeypot,
});

export const keepInTouchSchema = z.object({
  email: emailRequired,
  name: optional(REQUEST_LIMITS.name),
  phone: phoneOptional,
  website: honeypot,
});

export const productRequestSchema = z.object({
  productName: required(REQUEST_LIMITS.productName),
  link: linkOptional,
  phone: phoneOptional,
  message: optional(REQUEST_LIMITS.message),
  website: honeypot,
});

export const errorReportSchema = z.object({
  name: optional(REQUEST_LIMITS.name),
  email: emailOptional,
  comments: required(REQUEST_LIMITS.message),
  /** The page and the error's reference (digest), as the error screen knows them. */
  pageUrl: optional(REQUEST_LIMITS.pageUrl),
  digest: optional(100),
  website: honeypot,
});

export type ContactUsInput = z.input<typeof contactUsSchema>;
export type ContactUsData = z.output<typeof contactUsSchema>;
export type CustomerContactRequestInput = z.input<typeof customerContactRequestSchema>;
export type KeepInTouchInput = z.input<typeof keepInTouchSchema>;
export type ProductRequestInput = z.input<typeof productRequestSchema>;
export type ErrorReportInput = z.input<typeof errorReportSchema>;

/** A filled honeypot: answered as a success, never stored. */
export function isBotSubmission(input: { website?: string | null | undefined }): boolean {
  return typeof input.website === 'string' && input.website.trim() !== '';
}

export type RequestIssueCode =
  | 'REQUIRED'
  | 'TEXT_TOO_LONG'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE'
  | 'INVALID_LINK'
  | 'NOT_FOUND';
const ISSUE_CODES: readonly RequestIssueCode[] = [
  'REQUIRED',
  'TEXT_TOO_LONG',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_LINK',
  'NOT_FOUND',
];

/** Each invalid field once, with its code (the first problem found), in the order of the form. */
export function requestIssues(error: z.ZodError): { field: string; code: RequestIssueCode }[] {
  const seen = new Set<string>();
  const issues: { field: string; code: RequestIssueCode }[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'input');
    if (seen.has(field)) continue;
    seen.add(field);
    const code = ISSUE_CODES.find((c) => c === issue.message) ?? 'REQUIRED';
    issues.push({ field, code });
  }
  return issues;
}

/** Labels of the request forms' fields, for "{field} must not be empty" (vi and en). */
export const REQUEST_FIELD_LABELS = {
  whoAreYou: { vi: 'Bạn là ai', en: 'Who are you' },
  name: { vi: 'Họ và tên', en: 'Full name' },
  phone: { vi: 'Số điện thoại', en: 'Phone number' },
  email: { vi: 'Email', en: 'Email' },
  companyName: { vi: 'Tên doanh nghiệp', en: 'Business name' },
  message: { vi: 'Nội dung', en: 'Message' },
  productId: { vi: 'Sản phẩm', en: 'Product' },
  productName: { vi: 'Tên sản phẩm', en: 'Product name' },
  link: { vi: 'Đường dẫn tham khảo', en: 'Reference link' },
  comments: { vi: 'Nội dung', en: 'Comments' },
  pageUrl: { vi: 'Trang', en: 'Page' },
  digest: { vi: 'Mã lỗi', en: 'Error reference' },
} as const;
