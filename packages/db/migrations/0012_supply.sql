CREATE TYPE "public"."user_kind" AS ENUM('BUYER', 'SUPPLIER', 'OPERATOR');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kind" "user_kind" DEFAULT 'BUYER' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_price_before_vat" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "missing_note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "missing_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_supplier_idx" ON "users" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "orders_supplier_delivery_idx" ON "orders" USING btree ("supplier_id","delivery_date","slot_start");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","slot_start");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kind_ids_check" CHECK (("users"."kind" = 'BUYER' and "users"."buyer_id" is not null and "users"."supplier_id" is null)
        or ("users"."kind" = 'SUPPLIER' and "users"."buyer_id" is null and "users"."supplier_id" is not null)
        or ("users"."kind" = 'OPERATOR' and "users"."buyer_id" is null and "users"."supplier_id" is null));