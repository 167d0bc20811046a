CREATE TABLE "register_sessions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pos_setting_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opening_cash" bigint NOT NULL,
	"opening_note" text DEFAULT '' NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counted_cash" bigint,
	"expected_cash" bigint,
	"till_expected_cash" bigint,
	"difference" bigint,
	"totals_by_method" jsonb,
	"order_count" integer DEFAULT 0 NOT NULL,
	"closing_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "register_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pos_order_line_lots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date,
	"base_quantity" integer NOT NULL,
	CONSTRAINT "pos_order_line_lots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pos_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"unit_id" uuid,
	"unit_name" text NOT NULL,
	"factor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"base_quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"return_of_line_id" uuid,
	"drug_class" text NOT NULL,
	"tracking_type" text NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "pos_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pos_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"pos_setting_id" uuid NOT NULL,
	"register_session_id" uuid NOT NULL,
	"sold_by" uuid NOT NULL,
	"customer_id" uuid,
	"doctor_id" uuid,
	"prescription" jsonb,
	"discount_type" text NOT NULL,
	"discount_percent" double precision NOT NULL,
	"discount_amount" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"grand_total" bigint NOT NULL,
	"total_paid" bigint NOT NULL,
	"total_return" bigint NOT NULL,
	"return_for" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_offline" boolean DEFAULT true NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"ordered_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_id" text,
	"review_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pos_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pos_payments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	CONSTRAINT "pos_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_pos_setting_id_pos_settings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pos_setting_id") REFERENCES "public"."pos_settings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_opened_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","opened_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_tenant_id_closed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","closed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_line_lots" ADD CONSTRAINT "pos_order_line_lots_tenant_id_line_id_pos_order_lines_tenant_id_id_fk" FOREIGN KEY ("tenant_id","line_id") REFERENCES "public"."pos_order_lines"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_line_lots" ADD CONSTRAINT "pos_order_line_lots_tenant_id_lot_id_lots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","lot_id") REFERENCES "public"."lots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_lines" ADD CONSTRAINT "pos_order_lines_tenant_id_order_id_pos_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."pos_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_lines" ADD CONSTRAINT "pos_order_lines_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_lines" ADD CONSTRAINT "pos_order_lines_tenant_id_return_of_line_id_pos_order_lines_tenant_id_id_fk" FOREIGN KEY ("tenant_id","return_of_line_id") REFERENCES "public"."pos_order_lines"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_pos_setting_id_pos_settings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","pos_setting_id") REFERENCES "public"."pos_settings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_register_session_id_register_sessions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","register_session_id") REFERENCES "public"."register_sessions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_sold_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sold_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_customer_id_customers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_doctor_id_doctors_tenant_id_id_fk" FOREIGN KEY ("tenant_id","doctor_id") REFERENCES "public"."doctors"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_tenant_id_return_for_pos_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","return_for") REFERENCES "public"."pos_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_tenant_id_order_id_pos_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."pos_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_sessions_opened" ON "register_sessions" USING btree ("tenant_id","opened_at");--> statement-breakpoint
CREATE INDEX "register_sessions_till" ON "register_sessions" USING btree ("tenant_id","pos_setting_id","opened_at");--> statement-breakpoint
CREATE INDEX "pos_order_line_lots_order" ON "pos_order_line_lots" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "pos_order_lines_order" ON "pos_order_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "pos_order_lines_return_of" ON "pos_order_lines" USING btree ("tenant_id","return_of_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_orders_code_unique" ON "pos_orders" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "pos_orders_ordered" ON "pos_orders" USING btree ("tenant_id","ordered_at");--> statement-breakpoint
CREATE INDEX "pos_orders_session" ON "pos_orders" USING btree ("tenant_id","register_session_id");--> statement-breakpoint
CREATE INDEX "pos_orders_return_for" ON "pos_orders" USING btree ("tenant_id","return_for");--> statement-breakpoint
CREATE INDEX "pos_orders_customer" ON "pos_orders" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "pos_payments_order" ON "pos_payments" USING btree ("tenant_id","order_id");