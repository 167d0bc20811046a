-- The till stores each product as one record with its units and lots (docs/decisions.md "The till
-- catalogue: one record per product"), and the pull sends that record as the product's row. So a
-- change to a unit or a lot must give its product a new sync version in the same transaction:
-- these statement-level triggers touch the products whose units or lots a statement wrote, and
-- the products' own sync_version trigger numbers them. A product this transaction already wrote
-- (a stock move updates the product and its lots in one statement) has its new version already
-- and is left alone, so a sale writes each product row once, as before.
CREATE OR REPLACE FUNCTION app_touch_product_docs() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products p SET version = p.version
    FROM (SELECT DISTINCT tenant_id, product_id FROM changed_rows) c
   WHERE p.tenant_id = c.tenant_id AND p.id = c.product_id
     AND p.xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_doc_units_insert AFTER INSERT ON product_units
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_touch_product_docs();
--> statement-breakpoint
CREATE TRIGGER product_doc_units_update AFTER UPDATE ON product_units
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_touch_product_docs();
--> statement-breakpoint
CREATE TRIGGER product_doc_units_delete AFTER DELETE ON product_units
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_touch_product_docs();
--> statement-breakpoint
CREATE TRIGGER product_doc_lots_insert AFTER INSERT ON lots
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_touch_product_docs();
--> statement-breakpoint
CREATE TRIGGER product_doc_lots_update AFTER UPDATE ON lots
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_touch_product_docs();
--> statement-breakpoint
CREATE TRIGGER product_doc_lots_delete AFTER DELETE ON lots
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION app_touch_product_docs();
