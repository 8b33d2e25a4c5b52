import { z } from 'zod';
import { isStorableText } from '../text/storable-text';
import { isValidPhone, normalizePhone } from './login-id';

z.config({ jitless: true });

/** Longest name a user may give themselves (the header shows it cut; the database keeps it whole). */
export const PROFILE_NAME_MAX = 100;

/**
 * The account page's form and `meUpdate` (spec/trading.md §7): name (required), phone (optional; Vietnamese
 * numbers, stored as 0xxxxxxxxx so that +84 90… and 090… are one number for the uniqueness check) and language.
 * Messages are error codes; each side translates them with the field's label.
 */
export const profileSchema = z.object({
  name: z
    .string()
    .transform((v) => v.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { message: 'REQUIRED', abort: true })
        .max(PROFILE_NAME_MAX, 'TEXT_TOO_LONG')
        .refine(isStorableText, 'INVALID_TEXT'),
    ),
  telephone: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPhone(v), 'INVALID_PHONE')
    .transform((v) => (v === '' ? null : normalizePhone(v))),
  lang: z.enum(['vi', 'en'], { message: 'INVALID_LANGUAGE' }),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
