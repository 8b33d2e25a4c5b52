import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { buyers } from './buyers';
import { products } from './catalog';

/** Favourites belong to the company, so colleagues share one list. */
export const favorites = pgTable(
  'favorites',
  {
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.productId] }),
    index('favorites_buyer_created_idx').on(t.buyerId, t.createdAt),
    // "Frequently bought together" starts from the companies that keep one product.
    index('favorites_product_idx').on(t.productId),
  ],
);

export const productNotes = pgTable(
  'product_notes',
  {
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.productId] })],
);
