import { type Db, passwordResetTokens, signInDevices, users } from '@chobep/db';
import { DomainError, type ErrorCode, firstIssue, resetPasswordSchema } from '@chobep/domain';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { publishSessionsEnded } from '../notifications/live-events';
import type { DbOrTx } from '../platform/mail/enqueue-mail';
import { endAllSessions } from './sessions';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** A zod issue of the password schemas as the DomainError the resolver maps to a userError. */
export function passwordInputError(error: Parameters<typeof firstIssue>[0]): DomainError {
  const { field, code } = firstIssue(error);
  return new DomainError(code as ErrorCode, field || null);
}

/**
 * What a new password ends (docs/decisions.md, "Passwords"): the user's known browsers, whose cookies skip the
 * sign-in counters, and those counters — a new password must not inherit a thief's device or a stranger's lock.
 */
export async function forgetSignInHistory(tx: DbOrTx, userId: string, keepDeviceHash?: string): Promise<void> {
  await tx
    .delete(signInDevices)
    .where(
      keepDeviceHash
        ? and(eq(signInDevices.userId, userId), sql`${signInDevices.deviceHash} <> ${keepDeviceHash}`)
        : eq(signInDevices.userId, userId),
    );
  await tx.execute(
    sql`delete from login_throttles where key = ${`account:${userId}`} or key like ${`device:${userId}:%`}`,
  );
}

/**
 * meResetPassword: the token of a mailed link, once and before it expires, sets a new password (the rules of
 * spec/trading.md §5). Every session and remember token of the user ends (access tokens are refused from their next
 * request, their open streams at once), every other open reset link of the user is spent, and the sign-in history
 * is forgotten. A used, expired or unknown token is RESET_TOKEN_INVALID, which does not say which.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, now = new Date()): Promise<{ userId: string }> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) throw passwordInputError(parsed.error);
  const tokenHash = hashToken(parsed.data.token);
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  // Checked before the (slow) hashing, so a wrong token costs no argon2.
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, and(eq(users.id, passwordResetTokens.userId), eq(users.status, 'ACTIVE')))
    .where(live);
  if (!found) throw new DomainError('RESET_TOKEN_INVALID', 'token');
  const passwordHash = await hash(parsed.data.password);

  const { userId, ended } = await db.transaction(async (tx) => {
    // Single use, even against two resets racing: only one UPDATE finds the token unused.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new DomainError('RESET_TOKEN_INVALID', 'token');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    const ended = await endAllSessions(tx, spent.userId, now);
    await forgetSignInHistory(tx, spent.userId);
    return { userId: spent.userId, ended };
  });
  await publishSessionsEnded(db, ended);
  return { userId };
}
