import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Settings every API instance must agree on (for example the token signing secret
 * when none is configured). Kept in the database so that several instances share them.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempt counters (packages/domain SIGN_IN_LIMITS): per account (or unknown login id),
 * per client address and per known device. In the database rather than in process memory so that
 * every instance behind a load balancer shares them; an attempt is reserved here in one atomic
 * statement before its password is checked. `window_started_at` is the time of the last counted
 * attempt (the counter is forgotten some time after it) and `locked_until` the earliest time the
 * next attempt may be made.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Browsers an account has signed in on (the httpOnly device cookie, stored hashed). A correct
 * password from one of them is not held up by the account's and address's counters, which
 * strangers can fill (docs/decisions.md, "Sign-in limits").
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    deviceHash: text('device_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceHash, t.userId] }), index('sign_in_devices_user_idx').on(t.userId)],
);

/**
 * Pictures users upload (avatars; issue 15). `signImageUpload` creates the row (PENDING, with the declared type
 * and size and an expiry); the bytes then arrive at PUT /media/uploads/{id}, are checked (their real type, their
 * size) and stored through the storage port under `storage_key`, and the row becomes STORED. Only its uploader may
 * send the bytes or use a stored upload (meUpdate's imageUploadId). In the database so every API instance sees it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is for: AVATAR only so far. */
    purpose: text('purpose').notNull(),
    /** PENDING until its bytes are stored, then STORED. */
    status: text('status').notNull().default('PENDING'),
    contentType: text('content_type').notNull(),
    /** Declared when signed; the stored size when STORED. */
    size: integer('size').notNull(),
    storageKey: text('storage_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
