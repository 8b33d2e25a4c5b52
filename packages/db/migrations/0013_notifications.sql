CREATE TYPE "public"."notification_read_status" AS ENUM('NOT_READ', 'IS_READ');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('ORDER_STATUS_UPDATE', 'ORDER_MISSING_ITEM');--> statement-breakpoint
CREATE TYPE "public"."push_platform" AS ENUM('ANDROID', 'IOS', 'WEB');--> statement-breakpoint
CREATE TYPE "public"."push_provider" AS ENUM('EXPO', 'FCM');--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid,
	"type" "notification_type" NOT NULL,
	"data" jsonb NOT NULL,
	"read_status" "notification_read_status" DEFAULT 'NOT_READ' NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"provider" "push_provider" NOT NULL,
	"platform" "push_platform" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_registrations_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_registrations" ADD CONSTRAINT "push_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_messages_store_created_idx" ON "notification_messages" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_messages_store_unread_idx" ON "notification_messages" USING btree ("store_id") WHERE "notification_messages"."read_status" = 'NOT_READ';--> statement-breakpoint
CREATE INDEX "notification_messages_order_idx" ON "notification_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "push_registrations_user_idx" ON "push_registrations" USING btree ("user_id");