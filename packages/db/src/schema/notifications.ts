import {
  NOTIFICATION_READ_STATUSES,
  NOTIFICATION_TYPES,
  type NotificationData,
  PUSH_PLATFORMS,
  PUSH_PROVIDERS,
} from '@chobep/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { buyers, stores } from './buyers';
import { orders } from './orders';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const notificationReadStatusEnum = pgEnum('notification_read_status', NOTIFICATION_READ_STATUSES);
export const pushProviderEnum = pgEnum('push_provider', PUSH_PROVIDERS);
export const pushPlatformEnum = pgEnum('push_platform', PUSH_PLATFORMS);

/**
 * A message to a buyer's store (spec/trading.md §3): written in the same transaction as the order change it tells
 * of. `data` holds facts (order number, from/to status, item names), never sentences: the title and content are
 * rendered in the reader's language when read (packages/domain notifications/render-notification). Read or not is
 * per store, as the spec's readStatus on the message says: one person of the store reading it is enough.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readStatus: notificationReadStatusEnum('read_status').notNull().default('NOT_READ'),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: uuid('read_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: a store's messages, newest first.
    index('notification_messages_store_created_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    // The badge: does the store have an unread message? Only unread rows are in it, so it stays small.
    index('notification_messages_store_unread_idx').on(t.storeId).where(sql`${t.readStatus} = 'NOT_READ'`),
    index('notification_messages_order_idx').on(t.orderId),
  ],
);

/**
 * A device's push token (spec §4 "registering a push token"). A token names a device, so it is unique: registered
 * again by someone else who signed in on the same phone, it moves to them once the holder's session there ended.
 */
export const pushRegistrations = pgTable(
  'push_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    /**
     * The session that registered it: the token stays with its user while that session is open (another user's
     * registration of the same token is refused until then); a row without one stays while any of the user's is.
     */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    provider: pushProviderEnum('provider').notNull(),
    platform: pushPlatformEnum('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_registrations_user_idx').on(t.userId)],
);
