ALTER TABLE "order_items" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Lines written before this migration were ordered when their order was placed.
UPDATE "order_items" AS i SET "created_at" = o."created_at" FROM "orders" AS o WHERE o."id" = i."order_id";--> statement-breakpoint
DROP INDEX "order_items_product_idx";--> statement-breakpoint
CREATE INDEX "order_items_product_recent_idx" ON "order_items" USING btree ("product_id","created_at" DESC NULLS LAST,"order_id");
