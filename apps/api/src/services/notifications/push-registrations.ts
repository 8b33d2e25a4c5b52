import { type Db, pushRegistrations } from '@chobep/db';
import { DomainError, isUuid, PUSH_TOKEN_MAX, type PushPlatform, type PushProvider } from '@chobep/domain';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Stores a device's push token for the signed-in user (spec §4). The token is unique: registering it again updates
 * the row, and if someone else signed in on the device meanwhile, the token moves to them (a device reaches the
 * person using it). One statement.
 */
export async function registerPushToken(
  db: Db,
  userId: string,
  input: { token: string; provider: PushProvider; platform: PushPlatform },
): Promise<{ id: string }> {
  const token = input.token.trim();
  if (!token) throw new DomainError('INVALID_PUSH_TOKEN', 'token');
  if (token.length > PUSH_TOKEN_MAX) throw new DomainError('INVALID_PUSH_TOKEN', 'token');
  const [row] = await db
    .insert(pushRegistrations)
    .values({ userId, token, provider: input.provider, platform: input.platform })
    .onConflictDoUpdate({
      target: pushRegistrations.token,
      set: { userId, provider: input.provider, platform: input.platform, updatedAt: sql`now()` },
    })
    .returning({ id: pushRegistrations.id });
  return row as { id: string };
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
