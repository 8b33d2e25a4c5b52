ALTER TABLE "stores" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_note" text;--> statement-breakpoint
CREATE INDEX "stores_status_created_idx" ON "stores" USING btree ("status","created_at");