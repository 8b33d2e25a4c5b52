ALTER TYPE "public"."notification_type" ADD VALUE 'ORDER_ITEMS_CHANGED';--> statement-breakpoint
CREATE TYPE "public"."deposit_reason" AS ENUM('TOP_UP', 'ORDER_PAYMENT', 'ORDER_REFUND', 'TRANSFER_CREDIT');--> statement-breakpoint
CREATE TYPE "public"."order_line_change_kind" AS ENUM('ORDERED_QUANTITY', 'ACCEPTED_QUANTITY', 'DELIVERED_QUANTITY', 'FINAL_PRICE', 'PRICE_PROPOSED', 'MISSING');--> statement-breakpoint
CREATE TABLE "order_line_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"product_id" uuid NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "order_line_change_kind" NOT NULL,
	"before" numeric(18, 3),
	"after" numeric(18, 3),
	"total_before" bigint NOT NULL,
	"total_after" bigint NOT NULL,
	"actor_id" uuid,
	"actor_side" "order_actor_side" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD COLUMN "reason" "deposit_reason";--> statement-breakpoint
UPDATE "deposit_transactions" SET "reason" = CASE WHEN "order_id" IS NULL THEN 'TOP_UP'::deposit_reason
  WHEN "amount" < 0 THEN 'ORDER_PAYMENT'::deposit_reason ELSE 'ORDER_REFUND'::deposit_reason END;--> statement-breakpoint
ALTER TABLE "deposit_transactions" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "max_discount" bigint;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "product_ids" uuid[];--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "proposed_price_before_vat" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "proposal_note" text;--> statement-breakpoint
ALTER TABLE "order_line_changes" ADD CONSTRAINT "order_line_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_changes" ADD CONSTRAINT "order_line_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_changes_order_idx" ON "order_line_changes" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "deposit_transactions" ADD CONSTRAINT "deposit_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_transactions_order_idx" ON "deposit_transactions" USING btree ("order_id");--> statement-breakpoint
-- The ledger starts where each balance stands: one TOP_UP row for what the rows do not explain (the demo's opening
-- balances were written into the column alone).
INSERT INTO "deposit_transactions" ("buyer_id", "amount", "reason", "note")
SELECT b."id", b."deposit_balance" - coalesce(sum(d."amount"), 0), 'TOP_UP', 'Opening balance'
FROM "buyers" b LEFT JOIN "deposit_transactions" d ON d."buyer_id" = b."id"
WHERE b."deposit_balance" IS NOT NULL
GROUP BY b."id", b."deposit_balance"
HAVING b."deposit_balance" - coalesce(sum(d."amount"), 0) <> 0;--> statement-breakpoint
-- Money the deposit took for orders that have since ended without delivery or cost less goes back, as it will from
-- now on after every change (services/checkout/settle-orders.ts).
WITH owed AS (
  SELECT o."id", o."buyer_id", o."number",
    CASE WHEN o."status" IN ('CANCELED', 'DECLINED', 'APPROVAL_DISAPPROVED') THEN 0 ELSE o."gross_total" END AS payable,
    -sum(d."amount") AS charged
  FROM "orders" o JOIN "deposit_transactions" d ON d."order_id" = o."id"
  GROUP BY o."id"
), refunds AS (
  INSERT INTO "deposit_transactions" ("buyer_id", "amount", "reason", "order_id", "note")
  SELECT "buyer_id", "charged" - "payable", 'ORDER_REFUND', "id", 'CB-' || lpad("number"::text, 6, '0')
  FROM owed WHERE "charged" > "payable"
  RETURNING "buyer_id", "amount"
)
UPDATE "buyers" b SET "deposit_balance" = b."deposit_balance" + r."total"
FROM (SELECT "buyer_id", sum("amount") AS "total" FROM refunds GROUP BY "buyer_id") r
WHERE b."id" = r."buyer_id";--> statement-breakpoint
-- The voucher's terms as they are now, for the redemptions made before they were kept.
UPDATE "voucher_redemptions" r SET "percent" = v."percent", "max_discount" = v."max_discount", "product_ids" = v."product_ids"
FROM "vouchers" v WHERE v."id" = r."voucher_id";--> statement-breakpoint
-- Uses of orders that ended without delivery are given back.
WITH released AS (
  UPDATE "voucher_redemptions" r SET "released_at" = now()
  FROM "orders" o
  WHERE o."id" = r."order_id" AND o."status" IN ('CANCELED', 'DECLINED', 'APPROVAL_DISAPPROVED') AND r."released_at" IS NULL
  RETURNING r."voucher_id"
)
UPDATE "vouchers" v SET "used_count" = greatest(v."used_count" - c."n", 0)
FROM (SELECT "voucher_id", count(*)::int AS "n" FROM released GROUP BY "voucher_id") c
WHERE v."id" = c."voucher_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_gross_total" bigint;--> statement-breakpoint
-- What each order cost when it was placed: its first line change's total before, else its total now.
UPDATE "orders" o SET "placed_gross_total" = coalesce(
  (SELECT c."total_before" FROM "order_line_changes" c WHERE c."order_id" = o."id" ORDER BY c."created_at" LIMIT 1),
  o."gross_total");
