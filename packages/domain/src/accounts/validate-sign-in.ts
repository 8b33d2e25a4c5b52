import { z } from 'zod';

/** Vietnamese mobile numbers: 0 or +84 followed by 9 digits; separators are ignored. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/[\s().+-]/g, '');
  if (/^84\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

export function isValidPhone(input: string): boolean {
  return /^0\d{9}$/.test(normalizePhone(input));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(input: string): boolean {
  return EMAIL.test(input.trim());
}

export type LoginId = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Sign-in accepts an email or a phone number in one field. */
export function parseLoginId(input: string): LoginId | null {
  const value = input.trim();
  if (value.includes('@')) return isValidEmail(value) ? { kind: 'email', value: value.toLowerCase() } : null;
  return isValidPhone(value) ? { kind: 'phone', value: normalizePhone(value) } : null;
}

/**
 * Shared by the sign-in form and the meLogin mutation; messages are error codes so each
 * side translates them ("REQUIRED" gets the field label).
 */
export const signInSchema = z.object({
  login: z
    .string()
    .trim()
    // abort: an empty login is reported as REQUIRED only, not also as INVALID_LOGIN_ID.
    .min(1, { message: 'REQUIRED', abort: true })
    .refine((v) => parseLoginId(v) !== null, 'INVALID_LOGIN_ID'),
  password: z.string().min(1, 'REQUIRED').max(200, 'INVALID_CREDENTIALS'),
  rememberMe: z.boolean().default(false),
});

export type SignInInput = z.infer<typeof signInSchema>;
