-- custom: i14-fixes
-- Migration 0026 took the template digit out of the series in the settings ("1C26TAA" → "C26TAA");
-- the number counters and the invoices issued before kept the 7-character form, so numbering in
-- the same registered series would start again at 1. The counters move to the 6-character series
-- (the larger count when both exist), then the invoices' stored series follow.
-- Forced row-level security would hide every row from an owner that is not a superuser (a managed
-- DATABASE_URL user): lifted for the backfill, put back at the end (app_secure_tenant_tables()
-- checks it again after migrating).
ALTER TABLE "einvoice_counters" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "einvoices" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "einvoice_counters" ("tenant_id", "template_code", "series", "last_number")
SELECT "tenant_id", "template_code", substr("series", 2), max("last_number")
  FROM "einvoice_counters"
 WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$'
 GROUP BY "tenant_id", "template_code", substr("series", 2)
ON CONFLICT ("tenant_id", "template_code", "series")
DO UPDATE SET "last_number" = greatest("einvoice_counters"."last_number", excluded."last_number");--> statement-breakpoint
DELETE FROM "einvoice_counters" WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$';--> statement-breakpoint
-- An invoice whose number was already issued again under the 6-character series (or by another
-- 7-character form of it) keeps its stored series: the number unique per series is kept, and the
-- duplicate stays visible on /einvoices for the shop to correct with the tax office.
UPDATE "einvoices" e SET "series" = substr(e."series", 2)
 WHERE e."series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$'
   AND NOT EXISTS (
     SELECT 1 FROM "einvoices" o
      WHERE o."tenant_id" = e."tenant_id"
        AND o."template_code" = e."template_code"
        AND o."number" = e."number"
        AND o."id" <> e."id"
        AND (o."series" = substr(e."series", 2)
             OR (o."series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$' AND substr(o."series", 2) = substr(e."series", 2))));--> statement-breakpoint
-- A 13-digit tax code saved without its dash is kept dashed from now on (MST is `\d{10}(-\d{3})?`):
-- the shop's, the seller's in the e-invoice settings (their sync version moves, so tills get it)
-- and the buyers' of invoices. (The version triggers write sync_versions: lifted there too.)
ALTER TABLE "sync_versions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "einvoice_settings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "stores" SET "tax_code" = regexp_replace("tax_code", '^([0-9]{10})([0-9]{3})$', '\1-\2')
 WHERE "tax_code" ~ '^[0-9]{13}$';--> statement-breakpoint
UPDATE "einvoice_settings" SET "seller_tax_code" = regexp_replace("seller_tax_code", '^([0-9]{10})([0-9]{3})$', '\1-\2')
 WHERE "seller_tax_code" ~ '^[0-9]{13}$';--> statement-breakpoint
UPDATE "einvoices" SET "buyer_tax_code" = regexp_replace("buyer_tax_code", '^([0-9]{10})([0-9]{3})$', '\1-\2')
 WHERE "buyer_tax_code" ~ '^[0-9]{13}$';--> statement-breakpoint
ALTER TABLE "sync_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stores" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "einvoice_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "einvoice_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "einvoices" FORCE ROW LEVEL SECURITY;
