/**
 * The demo shop "Nhà thuốc Demo": a ready tenant (store setup done, trial) with an admin and a
 * cashier who can log in, the realistic catalogue of scripts/demo-data and, unless switched off,
 * ninety days of history (demo-history.ts). `npm start` seeds it on an empty database;
 * `npm run seed:demo` removes the demo shop (only it) and recreates it.
 * Removal runs on the owner connection because it must cross the tenant's own tables.
 */
import pg from 'pg';
import { loadDemoData } from '../../scripts/demo-data/load';
import { addDays, shopDayStart, todayInShop } from '../../src/domain/shop-clock';
import type { Db } from '../db/connection';
import { withTenant } from '../db/tenancy';
import type { Jobs } from '../jobs/queue';
import type { SecretBox } from '../lib/secret-box';
import { provisionShop } from '../modules/tenants/provision';
import { insertDemoCatalog, type DemoCatalogSummary } from './demo-catalog';
import { assignDemoNationalDrugCodes } from './demo-eprescriptions';
import { seedDemoHistory } from './demo-history';
import { DEMO_HISTORY_DAYS, HISTORY_PENDING, type DemoHistorySummary } from './history/model';

export const DEMO_TENANT_NAME = 'Nhà thuốc Demo';
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_LOGINS = [
  { email: 'admin@demo.pharmatill.vn', role: 'admin' as const, firstName: 'Quản trị', lastName: 'Demo' },
  { email: 'thungan@demo.pharmatill.vn', role: 'cashier' as const, firstName: 'Thu ngân', lastName: 'Demo' },
];

async function withOwner<T>(ownerUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'pharmatill-seed' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when no shop exists yet (a fresh database). */
export async function databaseIsEmpty(ownerUrl: string): Promise<boolean> {
  return withOwner(ownerUrl, async (c) => !(await c.query('select 1 from tenants limit 1')).rowCount);
}

/** True when the demo shop's history was being written when its server stopped (it is made again). */
export async function demoHistoryUnfinished(ownerUrl: string, tenantId: string): Promise<boolean> {
  return withOwner(ownerUrl, async (c) =>
    Boolean(
      (await c.query('select 1 from code_sequences where tenant_id = $1 and kind = $2', [tenantId, HISTORY_PENDING]))
        .rowCount,
    ),
  );
}

/** The demo shop's tenant id, when the demo admin's e-mail is registered. */
export async function findDemoTenant(ownerUrl: string): Promise<string | null> {
  return withOwner(ownerUrl, async (c) => {
    const { rows } = await c.query<{ id: string }>('select home_tenant_id as id from user_directory where email = $1', [
      DEMO_LOGINS[0]!.email,
    ]);
    return rows[0]?.id ?? null;
  });
}

/**
 * Deletes every row of one tenant: tables with a tenant_id column, in whatever order their
 * foreign keys allow (each pass deletes what it can), then the tenant itself.
 */
export async function removeTenant(ownerUrl: string, tenantId: string): Promise<void> {
  await withOwner(ownerUrl, async (c) => {
    const { rows } = await c.query<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    await c.query('begin');
    try {
      let pending = rows.map((r) => r.table);
      // At most one pass per table (a chain of foreign keys can need that many), bounded by the
      // count at the start: `pending` shrinks as tables empty.
      const passes = pending.length + 2;
      for (let pass = 0; pending.length > 0 && pass < passes; pass += 1) {
        const failed: string[] = [];
        for (const table of pending) {
          await c.query('savepoint one_table');
          try {
            await c.query(`delete from "${table}" where tenant_id = $1`, [tenantId]);
            await c.query('release savepoint one_table');
          } catch (error) {
            if ((error as { code?: string }).code !== '23503') throw error;
            await c.query('rollback to savepoint one_table');
            failed.push(table);
          }
        }
        pending = failed;
      }
      if (pending.length > 0) throw new Error(`cannot remove the demo shop's rows from ${pending.join(', ')}`);
      await c.query('delete from user_directory where home_tenant_id = $1', [tenantId]);
      await c.query('delete from tenants where id = $1', [tenantId]);
      await c.query('commit');
    } catch (error) {
      await c.query('rollback');
      throw error;
    }
  });
}

export interface SeededDemo extends DemoCatalogSummary {
  tenantId: string;
  /** Null when the demo was made without its history. */
  history: DemoHistorySummary | null;
}

export interface SeedDemoOptions {
  /** The instant the demo is made: its shop day dates the lots, and the history ends then. */
  now?: Date;
  /** The durable queue and secret box the history's e-invoices are issued with; null: no history. */
  history?: { jobs: Jobs; secretBox: SecretBox } | null;
}

/** `DEMO_HISTORY=off` makes the demo shop without its ninety days of history (faster, for tests of other things). */
export function demoHistoryWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEMO_HISTORY !== 'off';
}

/**
 * Creates the demo shop with its logins and catalogue and, when `history` is given, its past, in
 * one transaction after the shop's provisioning (the opening stock dated the day before the history).
 */
export async function seedDemo(
  db: Db,
  { now = new Date(), history = null }: SeedDemoOptions = {},
): Promise<SeededDemo> {
  const data = loadDemoData();
  const store = data.store.store;
  const shop = await provisionShop(db, {
    name: DEMO_TENANT_NAME,
    address: store.address ?? undefined,
    phone: store.phone ?? undefined,
    taxCode: store.tax_code ?? undefined,
    gppCertificateNumber: store.gpp_certificate_number ?? undefined,
    pharmacistName: store.pharmacist_name ?? undefined,
    people: DEMO_LOGINS.map((p) => ({ ...p, password: DEMO_PASSWORD })),
  });
  const admin = shop.users.find((u) => u.role === 'admin')!;
  const cashier = shop.users.find((u) => u.role === 'cashier')!;
  const today = todayInShop(now);
  const openedAt = history ? new Date(shopDayStart(addDays(today, -DEMO_HISTORY_DAYS)).getTime() + 8 * 3_600_000) : now;
  const summary = await withTenant(db, shop.tenantId, async (tx) => {
    const inserted = await insertDemoCatalog(tx, shop.tenantId, data, admin.id, today, openedAt);
    await assignDemoNationalDrugCodes(tx, shop.tenantId);
    return inserted;
  });
  const past = history
    ? await seedDemoHistory(db, {
        tenantId: shop.tenantId,
        adminId: admin.id,
        cashierId: cashier.id,
        now,
        jobs: history.jobs,
        secretBox: history.secretBox,
      })
    : null;
  return { tenantId: shop.tenantId, ...summary, history: past };
}

/** The lines printed at start: where to log in and with what. */
export function demoLoginLines(): string[] {
  return [
    `Demo shop "${DEMO_TENANT_NAME}" — password ${DEMO_PASSWORD}:`,
    ...DEMO_LOGINS.map((p) => `  ${p.role === 'admin' ? 'admin  ' : 'cashier'}  ${p.email}`),
  ];
}
