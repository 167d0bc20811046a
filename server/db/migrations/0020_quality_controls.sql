CREATE TABLE "quality_control_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"control_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_id" uuid,
	"appearance_ok" boolean NOT NULL,
	"packaging_ok" boolean NOT NULL,
	"label_ok" boolean NOT NULL,
	"expiry_ok" boolean NOT NULL,
	"result" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "quality_control_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quality_controls" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"inspection_date" date NOT NULL,
	"inspection_type" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"inspector_id" uuid,
	"scrap_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_controls_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "quality_control_lines" ADD CONSTRAINT "quality_control_lines_tenant_id_control_id_quality_controls_tenant_id_id_fk" FOREIGN KEY ("tenant_id","control_id") REFERENCES "public"."quality_controls"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_lines" ADD CONSTRAINT "quality_control_lines_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_lines" ADD CONSTRAINT "quality_control_lines_tenant_id_lot_id_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_control_lines_control" ON "quality_control_lines" USING btree ("tenant_id","control_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_controls_code_unique" ON "quality_controls" USING btree ("tenant_id","code");