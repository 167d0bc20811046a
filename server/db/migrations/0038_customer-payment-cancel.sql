ALTER TABLE "customer_payments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_tenant_id_cancelled_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cancelled_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;