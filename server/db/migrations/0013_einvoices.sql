CREATE TABLE "einvoice_counters" (
	"tenant_id" uuid NOT NULL,
	"template_code" text NOT NULL,
	"series" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "einvoice_counters_tenant_id_template_code_series_pk" PRIMARY KEY("tenant_id","template_code","series")
);
--> statement-breakpoint
CREATE TABLE "einvoices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"relation" text DEFAULT 'original' NOT NULL,
	"related_id" uuid,
	"buyer_type" text DEFAULT 'retail' NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_tax_code" text DEFAULT '' NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT 'TM/CK' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_before_tax" bigint NOT NULL,
	"total_vat" bigint NOT NULL,
	"total_discount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"template_code" text,
	"series" text,
	"number" integer,
	"provider" text,
	"seller" jsonb,
	"xml" text,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid NOT NULL,
	"search_text" text GENERATED ALWAYS AS (app_search_norm(buyer_name || ' ' || buyer_tax_code || ' ' || buyer_email)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "einvoice_counters" ADD CONSTRAINT "einvoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_tenant_id_order_id_pos_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."pos_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_tenant_id_related_id_einvoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","related_id") REFERENCES "public"."einvoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_number_unique" ON "einvoices" USING btree ("tenant_id","template_code","series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_order_original" ON "einvoices" USING btree ("tenant_id","order_id") WHERE relation = 'original' and state <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_related_live" ON "einvoices" USING btree ("tenant_id","related_id") WHERE related_id is not null and state = 'draft';--> statement-breakpoint
CREATE INDEX "einvoices_created" ON "einvoices" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "einvoices_issued" ON "einvoices" USING btree ("tenant_id","issued_at");