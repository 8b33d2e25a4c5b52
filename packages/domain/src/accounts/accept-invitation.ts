import { z } from 'zod';
import { newPasswordSchema } from './password-rules';

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
    // The one password rule of spec/trading.md §5 (password-rules.ts), as sign-up and reset use it.
    password: newPasswordSchema,
    confirmPassword: z.string(),
    storeIds: z.array(z.string()).max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'PASSWORD_CONFIRM_MISMATCH', path: ['confirmPassword'] });

export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
