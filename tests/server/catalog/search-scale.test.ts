/**
 * Search stays fast at 100,000 products: the trigram index answers diacritics-insensitive
 * searches (EXPLAIN shows it), and a page of results with units comes back in well under the
 * limit even on a shared CI machine.
 */
import pg from 'pg';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';

const COUNT = 100_000;
let t: TestApp;
let shop: SeededShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  const client = new pg.Client({ connectionString: t.database.ownerUrl });
  await client.connect();
  try {
    const tenant = shop.tenantId;
    await client.query('begin');
    // The sync version trigger is not what is measured here; bulk-load without it.
    await client.query('alter table products disable trigger sync_version');
    await client.query('alter table product_units disable trigger sync_version');
    await client.query(
      `insert into uoms (tenant_id, id, name) values ($1, '0190f000-0000-7000-8000-00000000aaaa', 'Viên')`,
      [tenant],
    );
    const words = [
      'Paracetamol',
      'Amoxicillin',
      'Thuốc ho',
      'Vitamin C',
      'Cefuroxim',
      'Dầu gió',
      'Siro ho',
      'Kem bôi',
      'Men tiêu hóa',
      'Đông dược',
    ];
    await client.query(
      `insert into products (tenant_id, id, code, name, active_ingredient, manufacturer, sale_price)
       select $1, ('0190f000-0000-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'SP' || lpad(g::text, 6, '0'),
              ($2::text[])[1 + g % 10] || ' ' || g || 'mg', ($2::text[])[1 + (g / 10) % 10], 'Công ty Dược ' || (g % 97), 1000 + g % 5000
         from generate_series(1, ${COUNT}) g`,
      [tenant, words],
    );
    await client.query(
      `insert into product_units (tenant_id, id, product_id, uom_id, factor, price, barcode, is_base)
       select $1, ('0190f001-0000-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ('0190f000-0000-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid,
              '0190f000-0000-7000-8000-00000000aaaa', 1, 1000, '8939' || lpad(g::text, 9, '0'), true
         from generate_series(1, ${COUNT}) g`,
      [tenant],
    );
    await client.query('alter table products enable trigger sync_version');
    await client.query('alter table product_units enable trigger sync_version');
    await client.query('commit');
    await client.query('analyze products; analyze product_units');
  } finally {
    await client.end();
  }
}, 300_000);
afterAll(() => t.close());

async function timed(url: string) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: shop.admin.headers });
  return { res, ms: performance.now() - started };
}

describe(`product search over ${COUNT.toLocaleString('en')} products`, () => {
  it('uses the trigram index for a search without diacritics', async () => {
    const client = new pg.Client({ connectionString: t.database.ownerUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from products where tenant_id = $1 and deleted_at is null and search_text like '%thuoc ho 4242%' order by name limit 20`,
        [shop.tenantId],
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('products_search_trgm');
    } finally {
      await client.end();
    }
  });

  it('answers searches, barcode look-ups and sorted pages quickly', async () => {
    const cases = [
      '/products?search=thuoc%20ho%204242',
      '/products?search=dong%20duoc&page_size=100',
      '/products?search=8939000054321',
      '/products?sort=-sale_price&page=50',
      '/products?search=paracetamol&sort=code&page=3',
    ];
    await timed(cases[0]!); // warm the connection and the plan cache
    const timings: string[] = [];
    for (const url of cases) {
      const { res, ms } = await timed(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.length, url).toBeGreaterThan(0);
      // Typically 10–60 ms here; the bound leaves room for a busy shared machine.
      expect(ms, url).toBeLessThan(1500);
      timings.push(`${url}: ${ms.toFixed(0)} ms`);
    }
    console.info(timings.join('\n'));
    const exact = (await timed('/products?search=thuoc%20ho%204242')).res.json();
    expect(exact.data.map((p: { name: string }) => p.name)).toContain('Thuốc ho 4242mg');
    expect((await timed('/products?search=8939000054321')).res.json().data[0].code).toBe('SP054321');
  });
});
