import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Failed sign-in counters, per login id and per client address. In the database
 * rather than in process memory so that every instance behind a load balancer sees
 * the same counts; only failures write here, so the cost stays off the happy path.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
