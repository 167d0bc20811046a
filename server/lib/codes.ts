/**
 * Human codes (DOMAIN.md "Codes"): SP000001 products, KH000001 customers, NCC0001 vendors,
 * from a per-tenant counter in code_sequences (kinds 'product', 'customer', 'vendor'; the sync
 * module's counter-side customer creation uses the same row). A code someone typed by hand is
 * skipped over rather than clashed with.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';

export const CODE_KINDS = {
  product: { prefix: 'SP', width: 6 },
  customer: { prefix: 'KH', width: 6 },
  vendor: { prefix: 'NCC', width: 4 },
} as const;
export type CodeKind = keyof typeof CODE_KINDS;

export function formatCode(kind: CodeKind, value: number): string {
  const { prefix, width } = CODE_KINDS[kind];
  return `${prefix}${String(value).padStart(width, '0')}`;
}

/** Reserves `count` consecutive counter values and answers the first. */
export async function reserveCodes(tx: Tx, tenantId: string, kind: CodeKind, count = 1): Promise<number> {
  const result = await tx.execute<{ last_value: number }>(sql`
    insert into code_sequences as s (tenant_id, kind, last_value) values (${tenantId}, ${kind}, ${count})
    on conflict (tenant_id, kind) do update set last_value = s.last_value + ${count}
    returning last_value`);
  return Number(result.rows[0]!.last_value) - count + 1;
}

/** The next free code of a kind; `taken` says whether a live record already has a code. */
export async function nextCode(
  tx: Tx,
  tenantId: string,
  kind: CodeKind,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const code = formatCode(kind, await reserveCodes(tx, tenantId, kind));
    if (!(await taken(code))) return code;
  }
  throw new Error(`no free ${kind} code after 1000 attempts`);
}
