-- The dashboard sums a period's order lines per product and its payments per method: covering
-- indexes by order let PostgreSQL read only the period's lines and payments, never the whole table.
CREATE INDEX IF NOT EXISTS "pos_order_lines_order_figures" ON "pos_order_lines" USING btree ("tenant_id", "order_id") INCLUDE ("product_id", "is_return", "quantity", "base_quantity", "price");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pos_payments_order_figures" ON "pos_payments" USING btree ("tenant_id", "order_id") INCLUDE ("method", "amount");
