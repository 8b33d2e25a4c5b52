import type { CampaignSource } from '@chobep/domain/platform/parse-campaign-source';
import { CONTACT_WHO, CUSTOMER_REQUEST_KINDS } from '@chobep/domain/platform/validate-customer-request';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageEnum, users } from './accounts';
import { buyers } from './buyers';

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

/**
 * The campaign source a request came with (spec/foundations.md §3: ref, utm_*, crmAcqType, crmSourceType,
 * odooCustomerId), held to the bounds of `sanitizeCampaignSource` before it is written; null when there was none.
 * One column definition for every table that records where a customer came from (contact requests, sign-ups).
 */
export const campaignSourceColumn = () => jsonb('campaign_source').$type<CampaignSource>();

export const customerRequestKindEnum = pgEnum('customer_request_kind', CUSTOMER_REQUEST_KINDS);
export const contactWhoEnum = pgEnum('contact_who', CONTACT_WHO);

/**
 * What customers and visitors send us (issue 15 point 7): the contact form, talk-to-sales requests, keep-in-touch
 * sign-ups, new-product requests and error reports, one row each, with the campaign source they came with and, when
 * signed in, who sent it. Operators read them newest first (/supplier/requests), optionally of one kind. A request
 * whose honeypot was filled is never stored.
 */
export const customerRequests = pgTable(
  'customer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: customerRequestKindEnum('kind').notNull(),
    whoAreYou: contactWhoEnum('who_are_you'),
    name: text('name'),
    email: text('email'),
    telephone: text('telephone'),
    companyName: text('company_name'),
    message: text('message'),
    productName: text('product_name'),
    productLink: text('product_link'),
    productId: uuid('product_id'),
    pageUrl: text('page_url'),
    errorDigest: text('error_digest'),
    lang: text('lang').notNull().default('vi'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
    campaignSource: campaignSourceColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('customer_requests_kind_created_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('customer_requests_user_idx').on(t.userId),
    index('customer_requests_buyer_idx').on(t.buyerId),
  ],
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
