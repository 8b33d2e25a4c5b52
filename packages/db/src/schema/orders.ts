import { ORDER_STATUSES, PAYMENT_METHODS } from '@chobep/domain';
import {
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
    subtotalBeforeVat: integer('subtotal_before_vat').notNull(),
    vat: integer('vat').notNull(),
    /** Lines with VAT, before the discount. */
    itemsTotal: integer('items_total').notNull(),
    discount: integer('discount').notNull().default(0),
    /** With VAT (additionalVat is the VAT part of it). */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    deliveryFeeVat: integer('delivery_fee_vat').notNull().default(0),
    /** itemsTotal − discount + deliveryFee. */
    grossTotal: integer('gross_total').notNull(),
    redInvoiceName: text('red_invoice_name'),
    redInvoiceAddress: text('red_invoice_address'),
    redInvoiceTaxCode: text('red_invoice_tax_code'),
    /** Why it was disapproved, declined or canceled (the latest such reason; the history keeps each). */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    // One delivery: the same supplier, store and date share one fee.
    index('orders_delivery_idx').on(t.storeId, t.supplierId, t.deliveryDate),
    index('orders_supplier_status_idx').on(t.supplierId, t.status),
    // countPendingOrders and the status filter of a company's list (newest first).
    index('orders_buyer_status_idx').on(t.buyerId, t.status, t.createdAt),
    // The list's other filters: supplier, delivery dates (spec/trading.md §2).
    index('orders_buyer_supplier_idx').on(t.buyerId, t.supplierId, t.createdAt),
    index('orders_buyer_delivery_idx').on(t.buyerId, t.deliveryDate),
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
    priceBeforeVat: integer('price_before_vat').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    /** Unit price with VAT. */
    price: integer('price').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    acceptedQuantity: numeric('accepted_quantity', { precision: 12, scale: 3, mode: 'number' }),
    deliveredQuantity: numeric('delivered_quantity', { precision: 12, scale: 3, mode: 'number' }),
    amountBeforeVat: integer('amount_before_vat').notNull(),
    vat: integer('vat').notNull(),
    amount: integer('amount').notNull(),
    discount: integer('discount').notNull().default(0),
    buyerNote: text('buyer_note'),
    /**
     * The final unit price before VAT the supplier charged (a market price on the day), when it differs from the
     * ordered one; priceBeforeVat stays what was ordered. The line's amounts follow it (orders/reprice-order).
     */
    finalPriceBeforeVat: integer('final_price_before_vat'),
    /** What the supplier reported missing on this line (ORDER_MISSING_ITEM to the buyer), and when. */
    missingNote: text('missing_note'),
    missingReportedAt: timestamp('missing_reported_at', { withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
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
