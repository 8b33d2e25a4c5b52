import { DEPOSIT_REASONS } from '@chobep/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { buyers, stores } from './buyers';
import { suppliers } from './catalog';

/** Public holidays (Vietnam; seeded for 2026 and 2027): no supplier delivers on them. */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Days a supplier does not deliver on besides holidays and its non-delivery weekdays. */
export const supplierDayOffs = pgTable(
  'supplier_day_offs',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reasonVi: text('reason_vi'),
    reasonEn: text('reason_en'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.date] })],
);

/**
 * Districts whose stores get free delivery (spec/trading.md §9 "free in defined areas"). A store is in a
 * group when its district id is listed.
 */
export const deliveryAreaGroups = pgTable('delivery_area_groups', {
  id: integer('id').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  districtIds: text('district_ids').array().notNull(),
  freeDelivery: boolean('free_delivery').notNull().default(true),
});

/**
 * A percent-off voucher. Which suppliers, products and stores it covers are lists (null: all). used_count is
 * raised in the same statement that checks the total limit, so concurrent checkouts can never pass it; the
 * per-company limit is checked against voucher_redemptions under the voucher row's lock.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case; looked up case-insensitively. */
    code: text('code').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    /** Minimum amount (with VAT) of the covered lines, in đồng. */
    minOrderValue: bigint('min_order_value', { mode: 'number' }).notNull().default(0),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    supplierIds: integer('supplier_ids').array(),
    productIds: uuid('product_ids').array(),
    storeIds: uuid('store_ids').array(),
    usageLimit: integer('usage_limit'),
    perCompanyLimit: integer('per_company_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_uq').on(t.code),
    index('vouchers_window_idx').on(t.endsAt, t.startsAt),
    check('vouchers_usage_within_limit', sql`${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/** One row per order a voucher was applied to (the order is in the orders module). */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    orderId: uuid('order_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    /**
     * The voucher's terms when the order was placed: the discount follows the order's final amount with them
     * (orders/reprice-order), whatever the voucher becomes later. Null on redemptions from before they were kept.
     */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    productIds: uuid('product_ids').array(),
    /** Set when the order ended without delivery: the use was given back (vouchers.used_count lowered with it). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.orderId] }),
    index('voucher_redemptions_buyer_idx').on(t.voucherId, t.buyerId),
  ],
);

/**
 * The company's virtual account for bank transfers (one per company): the account number is made from `number`
 * (packages/domain checkout/make-virtual-account: prefix, 8 digits, Luhn check digit), so it reads back to the company.
 */
export const virtualAccounts = pgTable('virtual_accounts', {
  buyerId: uuid('buyer_id')
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  number: serial('number').notNull().unique(),
  bankBin: text('bank_bin').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
});

export const depositReasonEnum = pgEnum('deposit_reason', DEPOSIT_REASONS);

/**
 * The company's deposit as a ledger: one row per movement, with its reason and order. buyers.deposit_balance is the
 * sum of a company's rows, kept in the statement that writes each row (a conditional UPDATE that cannot go below
 * zero), so a balance is read in one row and concurrent movements queue on it. An order's rows sum to minus what it
 * has taken (services/checkout/settle-orders.ts brings them to what the buyer will pay, after every change).
 */
export const depositTransactions = pgTable(
  'deposit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** Negative for a deduction. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: depositReasonEnum('reason').notNull(),
    orderId: uuid('order_id'),
    note: text('note'),
    /** Who made the movement happen (the buyer placing, the supplier declining, the operator crediting…). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_transactions_buyer_idx').on(t.buyerId, t.createdAt),
    index('deposit_transactions_order_idx').on(t.orderId),
  ],
);

/**
 * A draft order (cartCreateOrderDraft): a snapshot of the cart's lines, prices and choices that orderCreate
 * turns into orders. order_ids is set in the transaction that creates them, so the same token twice gives the
 * same orders; the row is locked while orders are created, so two tabs at once wait for each other.
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    token: text('token').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderIds: uuid('order_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_drafts_store_idx').on(t.storeId, t.createdAt)],
);
