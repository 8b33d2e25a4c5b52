import { buyers, type Db, rememberTokens, sessions, users } from '@chobep/db';
import { accountStateOf, canSignIn, DomainError } from '@chobep/domain';
import { and, eq, isNull } from 'drizzle-orm';
import {
  hashToken,
  newRememberToken,
  REMEMBER_TTL_MS,
  REUSE_GRACE_MS,
  SESSION_ONLY_TTL_MS,
  type TokenService,
} from '../../auth/tokens';
import { publishSessionsEnded } from '../notifications/live-events';
import { type IssuedTokens, revokeFamily } from './sessions';

/** A renewal that failed; subcode 6101 (invalid or expired) or 6102 (reused: family revoked). */
export class RenewalError extends DomainError {
  constructor(readonly subcode: 6101 | 6102) {
    super(subcode === 6102 ? 'REMEMBER_TOKEN_REUSED' : 'REMEMBER_TOKEN_INVALID');
  }
}

/**
 * Rotates a remember token: the presented one is marked used and a new one of the
 * same family is issued with a fresh access token for the same session. A used token
 * presented again after the grace window means the family leaked: it is revoked whole.
 */
export async function renewSession(
  db: Db,
  tokens: TokenService,
  presented: string | null | undefined,
  now = new Date(),
): Promise<IssuedTokens> {
  if (!presented || presented.length > 200) throw new RenewalError(6101);
  const [row] = await db
    .select({
      token: rememberTokens,
      sessionId: sessions.id,
      userStatus: users.status,
      buyerStatus: buyers.status,
    })
    .from(rememberTokens)
    .innerJoin(sessions, and(eq(sessions.familyId, rememberTokens.familyId), isNull(sessions.endedAt)))
    .innerJoin(users, eq(users.id, rememberTokens.userId))
    // A supply user has no company: its own status alone decides.
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(eq(rememberTokens.tokenHash, hashToken(presented)))
    .limit(1);

  if (!row || row.token.revokedAt || row.token.expiresAt <= now) throw new RenewalError(6101);
  if (row.token.usedAt && now.getTime() - row.token.usedAt.getTime() > REUSE_GRACE_MS) {
    await publishSessionsEnded(db, await revokeFamily(db, row.token.familyId, now));
    throw new RenewalError(6102);
  }
  if (!canSignIn(accountStateOf(row.userStatus, row.buyerStatus ?? 'NORMAL'))) {
    await publishSessionsEnded(db, await revokeFamily(db, row.token.familyId, now));
    throw new RenewalError(6101);
  }

  // A persistent family slides its 30 days forward; a browser-session one keeps its end.
  const lifetime = row.token.expiresAt.getTime() - row.token.createdAt.getTime();
  const persistent = lifetime > SESSION_ONLY_TTL_MS;
  const expiresAt = persistent ? new Date(now.getTime() + REMEMBER_TTL_MS) : row.token.expiresAt;

  const rememberToken = newRememberToken();
  await db
    .update(rememberTokens)
    .set({ usedAt: now })
    .where(and(eq(rememberTokens.id, row.token.id), isNull(rememberTokens.usedAt)));
  await db.insert(rememberTokens).values({
    userId: row.token.userId,
    familyId: row.token.familyId,
    tokenHash: hashToken(rememberToken),
    expiresAt,
    createdAt: now,
  });
  const access = await tokens.signAccess({ userId: row.token.userId, sessionId: row.sessionId }, now.getTime());
  return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt, rememberToken, persistent };
}
