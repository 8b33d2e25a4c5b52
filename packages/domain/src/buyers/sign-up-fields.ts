import type { Language } from '../platform/constants';
import { type ErrorCode, fieldLabel, translateError } from '../platform/errors';

/** Longest accepted text per field (the database keeps what the form accepts, nothing is cut). */
export const SIGN_UP_MAX_LENGTHS = {
  email: 254,
  telephone: 20,
  password: 128,
  representativeName: 100,
  businessName: 200,
  taxCode: 14,
  district: 100,
  ward: 100,
  address: 300,
  foodDeliveryUrl: 500,
  hubspotUrl: 500,
  salePic: 100,
  team: 100,
  regionalGroup: 100,
  acquisitionSourceOther: 200,
  eInvoiceEmail: 254,
  createdBy: 100,
} as const;

/** The message of one sign-up issue in the reader's language: the field's label and, for lengths, the limit. */
export function signUpMessage(code: string, field: string, lang: Language): string {
  const max = (SIGN_UP_MAX_LENGTHS as Record<string, number>)[field];
  const params: Record<string, string | number> = { field: fieldLabel(field, lang) };
  if (max !== undefined) params.max = max;
  return translateError(code as ErrorCode, lang, params);
}
