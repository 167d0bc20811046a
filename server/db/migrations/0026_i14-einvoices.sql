ALTER TABLE "stores" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "vat_category" text DEFAULT 'rate' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_settings" ADD COLUMN "invoice_till_number" integer;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "cash_register_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "cash_register_template" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "cash_register_series" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "tax_office_code" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "lookup_url" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "password_sealed" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "certificate_p12" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "certificate_password_sealed" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "certificate_subject" text;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "certificate_not_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "einvoice_settings" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "cash_register_code" text;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "delivery" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "delivery_message" text;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "einvoices" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_settings_invoice_till_number" ON "pos_settings" USING btree ("tenant_id","invoice_till_number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_cash_register_code" ON "einvoices" USING btree ("tenant_id","cash_register_code");--> statement-breakpoint
CREATE INDEX "einvoices_delivery" ON "einvoices" USING btree ("tenant_id","delivery");--> statement-breakpoint
-- custom: i14-einvoices
-- Each till gets its number in the shop for cash-register invoice codes: existing tills by age,
-- new ones from this trigger (max + 1 under a per-tenant lock; numbers are never reused, tills are
-- soft-deleted so their numbers stay taken).
UPDATE "pos_settings" p SET "invoice_till_number" = n.rn
  FROM (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id ORDER BY created_at, id) AS rn FROM "pos_settings") n
 WHERE p.tenant_id = n.tenant_id AND p.id = n.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_pos_settings_till_number() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.invoice_till_number IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('invoice_till_number:' || NEW.tenant_id::text, 0));
    SELECT coalesce(max(invoice_till_number), 0) + 1 INTO NEW.invoice_till_number
      FROM pos_settings WHERE tenant_id = NEW.tenant_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER pos_settings_till_number BEFORE INSERT ON "pos_settings"
  FOR EACH ROW EXECUTE FUNCTION app_pos_settings_till_number();--> statement-breakpoint
-- The series no longer carries the template digit ("1C26TAA" was written into KHHDon).
UPDATE "einvoice_settings" SET "series" = substr("series", 2) WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$';--> statement-breakpoint
-- Taxes named "not subject to VAT" at 0% become the KCT category.
UPDATE "taxes" SET "vat_category" = 'kct'
 WHERE "rate" = 0 AND (lower("name") LIKE '%không chịu thuế%' OR lower("name") LIKE '%kct%');
