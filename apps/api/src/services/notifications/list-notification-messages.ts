import { type Db, notificationMessages } from '@chobep/db';
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE_MAX,
  type NotificationData,
  type NotificationReadStatus,
  type NotificationType,
} from '@chobep/domain';
import { and, desc, eq, sql } from 'drizzle-orm';

export interface NotificationMessageRow {
  id: string;
  storeId: string;
  orderId: string | null;
  type: NotificationType;
  data: NotificationData;
  readStatus: NotificationReadStatus;
  createdAt: Date;
}

export interface NotificationPage {
  data: NotificationMessageRow[];
  totalResults: number;
  totalPage: number;
  hasUnreadNotification: boolean;
}

/**
 * One page of a store's messages, newest first (pages count from 0, as the spec's other lists), with the total and
 * whether any message of the store is unread — two statements, whatever the page size: the page with the total as
 * a window count, and an EXISTS on the partial unread index. The caller has checked the store is the viewer's.
 */
export async function listNotificationMessages(
  db: Db,
  storeId: string,
  page: number,
  size: number,
): Promise<NotificationPage> {
  const limit = Math.min(Math.max(Math.trunc(size) || NOTIFICATION_PAGE_SIZE, 1), NOTIFICATION_PAGE_SIZE_MAX);
  const offset = Math.min(Math.max(Math.trunc(page) || 0, 0), 10_000) * limit;
  const [rows, unread] = await Promise.all([
    db
      .select({
        id: notificationMessages.id,
        storeId: notificationMessages.storeId,
        orderId: notificationMessages.orderId,
        type: notificationMessages.type,
        data: notificationMessages.data,
        readStatus: notificationMessages.readStatus,
        createdAt: notificationMessages.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(notificationMessages)
      .where(eq(notificationMessages.storeId, storeId))
      .orderBy(desc(notificationMessages.createdAt), desc(notificationMessages.id))
      .limit(limit)
      .offset(offset),
    db.execute<{ unread: boolean }>(
      sql`select exists (select 1 from ${notificationMessages} where ${and(
        eq(notificationMessages.storeId, storeId),
        eq(notificationMessages.readStatus, 'NOT_READ'),
      )}) as unread`,
    ),
  ]);
  // Past the last page the window count has no row to ride on: count once more (rare: a stale page number).
  const totalResults: number =
    rows[0]?.total ??
    (offset === 0 ? 0 : Number(await db.$count(notificationMessages, eq(notificationMessages.storeId, storeId))));
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    totalResults,
    totalPage: Math.ceil(totalResults / limit),
    hasUnreadNotification: Boolean(unread.rows[0]?.unread),
  };
}
