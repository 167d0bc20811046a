/**
 * Push ingest of till sales on the embedded database: 1,000 sales of 5 lines (lot-tracked lines
 * with and without the till's lot, counted lines) pushed through POST /api/v1/sync/push in
 * pushes of the till's PUSH_BATCH as a till drains its outbox, in orders/s; against a raw SQL
 * insert of the same rows (order, lines, line lots, payment, stock moves, stock updates, one
 * transaction per order) in the same run, and against the target of 500 orders/s.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { v7 } from 'uuid';
import { connectApp } from '../../server/db/connection';
import { recomputeOrderTotals } from '../../src/domain/order-check';
import type { OrderCreateArgs, OrderLineArgs } from '../../src/domain/pos-schemas';
import { seedShop } from '../../tests/server/fixtures';
import type { TestApp } from '../../tests/server/test-app';
import { startServer } from '../../tests/e2e/server';
import { PUSH_BATCH } from '../../src/sync/engine';
import type { BenchRow } from './format';
import { ownerUrl } from '../../tests/e2e/server-access';

const ORDERS = 1_000;
const LINES = 5;
const PRODUCTS = 200;

export interface Catalogue {
  tillId: string;
  sessionId: string;
  products: { id: string; lot: string | null }[];
}

export async function seedPosShop(client: pg.Client, tenantId: string, userId: string): Promise<Catalogue> {
  const tillId = randomUUID();
  const sessionId = randomUUID();
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: randomUUID(),
    lot: i % 2 === 0 ? randomUUID() : null,
  }));
  await client.query('begin');
  await client.query(
    "insert into pos_settings (tenant_id, id, name, order_code_prefix) values ($1, $2, 'Quầy bench', 'B1')",
    [tenantId, tillId],
  );
  await client.query(
    `insert into products (tenant_id, id, code, name, tracking_type, sale_price, stock_on_hand)
     select $1, p.id, 'SP' || lpad(p.i::text, 6, '0'), 'Thuốc ' || p.i, case when p.lot is null then 'basic' else 'lot' end, 1000, 1000000
       from unnest($2::uuid[], $3::uuid[]) with ordinality as p(id, lot, i)`,
    [tenantId, products.map((p) => p.id), products.map((p) => p.lot)],
  );
  await client.query(
    `insert into lots (tenant_id, id, product_id, lot_number, expiry_date, quantity)
     select $1, p.lot, p.id, 'L' || p.i, current_date + 400, 1000000 from unnest($2::uuid[], $3::uuid[]) with ordinality as p(id, lot, i) where p.lot is not null`,
    [tenantId, products.map((p) => p.id), products.map((p) => p.lot)],
  );
  await client.query(
    'insert into register_sessions (tenant_id, id, pos_setting_id, opened_by, opened_at, opening_cash) values ($1, $2, $3, $4, now(), 0)',
    [tenantId, sessionId, tillId, userId],
  );
  await client.query('commit');
  return { tillId, sessionId, products };
}

export function makeSale(cat: Catalogue, sellerId: string, n: number, prefix: string): OrderCreateArgs {
  const lines: OrderLineArgs[] = Array.from({ length: LINES }, (_, j) => {
    const product = cat.products[(n * LINES + j) % PRODUCTS]!;
    const quantity = 1 + ((n + j) % 3);
    // Every other lot-tracked line names its lot; the rest are left to the server's FEFO.
    const lots =
      product.lot && j % 2 === 0 ? [{ lot_id: product.lot, lot_number: 'L', expiry_date: null, quantity }] : [];
    return {
      id: v7(),
      product_id: product.id,
      product_name: `Thuốc ${n}-${j}`,
      unit_id: null,
      unit_name: 'Viên',
      factor: 1,
      quantity,
      base_quantity: quantity,
      price: 1_000,
      note: '',
      is_return: false,
      return_of_line_id: null,
      drug_class: 'otc',
      tracking_type: product.lot ? 'lot' : 'basic',
      lots,
      serials: [],
    };
  });
  const payments = [{ id: v7(), method: 'cash' as const, amount: 20_000, reference: null }];
  const totals = recomputeOrderTotals({
    type: 'sale',
    discount_type: 'percent',
    discount_percent: 0,
    discount_amount: 0,
    lines,
    payments,
  });
  return {
    id: v7(),
    code: `HD-${prefix}-${String(n + 1).padStart(6, '0')}`,
    debt_amount: 0,
    type: 'sale',
    status: 'paid',
    created_at: new Date().toISOString(),
    pos_setting_id: cat.tillId,
    register_session_id: cat.sessionId,
    sold_by: sellerId,
    customer_id: null,
    doctor_id: null,
    return_for: null,
    note: '',
    discount_type: 'percent',
    discount_percent: 0,
    ...totals,
    lines,
    payments,
    prescription: null,
  };
}

/** The same rows the push writes, inserted with plain SQL: one transaction and one statement per table per order. */
async function rawInsert(
  client: pg.Client,
  tenantId: string,
  cat: Catalogue,
  sales: OrderCreateArgs[],
): Promise<number> {
  const t0 = performance.now();
  for (const o of sales) {
    await client.query('begin');
    await client.query(
      `insert into pos_orders (tenant_id, id, code, type, status, pos_setting_id, register_session_id, sold_by, discount_type, discount_percent, discount_amount,
         subtotal, grand_total, total_paid, total_return, ordered_at, ordered_on)
       values ($1, $2, $3, 'sale', 'paid', $4, $5, $6, 'percent', 0, 0, $7, $8, $9, $10, $11, current_date)`,
      [
        tenantId,
        o.id,
        o.code,
        cat.tillId,
        cat.sessionId,
        o.sold_by,
        o.subtotal,
        o.grand_total,
        o.total_paid,
        o.total_return,
        o.created_at,
      ],
    );
    await client.query(
      `insert into pos_order_lines (tenant_id, id, order_id, position, product_id, product_name, product_code, unit_name, factor, quantity, base_quantity, price, drug_class, tracking_type)
       select $1, l.id, $2, l.pos, l.product_id, l.name, '', 'Viên', 1, l.q, l.q, 1000, 'otc', l.tt
         from unnest($3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::text[], $8::int[]) as l(id, product_id, name, q, tt, pos)`,
      [
        tenantId,
        o.id,
        o.lines.map((l) => l.id),
        o.lines.map((l) => l.product_id),
        o.lines.map((l) => l.product_name),
        o.lines.map((l) => l.base_quantity),
        o.lines.map((l) => l.tracking_type),
        o.lines.map((_, i) => i),
      ],
    );
    const lotLines = o.lines
      .map((l) => ({ l, lot: cat.products.find((p) => p.id === l.product_id)!.lot }))
      .filter((x) => x.lot);
    if (lotLines.length > 0) {
      await client.query(
        `insert into pos_order_line_lots (tenant_id, id, order_id, line_id, lot_id, lot_number, base_quantity)
         select $1, gen_random_uuid(), $2, x.line_id, x.lot_id, 'L', x.q from unnest($3::uuid[], $4::uuid[], $5::int[]) as x(line_id, lot_id, q)`,
        [
          tenantId,
          o.id,
          lotLines.map((x) => x.l.id),
          lotLines.map((x) => x.lot),
          lotLines.map((x) => x.l.base_quantity),
        ],
      );
    }
    await client.query(
      "insert into pos_payments (tenant_id, id, order_id, method, amount) values ($1, $2, $3, 'cash', $4)",
      [tenantId, o.payments[0]!.id, o.id, o.payments[0]!.amount],
    );
    const lotOf = o.lines.map((l) => cat.products.find((p) => p.id === l.product_id)!.lot);
    await client.query(
      `insert into stock_moves (tenant_id, id, product_id, lot_id, quantity, reason, document_type, document_id, document_code)
       select $1, gen_random_uuid(), m.product_id, m.lot_id, -m.q, 'sale', 'pos_order', $2, $3 from unnest($4::uuid[], $5::uuid[], $6::int[]) as m(product_id, lot_id, q)`,
      [tenantId, o.id, o.code, o.lines.map((l) => l.product_id), lotOf, o.lines.map((l) => l.base_quantity)],
    );
    await client.query(
      'update products p set stock_on_hand = p.stock_on_hand - v.q from unnest($2::uuid[], $3::int[]) as v(id, q) where p.tenant_id = $1 and p.id = v.id',
      [tenantId, o.lines.map((l) => l.product_id), o.lines.map((l) => l.base_quantity)],
    );
    await client.query(
      'update lots l set quantity = l.quantity - v.q from unnest($2::uuid[], $3::int[]) as v(id, q) where l.tenant_id = $1 and l.id = v.id',
      [tenantId, lotLines.map((x) => x.lot), lotLines.map((x) => x.l.base_quantity)],
    );
    await client.query('commit');
  }
  return performance.now() - t0;
}

export async function benchPosIngest(): Promise<BenchRow[]> {
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ env: { JWT_SECRET: jwtSecret } });
  try {
    const url = ownerUrl(server.dataDir);
    const database = connectApp(url, 2);
    const shop = await seedShop(
      { database: { ...database, ownerUrl: url, name: 'bench' }, config: { jwtSecret } } as unknown as TestApp,
      'Bench POS',
    );
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const cat = await seedPosShop(client, shop.tenantId, shop.cashier.id);
      const sales = Array.from({ length: ORDERS }, (_, n) => makeSale(cat, shop.cashier.id, n, 'B1'));
      let seq = 0;
      const t0 = performance.now();
      // As the till drains its outbox after being offline: PUSH_BATCH mutations per push, in seq order.
      for (let i = 0; i < sales.length; i += PUSH_BATCH) {
        const mutations = sales
          .slice(i, i + PUSH_BATCH)
          .map((args) => ({ id: v7(), seq: ++seq, name: 'order.create', args }));
        const res = await fetch(`${server.url}/api/v1/sync/push`, {
          method: 'POST',
          headers: { authorization: `Bearer ${shop.cashier.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ device_id: 'bench-till', mutations }),
        });
        const body = (await res.json()) as { data?: { results: { status: string }[] } };
        const applied = body.data?.results.filter((r) => r.status === 'applied').length ?? 0;
        if (applied !== mutations.length)
          throw new Error(`push answered ${res.status}, ${applied}/${mutations.length} applied`);
      }
      const pushMs = performance.now() - t0;
      const rawSales = Array.from({ length: ORDERS }, (_, n) => makeSale(cat, shop.cashier.id, n, 'R1'));
      const rawMs = await rawInsert(client, shop.tenantId, cat, rawSales);
      const stored = await client.query<{ n: number }>(
        'select cast(count(*) as integer) as n from pos_orders where tenant_id = $1',
        [shop.tenantId],
      );
      if (stored.rows[0]!.n !== 2 * ORDERS)
        throw new Error(`expected ${2 * ORDERS} orders, found ${stored.rows[0]!.n}`);
      const pushRate = ORDERS / (pushMs / 1000);
      const rawRate = ORDERS / (rawMs / 1000);
      process.stderr.write(
        `pos ingest: push ${pushMs.toFixed(0)} ms, raw SQL ${rawMs.toFixed(0)} ms for ${ORDERS} orders\n`,
      );
      return [
        {
          name: `push ingest ${ORDERS} sales × ${LINES} lines`,
          value: pushRate,
          unit: 'orders/s',
          reference: 500,
          referenceLabel: 'target',
          higherIsBetter: true,
        },
        {
          name: 'push ingest vs raw SQL insert of the same rows',
          value: pushRate,
          unit: 'orders/s',
          reference: rawRate / 1.5,
          referenceLabel: `raw SQL rate / 1.5 (raw ${rawRate.toFixed(0)} orders/s)`,
          higherIsBetter: true,
        },
      ];
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}
