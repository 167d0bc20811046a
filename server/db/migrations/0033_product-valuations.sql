CREATE TABLE "product_valuations" (
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"average_cost" bigint DEFAULT 0 NOT NULL,
	"through" timestamp with time zone,
	"pending" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_valuations_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_valuations" ADD CONSTRAINT "product_valuations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_valuations" ADD CONSTRAINT "product_valuations_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_valuations_pending" ON "product_valuations" USING btree ("tenant_id") WHERE pending;--> statement-breakpoint
-- custom: product-valuations backfill
-- Every product with moves gets its row, empty and pending, so that the first read folds its
-- ledger from the first move. Forced row-level security would hide the moves from an owner that
-- is not a superuser (a managed DATABASE_URL user): the security is lifted for the statement, as
-- 0032 does, and forced again (on the new table too, which app_secure_tenant_tables() then enables). The migration applies once, in the migrator's transaction.
DO $$
DECLARE
  lifted boolean := NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = current_user AND (rolsuper OR rolbypassrls));
BEGIN
  IF lifted THEN
    ALTER TABLE "stock_moves" NO FORCE ROW LEVEL SECURITY;
    ALTER TABLE "product_valuations" NO FORCE ROW LEVEL SECURITY;
  END IF;
  INSERT INTO "product_valuations" ("tenant_id", "product_id")
  SELECT DISTINCT "tenant_id", "product_id" FROM "stock_moves"
  ON CONFLICT DO NOTHING;
  IF lifted THEN
    ALTER TABLE "stock_moves" FORCE ROW LEVEL SECURITY;
    ALTER TABLE "product_valuations" FORCE ROW LEVEL SECURITY;
  END IF;
END $$;
