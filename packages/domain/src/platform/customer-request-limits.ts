/**
 * What the contact and request forms (validate-customer-request.ts) show and count, without zod: the web forms read
 * these as they render and load the schemas only when they are first used.
 */

/** Who is writing to us (the contact form's required "who are you"). */
export const CONTACT_WHO = ['RESTAURANT', 'HOTEL', 'CAFE', 'CANTEEN', 'RETAIL', 'SUPPLIER', 'OTHER'] as const;
export type ContactWho = (typeof CONTACT_WHO)[number];

export const CUSTOMER_REQUEST_KINDS = [
  'CONTACT_US',
  'CONTACT_REQUEST',
  'KEEP_IN_TOUCH',
  'PRODUCT_REQUEST',
  'ERROR_REPORT',
] as const;
export type CustomerRequestKind = (typeof CUSTOMER_REQUEST_KINDS)[number];

export const REQUEST_LIMITS = {
  name: 100,
  companyName: 200,
  email: 254,
  message: 2000,
  productName: 200,
  link: 500,
  pageUrl: 500,
} as const;
