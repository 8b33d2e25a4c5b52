import { randomUUID } from 'node:crypto';
import { type Db, rememberTokens, sessions } from '@chobep/db';
import { and, eq, isNull } from 'drizzle-orm';
import {
  hashToken,
  newRememberToken,
  REMEMBER_TTL_MS,
  SESSION_ONLY_TTL_MS,
  type TokenService,
} from '../../auth/tokens';

export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  rememberToken: string;
  /** Whether the remember token should outlive the browser session. */
  persistent: boolean;
}

/** Opens a session with a new remember-token family and signs its first access token. */
export async function openSession(
  db: Db,
  tokens: TokenService,
  userId: string,
  persistent: boolean,
  now = new Date(),
): Promise<IssuedTokens> {
  const familyId = randomUUID();
  const [session] = await db.insert(sessions).values({ userId, familyId }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  const rememberToken = newRememberToken();
  await db.insert(rememberTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(rememberToken),
    expiresAt: new Date(now.getTime() + (persistent ? REMEMBER_TTL_MS : SESSION_ONLY_TTL_MS)),
  });
  const access = await tokens.signAccess({ userId, sessionId: session.id }, now.getTime());
  return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt, rememberToken, persistent };
}

export async function endSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  const [session] = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ familyId: sessions.familyId });
  if (session?.familyId) await revokeFamily(db, session.familyId, now);
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.familyId, familyId), isNull(rememberTokens.revokedAt)));
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.endedAt)));
}

/**
 * Ends every session of a user and revokes all their remember tokens: for a password change or reset
 * (none exists yet) and an "end all sessions" action. Access tokens are checked against their open
 * session on every request (load-viewer.ts), so those already issued stop working at once.
 */
export async function endAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.userId, userId), isNull(rememberTokens.revokedAt)));
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
