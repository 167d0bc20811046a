/**
 * The pull query: rows of every synced table changed since a cursor, in version order, read in
 * ONE statement so that all tables are seen through one snapshot. Versions of a tenant commit in
 * order (the trigger's row lock on sync_versions is held to commit, migration 0003), so a snapshot
 * that shows version v shows every version below it: the cursor never skips a row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import type { Change } from '../../../src/sync/protocol';
import { syncedEntities, type SyncedEntity } from './entities';

interface ChangeRow extends Record<string, unknown> {
  entity: string;
  id: string;
  version: string;
  deleted: boolean;
  row: Record<string, unknown> | null;
}

async function existingEntities(tx: Tx): Promise<SyncedEntity[]> {
  const all = syncedEntities();
  const tables = all.map((e) => e.table);
  const result = await tx.execute<{ relname: string }>(sql`
    select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and c.relname = any(${sql.raw(`array[${tables.map((t) => `'${t}'`).join(',')}]::text[]`)})
       and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'version' and not a.attisdropped)`);
  const present = new Set(result.rows.map((r) => r.relname));
  return all.filter((e) => present.has(e.table));
}

function omitted(entity: SyncedEntity): SQL {
  const columns = ['tenant_id', ...(entity.omit ?? [])];
  return sql.raw(`array[${columns.map((c) => `'${c.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

function selectOf(entity: SyncedEntity, tenantId: string, cursor: string, limit: number): SQL {
  const table = sql.identifier(entity.table);
  const idColumn = sql.identifier(entity.idColumn ?? 'id');
  return sql`(select ${entity.entity}::text as entity, t.${idColumn}::text as id, t.version::text as version,
      t.deleted_at is not null as deleted,
      case when t.deleted_at is null then to_jsonb(t) - ${omitted(entity)} end as row
    from ${table} t
   where t.tenant_id = ${tenantId} and t.version > ${cursor}::bigint
   order by t.version
   limit ${limit})`;
}

export interface PullPage {
  changes: Change[];
  cursor: string;
  has_more: boolean;
  remaining?: number;
}

export async function readChanges(tx: Tx, tenantId: string, cursor: string, limit: number, withCount: boolean): Promise<PullPage> {
  const entities = await existingEntities(tx);
  if (entities.length === 0) return { changes: [], cursor, has_more: false, ...(withCount ? { remaining: 0 } : {}) };
  const parts = sql.join(
    entities.map((e) => selectOf(e, tenantId, cursor, limit + 1)),
    sql` union all `,
  );
  const result = await tx.execute<ChangeRow>(sql`select * from (${parts}) u order by u.version::bigint limit ${limit + 1}`);
  const rows = result.rows;
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const changes: Change[] = page.map((r) => ({ entity: r.entity, id: r.id, version: r.version, deleted: r.deleted, row: r.deleted ? null : stripVersion(r.row) }));
  const next = page.length > 0 ? page[page.length - 1]!.version : cursor;
  let remaining: number | undefined;
  if (withCount) {
    const counts = sql.join(
      entities.map((e) => sql`(select count(*) as n from ${sql.identifier(e.table)} t where t.tenant_id = ${tenantId} and t.version > ${cursor}::bigint)`),
      sql` union all `,
    );
    const total = await tx.execute<{ n: string }>(sql`select coalesce(sum(n), 0)::text as n from (${counts}) c`);
    remaining = Number(total.rows[0]?.n ?? 0);
  }
  return { changes, cursor: next, has_more: hasMore, ...(remaining === undefined ? {} : { remaining }) };
}

function stripVersion(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return null;
  const { version: _version, ...rest } = row;
  return rest;
}
