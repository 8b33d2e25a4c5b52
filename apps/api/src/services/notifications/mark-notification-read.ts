import { type Db, notificationMessages } from '@chobep/db';
import { DomainError, isUuid, type NotificationReadStatus } from '@chobep/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { publishCommitted } from './live-events';

/**
 * Sets a message's readStatus (spec §4: "marking a message read sets its readStatus to read and persists by message
 * id"), only for a message of a store the user acts for: any other id is NOT_FOUND, whoever owns it. One
 * conditional UPDATE; the store's pages then hear the new unread count.
 */
export async function markNotificationRead(
  db: Db,
  userId: string,
  storeIds: readonly string[],
  messageId: string,
  readStatus: NotificationReadStatus,
): Promise<{ id: string; storeId: string }> {
  if (!isUuid(messageId) || storeIds.length === 0) throw new DomainError('NOTIFICATION_NOT_FOUND', 'messageId');
  const [row] = await db
    .update(notificationMessages)
    .set(
      readStatus === 'IS_READ'
        ? {
            readStatus,
            readAt: sql`coalesce(${notificationMessages.readAt}, now())`,
            readBy: sql`coalesce(${notificationMessages.readBy}, ${userId}::uuid)`,
          }
        : { readStatus, readAt: null, readBy: null },
    )
    .where(and(eq(notificationMessages.id, messageId), inArray(notificationMessages.storeId, [...storeIds])))
    .returning({ id: notificationMessages.id, storeId: notificationMessages.storeId });
  if (!row) throw new DomainError('NOTIFICATION_NOT_FOUND', 'messageId');
  await publishCommitted(db, [], [row.storeId]);
  return row;
}
