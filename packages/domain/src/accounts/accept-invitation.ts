import { z } from 'zod';

/** The password rule of spec/trading.md §5: 8+ characters, a digit, no spaces. */
export const INVITATION_PASSWORD_MIN = 8;

/**
 * Shared by the invitation page's form and the invitationAccept mutation; messages are error codes that each side
 * translates. The stores chosen must be among those the invitation offers: the server checks that part.
 */
export const acceptInvitationSchema = z
  .object({
    token: z.string().trim().min(1, 'INVITATION_INVALID').max(200, 'INVITATION_INVALID'),
    name: z
      .string()
      .transform((s) => s.normalize('NFC').replace(/\s+/gu, ' ').trim())
      .pipe(z.string().min(1, 'REQUIRED').max(100, 'NAME_TOO_LONG')),
    password: z
      .string()
      .min(1, { message: 'REQUIRED', abort: true })
      .min(INVITATION_PASSWORD_MIN, { message: 'PASSWORD_TOO_SHORT', abort: true })
      .max(200, { message: 'PASSWORD_TOO_LONG', abort: true })
      .refine((p) => !/\s/u.test(p), { message: 'PASSWORD_HAS_SPACE', abort: true })
      .refine((p) => /\d/u.test(p), 'PASSWORD_NEEDS_DIGIT'),
    confirmPassword: z.string(),
    storeIds: z.array(z.string()).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'PASSWORD_MISMATCH', path: ['confirmPassword'] });

export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
