-- The dashboard's day cache (dashboard_days) checks each day of a period against its paid orders'
-- count and highest sync version: the paid-orders-by-day index now carries `version` too, so that
-- check reads the index alone. Same number of indexes on pos_orders: no extra work per stored order.
DROP INDEX IF EXISTS "pos_orders_paid_day";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pos_orders_paid_day" ON "pos_orders" USING btree ("tenant_id", "ordered_on") INCLUDE ("type", "grand_total", "total_return", "ordered_at", "version") WHERE "status" = 'paid';
