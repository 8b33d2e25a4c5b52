DROP INDEX "orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_status_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_supplier_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_delivery_idx";--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at","id","store_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_idx" ON "orders" USING btree ("buyer_id","status","created_at","store_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_supplier_idx" ON "orders" USING btree ("buyer_id","supplier_id","created_at","store_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_delivery_idx" ON "orders" USING btree ("buyer_id","delivery_date","store_id");--> statement-breakpoint
-- A store belongs to one company: without this the planner multiplies "buyer_id = $1" and "store_id in (...)" and
-- expects ~1% of a company's orders (BitmapAnd, every row read and sorted) instead of an index scan that stops at a page.
CREATE STATISTICS IF NOT EXISTS "orders_buyer_store_stats" (dependencies) ON "buyer_id", "store_id" FROM "orders";--> statement-breakpoint
ANALYZE "orders";
