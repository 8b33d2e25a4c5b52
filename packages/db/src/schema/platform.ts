import type { CampaignSource } from '@chobep/domain/platform/parse-campaign-source';
import { CONTACT_WHO, CUSTOMER_REQUEST_KINDS } from '@chobep/domain/platform/validate-customer-request';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
