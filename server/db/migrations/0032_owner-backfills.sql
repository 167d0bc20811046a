-- custom: owner-backfills
-- The data backfills of migrations 0026 (series without the template digit, KCT taxes) and 0027
-- (national prescription codes of orders) ran under forced row-level security. An owner that is
-- a superuser (the embedded PostgreSQL, the tests) bypasses it; an owner that is not (a managed
-- DATABASE_URL user) saw no rows, so on such a database those backfills changed nothing while
-- the app went on as if they had. They run again here with the security lifted for the
-- statement, as 0031 does, then put back. The migration applies once, in the migrator's
-- transaction: no other session sees the tables unforced.
-- An owner that bypasses row-level security ran them already, and the shop may have changed
-- those rows since (a tax moved back to a rate): nothing is done then.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolbypassrls)) THEN
    RETURN;
  END IF;
  ALTER TABLE "sync_versions" NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE "einvoice_settings" NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE "einvoice_counters" NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE "einvoices" NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE "taxes" NO FORCE ROW LEVEL SECURITY;
  ALTER TABLE "pos_orders" NO FORCE ROW LEVEL SECURITY;

  -- 0026: the series no longer carries the template digit.
  UPDATE "einvoice_settings" SET "series" = substr("series", 2) WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$';
  -- 0031 moved counters and invoices to the 6-character series; invoices issued since under the
  -- 7-character series the settings kept follow them the same way.
  INSERT INTO "einvoice_counters" ("tenant_id", "template_code", "series", "last_number")
  SELECT "tenant_id", "template_code", substr("series", 2), max("last_number")
    FROM "einvoice_counters"
   WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$'
   GROUP BY "tenant_id", "template_code", substr("series", 2)
  ON CONFLICT ("tenant_id", "template_code", "series")
  DO UPDATE SET "last_number" = greatest("einvoice_counters"."last_number", excluded."last_number");
  DELETE FROM "einvoice_counters" WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$';
  UPDATE "einvoices" e SET "series" = substr(e."series", 2)
   WHERE e."series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$'
     AND NOT EXISTS (
       SELECT 1 FROM "einvoices" o
        WHERE o."tenant_id" = e."tenant_id"
          AND o."template_code" = e."template_code"
          AND o."number" = e."number"
          AND o."id" <> e."id"
          AND (o."series" = substr(e."series", 2)
               OR (o."series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$' AND substr(o."series", 2) = substr(e."series", 2))));
  -- 0026: taxes named "not subject to VAT" at 0% are the KCT category.
  UPDATE "taxes" SET "vat_category" = 'kct'
   WHERE "rate" = 0 AND "vat_category" <> 'kct'
     AND (lower("name") LIKE '%không chịu thuế%' OR lower("name") LIKE '%kct%');
  -- 0027: orders sold against a prescription fetched online carry its code.
  UPDATE "pos_orders" SET "national_prescription_code" = lower("prescription"->>'code')
   WHERE "prescription"->>'source' = 'online' AND coalesce("prescription"->>'code', '') <> ''
     AND "national_prescription_code" IS NULL;

  ALTER TABLE "sync_versions" FORCE ROW LEVEL SECURITY;
  ALTER TABLE "einvoice_settings" FORCE ROW LEVEL SECURITY;
  ALTER TABLE "einvoice_counters" FORCE ROW LEVEL SECURITY;
  ALTER TABLE "einvoices" FORCE ROW LEVEL SECURITY;
  ALTER TABLE "taxes" FORCE ROW LEVEL SECURITY;
  ALTER TABLE "pos_orders" FORCE ROW LEVEL SECURITY;
END $$;
