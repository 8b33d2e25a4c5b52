-- Money in bigint: an int4 column overflows at 2,147,483,647 đ (one line of 9,999 units at 250,000 đ).
-- One ALTER per table, so each table is rewritten once.
ALTER TABLE "stores"
  ALTER COLUMN "moq" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_prices"
  ALTER COLUMN "price" SET DATA TYPE bigint,
  ALTER COLUMN "original_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "suppliers"
  ALTER COLUMN "moq" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "voucher_redemptions"
  ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vouchers"
  ALTER COLUMN "min_order_value" SET DATA TYPE bigint,
  ALTER COLUMN "max_discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items"
  ALTER COLUMN "price_before_vat" SET DATA TYPE bigint,
  ALTER COLUMN "price" SET DATA TYPE bigint,
  ALTER COLUMN "amount_before_vat" SET DATA TYPE bigint,
  ALTER COLUMN "vat" SET DATA TYPE bigint,
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "discount" SET DATA TYPE bigint,
  ALTER COLUMN "final_price_before_vat" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "subtotal_before_vat" SET DATA TYPE bigint,
  ALTER COLUMN "vat" SET DATA TYPE bigint,
  ALTER COLUMN "items_total" SET DATA TYPE bigint,
  ALTER COLUMN "discount" SET DATA TYPE bigint,
  ALTER COLUMN "delivery_fee" SET DATA TYPE bigint,
  ALTER COLUMN "delivery_fee_vat" SET DATA TYPE bigint,
  ALTER COLUMN "gross_total" SET DATA TYPE bigint;
