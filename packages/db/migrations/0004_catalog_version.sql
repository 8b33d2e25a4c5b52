CREATE TABLE "catalog_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Every statement that changes what the catalogue snapshot (CatalogStore) holds stamps the version with its transaction
-- id (statement triggers: a bulk insert of 1,000 products costs one stamp). A transaction id never comes
-- back, not even after the tables are emptied and their sequences restarted, so an index can only ever
-- mistake a version for its own when nothing changed. The API compares for equality, never for order.
-- Stock and descriptions are not in the index: changing them stamps nothing, so orders taking stock
-- never make the index rebuild.
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_state" ("id", "version") VALUES (1, pg_current_xact_id()::text::bigint)
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_updated" AFTER UPDATE OF "supplier_id", "category_id", "brand_id", "origin_id",
  "name_vi", "name_en", "search_key", "vat_rate", "uom_code", "preservation", "is_private", "allow_purchase",
  "total_sold", "is_active", "created_at", "updated_at" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "suppliers_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "suppliers"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "origins_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "origins"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "uoms_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uoms"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
