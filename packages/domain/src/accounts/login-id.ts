/**
 * Email and phone checks of the sign-in field, without zod: the error screen's feedback form uses
 * them in the browser on every page, where zod would add 30 kB (compressed) to the shared bundle.
 */

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
