CREATE TYPE "public"."order_actor_side" AS ENUM('BUYER', 'SUPPLIER', 'OPERATOR', 'SYSTEM');--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "from_status" "order_status";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_side" "order_actor_side" DEFAULT 'BUYER' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_buyer_status_idx" ON "orders" USING btree ("buyer_id","status");--> statement-breakpoint
UPDATE "orders" SET "status_changed_at" = "created_at";
