/**
 * The i14-fixes migration's backfill run on rows left as they were before migration 0026: number
 * counters and issued invoices under the 7-character series (`1C26TAA`, template digit included)
 * move to the 6-character series the settings now hold, so numbering goes on after the highest
 * number issued in the registered series instead of starting again at 1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type SeededShop } from '../fixtures';
import { migrationStatements } from '../migration-statements';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { saveSettings, seedGoods, seedOrder, SERIES, type ShopGoods } from './helpers';

const OLD = `1${SERIES}`;

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
  await saveSettings(t, shop);
});
afterAll(() => t.close());

async function runMigration(): Promise<void> {
  for (const statement of migrationStatements('i14-fixes')) await ownerQuery(t.database, statement);
}

const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: shop.admin.headers, ...(payload ? { payload } : {}) });

async function issueOne(): Promise<{ id: string; number: number; series: string }> {
  const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
  const draft = await call('POST', '/einvoices', { order_id: orderId });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await call('POST', `/einvoices/${draft.json().data.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().data;
}

const counters = () =>
  ownerQuery<{ series: string; last_number: number }>(
    t.database,
    `select series, last_number from einvoice_counters where tenant_id = $1 order by series`,
    [shop.tenantId],
  );
const seriesOf = async (id: string) =>
  (await ownerQuery<{ series: string }>(t.database, `select series from einvoices where id = $1`, [id]))[0]!.series;

describe('moving counters and invoices to the 6-character series', () => {
  it('merges the counters by the larger count and rewrites the issued invoices', { timeout: 60_000 }, async () => {
    // Three invoices issued before 0026: their series and the counter carry the template digit.
    const before = [await issueOne(), await issueOne(), await issueOne()];
    expect(before.map((i) => i.number)).toEqual([1, 2, 3]);
    await ownerQuery(t.database, `update einvoices set series = $2 where tenant_id = $1 and series = $3`, [
      shop.tenantId,
      OLD,
      SERIES,
    ]);
    await ownerQuery(t.database, `update einvoice_counters set series = $2 where tenant_id = $1 and series = $3`, [
      shop.tenantId,
      OLD,
      SERIES,
    ]);
    // After 0026 and before this fix, the next issue started the 6-character series again at 1.
    const restarted = await issueOne();
    expect(restarted).toMatchObject({ number: 1, series: SERIES });
    expect(await counters()).toEqual([
      { series: OLD, last_number: 3 },
      { series: SERIES, last_number: 1 },
    ]);

    await runMigration();

    expect(await counters()).toEqual([{ series: SERIES, last_number: 3 }]);
    expect(await seriesOf(before[1]!.id)).toBe(SERIES);
    expect(await seriesOf(before[2]!.id)).toBe(SERIES);
    // Number 1 was issued twice in the series: the old one keeps its stored form rather than break uniqueness.
    expect(await seriesOf(before[0]!.id)).toBe(OLD);
    expect(await seriesOf(restarted.id)).toBe(SERIES);

    // Numbering goes on after the highest number of the registered series.
    expect(await issueOne()).toMatchObject({ number: 4, series: SERIES });

    // Run again (nothing left in the old form): nothing changes; row-level security is forced again.
    await runMigration();
    expect(await counters()).toEqual([{ series: SERIES, last_number: 4 }]);
    const forced = await ownerQuery<{ relname: string; relforcerowsecurity: boolean }>(
      t.database,
      `select relname, relforcerowsecurity from pg_class where relname in ('einvoices', 'einvoice_counters', 'einvoice_settings', 'stores', 'sync_versions') order by relname`,
    );
    expect(forced).toHaveLength(5);
    expect(forced.every((r) => r.relforcerowsecurity)).toBe(true);
  });

  it('moves a counter with no 6-character row yet and leaves other series alone', async () => {
    await ownerQuery(
      t.database,
      `insert into einvoice_counters (tenant_id, template_code, series, last_number) values ($1, '2', $2, 17), ($1, '1', 'C25TBB', 5)`,
      [shop.tenantId, `2C${SERIES.slice(1, 3)}TBB`],
    );
    await runMigration();
    const rows = await counters();
    expect(rows).toContainEqual({ series: `C${SERIES.slice(1, 3)}TBB`, last_number: 17 });
    expect(rows).toContainEqual({ series: 'C25TBB', last_number: 5 });
    expect(rows.some((r) => r.series.length === 7)).toBe(false);
  });

  it('writes the 13-digit tax codes saved without a dash in the dashed form, and tills get the seller’s', async () => {
    const one = (text: string) => ownerQuery<Record<string, unknown>>(t.database, text, [shop.tenantId]);
    const invoice = await issueOne();
    await one(`update stores set tax_code = '0100109106001' where tenant_id = $1`);
    await one(`update einvoice_settings set seller_tax_code = '0100109106001' where tenant_id = $1`);
    await ownerQuery(t.database, `update einvoices set buyer_tax_code = '0100109106002' where id = $1`, [invoice.id]);
    const [before] = await one(`select version from einvoice_settings where tenant_id = $1`);

    await runMigration();

    expect(await one(`select tax_code from stores where tenant_id = $1`)).toEqual([{ tax_code: '0100109106-001' }]);
    const [settings] = await one(`select seller_tax_code, version from einvoice_settings where tenant_id = $1`);
    expect(settings!.seller_tax_code).toBe('0100109106-001');
    expect(Number(settings!.version)).toBeGreaterThan(Number(before!.version));
    const rows = await ownerQuery(t.database, `select buyer_tax_code from einvoices where id = $1`, [invoice.id]);
    expect(rows).toEqual([{ buyer_tax_code: '0100109106-002' }]);
    // Ten-digit and already dashed codes are left as they are.
    expect(
      await one(`select count(*)::int as n from einvoices where tenant_id = $1 and buyer_tax_code ~ '^[0-9]{13}$'`),
    ).toEqual([{ n: 0 }]);
  });
});
