import { randomUUID } from 'node:crypto';
import { type Db, rememberTokens, sessions } from '@chobep/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
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

type Executor = Pick<Db, 'update'>;

/**
 * Ends one session and revokes its remember-token family. Returns the sessions it ended, for the caller to publish
 * once its changes are committed (publishSessionsEnded: their open streams end on every instance).
 */
export async function endSession(db: Executor, sessionId: string, now = new Date()): Promise<string[]> {
  const [session] = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ familyId: sessions.familyId });
  if (!session) return [];
  return [sessionId, ...(session.familyId ? await revokeFamily(db, session.familyId, now) : [])];
}

/** Revokes a remember-token family and ends its sessions; returns the sessions it ended. */
export async function revokeFamily(db: Executor, familyId: string, now = new Date()): Promise<string[]> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(and(eq(rememberTokens.familyId, familyId), isNull(rememberTokens.revokedAt)));
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/**
 * Ends every session of a user and revokes all their remember tokens — a password reset, a deactivated or removed
 * user — or every one but `keep` (a password change keeps the session making it, and its family). Access tokens are
 * checked against their open session on every request (load-viewer.ts), so those already issued stop working at
 * once. Returns the sessions it ended, to publish after the commit (publishSessionsEnded).
 */
export async function endAllSessions(
  db: Executor,
  userId: string,
  now = new Date(),
  keep?: { sessionId: string; familyId: string | null },
): Promise<string[]> {
  await db
    .update(rememberTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(rememberTokens.userId, userId),
        isNull(rememberTokens.revokedAt),
        keep?.familyId ? ne(rememberTokens.familyId, keep.familyId) : undefined,
      ),
    );
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep.sessionId) : undefined),
    )
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}
