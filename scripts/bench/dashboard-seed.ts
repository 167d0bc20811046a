/**
 * A year of sales for the dashboard benchmark: one shop with 2,000 products (a lot each), and
 * 200,000 paid till orders spread evenly over the last 365 days (one in forty a return), 1–3
 * lines and one payment each, written with set-based SQL straight into the bench database, then
 * vacuumed as autovacuum would have done over the year. The stock ledger goes with them: an opening
 * move per product, a receipt per product every month and a move per order line (some 400,000),
 * with each product's folded valuation waiting to be folded, as migration 0033 leaves them.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectApp } from '../../server/db/connection';
import { SHOP_UTC_OFFSET } from '../../src/domain/shop-clock';
import { seedShop } from '../../tests/server/fixtures';
import type { TestApp } from '../../tests/server/test-app';

export interface SalesShop {
  tenantId: string;
  adminToken: string;
}

export async function seedYearOfSales(ownerUrl: string, jwtSecret: string, orders: number): Promise<SalesShop> {
  const database = connectApp(ownerUrl, 2);
  const shop = await seedShop(
    { database: { ...database, ownerUrl, name: 'bench' }, config: { jwtSecret } } as unknown as TestApp,
    'Bench dashboard',
  );
  await database.close();
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const t = shop.tenantId;
  const till = randomUUID();
  const session = randomUUID();
  try {
    await client.query('begin');
    await client.query(
      `insert into products (tenant_id, id, code, name, sale_price, cost_price, stock_on_hand, min_stock, is_active)
       select $1, gen_random_uuid(), 'SP' || lpad(i::text, 6, '0'), 'Sản phẩm ' || i, 1000 * (1 + i % 50), 600 * (1 + i % 50), i % 120, 10, true
         from generate_series(1, 2000) i`,
      [t],
    );
    await client.query(
      `insert into lots (tenant_id, id, product_id, lot_number, expiry_date, cost, quantity)
       select tenant_id, gen_random_uuid(), id, 'L' || code, current_date + (stock_on_hand * 7)::int - 60, cost_price, stock_on_hand from products where tenant_id = $1`,
      [t],
    );
    await client.query(
      "insert into pos_settings (tenant_id, id, name, order_code_prefix) values ($1, $2, 'Quầy bench', 'BN')",
      [t, till],
    );
    await client.query(
      "insert into register_sessions (tenant_id, id, pos_setting_id, opened_by, opened_at, opening_cash) values ($1, $2, $3, $4, now() - interval '366 days', 0)",
      [t, session, till, shop.cashier.id],
    );
    await client.query(
      `insert into pos_orders (tenant_id, id, code, type, status, pos_setting_id, register_session_id, sold_by, discount_type, discount_percent,
                               discount_amount, subtotal, grand_total, total_paid, total_return, ordered_at, ordered_on)
       select $1, gen_random_uuid(), case when i % 40 = 0 then 'TH' else 'HD' end || '-BN-' || lpad(i::text, 7, '0'),
              case when i % 40 = 0 then 'return' else 'sale' end, 'paid', $2, $3, $4, 'percent', 0, 0, 0, 0, 0, 0, at, (at at time zone '${SHOP_UTC_OFFSET}'::interval)::date
         from (select i, now() - interval '365 days' + (i * (365 * 86400.0 / $5)) * interval '1 second' as at from generate_series(1, $5::int) i) s`,
      [t, till, session, shop.cashier.id, orders],
    );
    await client.query(
      `insert into pos_order_lines (tenant_id, id, order_id, position, product_id, product_name, product_code, unit_name, factor, quantity, base_quantity, price, is_return, drug_class, tracking_type)
       select o.tenant_id, gen_random_uuid(), o.id, k, p.id, p.name, p.code, 'Viên', 1, q, q, p.sale_price, o.type = 'return', 'otc', 'lot'
         from (select *, row_number() over () as n from pos_orders where tenant_id = $1) o
         cross join lateral generate_series(1, 1 + (o.n % 3)::int) k
         cross join lateral (select 1 + ((o.n + k) % 4)::int as q) qq
         join (select *, row_number() over (order by code) as r from products where tenant_id = $1) p on p.r = 1 + ((o.n * 7 + k * 13) % 2000)`,
      [t],
    );
    await client.query(
      `update pos_orders o set subtotal = s.total, grand_total = s.total, total_paid = s.total
         from (select order_id, sum(case when is_return then -quantity else quantity end * price) as total from pos_order_lines where tenant_id = $1 group by order_id) s
        where o.tenant_id = $1 and o.id = s.order_id`,
      [t],
    );
    await client.query(
      `insert into pos_payments (tenant_id, id, order_id, method, amount)
       select tenant_id, gen_random_uuid(), id, (array['cash', 'bank_transfer', 'card', 'e_wallet'])[1 + abs(hashtext(code)) % 4], grand_total
         from pos_orders where tenant_id = $1`,
      [t],
    );
    await client.query(
      `insert into stock_moves (tenant_id, id, product_id, quantity, unit_cost, reason, moved_at)
       select tenant_id, gen_random_uuid(), id, 5000, cost_price, 'opening', now() - interval '366 days'
         from products where tenant_id = $1
       union all
       select p.tenant_id, gen_random_uuid(), p.id, 500, p.cost_price + 10 * (m % 5), 'purchase_receipt',
              now() - interval '365 days' + m * interval '30 days'
         from products p cross join generate_series(0, 11) m where p.tenant_id = $1
       union all
       select l.tenant_id, gen_random_uuid(), l.product_id, case when l.is_return then l.base_quantity else -l.base_quantity end,
              0, case when l.is_return then 'return' else 'sale' end, o.ordered_at
         from pos_order_lines l join pos_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id where l.tenant_id = $1`,
      [t],
    );
    await client.query(
      `insert into product_valuations (tenant_id, product_id) select tenant_id, id from products where tenant_id = $1`,
      [t],
    );
    await client.query('commit');
    // A year-old database has been through autovacuum (inserts trigger it): its visibility map is
    // set, so index-only scans read no table pages, and the seed's rewritten order rows are gone.
    await client.query('vacuum analyze pos_orders');
    await client.query('vacuum analyze pos_order_lines');
    await client.query('vacuum analyze pos_payments');
    await client.query('vacuum analyze stock_moves');
    await client.query('analyze products; analyze lots; analyze product_valuations');
  } finally {
    await client.end();
  }
  return { tenantId: t, adminToken: shop.admin.token };
}
