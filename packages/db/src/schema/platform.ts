import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageEnum, users } from './accounts';

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
 * PENDING: waiting for (another) SMTP try. SENT: the SMTP server accepted it. FAILED: given up after
 * MAIL_MAX_ATTEMPTS tries (last_error says why). NO_SMTP: no SMTP_URL is configured, so the mail was
 * never sent and is only readable here (operators' /supplier/outbox, tests): never silently dropped.
 */
export const mailStatusEnum = pgEnum('mail_status', ['PENDING', 'SENT', 'FAILED', 'NO_SMTP']);

/**
 * Every mail the marketplace sends (enqueueMail, apps/api/src/services/platform/mail/): written in the
 * transaction of the change it tells about, delivered after COMMIT. An instance claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (`claimed_until`), so several instances never send one mail twice
 * while they are running, and one that died mid-delivery hands its rows over when the lease runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case address. */
    recipient: text('recipient').notNull(),
    /** What the mail is for (PASSWORD_RESET, INVITATION …): templates and the operator list use it. */
    kind: text('kind').notNull(),
    lang: languageEnum('lang').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    /** SMTP tries made so far (counted when a try is claimed). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The earliest time of the next try (PENDING only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one instance delivers the mail; another may take it over once it has passed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);
