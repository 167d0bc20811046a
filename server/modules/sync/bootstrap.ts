/**
 * A big shop's first catalogue load in blocks (docs/decisions.md "The till catalogue in blocks"):
 * the plan says from which version the pull takes over, and each part is the live products of a
 * range of buckets (src/sync/protocol.ts `productBucket`), grouped by bucket, each product's row as
 * the pull sends it (null columns stripped, units and lots inside), built as text by PostgreSQL.
 *
 * The plan's cursor is the last version of the shop's products: a part read later holds every
 * product as of then or newer, and the pull from that cursor sends what changed since (products, with
 * `products_after`, and every other table from the start). A product a part already has newer is
 * sent again by the pull; the till keeps the pulled row over its block, so the newest one wins.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { PRODUCT_BUCKETS, partBuckets, type BootstrapPlan } from '../../../src/sync/protocol';
import { syncedEntities, type SyncedEntity } from './entities';

/** About this many products per part: a few megabytes of JSON, one round trip each. */
export const PART_PRODUCTS = 5_000;

const columnsCache = new Map<string, string[]>();

async function columnsOf(tx: Tx, table: string, omit: readonly string[]): Promise<string[]> {
  let all = columnsCache.get(table);
  if (!all) {
    const result = await tx.execute<{ attname: string }>(sql`
      select a.attname from pg_attribute a
       where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0 and not a.attisdropped
       order by a.attnum`);
    all = result.rows.map((r) => r.attname);
    columnsCache.set(table, all);
  }
  return all.filter((column) => !omit.includes(column));
}

/** The row's columns as one JSON object text, null ones left out (the pull's `jsonb_strip_nulls`). */
function objectOf(alias: string, columns: readonly string[]): SQL {
  const pairs = sql.join(
    columns.map((c) => sql`${c}::text, ${sql.identifier(alias)}.${sql.identifier(c)}`),
    sql`, `,
  );
  return sql`json_strip_nulls(json_build_object(${pairs}))::text`;
}

const bucketOf = (alias: string, column: string) =>
  sql`((('x' || right(${sql.identifier(alias)}.${sql.identifier(column)}::text, 4))::bit(16)::int) % ${sql.raw(String(PRODUCT_BUCKETS))})`;

function productsEntity(): SyncedEntity {
  const entity = syncedEntities().find((e) => e.entity === 'products');
  if (!entity) throw new Error('products are not synced');
  return entity;
}

/**
 * The plan: the last version of the shop's products seen now (a tenant's writers take its lock in
 * turn, so every product committed later has a higher version), the live ones counted.
 */
export async function bootstrapPlan(tx: Tx, tenantId: string): Promise<BootstrapPlan> {
  const result = await tx.execute<{ cursor: string; products: number }>(sql`
    select coalesce(max(version), 0)::text as cursor, (count(*) filter (where deleted_at is null))::int as products
      from products where tenant_id = ${tenantId}`);
  const { cursor, products } = result.rows[0]!;
  const parts = Math.min(PRODUCT_BUCKETS, Math.max(1, Math.ceil(products / PART_PRODUCTS)));
  return { cursor, products, parts, buckets: PRODUCT_BUCKETS };
}

/**
 * One part's blocks as the `{ data }` envelope text. The part's products are found by their
 * bucket (one scan of the tenant's products), their units and lots by key.
 */
export async function bootstrapPartBody(tx: Tx, tenantId: string, part: number, parts: number): Promise<string> {
  const entity = productsEntity();
  const { from, to } = partBuckets(part, parts);
  const own = await columnsOf(tx, entity.table, ['tenant_id', 'version', ...(entity.omit ?? [])]);
  const children = await Promise.all(
    (entity.embed ?? []).map(async (e) => ({ ...e, columns: await columnsOf(tx, e.table, e.omit ?? []) })),
  );
  // Each product's units and lots by key (a correlated read per product): no join whose plan rests
  // on statistics, which a catalogue just imported does not have yet.
  const childText = children.map(
    (c) => sql` || ${`,"${c.key}":[`}::text || coalesce((
      select string_agg(${objectOf('c', c.columns)}, ',' order by c.id)
        from ${sql.identifier(c.table)} c
       where c.tenant_id = t.tenant_id and c.${sql.identifier(c.parentColumn)} = t.id and c.deleted_at is null), '') || ']'`,
  );
  const result = await tx.execute<{ blocks: string }>(sql`
    select coalesce(string_agg('{"bucket":' || b.bucket || ',"products":[' || b.products || ']}', ',' order by b.bucket), '') as blocks
      from (select t.bucket, string_agg(left(${objectOf('t', own)}, -1) ${sql.join(childText, sql``)} || '}', ',') as products
              from (select p.*, ${bucketOf('p', 'id')} as bucket from ${sql.identifier(entity.table)} p
                     where p.tenant_id = ${tenantId} and p.deleted_at is null
                       and ${bucketOf('p', 'id')} >= ${from} and ${bucketOf('p', 'id')} < ${to}) t
             group by t.bucket) b`);
  return `{"data":{"blocks":[${result.rows[0]?.blocks ?? ''}]}}`;
}
