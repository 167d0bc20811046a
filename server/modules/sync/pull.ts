/**
 * The pull query: rows of every synced table changed since a cursor, in version order, read in
 * ONE statement so that all tables are seen through one snapshot, and returned as JSON text built
 * by PostgreSQL (a first catalogue load moves hundreds of thousands of rows). Versions of a tenant commit in
 * order (the trigger's row lock on sync_versions is held to commit, migration 0003), so a snapshot
 * that shows version v shows every version below it: the cursor never skips a row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { syncedEntities, type SyncedEntity } from './entities';

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

function textArray(columns: readonly string[]): SQL {
  return sql.raw(`array[${columns.map((c) => `'${c.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

function omitted(entity: SyncedEntity): SQL {
  return textArray(['tenant_id', 'version', ...(entity.omit ?? [])]);
}

/** `{ key: [live child rows, by id] }` for each embedded table of the row `t`. */
function embedded(entity: SyncedEntity): SQL | null {
  if (!entity.embed?.length) return null;
  const parts = entity.embed.map(
    (
      e,
    ) => sql`${e.key}::text, coalesce((select jsonb_agg(jsonb_strip_nulls(to_jsonb(c) - ${textArray(e.omit ?? [])}) order by c.id)
        from ${sql.identifier(e.table)} c
       where c.tenant_id = t.tenant_id and c.${sql.identifier(e.parentColumn)} = t.${sql.identifier(entity.idColumn ?? 'id')}
         and c.deleted_at is null), '[]'::jsonb)`,
  );
  return sql`jsonb_build_object(${sql.join(parts, sql`, `)})`;
}

/** Rows above the cursor; products also above the bootstrap's version when there was one. */
function changedSince(entity: SyncedEntity, cursor: string, productsAfter: string | undefined): SQL {
  return entity.entity === 'products' && productsAfter !== undefined
    ? sql`t.version > greatest(${cursor}::bigint, ${productsAfter}::bigint)`
    : sql`t.version > ${cursor}::bigint`;
}

function selectOf(
  entity: SyncedEntity,
  tenantId: string,
  cursor: string,
  limit: number,
  productsAfter: string | undefined,
): SQL {
  const table = sql.identifier(entity.table);
  const idColumn = sql.identifier(entity.idColumn ?? 'id');
  const own = entity.stripNulls
    ? sql`jsonb_strip_nulls(to_jsonb(t) - ${omitted(entity)})`
    : sql`to_jsonb(t) - ${omitted(entity)}`;
  const children = embedded(entity);
  const row = children ? sql`(${own} || ${children})` : own;
  return sql`(select ${entity.entity}::text as entity, t.${idColumn}::text as id, t.version,
      t.deleted_at is not null as deleted,
      case when t.deleted_at is null then ${row} end as row
    from ${table} t
   where t.tenant_id = ${tenantId} and ${changedSince(entity, cursor, productsAfter)}
   order by t.version
   limit ${limit})`;
}

export interface PullPageJson {
  /** The page's changes as a JSON array text, built by PostgreSQL (no parse and re-serialise). */
  changesJson: string;
  cursor: string;
  has_more: boolean;
  remaining?: number;
}

export async function readChanges(
  tx: Tx,
  tenantId: string,
  cursor: string,
  limit: number,
  withCount: boolean,
  /** After a bootstrap (bootstrap.ts): its version, up to which products are not sent again. */
  productsAfter?: string,
): Promise<PullPageJson> {
  const entities = await existingEntities(tx);
  if (entities.length === 0)
    return { changesJson: '[]', cursor, has_more: false, ...(withCount ? { remaining: 0 } : {}) };
  const parts = sql.join(
    entities.map((e) => selectOf(e, tenantId, cursor, limit + 1, productsAfter)),
    sql` union all `,
  );
  const result = await tx.execute<{ fetched: number; last: string | null; changes: string }>(sql`
    with page as (select * from (${parts}) u order by u.version limit ${limit + 1}),
         kept as (select * from page order by version limit ${limit})
    select (select count(*)::int from page) as fetched,
           (select max(version)::text from kept) as last,
           coalesce((select json_agg(json_build_object('entity', entity, 'id', id, 'version', version::text, 'deleted', deleted, 'row', row) order by version) from kept), '[]')::text as changes`);
  const { fetched, last, changes } = result.rows[0]!;
  let remaining: number | undefined;
  if (withCount) {
    const counts = sql.join(
      entities.map(
        (e) =>
          sql`(select count(*) as n from ${sql.identifier(e.table)} t where t.tenant_id = ${tenantId} and ${changedSince(e, cursor, productsAfter)})`,
      ),
      sql` union all `,
    );
    const total = await tx.execute<{ n: string }>(sql`select coalesce(sum(n), 0)::text as n from (${counts}) c`);
    remaining = Number(total.rows[0]?.n ?? 0);
  }
  return {
    changesJson: changes,
    cursor: last ?? cursor,
    has_more: fetched > limit,
    ...(remaining === undefined ? {} : { remaining }),
  };
}

/** The `{ data }` envelope as text around PostgreSQL's JSON (cursor digits and booleans only). */
export function pullPageBody(page: PullPageJson): string {
  const remaining = page.remaining === undefined ? '' : `,"remaining":${page.remaining}`;
  return `{"data":{"changes":${page.changesJson},"cursor":"${page.cursor}","has_more":${page.has_more}${remaining}}}`;
}
