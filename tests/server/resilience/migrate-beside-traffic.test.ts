/**
 * A server process (re)starting beside others that take traffic runs the migrator on a database
 * that is already up to date: it must not lock the tenant tables (an exclusive lock stalls every
 * request and can deadlock with a push), and it still secures a table that lost its policy.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../server/db/migrate';
import { createTestDatabase, ownerQuery, type TestDatabase } from '../test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('the migrator on an up-to-date database', () => {
  it('finishes while another transaction holds locks on the tenant tables', async () => {
    const busy = new pg.Client({ connectionString: database.ownerUrl });
    await busy.connect();
    try {
      await busy.query('begin');
      // What a push holds: row locks under ACCESS SHARE / ROW EXCLUSIVE locks on the tables it writes.
      await busy.query('lock table pos_orders, products, lots, stock_moves in row exclusive mode');
      const migrated = runMigrations(database.ownerUrl).then(() => 'done' as const);
      const waited = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 10_000));
      expect(await Promise.race([migrated, waited])).toBe('done');
    } finally {
      await busy.query('rollback');
      await busy.end();
    }
  });

  it('still secures a table whose row-level security was turned off', async () => {
    await ownerQuery(database, 'alter table products no force row level security');
    await runMigrations(database.ownerUrl);
    const [row] = await ownerQuery<{ forced: boolean }>(
      database,
      `select relforcerowsecurity as forced from pg_class where oid = 'public.products'::regclass`,
    );
    expect(row!.forced).toBe(true);
  });
});
