CREATE TABLE "sync_mutations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"result" jsonb DEFAULT 'null'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_mutations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "sync_mutations_device_idx" ON "sync_mutations" USING btree ("tenant_id","device_id","seq");