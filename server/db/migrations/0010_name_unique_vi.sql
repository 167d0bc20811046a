DROP INDEX "categories_name_unique";--> statement-breakpoint
DROP INDEX "customer_groups_name_unique";--> statement-breakpoint
DROP INDEX "specializations_name_unique";--> statement-breakpoint
DROP INDEX "tags_name_unique";--> statement-breakpoint
DROP INDEX "taxes_name_unique";--> statement-breakpoint
DROP INDEX "uoms_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("tenant_id",app_lower_vi("name")) WHERE "categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_unique" ON "customer_groups" USING btree ("tenant_id",app_lower_vi("name")) WHERE "customer_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_name_unique" ON "specializations" USING btree ("tenant_id",app_lower_vi("name")) WHERE "specializations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_unique" ON "tags" USING btree ("tenant_id",app_lower_vi("name")) WHERE "tags"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_name_unique" ON "taxes" USING btree ("tenant_id",app_lower_vi("name")) WHERE "taxes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "uoms_name_unique" ON "uoms" USING btree ("tenant_id",app_lower_vi("name")) WHERE "uoms"."deleted_at" is null;