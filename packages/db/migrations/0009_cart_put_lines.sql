-- A cart write in one round trip and one commit (docs/performance.md, "Checkout"): the store row locked, the line
-- limit checked, the lines upserted and removed. It has to be a function, not one statement with CTEs: a statement
-- keeps the snapshot it started with, older than the lock it waits for, so its count would miss lines a concurrent
-- writer committed while it waited. A VOLATILE function takes a new snapshot for each statement it runs, so the count
-- after the lock sees every line committed before. The rules stay in the API (the limit is a parameter; quantities
-- and products are checked before the call); this only keeps the write atomic.
-- Answers NULL when written, else the refusal: STORE_NOT_FOUND or CART_TOO_LARGE (nothing written).
CREATE FUNCTION "cart_put_lines"(
  "p_store" uuid, "p_user" uuid, "p_products" uuid[], "p_suppliers" integer[], "p_quantities" numeric[],
  "p_removals" uuid[], "p_max_lines" integer
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_lines" integer;
BEGIN
  -- FOR NO KEY UPDATE: cart writes of one store queue here; inserts referencing the store do not.
  PERFORM 1 FROM "stores" WHERE "id" = "p_store" FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN 'STORE_NOT_FOUND';
  END IF;
  IF cardinality("p_products") > 0 THEN
    SELECT count(*) INTO "v_lines" FROM "cart_items"
      WHERE "store_id" = "p_store" AND "product_id" <> ALL ("p_products");
    IF "v_lines" + cardinality("p_products") > "p_max_lines" THEN
      RETURN 'CART_TOO_LARGE';
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
  RETURN NULL;
END
$$;
