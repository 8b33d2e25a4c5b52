import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { buyers, stores } from './buyers';
import { products, suppliers } from './catalog';

/**
 * A store's cart: one row per product, shared by everyone who acts for the store (spec/trading.md §3 Cart).
 * Writes are single-row upserts keyed by (store, product), so two buyers or two tabs changing different lines
 * never overwrite each other, and the last of two changes to the same line wins as a whole value (a "put").
 * supplier_id is the product's, copied so the cart groups and counts without a join.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId] }),
    index('cart_items_store_supplier_idx').on(t.storeId, t.supplierId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * What a store chose for one supplier's part of the cart: delivery date and slot, the note for the driver,
 * the payment method and the voucher. Kept apart from the lines so choosing a slot never touches a quantity.
 */
export const cartGroups = pgTable(
  'cart_groups',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    slotStart: text('slot_start'),
    slotEnd: text('slot_end'),
    deliveryNote: text('delivery_note'),
    paymentMethod: text('payment_method'),
    voucherId: uuid('voucher_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.supplierId] })],
);

/** Delivery notes a company wrote before, offered again (`deliveryNotes`); the most recent first. */
export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The text's search key, so the same note typed twice is kept once. */
    textKey: text('text_key').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_notes_store_used_idx').on(t.storeId, t.lastUsedAt),
    uniqueIndex('delivery_notes_store_key_uq').on(t.storeId, t.textKey),
  ],
);
