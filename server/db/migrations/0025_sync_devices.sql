CREATE TABLE "order_reviews" (
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"resolution" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" uuid NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "sync_devices" (
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"segment" integer NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_devices_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id"),
	CONSTRAINT "sync_devices_segment_key" UNIQUE("tenant_id","segment")
);
--> statement-breakpoint
CREATE TABLE "sync_gaps" (
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"from_seq" integer NOT NULL,
	"to_seq" integer NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"note" text,
	CONSTRAINT "sync_gaps_tenant_id_device_id_from_seq_pk" PRIMARY KEY("tenant_id","device_id","from_seq")
);
--> statement-breakpoint
CREATE TABLE "sync_rejections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"args" jsonb NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"note" text,
	CONSTRAINT "sync_rejections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sync_mutations" ADD COLUMN "args_hash" text;