ALTER TABLE "inventory_lines" ADD COLUMN "found" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD COLUMN "lot_number" text;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD COLUMN "expiry_date" date;