import { z } from 'zod';

import { parseLoginId } from './login-id';

export { isValidEmail, isValidPhone, type LoginId, normalizePhone, parseLoginId } from './login-id';

// Before any schema is built: zod compiles object parsers with `new Function` when it may, and its
// probe for that is reported as a violation by the web app's CSP (no 'unsafe-eval'), even though the
// refusal is caught. One small object parsed per sign-in does not need the compiled parser.
z.config({ jitless: true });

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
