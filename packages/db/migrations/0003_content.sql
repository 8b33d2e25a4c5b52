CREATE TYPE "public"."banner_kind" AS ENUM('GoToScreen', 'ShowPopup', 'ShowWebView');--> statement-breakpoint
CREATE TYPE "public"."banner_link_type" AS ENUM('PRODUCT', 'TAG', 'CATEGORY', 'BRAND', 'URL');--> statement-breakpoint
CREATE TYPE "public"."widget_type" AS ENUM('CarouselBannerWidget', 'RecommendationWidget', 'ShowcaseWidget', 'MightFavoriteProductsWidget');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"widget_id" text NOT NULL,
	"kind" "banner_kind" NOT NULL,
	"sort_order" integer NOT NULL,
	"image_url" text NOT NULL,
	"image_url_en" text,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"link_type" "banner_link_type",
	"link_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_category_id" integer,
	"link_brand_id" integer,
	"link_product_id" uuid,
	"link_url" text,
	"popup_image_url" text,
	"popup_image_url_en" text,
	"popup_content_vi" text,
	"popup_content_en" text,
	"button_text_vi" text,
	"button_text_en" text,
	"web_view_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_go_to_screen_ck" CHECK ("banners"."kind" <> 'GoToScreen' or "banners"."link_type" is not null),
	CONSTRAINT "banners_web_view_ck" CHECK ("banners"."kind" <> 'ShowWebView' or "banners"."web_view_url" is not null),
	CONSTRAINT "banners_link_ck" CHECK (case "banners"."link_type"
        when 'TAG' then cardinality("banners"."link_tags") > 0
        when 'CATEGORY' then "banners"."link_category_id" is not null
        when 'BRAND' then "banners"."link_brand_id" is not null
        when 'PRODUCT' then "banners"."link_product_id" is not null
        when 'URL' then "banners"."link_url" ~* '^https?://[^/]'
        else true end),
	CONSTRAINT "banners_web_view_url_ck" CHECK ("banners"."web_view_url" is null or "banners"."web_view_url" ~* '^(/[^/\\]|https://[^/])'),
	CONSTRAINT "banners_window_ck" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."starts_at" < "banners"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "home_popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"image_url" text NOT NULL,
	"image_url_en" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_popups_window_ck" CHECK ("home_popups"."starts_at" is null or "home_popups"."ends_at" is null or "home_popups"."starts_at" < "home_popups"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" text PRIMARY KEY NOT NULL,
	"type" "widget_type" NOT NULL,
	"sort_order" integer NOT NULL,
	"regions" "region"[] DEFAULT '{}'::region[] NOT NULL,
	"item_key" text,
	"item_title_vi" text,
	"item_title_en" text,
	"filter_category_id" integer,
	"filter_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"filter_brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "widgets_item_ck" CHECK ("widgets"."type" = 'CarouselBannerWidget' or ("widgets"."item_key" is not null and "widgets"."item_title_vi" is not null and "widgets"."item_title_en" is not null))
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_category_id_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_brand_id_brands_id_fk" FOREIGN KEY ("link_brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_filter_category_id_categories_id_fk" FOREIGN KEY ("filter_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_widget_order_idx" ON "banners" USING btree ("widget_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "home_popups_key_uq" ON "home_popups" USING btree ("key");--> statement-breakpoint
CREATE INDEX "home_popups_starts_idx" ON "home_popups" USING btree ("starts_at" desc nulls last);--> statement-breakpoint
CREATE INDEX "widgets_sort_idx" ON "widgets" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "favorites_product_idx" ON "favorites" USING btree ("product_id");