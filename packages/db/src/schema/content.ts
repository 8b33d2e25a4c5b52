import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { regionEnum } from './buyers';
import { brands, categories, products } from './catalog';

export const widgetTypeEnum = pgEnum('widget_type', [
  'CarouselBannerWidget',
  'RecommendationWidget',
  'ShowcaseWidget',
  'MightFavoriteProductsWidget',
]);
export const bannerKindEnum = pgEnum('banner_kind', ['GoToScreen', 'ShowPopup', 'ShowWebView']);
export const bannerLinkTypeEnum = pgEnum('banner_link_type', ['PRODUCT', 'TAG', 'CATEGORY', 'BRAND', 'URL']);

/**
 * The home page's blocks in the server's order (spec/foundations.md §2.4). The whole table is read
 * per request (a few rows), so only its order is indexed; regions are filtered in
 * `selectWidgets` of @chobep/domain.
 */
export const widgets = pgTable(
  'widgets',
  {
    /** BANNERS, PARTNER_SUPER (region-specific ids end in _SUPER), BEST_DEALS, … */
    id: text('id').primaryKey(),
    type: widgetTypeEnum('type').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Empty: every region. */
    regions: regionEnum('regions').array().notNull().default(sql`'{}'::region[]`),
    /** The showcase (or recommendation) item: its key and title. */
    itemKey: text('item_key'),
    itemTitleVi: text('item_title_vi'),
    itemTitleEn: text('item_title_en'),
    /** A showcase lists the products of this filter (as productSearch would), best sellers first. */
    filterCategoryId: integer('filter_category_id').references(() => categories.id),
    filterTags: text('filter_tags').array().notNull().default(sql`'{}'::text[]`),
    filterBrandIds: integer('filter_brand_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('widgets_sort_idx').on(t.sortOrder),
    // Every widget but the banner carousel has an item with a title in both languages.
    check(
      'widgets_item_ck',
      sql`${t.type} = 'CarouselBannerWidget' or (${t.itemKey} is not null and ${t.itemTitleVi} is not null and ${t.itemTitleEn} is not null)`,
    ),
  ],
);

/**
 * The items of a banner carousel. A GoToScreen banner always links somewhere; a ShowPopup banner
 * opens a popup whose button may link; a ShowWebView banner frames a page. Outside its active window
 * (either end open) a banner is not shown.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    widgetId: text('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    kind: bannerKindEnum('kind').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** The picture (about 3:1); the English one when there is one, else this one in English too. */
    imageUrl: text('image_url').notNull(),
    imageUrlEn: text('image_url_en'),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    /** Where the banner (GoToScreen) or the popup's button (ShowPopup) goes. */
    linkType: bannerLinkTypeEnum('link_type'),
    linkTags: text('link_tags').array().notNull().default(sql`'{}'::text[]`),
    linkCategoryId: integer('link_category_id').references(() => categories.id, { onDelete: 'cascade' }),
    linkBrandId: integer('link_brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    linkProductId: uuid('link_product_id').references(() => products.id, { onDelete: 'cascade' }),
    linkUrl: text('link_url'),
    /** ShowPopup: an optional picture, HTML (sanitised when served) and the button's text. */
    popupImageUrl: text('popup_image_url'),
    popupImageUrlEn: text('popup_image_url_en'),
    popupContentVi: text('popup_content_vi'),
    popupContentEn: text('popup_content_en'),
    buttonTextVi: text('button_text_vi'),
    buttonTextEn: text('button_text_en'),
    /** ShowWebView: the framed page; the web app's CSP frames only its own origin. */
    webViewUrl: text('web_view_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_widget_order_idx').on(t.widgetId, t.sortOrder),
    check('banners_go_to_screen_ck', sql`${t.kind} <> 'GoToScreen' or ${t.linkType} is not null`),
    check('banners_web_view_ck', sql`${t.kind} <> 'ShowWebView' or ${t.webViewUrl} is not null`),
    check(
      'banners_link_ck',
      sql`case ${t.linkType}
        when 'TAG' then cardinality(${t.linkTags}) > 0
        when 'CATEGORY' then ${t.linkCategoryId} is not null
        when 'BRAND' then ${t.linkBrandId} is not null
        when 'PRODUCT' then ${t.linkProductId} is not null
        when 'URL' then ${t.linkUrl} ~* '^https?://[^/]'
        else true end`,
    ),
    check('banners_web_view_url_ck', sql`${t.webViewUrl} is null or ${t.webViewUrl} ~* '^(/[^/\\\\]|https://[^/])'`),
    check('banners_window_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** The popup shown once per session on the home page (spec/foundations.md §4); it links to a tag page. */
export const homePopups = pgTable(
  'home_popups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Clients remember "do not show again" per key. */
    key: text('key').notNull(),
    imageUrl: text('image_url').notNull(),
    imageUrlEn: text('image_url_en'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('home_popups_key_uq').on(t.key),
    // The active popup is the one started last: read along this index, skipping ended ones.
    index('home_popups_starts_idx').on(sql`${t.startsAt} desc nulls last`),
    check('home_popups_window_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
