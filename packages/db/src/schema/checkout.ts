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
    minOrderValue: integer('min_order_value').notNull().default(0),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    maxDiscount: integer('max_discount'),
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
    discount: integer('discount').notNull(),
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

/** Every change of a company's deposit balance; the balance itself is buyers.deposit_balance. */
export const depositTransactions = pgTable(
  'deposit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** Negative for a deduction. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderId: uuid('order_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposit_transactions_buyer_idx').on(t.buyerId, t.createdAt)],
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
