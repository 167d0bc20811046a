/**
 * GET /api/v1/sync/pull on a real PostgreSQL: paging, tombstones, tenant isolation, and a cursor
 * that never skips a row while writers commit concurrently and out of order.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSyncedEntity } from '../../../server/modules/sync/entities';
import type { Change } from '../../../src/sync/protocol';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  // A synced table of this test only: same columns and trigger as every syncColumns() table.
  await ownerQuery(
    t.database,
    `create table sync_probes (tenant_id uuid not null, id uuid not null, label text,
    version bigint not null default 0, deleted_at timestamptz, primary key (tenant_id, id))`,
  );
  await ownerQuery(t.database, 'select app_secure_tenant_tables()');
  registerSyncedEntity({ entity: 'sync_probes', table: 'sync_probes' });
});
afterAll(async () => t.close());

async function pull(cursor: string, limit = 100, s: SeededShop = shop) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sync/pull?cursor=${cursor}&limit=${limit}&count=true`,
    headers: s.cashier.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { changes: Change[]; cursor: string; has_more: boolean; remaining?: number } }).data;
}

async function pullAll(cursor: string, limit = 100) {
  const changes: Change[] = [];
  for (;;) {
    const page = await pull(cursor, limit);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return { changes, cursor };
  }
}

async function ownerClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.database.ownerUrl });
  await client.connect();
  return client;
}

describe('GET /sync/pull', () => {
  it('needs a signed-in user and validates the cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sync/pull' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sync/pull?cursor=abc',
      headers: shop.cashier.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages in version order, counts what remains, and ends with has_more false', async () => {
    const start = (await pullAll('0')).cursor;
    const ids = Array.from({ length: 25 }, () => randomUUID());
    for (const id of ids)
      await ownerQuery(t.database, 'insert into sync_probes (tenant_id, id, label) values ($1, $2, $3)', [
        shop.tenantId,
        id,
        `p-${id}`,
      ]);
    const first = await pull(start, 10);
    expect(first.remaining).toBe(25);
    expect(first.changes).toHaveLength(10);
    expect(first.has_more).toBe(true);
    const all = await pullAll(start, 10);
    expect(all.changes.map((c) => c.id)).toEqual(ids);
    const versions = all.changes.map((c) => BigInt(c.version));
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
    expect(all.changes[0]!.row).toMatchObject({ id: ids[0], label: `p-${ids[0]}`, deleted_at: null });
    expect(all.changes[0]!.row).not.toHaveProperty('tenant_id');
    expect((await pull(all.cursor)).changes).toHaveLength(0);
  });

  it('sends a tombstone for an archived row, and nothing of another tenant', async () => {
    const other = await seedShop(t, 'Nhà thuốc Khác');
    const start = (await pullAll('0')).cursor;
    const id = randomUUID();
    await ownerQuery(t.database, 'insert into sync_probes (tenant_id, id, label) values ($1, $2, $3)', [
      shop.tenantId,
      id,
      'sẽ xóa',
    ]);
    await ownerQuery(t.database, 'insert into sync_probes (tenant_id, id, label) values ($1, $2, $3)', [
      other.tenantId,
      randomUUID(),
      'khác',
    ]);
    await ownerQuery(t.database, 'update sync_probes set deleted_at = now() where tenant_id = $1 and id = $2', [
      shop.tenantId,
      id,
    ]);
    const { changes } = await pullAll(start);
    expect(changes).toEqual([expect.objectContaining({ entity: 'sync_probes', id, deleted: true, row: null })]);
  });

  it('waits for a writer that took a version earlier and commits late (never skips)', async () => {
    const start = (await pullAll('0')).cursor;
    const early = await ownerClient();
    const late = await ownerClient();
    try {
      const slowId = randomUUID();
      const fastId = randomUUID();
      await early.query('begin');
      await early.query('insert into sync_probes (tenant_id, id, label) values ($1, $2, $3)', [
        shop.tenantId,
        slowId,
        'slow',
      ]);
      await late.query('begin');
      // The second writer waits on the tenant's version row until the first commits.
      const fast = late
        .query('insert into sync_probes (tenant_id, id, label) values ($1, $2, $3)', [shop.tenantId, fastId, 'fast'])
        .then(() => late.query('commit'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await pull(start)).changes).toHaveLength(0);
      await early.query('commit');
      await fast;
      const { changes } = await pullAll(start);
      expect(changes.map((c) => c.id)).toEqual([slowId, fastId]);
    } finally {
      await early.end();
      await late.end();
    }
  });

  it('misses nothing while many writers commit concurrently', async () => {
    const start = (await pullAll('0')).cursor;
    const written: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 6 }, async (_, w) => {
      const client = await ownerClient();
      try {
        for (let i = 0; i < 25; i += 1) {
          const id = randomUUID();
          await client.query('begin');
          await client.query('insert into sync_probes (tenant_id, id, label) values ($1, $2, $3)', [
            shop.tenantId,
            id,
            `w${w}-${i}`,
          ]);
          await client.query(`select pg_sleep(${(Math.random() * 0.01).toFixed(4)})`);
          await client.query('commit');
          written.push(id);
        }
      } finally {
        await client.end();
      }
    });
    const seen = new Set<string>();
    let cursor = start;
    const puller = (async () => {
      while (writing) {
        const page = await pull(cursor, 7);
        for (const c of page.changes) seen.add(c.id);
        cursor = page.cursor;
      }
    })();
    await Promise.all(writers);
    writing = false;
    await puller;
    // Catch up from the cursor reached during the writes; a skipped row would never come back.
    for (const c of (await pullAll(cursor)).changes) seen.add(c.id);
    expect(written).toHaveLength(150);
    expect(written.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('sends catalogue rows without their null, server-only and bookkeeping columns', async () => {
    const start = (await pullAll('0')).cursor;
    const id = randomUUID();
    await ownerQuery(
      t.database,
      "insert into products (tenant_id, id, code, name, cost_price, sale_price) values ($1, $2, 'SP-NULLS', 'Paracetamol 500mg', 700, 1000)",
      [shop.tenantId, id],
    );
    const { changes } = await pullAll(start);
    const row = changes.find((c) => c.entity === 'products' && c.id === id)?.row;
    expect(row).toMatchObject({
      id,
      code: 'SP-NULLS',
      name: 'Paracetamol 500mg',
      sale_price: 1000,
      is_active: true,
      drug_class: 'otc',
    });
    for (const column of [
      'cost_price',
      'search_text',
      'name_key',
      'created_at',
      'updated_at',
      'deleted_at',
      'note',
      'active_ingredient',
      'tenant_id',
      'version',
    ]) {
      expect(row).not.toHaveProperty(column);
    }
  });

  it('sends a product with its live units and lots, again whenever one of them changes', async () => {
    const id = randomUUID();
    const [unitA, unitB, lot] = [randomUUID(), randomUUID(), randomUUID()];
    const [uom] = await ownerQuery<{ id: string }>(
      t.database,
      "insert into uoms (tenant_id, id, name) values ($1, gen_random_uuid(), 'Vỉ') returning id",
      [shop.tenantId],
    );
    await ownerQuery(
      t.database,
      "insert into products (tenant_id, id, code, name, sale_price) values ($1, $2, 'SP-DOC', 'Amoxicillin 500mg', 2000)",
      [shop.tenantId, id],
    );
    const start = (await pullAll('0')).cursor;
    const productOf = async (cursor: string) => {
      const { changes, cursor: next } = await pullAll(cursor);
      expect(changes.filter((c) => c.entity === 'product_units' || c.entity === 'lots')).toEqual([]);
      return { doc: changes.filter((c) => c.entity === 'products' && c.id === id).at(-1)?.row, next };
    };
    // Each statement below, in a transaction of its own, re-sends the product.
    await ownerQuery(
      t.database,
      `insert into product_units (tenant_id, id, product_id, uom_id, factor, price, barcode, is_base)
       values ($1, $2, $4, $5, 1, 2000, '8930000000017', true), ($1, $3, $4, $5, 10, 19000, null, false)`,
      [shop.tenantId, unitA, unitB, id, uom!.id],
    );
    let step = await productOf(start);
    expect(step.doc).toMatchObject({
      id,
      units: [{ id: unitA }, { id: unitB }].sort((a, b) => a.id.localeCompare(b.id)),
      lots: [],
    });
    const units = step.doc!.units as Record<string, unknown>[];
    expect(units.find((u) => u.id === unitA)).toEqual({
      id: unitA,
      uom_id: uom!.id,
      factor: 1,
      price: 2000,
      barcode: '8930000000017',
      is_base: true,
      sort_order: 0,
    });
    await ownerQuery(
      t.database,
      "insert into lots (tenant_id, id, product_id, lot_number, expiry_date, cost, quantity) values ($1, $2, $3, 'L01', '2027-06-30', 1500, 40)",
      [shop.tenantId, lot, id],
    );
    step = await productOf(step.next);
    expect(step.doc?.lots).toEqual([{ id: lot, lot_number: 'L01', expiry_date: '2027-06-30', quantity: 40 }]);
    await ownerQuery(t.database, 'update product_units set price = 2500 where tenant_id = $1 and id = $2', [
      shop.tenantId,
      unitA,
    ]);
    step = await productOf(step.next);
    expect((step.doc?.units as Record<string, unknown>[]).find((u) => u.id === unitA)?.price).toBe(2500);
    await ownerQuery(t.database, 'update product_units set deleted_at = now() where tenant_id = $1 and id = $2', [
      shop.tenantId,
      unitB,
    ]);
    await ownerQuery(t.database, 'delete from lots where tenant_id = $1 and id = $2', [shop.tenantId, lot]);
    step = await productOf(step.next);
    expect(step.doc).toMatchObject({ units: [{ id: unitA }], lots: [] });
    // Nothing changed since: nothing is sent.
    expect((await productOf(step.next)).doc).toBeUndefined();
  });

  it('gives a product written in the same transaction as its lots one new version, not two', async () => {
    const id = randomUUID();
    await ownerQuery(
      t.database,
      "insert into products (tenant_id, id, code, name, sale_price) values ($1, $2, 'SP-ONCE', 'Cefuroxim 250mg', 5000)",
      [shop.tenantId, id],
    );
    const client = await ownerClient();
    try {
      await client.query('begin');
      await client.query('update products set stock_on_hand = 10 where tenant_id = $1 and id = $2', [
        shop.tenantId,
        id,
      ]);
      const [{ version: written }] = (
        await client.query<{ version: string }>('select version from products where tenant_id = $1 and id = $2', [
          shop.tenantId,
          id,
        ])
      ).rows as [{ version: string }];
      await client.query(
        "insert into lots (tenant_id, id, product_id, lot_number, quantity) values ($1, gen_random_uuid(), $2, 'L02', 10)",
        [shop.tenantId, id],
      );
      const after = await client.query<{ version: string }>(
        'select version from products where tenant_id = $1 and id = $2',
        [shop.tenantId, id],
      );
      expect(after.rows[0]?.version).toBe(written);
      await client.query('commit');
    } finally {
      await client.end();
    }
  });

  it('versions a 20,000-row import in one transaction in linear time, all distinct and pulled', async () => {
    const start = (await pullAll('0')).cursor;
    const t0 = Date.now();
    await ownerQuery(
      t.database,
      'insert into sync_probes (tenant_id, id, label) select $1, gen_random_uuid(), $2 from generate_series(1, 20000)',
      [shop.tenantId, 'bulk'],
    );
    // A counter row updated once per row walked a growing version chain: about 28 s here.
    expect(Date.now() - t0).toBeLessThan(15_000);
    const rows = await ownerQuery<{ n: string; d: string }>(
      t.database,
      "select count(*) as n, count(distinct version) as d from sync_probes where label = 'bulk'",
    );
    expect(rows[0]).toEqual({ n: '20000', d: '20000' });
    const { changes } = await pullAll(start, 5000);
    expect(changes.filter((c) => c.row?.label === 'bulk')).toHaveLength(20000);
  });
});
