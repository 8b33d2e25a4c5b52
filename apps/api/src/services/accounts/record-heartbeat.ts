import { type Db, users } from '@chobep/db';
import { DomainError } from '@chobep/domain';
import { eq } from 'drizzle-orm';

/** The heartbeat may only speak for the signed-in user itself. */
export async function recordHeartbeat(db: Db, viewerId: string, userId: string, now = new Date()): Promise<void> {
  if (userId !== viewerId) throw new DomainError('FORBIDDEN', 'userId');
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, viewerId));
}
