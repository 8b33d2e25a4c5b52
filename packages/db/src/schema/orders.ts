import { ORDER_STATUSES, PAYMENT_METHODS } from '@chobep/domain';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { buyers, stores } from './buyers';
import { products, suppliers } from './catalog';

/** spec/trading.md §4; the transitions are packages/domain orders/decide-order-action.ts. */
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

/** Who changed an order: someone of the buying company, of the supplier, an operator, or the system. */
export const orderActorSideEnum = pgEnum('order_actor_side', ['BUYER', 'SUPPLIER', 'OPERATOR', 'SYSTEM']);

/**
 * One supplier's order for one store. Every amount is in whole đồng and was computed on the server from the
 * draft's snapshot (packages/domain checkout rules); the lines sum exactly to the totals.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number buyers and suppliers quote (shown as CB-000123). */
    number: serial('number').notNull().unique(),
    draftToken: text('draft_token').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull(),
    type: text('type').notNull().default('PAID_ORDER'),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    slotStart: text('slot_start').notNull(),
    slotEnd: text('slot_end').notNull(),
    deliveryNote: text('delivery_note'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    voucherId: uuid('voucher_id'),
    voucherCode: text('voucher_code'),
    subtotalBeforeVat: bigint('subtotal_before_vat', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    /** Lines with VAT, before the discount. */
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** With VAT (additionalVat is the VAT part of it). */
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull().default(0),
    deliveryFeeVat: bigint('delivery_fee_vat', { mode: 'number' }).notNull().default(0),
    /** itemsTotal − discount + deliveryFee. */
    grossTotal: bigint('gross_total', { mode: 'number' }).notNull(),
    /** The gross total the buyer confirmed when placing it: what a later change (a decline, a weight) is told against. */
    placedGrossTotal: bigint('placed_gross_total', { mode: 'number' }),
    redInvoiceName: text('red_invoice_name'),
    redInvoiceAddress: text('red_invoice_address'),
    redInvoiceTaxCode: text('red_invoice_tax_code'),
    /** Why it was disapproved, declined or canceled (the latest such reason; the history keeps each). */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The company's list indexes end with store_id: the list always names the stores the user acts for, so its count
  // is an index-only scan and its page filters stores before reading the table (1,000,000 orders: the first page's
  // count read 8,331 heap pages for a company's 10,000 orders; docs/performance.md "Orders (issue 14)"). Migration
  // 0014 also gives the planner the dependency store → company (CREATE STATISTICS orders_buyer_store_stats), without
  // which it multiplies the two conditions' selectivities, expects 93 orders instead of 10,000 and sorts them all.
  (t) => [
    // With id: the list's order (created_at, id) is the index's, so a page's ids are read from it alone.
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt, t.id, t.storeId),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    // One delivery: the same supplier, store and date share one fee.
    index('orders_delivery_idx').on(t.storeId, t.supplierId, t.deliveryDate),
    index('orders_supplier_status_idx').on(t.supplierId, t.status),
    // countPendingOrders and the status filter of a company's list (newest first).
    index('orders_buyer_status_idx').on(t.buyerId, t.status, t.createdAt, t.storeId),
    // The list's other filters: supplier, delivery dates (spec/trading.md §2).
    index('orders_buyer_supplier_idx').on(t.buyerId, t.supplierId, t.createdAt, t.storeId),
    index('orders_buyer_delivery_idx').on(t.buyerId, t.deliveryDate, t.storeId),
    // The supply side's list: a supplier's orders by delivery date and slot; an operator's over every supplier.
    index('orders_supplier_delivery_idx').on(t.supplierId, t.deliveryDate, t.slotStart),
    index('orders_delivery_date_idx').on(t.deliveryDate, t.slotStart),
    // A draft's orders are created once: a second attempt with the same token cannot add a second order.
    uniqueIndex('orders_draft_supplier_uq').on(t.draftToken, t.supplierId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    uomCode: text('uom_code').notNull(),
    priceBeforeVat: bigint('price_before_vat', { mode: 'number' }).notNull(),
    vatRate: smallint('vat_rate').notNull(),
    /** Unit price with VAT. */
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    acceptedQuantity: numeric('accepted_quantity', { precision: 12, scale: 3, mode: 'number' }),
    deliveredQuantity: numeric('delivered_quantity', { precision: 12, scale: 3, mode: 'number' }),
    amountBeforeVat: bigint('amount_before_vat', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    buyerNote: text('buyer_note'),
    /**
     * The final unit price before VAT the supplier charged (a market price on the day), when it differs from the
     * ordered one; priceBeforeVat stays what was ordered. The line's amounts follow it (orders/reprice-order).
     */
    finalPriceBeforeVat: bigint('final_price_before_vat', { mode: 'number' }),
    /** What the supplier reported missing on this line (ORDER_MISSING_ITEM to the buyer), and when. */
    missingNote: text('missing_note'),
    missingReportedAt: timestamp('missing_reported_at', { withTimezone: true }),
    /**
     * A unit price before VAT the buyer proposed (orders/decide-price-change): billed only once the supplier sets it
     * as the final price; any price the supplier sets answers the proposal and clears it.
     */
    proposedPriceBeforeVat: bigint('proposed_price_before_vat', { mode: 'number' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposalNote: text('proposal_note'),
    /** When the line was ordered (its order's creation): "bought together" reads a product's latest orders by it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // A product's lines, newest first, with their orders: "frequently bought together" reads the latest few hundred
    // from this index alone, and "ordered only" / previously bought find a product's lines by its first column.
    index('order_items_product_recent_idx').on(t.productId, t.createdAt.desc(), t.orderId),
  ],
);

/** Who moved an order to which status, and when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The status before; null for the row written when the order was created. */
    fromStatus: orderStatusEnum('from_status'),
    status: orderStatusEnum('status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorSide: orderActorSideEnum('actor_side').notNull().default('BUYER'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** What changed on an order's lines after it was placed (spec: "who, when, before → after, reason"). */
export const ORDER_LINE_CHANGE_KINDS = [
  'ORDERED_QUANTITY',
  'ACCEPTED_QUANTITY',
  'DELIVERED_QUANTITY',
  'FINAL_PRICE',
  'PRICE_PROPOSED',
  'MISSING',
] as const;
export const orderLineChangeKindEnum = pgEnum('order_line_change_kind', ORDER_LINE_CHANGE_KINDS);

/**
 * Every change of an ordered line's quantity or price after the order was placed, by whom, from which side, before
 * and after, and why — the trace a price cut or a lighter delivery leaves. Written in the transaction of the change
 * (services/orders/update-order-items.ts), shown on both sides' order pages. The line may be deleted later (an
 * approver removing it), so the product and its names are kept here.
 */
export const orderLineChanges = pgTable(
  'order_line_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id'),
    productId: uuid('product_id').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    kind: orderLineChangeKindEnum('kind').notNull(),
    /** Quantities in units (3 decimals), prices in whole đồng before VAT; null: not set before. */
    before: numeric('before', { precision: 18, scale: 3, mode: 'number' }),
    after: numeric('after', { precision: 18, scale: 3, mode: 'number' }),
    /** What the buyer pays for the order before and after the change (its gross total). */
    totalBefore: bigint('total_before', { mode: 'number' }).notNull(),
    totalAfter: bigint('total_after', { mode: 'number' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorSide: orderActorSideEnum('actor_side').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_line_changes_order_idx').on(t.orderId, t.createdAt)],
);
