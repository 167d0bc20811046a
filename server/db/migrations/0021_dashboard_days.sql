CREATE TABLE "dashboard_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"order_count" integer NOT NULL,
	"max_version" bigint NOT NULL,
	"net" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"return_count" integer NOT NULL,
	"return_amount" bigint NOT NULL,
	"change_amount" bigint NOT NULL,
	"methods" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"product_ids" uuid[] NOT NULL,
	"product_quantities" bigint[] NOT NULL,
	"product_revenues" bigint[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_days" ADD CONSTRAINT "dashboard_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;