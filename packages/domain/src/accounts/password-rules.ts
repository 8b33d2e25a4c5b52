import { z } from 'zod';
import { isValidEmail } from './login-id';

z.config({ jitless: true });

/** spec/trading.md §5: at least 8 characters, at least one digit, no spaces. */
export const PASSWORD_MIN_LENGTH = 8;
/** Above this a password is refused before hashing (argon2 of megabytes is a denial of service). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The error codes of a new password, in the order they are reported (one at a time, the first that applies):
 * REQUIRED, PASSWORD_TOO_SHORT, PASSWORD_HAS_SPACES, PASSWORD_NEEDS_DIGIT, PASSWORD_TOO_LONG.
 */
export type PasswordRuleCode =
  | 'REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_HAS_SPACES'
  | 'PASSWORD_NEEDS_DIGIT'
  | 'PASSWORD_TOO_LONG';

/** The first rule of spec/trading.md §5 a new password breaks, or null when it is acceptable. */
export function checkPassword(password: string): PasswordRuleCode | null {
  if (password.length === 0) return 'REQUIRED';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  // Any white space, not only U+0020: a tab or a no-break space pasted from a document is as invisible.
  if (/\s/u.test(password)) return 'PASSWORD_HAS_SPACES';
  if (!/[0-9]/.test(password)) return 'PASSWORD_NEEDS_DIGIT';
  return null;
}

/** A new password (never trimmed: what the user typed is what they will type at sign-in). */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const code = checkPassword(value);
  if (code) ctx.addIssue({ code: 'custom', message: code });
});

const confirmation = z.string();

function confirmMatches<T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.confirmPassword.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['confirmPassword'] });
  } else if (value.confirmPassword !== value.password) {
    // "Your confirm password is not correct!"
    ctx.addIssue({ code: 'custom', message: 'PASSWORD_CONFIRM_MISMATCH', path: ['confirmPassword'] });
  }
}

/** /forgot-password and meForgetPassword. */
export const forgetPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED', abort: true })
    .max(254, { message: 'INVALID_EMAIL', abort: true })
    .refine(isValidEmail, 'INVALID_EMAIL')
    .transform((v) => v.toLowerCase()),
});
export type ForgetPasswordInput = z.input<typeof forgetPasswordSchema>;

/** /reset-password and meResetPassword: the token of the mailed link, the new password and its confirmation. */
export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, 'RESET_TOKEN_INVALID').max(200, 'RESET_TOKEN_INVALID'),
    password: newPasswordSchema,
    confirmPassword: confirmation,
  })
  .superRefine(confirmMatches);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The change-password form and meUpdatePassword: the current password, the new one and its confirmation. */
export const updatePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'REQUIRED').max(PASSWORD_MAX_LENGTH, 'CURRENT_PASSWORD_WRONG'),
    password: newPasswordSchema,
    confirmPassword: confirmation,
  })
  .superRefine((value, ctx) => {
    confirmMatches(value, ctx);
    if (value.password.length > 0 && value.password === value.currentPassword) {
      ctx.addIssue({ code: 'custom', message: 'PASSWORD_SAME_AS_CURRENT', path: ['password'] });
    }
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** The first problem of a parse as { field, code }: how the server reports it and the form shows it. */
export function firstIssue(error: z.ZodError): { field: string; code: string } {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? ''), code: issue?.message ?? 'REQUIRED' };
}
