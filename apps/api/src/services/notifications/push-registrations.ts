import { type Db, pushRegistrations, rememberTokens, sessions } from '@chobep/db';
import { DomainError, isUuid, PUSH_TOKEN_MAX, type PushPlatform, type PushProvider } from '@chobep/domain';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Stores a device's push token for the signed-in user's session (spec §4). A token names a device, so it is unique:
 * the same user registering it again (from any session) refreshes the row. Another user gets it only once the
 * holder cannot be using that device any more — the session that registered it has ended (signed out, revoked,
 * its remember token expired; a password change, reset, deactivation or removal ends it) or the holder
 * unregistered it; until then PUSH_TOKEN_IN_USE, and the row stays as it was. A token is not a secret that proves
 * possession of the device (an app, a log or a backup may leak it), so knowing it must not be enough to take a
 * live user's notifications away. One statement: the check and the move cannot be split by another registration.
 */
export async function registerPushToken(
  db: Db,
  viewer: { userId: string; sessionId: string },
  input: { token: string; provider: PushProvider; platform: PushPlatform },
): Promise<{ id: string }> {
  const token = input.token.trim();
  if (!token) throw new DomainError('INVALID_PUSH_TOKEN', 'token');
  if (token.length > PUSH_TOKEN_MAX) throw new DomainError('INVALID_PUSH_TOKEN', 'token');
  const { userId, sessionId } = viewer;
  // The holder's session is open while it is not ended and its remember-token family has a live token; a row
  // registered before sessions were recorded counts any open session of its user.
  const held = sql`exists (
    select 1 from ${sessions} s
    where s.user_id = ${pushRegistrations.userId}
      and (${pushRegistrations.sessionId} is null or s.id = ${pushRegistrations.sessionId})
      and s.ended_at is null
      and exists (select 1 from ${rememberTokens} r
        where r.family_id = s.family_id and r.revoked_at is null and r.expires_at > now()))`;
  const [row] = await db
    .insert(pushRegistrations)
    .values({ userId, sessionId, token, provider: input.provider, platform: input.platform })
    .onConflictDoUpdate({
      target: pushRegistrations.token,
      set: { userId, sessionId, provider: input.provider, platform: input.platform, updatedAt: sql`now()` },
      setWhere: sql`${pushRegistrations.userId} = ${userId} or not ${held}`,
    })
    .returning({ id: pushRegistrations.id });
  if (!row) throw new DomainError('PUSH_TOKEN_IN_USE', 'token');
  return row;
}

/** Removes one of the user's own registrations; any other id is NOT_FOUND. */
export async function unregisterPushToken(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('PUSH_REGISTRATION_NOT_FOUND', 'id');
  const removed = await db
    .delete(pushRegistrations)
    .where(and(eq(pushRegistrations.id, id), eq(pushRegistrations.userId, userId)))
    .returning({ id: pushRegistrations.id });
  if (removed.length === 0) throw new DomainError('PUSH_REGISTRATION_NOT_FOUND', 'id');
}
