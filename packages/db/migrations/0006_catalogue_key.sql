ALTER TABLE "products" ADD COLUMN "catalogue_key" text;--> statement-breakpoint
CREATE INDEX "products_catalogue_key_idx" ON "products" USING btree ("catalogue_key");