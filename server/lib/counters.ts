/**
 * Per-tenant counters bumped inside the caller's transaction: `insert … on conflict do update …
 * returning` takes the counter row's lock, so concurrent writers queue and a rolled-back
 * transaction gives its numbers back (no gap, no reuse). Human codes (code_sequences, by kind)
 * and e-invoice numbers (einvoice_counters, by template and series) both count here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/connection';

/** Each counter table and its counting column. */
const COUNTER_COLUMNS = {
  code_sequences: 'last_value',
  einvoice_counters: 'last_number',
} as const;
type CounterTable = keyof typeof COUNTER_COLUMNS;

/**
 * Upserts the counter row named by `key` (its primary key columns, `tenant_id` among them):
 * a new row starts at `value`, an existing one gets `next(current)`; answers the counter.
 */
async function upsertCounter(
  tx: Tx,
  table: CounterTable,
  key: Record<string, string>,
  value: number,
  next: (current: SQL) => SQL,
): Promise<number> {
  const column = sql.identifier(COUNTER_COLUMNS[table]);
  const columns = sql.join(
    Object.keys(key).map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    Object.values(key).map((v) => sql`${v}`),
    sql`, `,
  );
  const result = await tx.execute<{ value: number }>(sql`
    insert into ${sql.identifier(table)} as c (${columns}, ${column}) values (${values}, ${value})
    on conflict (${columns}) do update set ${column} = ${next(sql`c.${column}`)}
    returning c.${column} as value`);
  return Number(result.rows[0]!.value);
}

/** Adds `count` to the counter (a new one starts at `count`) and answers its new value. */
export function bumpCounter(tx: Tx, table: CounterTable, key: Record<string, string>, count = 1): Promise<number> {
  return upsertCounter(tx, table, key, count, (current) => sql`${current} + ${count}`);
}

/** Raises the counter to at least `value`, so the next bump gives a larger number (seeded data). */
export async function raiseCounter(tx: Tx, table: CounterTable, key: Record<string, string>, value: number) {
  await upsertCounter(tx, table, key, value, (current) => sql`greatest(${current}, ${value})`);
}
