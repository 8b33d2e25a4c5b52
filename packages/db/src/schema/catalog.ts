import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { regionEnum, stores } from './buyers';

export const preservationEnum = pgEnum('preservation', ['FROZEN', 'REFRIGERATED', 'ROOM_TEMPERATURE']);
export const brandStatusEnum = pgEnum('brand_status', ['ACTIVE', 'INACTIVE']);

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  imageUrl: text('image_url'),
  /** A private supplier sells only to the businesses it is assigned to. */
  isPrivate: boolean('is_private').notNull().default(false),
  offMarket: boolean('off_market').notNull().default(false),
  /** Fulfilment time: earliest delivery is this many hours after the order. */
  hoursToDelivery: integer('hours_to_delivery').notNull().default(24),
  /** ISO weekdays the supplier delivers on (1 = Monday … 7 = Sunday). */
  deliveryDays: smallint('delivery_days').array().notNull().default(sql`'{1,2,3,4,5,6}'::smallint[]`),
  /** Orders after this local time (HH:MM, Asia/Ho_Chi_Minh) count from the next day. */
  cutoffTime: text('cutoff_time').notNull().default('16:00'),
  /** Minimum order value in đồng. */
  moq: bigint('moq', { mode: 'number' }).notNull().default(0),
  /** Delivers on the day of the order when ordered before 10:00 (spec/trading.md §9). */
  sameDay: boolean('same_day').notNull().default(false),
  /** Delivery time slots offered every delivery day, local 'HH:MM'. */
  timeSlots: jsonb('time_slots')
    .$type<{ start: string; end: string }[]>()
    .notNull()
    .default(sql`'[{"start":"08:00","end":"12:00"},{"start":"13:00","end":"17:00"}]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    /** Explicit ids: pages and rules refer to them (e.g. 81 is hidden in HCM). */
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionVi: text('description_vi'),
    descriptionEn: text('description_en'),
    thumbnail: text('thumbnail'),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Alcohol: the visitor is asked once per session whether they are 18 or older before its
     * pages show (spec/foundations.md §1, §3). Children inherit it (requiresAgeCheck in @chobep/domain).
     */
    ageRestricted: boolean('age_restricted').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder), uniqueIndex('categories_slug_uq').on(t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    descriptionVi: text('description_vi'),
    descriptionEn: text('description_en'),
    imageUrl: text('image_url'),
    groupName: text('group_name'),
    status: brandStatusEnum('status').notNull().default('ACTIVE'),
    /** Shown in the trusted-brands block of the home page, in this order. */
    trustedRank: integer('trusted_rank'),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug), index('brands_trusted_idx').on(t.trustedRank)],
);

export const tags = pgTable('tags', {
  /** Upper-case code, also the tag page's path: /NEW_PRODUCTS. */
  code: text('code').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  imageVi: text('image_vi'),
  imageEn: text('image_en'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Units of measure; one list serves as units, base units and net units. */
export const uoms = pgTable('uoms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  isBase: boolean('is_base').notNull().default(false),
  isNet: boolean('is_net').notNull().default(false),
});

export const origins = pgTable('origins', {
  id: serial('id').primaryKey(),
  nameVi: text('name_vi').notNull().unique(),
  nameEn: text('name_en').notNull(),
});

export interface ProductMediaJson {
  type: 'image' | 'video';
  url: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    originId: integer('origin_id').references(() => origins.id),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    /** searchKey() of names, brand and supplier: lower case without marks; trigram-indexed. */
    searchKey: text('search_key').notNull(),
    supplierInternalCode: text('supplier_internal_code').notNull(),
    /**
     * The same key on products of different suppliers: the same item (makeCatalogueKey in @chobep/domain for the
     * demo data; a barcode would do). The product page links the other suppliers' offers by it. Null: not linked.
     */
    catalogueKey: text('catalogue_key'),
    descriptionVi: text('description_vi'),
    descriptionEn: text('description_en'),
    /** VAT rate in percent (0, 5, 8 or 10). */
    vatRate: smallint('vat_rate').notNull().default(8),
    uomCode: text('uom_code').notNull(),
    baseUomCode: text('base_uom_code'),
    baseUnit: numeric('base_unit', { precision: 12, scale: 3, mode: 'number' }),
    netUomCode: text('net_uom_code'),
    netUnit: numeric('net_unit', { precision: 12, scale: 3, mode: 'number' }),
    preservation: preservationEnum('preservation').notNull().default('ROOM_TEMPERATURE'),
    /** Quantity in stock in the product's unit; 0 is out of stock. */
    stock: numeric('stock', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    allowPurchase: boolean('allow_purchase').notNull().default(true),
    imageUrl: text('image_url'),
    medias: jsonb('medias').$type<ProductMediaJson[]>().notNull().default([]),
    totalSold: integer('total_sold').notNull().default(0),
    minQuantity: numeric('min_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull().default(1),
    /** Weight-priced products (kg) accept decimal quantities. */
    allowDecimal: boolean('allow_decimal').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_supplier_code_uq').on(t.supplierId, t.supplierInternalCode),
    index('products_code_idx').on(sql`lower(${t.supplierInternalCode})`),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_origin_idx').on(t.originId),
    index('products_supplier_idx').on(t.supplierId),
    index('products_created_idx').on(t.createdAt),
    index('products_total_sold_idx').on(t.totalSold),
    index('products_name_vi_idx').on(t.nameVi),
    index('products_catalogue_key_idx').on(t.catalogueKey),
    index('products_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/**
 * One row: the id of the last transaction that changed what the API's catalogue snapshot holds (products,
 * their prices and tags, suppliers, categories, brands, origins, tags, units), stamped by statement triggers
 * (migration 0004). The API compares it with the version its snapshot was built from. A row, not a sequence: its new value
 * becomes visible only when the change commits, so an index never records a version whose data it could
 * not see.
 */
export const catalogState = pgTable('catalog_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** Prices in đồng before VAT, per region. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: regionEnum('region').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Above price when the product is on sale. */
    originalPrice: bigint('original_price', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.region] }),
    index('product_prices_region_price_idx').on(t.region, t.price),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagCode: text('tag_code')
      .notNull()
      .references(() => tags.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagCode] }), index('product_tags_tag_idx').on(t.tagCode, t.productId)],
);

/** Keywords a store searched for; saved once per store. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    /** searchKey(keyword): "Cà chua" and "ca chua" are one entry. */
    keywordKey: text('keyword_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_store_key_uq').on(t.storeId, t.keywordKey),
    index('search_history_store_created_idx').on(t.storeId, t.createdAt),
    // Trending searches read every store's rows of the last 30 days.
    index('search_history_created_idx').on(t.createdAt),
  ],
);
