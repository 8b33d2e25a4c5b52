CREATE TYPE "public"."contact_who" AS ENUM('RESTAURANT', 'HOTEL', 'CAFE', 'CANTEEN', 'RETAIL', 'SUPPLIER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."customer_request_kind" AS ENUM('CONTACT_US', 'CONTACT_REQUEST', 'KEEP_IN_TOUCH', 'PRODUCT_REQUEST', 'ERROR_REPORT');--> statement-breakpoint
CREATE TABLE "customer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "customer_request_kind" NOT NULL,
	"who_are_you" "contact_who",
	"name" text,
	"email" text,
	"telephone" text,
	"company_name" text,
	"message" text,
	"product_name" text,
	"product_link" text,
	"product_id" uuid,
	"page_url" text,
	"error_digest" text,
	"lang" text DEFAULT 'vi' NOT NULL,
	"user_id" uuid,
	"buyer_id" uuid,
	"campaign_source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_requests" ADD CONSTRAINT "customer_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_requests_created_idx" ON "customer_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_requests_kind_created_idx" ON "customer_requests" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_requests_user_idx" ON "customer_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_requests_buyer_idx" ON "customer_requests" USING btree ("buyer_id");