CREATE TABLE "linkup_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid,
	"document_code" text NOT NULL,
	"document_at" timestamp with time zone NOT NULL,
	"prescription_code" text,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"problem" text,
	"answer" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linkup_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "linkup_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"api_url" text,
	"username" text,
	"password_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linkup_messages" ADD CONSTRAINT "linkup_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkup_settings" ADD CONSTRAINT "linkup_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linkup_messages_key" ON "linkup_messages" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "linkup_messages_document" ON "linkup_messages" USING btree ("tenant_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "linkup_messages_status" ON "linkup_messages" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "linkup_messages_open" ON "linkup_messages" USING btree ("tenant_id") WHERE status = 'refused' or problem is not null;