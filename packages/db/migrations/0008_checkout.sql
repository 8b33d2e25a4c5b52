CREATE TYPE "public"."order_status" AS ENUM('PENDING_APPROVAL', 'APPROVAL_DISAPPROVED', 'PENDING_ACCEPTANCE', 'ACCEPTED', 'SENT', 'IN_PROGRESS', 'PENDING_DELIVERY', 'DELIVERING', 'DELIVERY_IN_PROGRESS', 'DELIVERED', 'DECLINED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('COD', 'BANK_TRANSFER', 'DEPOSIT', 'DEBT_7_DAY', 'DEBT_15_DAY', 'DEBT_1_MONTH');--> statement-breakpoint
CREATE TABLE "cart_groups" (
	"store_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"delivery_date" date,
	"slot_start" text,
	"slot_end" text,
	"delivery_note" text,
	"payment_method" text,
	"voucher_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_groups_store_id_supplier_id_pk" PRIMARY KEY("store_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"text" text NOT NULL,
	"text_key" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_area_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"district_ids" text[] NOT NULL,
	"free_delivery" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_drafts" (
	"token" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_day_offs" (
	"supplier_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason_vi" text,
	"reason_en" text,
	CONSTRAINT "supplier_day_offs_supplier_id_date_pk" PRIMARY KEY("supplier_id","date")
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"bank_bin" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	CONSTRAINT "virtual_accounts_number_unique" UNIQUE("number"),
	CONSTRAINT "virtual_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"voucher_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_voucher_id_order_id_pk" PRIMARY KEY("voucher_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"min_order_value" integer DEFAULT 0 NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"max_discount" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"supplier_ids" integer[],
	"product_ids" uuid[],
	"store_ids" uuid[],
	"usage_limit" integer,
	"per_company_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_usage_within_limit" CHECK ("vouchers"."usage_limit" IS NULL OR "vouchers"."used_count" <= "vouchers"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"uom_code" text NOT NULL,
	"price_before_vat" integer NOT NULL,
	"vat_rate" smallint NOT NULL,
	"price" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"accepted_quantity" numeric(12, 3),
	"delivered_quantity" numeric(12, 3),
	"amount_before_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"buyer_note" text
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"draft_token" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_by" uuid,
	"status" "order_status" NOT NULL,
	"type" text DEFAULT 'PAID_ORDER' NOT NULL,
	"delivery_date" date NOT NULL,
	"slot_start" text NOT NULL,
	"slot_end" text NOT NULL,
	"delivery_note" text,
	"payment_method" "payment_method" NOT NULL,
	"voucher_id" uuid,
	"voucher_code" text,
	"subtotal_before_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"items_total" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"delivery_fee_vat" integer DEFAULT 0 NOT NULL,
	"gross_total" integer NOT NULL,
	"red_invoice_name" text,
	"red_invoice_address" text,
	"red_invoice_tax_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "payment_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "deposit_balance" bigint;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "same_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "time_slots" jsonb DEFAULT '[{"start":"08:00","end":"12:00"},{"start":"13:00","end":"17:00"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_groups" ADD CONSTRAINT "cart_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_groups" ADD CONSTRAINT "cart_groups_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD CONSTRAINT "deposit_transactions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_day_offs" ADD CONSTRAINT "supplier_day_offs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_store_supplier_idx" ON "cart_items" USING btree ("store_id","supplier_id");--> statement-breakpoint
CREATE INDEX "delivery_notes_store_used_idx" ON "delivery_notes" USING btree ("store_id","last_used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notes_store_key_uq" ON "delivery_notes" USING btree ("store_id","text_key");--> statement-breakpoint
CREATE INDEX "deposit_transactions_buyer_idx" ON "deposit_transactions" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_drafts_store_idx" ON "order_drafts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_buyer_idx" ON "voucher_redemptions" USING btree ("voucher_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_uq" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_window_idx" ON "vouchers" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_delivery_idx" ON "orders" USING btree ("store_id","supplier_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_draft_supplier_uq" ON "orders" USING btree ("draft_token","supplier_id");--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_deposit_not_negative" CHECK ("buyers"."deposit_balance" IS NULL OR "buyers"."deposit_balance" >= 0);
--> statement-breakpoint
-- Public holidays of Vietnam 2026–2027 (packages/domain checkout/vietnam-holidays.ts): reference data every
-- database needs, demo or not.
INSERT INTO "holidays" ("date", "name_vi", "name_en") VALUES
  ('2026-01-01', 'Tết Dương lịch', 'New Year''s Day'),
  ('2026-02-16', 'Tết Nguyên Đán (29 tháng Chạp)', 'Lunar New Year (New Year''s Eve)'),
  ('2026-02-17', 'Tết Nguyên Đán (mùng 1)', 'Lunar New Year (day 1)'),
  ('2026-02-18', 'Tết Nguyên Đán (mùng 2)', 'Lunar New Year (day 2)'),
  ('2026-02-19', 'Tết Nguyên Đán (mùng 3)', 'Lunar New Year (day 3)'),
  ('2026-02-20', 'Tết Nguyên Đán (mùng 4)', 'Lunar New Year (day 4)'),
  ('2026-04-26', 'Giỗ Tổ Hùng Vương', 'Hùng Kings Commemoration Day'),
  ('2026-04-27', 'Nghỉ bù Giỗ Tổ Hùng Vương', 'Hùng Kings Commemoration Day (compensation day)'),
  ('2026-04-30', 'Ngày Chiến thắng', 'Reunification Day'),
  ('2026-05-01', 'Ngày Quốc tế Lao động', 'International Labour Day'),
  ('2026-09-01', 'Quốc khánh (ngày liền kề)', 'National Day (adjacent day)'),
  ('2026-09-02', 'Quốc khánh', 'National Day'),
  ('2027-01-01', 'Tết Dương lịch', 'New Year''s Day'),
  ('2027-02-05', 'Tết Nguyên Đán (29 tháng Chạp)', 'Lunar New Year (New Year''s Eve)'),
  ('2027-02-06', 'Tết Nguyên Đán (mùng 1)', 'Lunar New Year (day 1)'),
  ('2027-02-07', 'Tết Nguyên Đán (mùng 2)', 'Lunar New Year (day 2)'),
  ('2027-02-08', 'Tết Nguyên Đán (mùng 3)', 'Lunar New Year (day 3)'),
  ('2027-02-09', 'Tết Nguyên Đán (mùng 4)', 'Lunar New Year (day 4)'),
  ('2027-02-10', 'Nghỉ bù Tết Nguyên Đán', 'Lunar New Year (compensation day)'),
  ('2027-02-11', 'Nghỉ bù Tết Nguyên Đán', 'Lunar New Year (compensation day)'),
  ('2027-04-16', 'Giỗ Tổ Hùng Vương', 'Hùng Kings Commemoration Day'),
  ('2027-04-30', 'Ngày Chiến thắng', 'Reunification Day'),
  ('2027-05-01', 'Ngày Quốc tế Lao động', 'International Labour Day'),
  ('2027-05-03', 'Nghỉ bù Ngày Quốc tế Lao động', 'International Labour Day (compensation day)'),
  ('2027-09-02', 'Quốc khánh', 'National Day'),
  ('2027-09-03', 'Quốc khánh (ngày liền kề)', 'National Day (adjacent day)')
ON CONFLICT ("date") DO NOTHING;
