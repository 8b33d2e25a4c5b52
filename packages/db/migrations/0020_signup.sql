CREATE TABLE "buyer_sign_ups" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid,
	"business_type" text NOT NULL,
	"branch_count" integer,
	"tax_code" text,
	"representative_name" text NOT NULL,
	"role" text NOT NULL,
	"province_code" text NOT NULL,
	"district" text NOT NULL,
	"ward" text NOT NULL,
	"address" text NOT NULL,
	"open_time" text,
	"close_time" text,
	"food_delivery_url" text,
	"acquisition_source" text NOT NULL,
	"acquisition_source_other" text,
	"e_invoice_email" text,
	"created_by" text,
	"hubspot_url" text,
	"priority_level" text,
	"sale_pic" text,
	"team" text,
	"regional_group" text,
	"customer_tier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"campaign_source" jsonb
);
--> statement-breakpoint
ALTER TABLE "buyer_sign_ups" ADD CONSTRAINT "buyer_sign_ups_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_sign_ups_submission_uq" ON "buyer_sign_ups" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "buyer_sign_ups_created_idx" ON "buyer_sign_ups" USING btree ("created_at");