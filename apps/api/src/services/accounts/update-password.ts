import { type Db, sessions, users } from '@chobep/db';
import { DomainError, updatePasswordSchema } from '@chobep/domain';
import { SIGN_IN_LIMITS } from '@chobep/domain/accounts/sign-in-limits';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { publishSessionsEnded } from '../notifications/live-events';
import { presentedDeviceToken } from './known-devices';
import { reserveAttempt, settleSuccess } from './login-throttle';
import { forgetSignInHistory, passwordInputError } from './reset-password';
import { endAllSessions } from './sessions';

export interface UpdatePasswordInput {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * meUpdatePassword: the current password (checked under the sign-in rule's counter of its own, so a stolen session
 * cannot guess it faster than a sign-in could) and a new one under the rules of spec/trading.md §5. Every other
 * session of the user ends (their open streams too) and its remember tokens are revoked; the session making the
 * change stays open. The user's other known browsers are forgotten, this one kept.
 */
export async function updatePassword(
  db: Db,
  viewer: { userId: string; sessionId: string },
  input: UpdatePasswordInput,
  deviceToken?: string | null,
  now = new Date(),
): Promise<void> {
  const parsed = updatePasswordSchema.safeParse(input);
  if (!parsed.success) throw passwordInputError(parsed.error);

  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.userId));
  if (!user) throw new DomainError('UNAUTHENTICATED');
  const reservation = await reserveAttempt(
    db,
    [{ key: `password-change:${viewer.userId}`, rule: SIGN_IN_LIMITS.account, onSuccess: 'clear' }],
    now,
  );
  if (!reservation.granted) {
    throw new DomainError('TOO_MANY_ATTEMPTS', 'currentPassword', { retryAfterMs: reservation.retryAfterMs });
  }
  const ok = await verify(user.passwordHash, parsed.data.currentPassword).catch(() => false);
  if (!ok) throw new DomainError('CURRENT_PASSWORD_WRONG', 'currentPassword');
  await settleSuccess(db, reservation.keys);
  const passwordHash = await hash(parsed.data.password);

  const device = presentedDeviceToken(deviceToken);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, viewer.userId));
    const [current] = await tx
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.id, viewer.sessionId));
    const others = await endAllSessions(tx, viewer.userId, now, {
      sessionId: viewer.sessionId,
      familyId: current?.familyId ?? null,
    });
    await forgetSignInHistory(tx, viewer.userId, device ? hashToken(device) : undefined);
    return others;
  });
  await publishSessionsEnded(db, ended);
}
