ALTER TABLE "stores" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "vat_category" text DEFAULT 'rate' NOT NULL;--> statement-breakpoint
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
CREATE UNIQUE INDEX "einvoices_cash_register_code" ON "einvoices" USING btree ("tenant_id","cash_register_code");--> statement-breakpoint
CREATE INDEX "einvoices_delivery" ON "einvoices" USING btree ("tenant_id","delivery");--> statement-breakpoint
-- custom: i14-einvoices
-- The series no longer carries the template digit ("1C26TAA" was written into KHHDon).
UPDATE "einvoice_settings" SET "series" = substr("series", 2) WHERE "series" ~ '^[1-6][CK][0-9]{2}[A-Z]{3}$';--> statement-breakpoint
-- Taxes named "not subject to VAT" at 0% become the KCT category.
UPDATE "taxes" SET "vat_category" = 'kct'
 WHERE "rate" = 0 AND (lower("name") LIKE '%không chịu thuế%' OR lower("name") LIKE '%kct%');
