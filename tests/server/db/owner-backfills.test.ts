/**
 * Migration 0032 on a database whose tables belong to an owner that is not a superuser (a managed
 * DATABASE_URL user): forced row-level security hid every row from the data backfills of 0026
 * and 0027, and 0032 runs them again with the security lifted, then forced again. An owner that
 * bypasses row-level security ran them already, and 0032 leaves its rows alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings, seedGoods, seedOrder, SERIES, type ShopGoods } from '../einvoices/helpers';
import { seedShop, type SeededShop } from '../fixtures';
import { allForced, managedOwner, rowSecurityForced, runAs, type ManagedOwner } from '../managed-owner';
import { migrationStatements } from '../migration-statements';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

const TABLES = ['sync_versions', 'einvoice_settings', 'einvoice_counters', 'einvoices', 'taxes', 'pos_orders'];
const OLD_SERIES = `1${SERIES}`;

let t: TestApp;
let owner: ManagedOwner;
let shop: SeededShop;
let goods: ShopGoods;
let orderId: string;
const taxId = '0199a000-0000-7000-8000-00000000c0de';

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
  await saveSettings(t, shop);
  orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
  owner = await managedOwner(t, TABLES);
});
afterAll(() => owner.closeApp());

/** The rows as they were before 0026 and 0027 (read and written as the superuser). */
async function rowsBefore(): Promise<void> {
  await ownerQuery(t.database, `update einvoice_settings set series = $2 where tenant_id = $1`, [
    shop.tenantId,
    OLD_SERIES,
  ]);
  await ownerQuery(t.database, `delete from einvoice_counters where tenant_id = $1`, [shop.tenantId]);
  await ownerQuery(
    t.database,
    `insert into einvoice_counters (tenant_id, template_code, series, last_number) values ($1, '1', $2, 7)`,
    [shop.tenantId, OLD_SERIES],
  );
  await ownerQuery(
    t.database,
    `insert into taxes (tenant_id, id, name, rate, vat_category) values ($1, $2, 'Không chịu thuế GTGT', 0, 'rate')
     on conflict (tenant_id, id) do update set vat_category = 'rate'`,
    [shop.tenantId, taxId],
  );
  await ownerQuery(
    t.database,
    `update pos_orders set prescription = '{"source":"online","code":"AB12CD34EF56-C"}', national_prescription_code = null
      where tenant_id = $1 and id = $2`,
    [shop.tenantId, orderId],
  );
}

async function rowsAfter() {
  const [row] = await ownerQuery<{
    series: string;
    counters: string;
    category: string;
    code: string | null;
  }>(
    t.database,
    `select (select series from einvoice_settings where tenant_id = $1) as series,
            (select string_agg(series || '=' || last_number, ',' order by series) from einvoice_counters where tenant_id = $1) as counters,
            (select vat_category from taxes where tenant_id = $1 and id = $3) as category,
            (select national_prescription_code from pos_orders where tenant_id = $1 and id = $2) as code`,
    [shop.tenantId, orderId, taxId],
  );
  return row!;
}

describe('the data backfills under an owner that is not a superuser', () => {
  it('found no rows in 0026 and 0027, and 0032 backfills them and forces the security again', async () => {
    await rowsBefore();
    const before = await runAs(t.database, owner.role, [
      ...migrationStatements('i14-einvoices', { customOnly: true }),
      ...migrationStatements('i15-erx', { customOnly: true }),
    ]);
    expect(before).toEqual([0, 0, 0]);
    expect(await rowsAfter()).toEqual({
      series: OLD_SERIES,
      counters: `${OLD_SERIES}=7`,
      category: 'rate',
      code: null,
    });

    await runAs(t.database, owner.role, migrationStatements('owner-backfills'));
    expect(await rowsAfter()).toEqual({
      series: SERIES,
      counters: `${SERIES}=7`,
      category: 'kct',
      code: 'ab12cd34ef56-c',
    });
    expect(await rowSecurityForced(t.database, TABLES)).toEqual(allForced(TABLES));
  });

  it('leaves the rows alone under an owner that bypasses row-level security', async () => {
    await rowsBefore();
    await runAs(t.database, null, migrationStatements('owner-backfills'));
    expect(await rowsAfter()).toEqual({
      series: OLD_SERIES,
      counters: `${OLD_SERIES}=7`,
      category: 'rate',
      code: null,
    });
  });
});
