CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."contact_role" AS ENUM('OWNER', 'MANAGER', 'PURCHASER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('vi', 'en');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'INACTIVE', 'DELETED');--> statement-breakpoint
CREATE TYPE "public"."account_status" AS ENUM('NORMAL', 'BLOCKED', 'NOT_ACTIVATED');--> statement-breakpoint
CREATE TYPE "public"."buyer_status" AS ENUM('NORMAL', 'PENDING', 'BLOCKED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."region" AS ENUM('HN', 'HCM');--> statement-breakpoint
CREATE TYPE "public"."store_status" AS ENUM('NORMAL', 'PENDING', 'BLOCKED');--> statement-breakpoint
CREATE TYPE "public"."brand_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."preservation" AS ENUM('FROZEN', 'REFRIGERATED', 'ROOM_TEMPERATURE');--> statement-breakpoint
CREATE TABLE "remember_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_system_created" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_stores" (
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "user_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"telephone" text,
	"password_hash" text NOT NULL,
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"role" "contact_role" DEFAULT 'OTHER' NOT NULL,
	"image_url" text,
	"lang" "language" DEFAULT 'vi' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"telephone" text,
	"status" "buyer_status" DEFAULT 'PENDING' NOT NULL,
	"account_status" "account_status" DEFAULT 'NORMAL' NOT NULL,
	"image_url" text,
	"region" "region" DEFAULT 'HCM' NOT NULL,
	"is_freeship_offer" boolean DEFAULT false NOT NULL,
	"location" jsonb,
	"new_merged_location" jsonb,
	"full_address" jsonb,
	"red_invoice_company_name" text,
	"red_invoice_address" text,
	"red_invoice_tax_code" text,
	"enabled_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internal_id" serial NOT NULL,
	"buyer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"telephone" text,
	"address" text NOT NULL,
	"formatted_address" text,
	"city" text,
	"district" text,
	"ward" text,
	"province_id" text,
	"district_id" text,
	"ward_id" text,
	"geo_lat" double precision,
	"geo_lon" double precision,
	"geo_plus_code" text,
	"address_note" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"status" "store_status" DEFAULT 'PENDING' NOT NULL,
	"last_ordered_at" timestamp with time zone,
	"is_force_update" boolean DEFAULT false NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"moq" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_internal_id_unique" UNIQUE("internal_id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description_vi" text,
	"description_en" text,
	"image_url" text,
	"group_name" text,
	"status" "brand_status" DEFAULT 'ACTIVE' NOT NULL,
	"trusted_rank" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text,
	"description_en" text,
	"thumbnail" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "origins_name_vi_unique" UNIQUE("name_vi")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid NOT NULL,
	"region" "region" NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	CONSTRAINT "product_prices_product_id_region_pk" PRIMARY KEY("product_id","region")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" uuid NOT NULL,
	"tag_code" text NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_code_pk" PRIMARY KEY("product_id","tag_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"origin_id" integer,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"search_key" text NOT NULL,
	"supplier_internal_code" text NOT NULL,
	"description_vi" text,
	"description_en" text,
	"vat_rate" smallint DEFAULT 8 NOT NULL,
	"uom_code" text NOT NULL,
	"base_uom_code" text,
	"base_unit" numeric(12, 3),
	"net_uom_code" text,
	"net_unit" numeric(12, 3),
	"preservation" "preservation" DEFAULT 'ROOM_TEMPERATURE' NOT NULL,
	"stock" numeric(14, 3) DEFAULT 0 NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"allow_purchase" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"medias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_sold" integer DEFAULT 0 NOT NULL,
	"min_quantity" numeric(12, 3) DEFAULT 1 NOT NULL,
	"allow_decimal" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"keyword_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"off_market" boolean DEFAULT false NOT NULL,
	"hours_to_delivery" integer DEFAULT 24 NOT NULL,
	"delivery_days" smallint[] DEFAULT '{1,2,3,4,5,6}'::smallint[] NOT NULL,
	"cutoff_time" text DEFAULT '16:00' NOT NULL,
	"moq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"code" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"image_vi" text,
	"image_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uoms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"is_net" boolean DEFAULT false NOT NULL,
	CONSTRAINT "uoms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_buyer_id_product_id_pk" PRIMARY KEY("buyer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_notes" (
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"note" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_notes_buyer_id_product_id_pk" PRIMARY KEY("buyer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "remember_tokens" ADD CONSTRAINT "remember_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stores" ADD CONSTRAINT "user_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stores" ADD CONSTRAINT "user_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_code_tags_code_fk" FOREIGN KEY ("tag_code") REFERENCES "public"."tags"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin_id_origins_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."origins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notes" ADD CONSTRAINT "product_notes_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notes" ADD CONSTRAINT "product_notes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notes" ADD CONSTRAINT "product_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remember_tokens_hash_uq" ON "remember_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "remember_tokens_family_idx" ON "remember_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "remember_tokens_user_idx" ON "remember_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_group_members_user_idx" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_buyer_name_uq" ON "user_groups" USING btree ("buyer_id","name");--> statement-breakpoint
CREATE INDEX "user_stores_store_idx" ON "user_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telephone_uq" ON "users" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "users_buyer_idx" ON "users" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyers_status_idx" ON "buyers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stores_buyer_idx" ON "stores" USING btree ("buyer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_trusted_idx" ON "brands" USING btree ("trusted_rank");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_prices_region_price_idx" ON "product_prices" USING btree ("region","price");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_code","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_code_uq" ON "products" USING btree ("supplier_id","supplier_internal_code");--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree (lower("supplier_internal_code"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_origin_idx" ON "products" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_total_sold_idx" ON "products" USING btree ("total_sold");--> statement-breakpoint
CREATE INDEX "products_name_vi_idx" ON "products" USING btree ("name_vi");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_store_key_uq" ON "search_history" USING btree ("store_id","keyword_key");--> statement-breakpoint
CREATE INDEX "search_history_store_created_idx" ON "search_history" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_buyer_created_idx" ON "favorites" USING btree ("buyer_id","created_at");