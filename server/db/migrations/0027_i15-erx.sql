CREATE TABLE "eprescription_dispensings" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"prescription_code" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"dispense_state" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eprescription_dispensings_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "eprescription_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"api_url" text,
	"username" text,
	"password_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "national_prescription_code" text;--> statement-breakpoint
ALTER TABLE "eprescription_dispensings" ADD CONSTRAINT "eprescription_dispensings_tenant_id_order_id_pos_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."pos_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eprescription_settings" ADD CONSTRAINT "eprescription_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eprescription_dispensings_code" ON "eprescription_dispensings" USING btree ("tenant_id","prescription_code");--> statement-breakpoint
CREATE INDEX "pos_orders_national_prescription" ON "pos_orders" USING btree ("tenant_id","national_prescription_code");--> statement-breakpoint
-- custom: i15-erx
-- Orders sold against a prescription fetched online before the column existed carry its code.
UPDATE "pos_orders" SET "national_prescription_code" = lower("prescription"->>'code')
 WHERE "prescription"->>'source' = 'online' AND coalesce("prescription"->>'code', '') <> '';
