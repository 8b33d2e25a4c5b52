-- A cart write answers with the cart it leaves, in the same round trip (issue 22 point 15, docs/performance.md
-- "Checkout"): cart_put_lines (0009) returned only NULL or a refusal, and the API then read the cart in three more
-- statements. It now returns the store's lines after the write, as rows of cart_items, so the API joins them with
-- the products, prices and choices in the statement that calls it (`select … from cart_put_lines(…) as cart_items
-- join products …`). The lines have to come out of the function: the calling statement's own snapshot is taken
-- before the function waits for the store's lock, so it would see neither this write nor one committed meanwhile;
-- the function's last statement takes a fresh one and sees both. The tables it does not write (products, prices,
-- choices) are read by the calling statement as any read is.
-- A refusal is now an error, so that nothing is returned and nothing is written: SQLSTATE P0001 with the code as
-- its message (STORE_NOT_FOUND, CART_TOO_LARGE). The lock, the count after it and the writes are as in 0009.
DROP FUNCTION "cart_put_lines"(uuid, uuid, uuid[], integer[], numeric[], uuid[], integer);
--> statement-breakpoint
CREATE FUNCTION "cart_put_lines"(
  "p_store" uuid, "p_user" uuid, "p_products" uuid[], "p_suppliers" integer[], "p_quantities" numeric[],
  "p_removals" uuid[], "p_max_lines" integer
) RETURNS SETOF "cart_items" LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_lines" integer;
BEGIN
  -- FOR NO KEY UPDATE: cart writes of one store queue here; inserts referencing the store do not.
  PERFORM 1 FROM "stores" WHERE "id" = "p_store" FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'STORE_NOT_FOUND' USING ERRCODE = 'P0001';
  END IF;
  IF cardinality("p_products") > 0 THEN
    SELECT count(*) INTO "v_lines" FROM "cart_items"
      WHERE "store_id" = "p_store" AND "product_id" <> ALL ("p_products");
    IF "v_lines" + cardinality("p_products") > "p_max_lines" THEN
      RAISE EXCEPTION 'CART_TOO_LARGE' USING ERRCODE = 'P0001';
    END IF;
    INSERT INTO "cart_items" ("store_id", "product_id", "supplier_id", "quantity", "updated_by")
      SELECT "p_store", "u"."product_id", "u"."supplier_id", "u"."quantity", "p_user"
      FROM unnest("p_products", "p_suppliers", "p_quantities") AS "u"("product_id", "supplier_id", "quantity")
      ON CONFLICT ("store_id", "product_id") DO UPDATE SET
        "quantity" = excluded."quantity", "updated_by" = excluded."updated_by", "updated_at" = now();
  END IF;
  IF cardinality("p_removals") > 0 THEN
    DELETE FROM "cart_items" WHERE "store_id" = "p_store" AND "product_id" = ANY ("p_removals");
  END IF;
  RETURN QUERY SELECT * FROM "cart_items" WHERE "store_id" = "p_store";
END
$$;
