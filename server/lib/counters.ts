/**
 * Per-tenant counters bumped inside the caller's transaction: `insert … on conflict do update …
 * returning` takes the counter row's lock, so concurrent writers queue and a rolled-back
 * transaction gives its numbers back (no gap, no reuse). Human codes (code_sequences, by kind)
 * and e-invoice numbers (einvoice_counters, by template and series) both count here.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';

/** Each counter table and its counting column. */
const COUNTER_COLUMNS = {
  code_sequences: 'last_value',
  einvoice_counters: 'last_number',
} as const;

/**
 * Adds `count` to the counter row named by `key` (its primary key columns, `tenant_id` among
 * them), creating it at `count`, and answers the new value.
 */
export async function bumpCounter(
  tx: Tx,
  table: keyof typeof COUNTER_COLUMNS,
  key: Record<string, string>,
  count = 1,
): Promise<number> {
  const column = sql.identifier(COUNTER_COLUMNS[table]);
  const columns = sql.join(
    Object.keys(key).map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    Object.values(key).map((value) => sql`${value}`),
    sql`, `,
  );
  const result = await tx.execute<{ value: number }>(sql`
    insert into ${sql.identifier(table)} as c (${columns}, ${column}) values (${values}, ${count})
    on conflict (${columns}) do update set ${column} = c.${column} + ${count}
    returning c.${column} as value`);
  return Number(result.rows[0]!.value);
}
