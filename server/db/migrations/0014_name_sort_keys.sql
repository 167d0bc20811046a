DROP INDEX "customers_tenant_name";--> statement-breakpoint
DROP INDEX "products_tenant_name";--> statement-breakpoint
CREATE INDEX "customers_tenant_name" ON "customers" USING btree ("tenant_id",(app_search_norm("full_name") || ' ' || "full_name"));--> statement-breakpoint
CREATE INDEX "products_tenant_name" ON "products" USING btree ("tenant_id",(app_search_norm("name") || ' ' || "name"));