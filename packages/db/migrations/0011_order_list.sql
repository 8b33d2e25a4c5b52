DROP INDEX "orders_buyer_status_idx";--> statement-breakpoint
CREATE INDEX "orders_buyer_supplier_idx" ON "orders" USING btree ("buyer_id","supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_delivery_idx" ON "orders" USING btree ("buyer_id","delivery_date");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_idx" ON "orders" USING btree ("buyer_id","status","created_at");