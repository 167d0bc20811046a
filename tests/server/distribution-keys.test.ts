/**
 * What Citus needs to distribute the tenant tables by tenant_id (docs/scaling.md), read from the
 * PostgreSQL catalog of the migrated database: every table with a tenant_id column has it in its
 * primary key, in each of its unique indexes, and in each foreign key to another tenant table
 * (on both sides, tenant_id to tenant_id); no table without tenant_id points at a tenant table.
 * Foreign keys to tables without tenant_id (tenants, reference data) are what Citus allows from
 * a distributed table to a reference table.
 */
import { createTestDatabase, ownerQuery, type TestDatabase } from './test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface Constraint {
  table: string;
  name: string;
  columns: string[];
}

async function tenantTables(): Promise<string[]> {
  const rows = await ownerQuery<{ table: string }>(
    database,
    `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((r) => r.table);
}

/** Tenant tables without a primary key, or whose primary key lacks tenant_id. */
async function primaryKeyOffenders(tables: string[]): Promise<string[]> {
  const keys = await ownerQuery<Constraint>(
    database,
    `select c.relname as table, k.conname as name,
            array(select a.attname::text from unnest(k.conkey) as u(n) join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n) as columns
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'p'`,
  );
  const byTable = new Map(keys.map((k) => [k.table, k]));
  return tables.flatMap((t) => {
    const key = byTable.get(t);
    if (!key) return [`${t} (no primary key)`];
    return key.columns.includes('tenant_id') ? [] : [`${t} (${key.columns.join(', ')})`];
  });
}

/** Unique indexes (primary keys' included) of tenant tables that lack tenant_id. */
async function uniqueIndexOffenders(tables: string[]): Promise<string[]> {
  const indexes = await ownerQuery<Constraint>(
    database,
    `select c.relname as table, i.relname as name,
            array(select coalesce(a.attname::text, '(expression)') from unnest(x.indkey::int2[]) as u(n)
                    left join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n) as columns
       from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and x.indisunique`,
  );
  return indexes
    .filter((ix) => tables.includes(ix.table) && !ix.columns.includes('tenant_id'))
    .map((ix) => `${ix.table}.${ix.name} (${ix.columns.join(', ')})`);
}

/** Foreign keys into tenant tables that do not map tenant_id to tenant_id (or come from a table without it). */
async function foreignKeyOffenders(tables: string[]): Promise<{ checked: number; offenders: string[] }> {
  const fks = await ownerQuery<{ table: string; name: string; target: string; pairs: string[] }>(
    database,
    `select c.relname as table, k.conname as name, t.relname as target,
            array(select a.attname::text || '->' || b.attname::text
                    from unnest(k.conkey, k.confkey) as u(f, r)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.f
                    join pg_attribute b on b.attrelid = k.confrelid and b.attnum = u.r) as pairs
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class t on t.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f'`,
  );
  const intoTenantTables = fks.filter((fk) => tables.includes(fk.target));
  return {
    checked: intoTenantTables.length,
    offenders: intoTenantTables
      .filter((fk) => !tables.includes(fk.table) || !fk.pairs.includes('tenant_id->tenant_id'))
      .map((fk) => `${fk.table}.${fk.name} → ${fk.target} (${fk.pairs.join(', ')})`),
  };
}

describe('tenant_id in every key (Citus distribution by tenant)', () => {
  it('finds the tenant tables', async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(
      expect.arrayContaining(['products', 'pos_orders', 'pos_order_lines', 'stock_moves', 'lots']),
    );
  });

  it('every tenant table has a primary key, and it includes tenant_id', async () => {
    expect(await primaryKeyOffenders(await tenantTables())).toEqual([]);
  });

  it('every unique index of a tenant table includes tenant_id', async () => {
    expect(await uniqueIndexOffenders(await tenantTables())).toEqual([]);
  });

  it('every foreign key into a tenant table maps tenant_id to tenant_id, from a tenant table', async () => {
    const { checked, offenders } = await foreignKeyOffenders(await tenantTables());
    expect(checked).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  it('reports a table that breaks each rule (the checks can fail)', async () => {
    await ownerQuery(
      database,
      `create table zz_bad_parent (tenant_id uuid not null, id uuid primary key, code text, constraint zz_bad_code unique (code));
       create table zz_bad_child (tenant_id uuid not null, id uuid not null, parent_id uuid references zz_bad_parent (id), primary key (tenant_id, id));
       create table zz_global (id uuid primary key, parent_id uuid references zz_bad_parent (id))`,
    );
    try {
      const tables = await tenantTables();
      expect(await primaryKeyOffenders(tables)).toEqual(['zz_bad_parent (id)']);
      expect(await uniqueIndexOffenders(tables)).toEqual(
        expect.arrayContaining(['zz_bad_parent.zz_bad_parent_pkey (id)', 'zz_bad_parent.zz_bad_code (code)']),
      );
      const { offenders } = await foreignKeyOffenders(tables);
      expect(offenders).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^zz_bad_child\..* → zz_bad_parent \(parent_id->id\)$/),
          expect.stringMatching(/^zz_global\..* → zz_bad_parent/),
        ]),
      );
    } finally {
      await ownerQuery(database, 'drop table zz_global, zz_bad_child, zz_bad_parent');
    }
  });
});
