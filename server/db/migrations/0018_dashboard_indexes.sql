-- The dashboard (GET /api/v1/reports/dashboard) reads a period's paid orders by shop day: one
-- narrow index answers its totals and per-day series without touching the table.
CREATE INDEX IF NOT EXISTS "pos_orders_paid_day" ON "pos_orders" USING btree ("tenant_id", "ordered_on") INCLUDE ("type", "grand_total", "total_return", "ordered_at") WHERE "status" = 'paid';
