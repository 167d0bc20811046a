/**
 * GET /api/v1/sync/bootstrap and /sync/bootstrap/:part on a real PostgreSQL: the plan, blocks that
 * hold every live product exactly once in its bucket with the very row the pull sends, tenant
 * isolation, and a pull from the plan's cursor that skips the products the blocks brought.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_BUCKETS,
  parseBootstrapPart,
  productBucket,
  type BootstrapPlan,
  type Change,
} from '../../../src/sync/protocol';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
const live: string[] = [];
let deletedId = '';

async function get(url: string, s: SeededShop = shop) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s.cashier.headers });
}

async function plan(s: SeededShop = shop): Promise<BootstrapPlan> {
  const res = await get('/sync/bootstrap', s);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: BootstrapPlan }).data;
}

async function pullAll(cursor: string, productsAfter?: string) {
  const changes: Change[] = [];
  for (;;) {
    const after = productsAfter ? `&products_after=${productsAfter}` : '';
    const res = await get(`/sync/pull?cursor=${cursor}&limit=50${after}`);
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: { changes: Change[]; cursor: string; has_more: boolean } }).data;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return { changes, cursor };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t, 'Nhà thuốc Khối');
  other = await seedShop(t, 'Nhà thuốc Bên Cạnh');
  const [uom] = await ownerQuery<{ id: string }>(
    t.database,
    "insert into uoms (tenant_id, id, name) values ($1, gen_random_uuid(), 'Hộp') returning id",
    [shop.tenantId],
  );
  for (let i = 0; i < 40; i++) {
    const id = randomUUID();
    await ownerQuery(
      t.database,
      'insert into products (tenant_id, id, code, name, sale_price, cost_price) values ($1, $2, $3, $4, 1000, 600)',
      [shop.tenantId, id, `SP-B${i}`, `Thuốc khối ${i}`],
    );
    await ownerQuery(
      t.database,
      `insert into product_units (tenant_id, id, product_id, uom_id, factor, price, barcode, is_base)
       values ($1, gen_random_uuid(), $2, $3, 1, 1000, $4, true), ($1, gen_random_uuid(), $2, $3, 10, 9500, null, false)`,
      [shop.tenantId, id, uom!.id, `89300000${String(i).padStart(5, '0')}`],
    );
    if (i % 3 === 0)
      await ownerQuery(
        t.database,
        "insert into lots (tenant_id, id, product_id, lot_number, expiry_date, cost, quantity) values ($1, gen_random_uuid(), $2, 'L1', '2027-06-30', 500, 12)",
        [shop.tenantId, id],
      );
    live.push(id);
  }
  deletedId = live.pop()!;
  await ownerQuery(t.database, 'update products set deleted_at = now() where tenant_id = $1 and id = $2', [
    shop.tenantId,
    deletedId,
  ]);
  await ownerQuery(
    t.database,
    "insert into products (tenant_id, id, code, name, sale_price) values ($1, gen_random_uuid(), 'SP-OTHER', 'Của shop khác', 1)",
    [other.tenantId],
  );
});
afterAll(async () => t.close());

describe('GET /sync/bootstrap', () => {
  it('needs a signed-in user and checks the part against the plan', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sync/bootstrap' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sync/bootstrap/0?parts=1' })).statusCode).toBe(401);
    const beyond = await get('/sync/bootstrap/2?parts=2');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ errors: { part: [expect.any(String)] } });
    expect((await get('/sync/bootstrap/0?parts=0')).statusCode).toBe(400);
    expect((await get(`/sync/bootstrap/0?parts=${PRODUCT_BUCKETS + 1}`)).statusCode).toBe(400);
    expect((await get('/sync/bootstrap/x?parts=1')).statusCode).toBe(400);
  });

  it("plans from the products' last version with the live products counted", async () => {
    const { changes } = await pullAll('0');
    const last = changes.filter((c) => c.entity === 'products').at(-1)!.version;
    expect(await plan()).toEqual({ cursor: last, products: live.length, parts: 1, buckets: PRODUCT_BUCKETS });
  });

  it('sends every live product of the shop once, in its bucket, as the pull sends its row', async () => {
    const { changes } = await pullAll('0');
    const pulledRows = new Map(changes.filter((c) => c.entity === 'products' && !c.deleted).map((c) => [c.id, c.row]));
    for (const parts of [1, 3, 7]) {
      const seen = new Map<string, unknown>();
      for (let part = 0; part < parts; part++) {
        const res = await get(`/sync/bootstrap/${part}?parts=${parts}`);
        expect(res.statusCode).toBe(200);
        const blocks = parseBootstrapPart((res.json() as { data: unknown }).data, part, parts);
        for (const block of blocks) {
          for (const product of block.products) {
            expect(productBucket(product.id)).toBe(block.bucket);
            expect(seen.has(product.id)).toBe(false);
            seen.set(product.id, product);
          }
        }
      }
      expect([...seen.keys()].sort()).toEqual([...live].sort());
      for (const [id, row] of seen) expect(row).toEqual(pulledRows.get(id));
      const sample = seen.get(live[0]!) as Record<string, unknown>;
      expect(sample).not.toHaveProperty('cost_price');
      expect(sample.units).toHaveLength(2);
      expect(sample.lots).toEqual([expect.objectContaining({ lot_number: 'L1', quantity: 12 })]);
      expect(sample.lots).not.toContainEqual(expect.objectContaining({ cost: expect.anything() }));
    }
  });

  it('pulls from the plan without the products up to it, then each product changed after it', async () => {
    const { cursor } = await plan();
    const first = await pullAll('0', cursor);
    expect(first.changes.filter((c) => c.entity === 'products')).toEqual([]);
    expect(first.changes.some((c) => c.entity === 'uoms')).toBe(true);
    await ownerQuery(t.database, "update products set name = 'Thuốc khối đổi tên' where tenant_id = $1 and id = $2", [
      shop.tenantId,
      live[1],
    ]);
    const next = await pullAll('0', cursor);
    expect(next.changes.filter((c) => c.entity === 'products')).toEqual([
      expect.objectContaining({ id: live[1], row: expect.objectContaining({ name: 'Thuốc khối đổi tên' }) }),
    ]);
    expect((await get('/sync/pull?cursor=0&products_after=abc')).statusCode).toBe(400);
  });

  it("shows a shop none of another shop's products", async () => {
    expect((await plan(other)).products).toBe(1);
    const res = await get('/sync/bootstrap/0?parts=1', other);
    const blocks = parseBootstrapPart((res.json() as { data: unknown }).data, 0, 1);
    expect(blocks.flatMap((b) => b.products.map((p) => p.code))).toEqual(['SP-OTHER']);
  });
});
