import { sql } from 'drizzle-orm';
import { tenants } from '../../server/db/schema/index';
import { withTenant } from '../../server/db/tenancy';
import { createTestDatabase, ownerQuery, type TestDatabase } from './test-app';

const A = '0190a8f0-0000-7000-8000-00000000000a';
const B = '0190a8f0-0000-7000-8000-00000000000b';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await withTenant(database.db, A, (tx) => tx.insert(tenants).values({ id: A, name: 'Nhà thuốc A' }));
  await withTenant(database.db, B, (tx) => tx.insert(tenants).values({ id: B, name: 'Nhà thuốc B' }));
});
afterAll(() => database.close());

describe('row-level security', () => {
  it('the API runs as a role that owns no table', async () => {
    const [row] = (await database.db.execute(sql`select current_user as role`)).rows as Array<{ role: string }>;
    expect(row?.role).toBe('pharmatill_app');
  });

  it('a tenant transaction sees only its own rows', async () => {
    const seen = await withTenant(database.db, A, (tx) => tx.select({ name: tenants.name }).from(tenants));
    expect(seen).toEqual([{ name: 'Nhà thuốc A' }]);
  });

  it('outside a tenant transaction nothing is visible', async () => {
    const rows = (await database.db.execute(sql`select * from tenants`)).rows;
    expect(rows).toEqual([]);
  });

  it("a tenant cannot write another tenant's row", async () => {
    await expect(
      withTenant(database.db, A, (tx) => tx.insert(tenants).values({ id: B.replace('b', 'c'), name: 'x' })),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    });
    const updated = await withTenant(database.db, A, (tx) =>
      tx
        .update(tenants)
        .set({ name: 'hacked' })
        .where(sql`id = ${B}`)
        .returning(),
    );
    expect(updated).toEqual([]);
  });

  it('every table with a tenant_id has forced row-level security and a policy', async () => {
    const unsecured = await ownerQuery(
      database,
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id') or c.relname = 'tenants')
          and (not c.relrowsecurity or not c.relforcerowsecurity
               or not exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation'))`,
    );
    expect(unsecured).toEqual([]);
  });
});
