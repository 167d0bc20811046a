/**
 * The soak's verdict, read from the database as its owner: every sale the tills made is an order
 * exactly once, each order moved exactly its lines' stock, and the stock caches (lots, products)
 * equal both the ledger and the opening stock less what the tills sold.
 */
import pg from 'pg';
import type { OrderCreateArgs } from '../../src/domain/pos-schemas';
import { OPENING_STOCK, type SoakShop } from './soak-shop';

export interface SoakVerdict {
  /** Sales made on a till and absent from the server. */
  lost: number;
  /** Orders recorded more than once, orders nobody made, and orders whose stock moved more (or less) than their lines. */
  duplicated: number;
  /** Products and lots whose cached quantity differs from the ledger, or from opening stock less the sales. */
  stockMismatches: number;
}

export async function verifySoak(ownerUrl: string, shop: SoakShop, sales: OrderCreateArgs[]): Promise<SoakVerdict> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const orders = await client.query<{ id: string; n: number }>(
      'select id, count(*)::int as n from pos_orders where tenant_id = $1 group by id',
      [shop.tenantId],
    );
    const stored = new Map(orders.rows.map((row) => [row.id, row.n]));
    const made = new Set(sales.map((sale) => sale.id));
    const lost = sales.filter((sale) => !stored.has(sale.id)).length;
    let duplicated = orders.rows.filter((row) => row.n > 1 || !made.has(row.id)).length;

    const moved = await client.query<{ id: string; total: string }>(
      `select document_id as id, sum(quantity) as total from stock_moves
        where tenant_id = $1 and reason = 'sale' group by document_id`,
      [shop.tenantId],
    );
    const movedBy = new Map(moved.rows.map((row) => [row.id, Number(row.total)]));
    const soldBy = new Map<string, number>();
    for (const sale of sales) {
      const quantity = sale.lines.reduce((sum, line) => sum + line.base_quantity, 0);
      if (stored.has(sale.id) && movedBy.get(sale.id) !== -quantity) duplicated += 1;
      for (const line of sale.lines) {
        soldBy.set(line.product_id, (soldBy.get(line.product_id) ?? 0) + line.base_quantity);
      }
    }

    const caches = await client.query<{ id: string; cached: string; ledger: string }>(
      `select p.id, p.stock_on_hand as cached, coalesce(sum(m.quantity), 0) as ledger
         from products p left join stock_moves m on m.tenant_id = p.tenant_id and m.product_id = p.id
        where p.tenant_id = $1 group by p.id, p.stock_on_hand
       union all
       select l.id, l.quantity, coalesce(sum(m.quantity), 0)
         from lots l left join stock_moves m on m.tenant_id = l.tenant_id and m.lot_id = l.id
        where l.tenant_id = $1 group by l.id, l.quantity`,
      [shop.tenantId],
    );
    const cached = new Map(caches.rows.map((row) => [row.id, Number(row.cached)]));
    let stockMismatches = caches.rows.filter((row) => Number(row.cached) !== Number(row.ledger)).length;
    for (const product of shop.products) {
      const opening = OPENING_STOCK * Math.max(1, product.lots.length);
      if (cached.get(product.id) !== opening - (soldBy.get(product.id) ?? 0)) stockMismatches += 1;
    }
    return { lost, duplicated, stockMismatches };
  } finally {
    await client.end();
  }
}
