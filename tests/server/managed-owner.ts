/**
 * The data backfills of migrations are tested as a managed database's owner runs them: a role that
 * owns the tables but is neither a superuser nor exempt from row-level security (the DATABASE_URL
 * user of a hosted PostgreSQL), beside the superuser, which bypasses it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ownerQuery, type TestApp, type TestDatabase } from './test-app';

export interface ManagedOwner {
  role: string;
  /** Gives the tables back, closes the app and drops the role (which its database kept in use). */
  closeApp(): Promise<void>;
}

/** A new role that owns `tables` and may use the sequences, as a managed database's owner does. */
export async function managedOwner(t: TestApp, tables: readonly string[]): Promise<ManagedOwner> {
  const role = `pt_managed_${randomBytes(4).toString('hex')}`;
  await ownerQuery(t.database, `create role ${role} nosuperuser nobypassrls`);
  await ownerQuery(t.database, `grant usage, select, update on all sequences in schema public to ${role}`);
  for (const table of tables) await ownerQuery(t.database, `alter table ${table} owner to ${role}`);
  return {
    role,
    closeApp: async () => {
      await ownerQuery(t.database, `reassign owned by ${role} to current_user`);
      await ownerQuery(t.database, `drop owned by ${role}`);
      await t.close();
      const admin = new pg.Client({ connectionString: t.database.ownerUrl });
      await admin.connect();
      await admin.query(`drop role if exists ${role}`).finally(() => admin.end());
    },
  };
}

/**
 * Runs statements in one transaction as `role` (the migrator's transaction; the superuser when
 * null) and answers each one's row count.
 */
export async function runAs(database: TestDatabase, role: string | null, statements: string[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: database.ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    if (role) await client.query(`set local role ${role}`);
    const counts: number[] = [];
    for (const statement of statements) counts.push((await client.query(statement)).rowCount ?? 0);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** Whether row-level security is forced on each of `tables`, by name. */
export const rowSecurityForced = (database: TestDatabase, tables: readonly string[]) =>
  ownerQuery<{ relname: string; forced: boolean }>(
    database,
    `select relname, relforcerowsecurity as forced from pg_class
      where relnamespace = 'public'::regnamespace and relname = any($1) order by relname`,
    [tables],
  );

/** What `rowSecurityForced` answers when every table has it forced. */
export const allForced = (tables: readonly string[]) =>
  [...tables].sort().map((relname) => ({ relname, forced: true }));
