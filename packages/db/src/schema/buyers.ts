import type { CampaignSource } from '@chobep/domain/platform/parse-campaign-source';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const regionEnum = pgEnum('region', ['HN', 'HCM']);
export const buyerStatusEnum = pgEnum('buyer_status', ['NORMAL', 'PENDING', 'BLOCKED', 'REJECTED']);
export const accountStatusEnum = pgEnum('account_status', ['NORMAL', 'BLOCKED', 'NOT_ACTIVATED']);
export const storeStatusEnum = pgEnum('store_status', ['NORMAL', 'PENDING', 'BLOCKED']);

/** An address as the spec's location objects carry it. */
export interface LocationJson {
  address: string;
  ward?: string | null;
  district?: string | null;
  city?: string | null;
}

export interface FullAddressJson {
  provinceCode: string;
  provinceName: string;
  districtCode?: string | null;
  districtName?: string | null;
  wardCode: string;
  wardName: string;
  kmrRegion: 'HN' | 'HCM';
}

/** A buyer is the customer company; everything a user sees is scoped to it. */
export const buyers = pgTable(
  'buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    telephone: text('telephone'),
    status: buyerStatusEnum('status').notNull().default('PENDING'),
    accountStatus: accountStatusEnum('account_status').notNull().default('NORMAL'),
    imageUrl: text('image_url'),
    region: regionEnum('region').notNull().default('HCM'),
    isFreeshipOffer: boolean('is_freeship_offer').notNull().default(false),
    location: jsonb('location').$type<LocationJson>(),
    newMergedLocation: jsonb('new_merged_location').$type<LocationJson>(),
    fullAddress: jsonb('full_address').$type<FullAddressJson>(),
    redInvoiceCompanyName: text('red_invoice_company_name'),
    redInvoiceAddress: text('red_invoice_address'),
    redInvoiceTaxCode: text('red_invoice_tax_code'),
    enabledFeatures: text('enabled_features').array().notNull().default(sql`'{}'::text[]`),
    businessCategory: text('business_category'),
    /** Debt terms the company was granted (DEBT_7_DAY, DEBT_15_DAY, DEBT_1_MONTH). */
    paymentTerms: text('payment_terms').array().notNull().default(sql`'{}'::text[]`),
    /** Prepaid balance in đồng; null when the company has no deposit account. Never below 0. */
    depositBalance: bigint('deposit_balance', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyers_status_idx').on(t.status),
    check('buyers_deposit_not_negative', sql`${t.depositBalance} IS NULL OR ${t.depositBalance} >= 0`),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human number shown to sales and on delivery notes. */
    internalId: serial('internal_id').notNull().unique(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    telephone: text('telephone'),
    address: text('address').notNull(),
    formattedAddress: text('formatted_address'),
    city: text('city'),
    district: text('district'),
    ward: text('ward'),
    provinceId: text('province_id'),
    districtId: text('district_id'),
    wardId: text('ward_id'),
    geoLat: doublePrecision('geo_lat'),
    geoLon: doublePrecision('geo_lon'),
    geoPlusCode: text('geo_plus_code'),
    addressNote: text('address_note'),
    disabled: boolean('disabled').notNull().default(false),
    status: storeStatusEnum('status').notNull().default('PENDING'),
    lastOrderedAt: timestamp('last_ordered_at', { withTimezone: true }),
    isForceUpdate: boolean('is_force_update').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** Minimum order value for this store in đồng, when it differs from the suppliers'. */
    moq: bigint('moq', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operators' review of a new store (PENDING → NORMAL, or BLOCKED with the reason its company reads). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    reviewNote: text('review_note'),
  },
  (t) => [
    index('stores_buyer_idx').on(t.buyerId, t.name),
    // The operators' review list: the stores of one status, the oldest first.
    index('stores_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The company's sales contacts (spec/trading.md §3 "sales contact (id, name, phoneNumber)", `listSalesPic`): the
 * marketplace's salespeople in charge of a company ("sale PIC" of the business setup). Set by the marketplace's staff;
 * the buyer's account menu shows them, and a buyer asks them to change a saved store.
 */
export const salesContacts = pgTable(
  'sales_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_contacts_buyer_idx').on(t.buyerId)],
);

/**
 * Accounts (issue 15): what a company told us when it signed up (the business setup fields of spec/trading.md §3)
 * and how our operators reviewed it. One row per company that signed up (companies made by the seed or by sales
 * tools have none). The review state itself is `buyers.status` (PENDING → NORMAL or REJECTED).
 */
export const buyerSignUps = pgTable(
  'buyer_sign_ups',
  {
    buyerId: uuid('buyer_id')
      .primaryKey()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /**
     * The form's own id for this submission: the same submission sent twice (a double click, a retry after a lost
     * answer) finds this row instead of making a second company. Unique, so two at once cannot both insert.
     */
    submissionId: uuid('submission_id'),
    businessType: text('business_type').notNull(),
    branchCount: integer('branch_count'),
    taxCode: text('tax_code'),
    representativeName: text('representative_name').notNull(),
    role: text('role').notNull(),
    provinceCode: text('province_code').notNull(),
    district: text('district').notNull(),
    ward: text('ward').notNull(),
    address: text('address').notNull(),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    foodDeliveryUrl: text('food_delivery_url'),
    acquisitionSource: text('acquisition_source').notNull(),
    acquisitionSourceOther: text('acquisition_source_other'),
    eInvoiceEmail: text('e_invoice_email'),
    /** The internal sign-up (?createdBy=…): who of our staff filled it in, and what sales keeps. */
    createdBy: text('created_by'),
    hubspotUrl: text('hubspot_url'),
    priorityLevel: text('priority_level'),
    salePic: text('sale_pic'),
    team: text('team'),
    regionalGroup: text('regional_group'),
    customerTier: text('customer_tier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who approved or rejected it, when, and the reason of a rejection (shown to the company). */
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** Where the company came from (the landing URL's ref/utm_*; platform.ts campaignSourceColumn's shape). */
    campaignSource: jsonb('campaign_source').$type<CampaignSource>(),
  },
  (t) => [
    uniqueIndex('buyer_sign_ups_submission_uq').on(t.submissionId),
    // The operators' list: the newest waiting sign-ups first.
    index('buyer_sign_ups_created_idx').on(t.createdAt),
  ],
);
