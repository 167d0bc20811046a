DROP INDEX "products_tenant_name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (app_search_norm(name) || ' ' || name) STORED;--> statement-breakpoint
CREATE INDEX "products_tenant_name" ON "products" USING btree ("tenant_id","name_key");