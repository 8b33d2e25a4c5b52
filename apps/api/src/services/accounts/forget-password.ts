import { randomBytes } from 'node:crypto';
import { type Db, passwordResetTokens, users } from '@chobep/db';
import { DomainError, firstIssue, forgetPasswordSchema, type Language } from '@chobep/domain';
import {
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_MAIL_KIND,
  passwordResetUrl,
  RESET_TOKEN_TTL_MS,
  renderPasswordResetMail,
} from '@chobep/domain/accounts/password-reset';
import { addressLimitKey } from '@chobep/domain/platform/client-address';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { enqueueMail } from '../platform/mail/enqueue-mail';
import { deliverMailSoon } from '../platform/mail/mail-dispatcher';
import { reserveAttempt } from './login-throttle';

export interface ForgetPasswordInput {
  email: string;
  /** The client's address as resolved through the trusted proxies. */
  clientAddress: string | null;
  /** The web app's origin the link points to (SITE_URL, see mail-links.ts). */
  siteOrigin: string;
}

/**
 * meForgetPassword. Counts the request against the address's and the e-mail's limits (PASSWORD_RESET_LIMITS,
 * whether or not an account has that e-mail), then, only for an active account with that e-mail, stores a new
 * single-use token (its SHA-256 hash) and writes the mail with the link in the same transaction. The caller
 * answers the same way in every case but a refused format or a refused rate, so the answer does not tell whether
 * the e-mail has an account. Returns nothing on purpose.
 */
export async function forgetPassword(db: Db, input: ForgetPasswordInput, now = new Date()): Promise<void> {
  const parsed = forgetPasswordSchema.safeParse({ email: input.email });
  if (!parsed.success) {
    const { field, code } = firstIssue(parsed.error);
    throw new DomainError(code === 'INVALID_EMAIL' ? 'INVALID_EMAIL' : 'REQUIRED', field || 'email');
  }
  const { email } = parsed.data;
  const reservation = await reserveAttempt(
    db,
    [
      {
        key: `reset-address:${addressLimitKey(input.clientAddress)}`,
        rule: PASSWORD_RESET_LIMITS.address,
        onSuccess: 'release',
      },
      { key: `reset-email:${email}`, rule: PASSWORD_RESET_LIMITS.email, onSuccess: 'clear' },
    ],
    now,
  );
  if (!reservation.granted) {
    throw new DomainError('TOO_MANY_RESET_REQUESTS', null, { retryAfterMs: reservation.retryAfterMs });
  }

  const [user] = await db
    .select({ id: users.id, name: users.name, lang: users.lang })
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'ACTIVE')))
    .limit(1);
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    const lang: Language = user.lang;
    await enqueueMail(tx, {
      to: email,
      kind: PASSWORD_RESET_MAIL_KIND,
      lang,
      ...renderPasswordResetMail({ lang, name: user.name, url: passwordResetUrl(input.siteOrigin, token) }),
    });
  });
  deliverMailSoon(db);
}
