/**
 * Human codes of stock documents (DOMAIN.md "Codes"): PN purchase, KK count, XH scrap, KS quality
 * control, KN complaint, from the per-tenant counters in code_sequences.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';

export const DOCUMENT_CODES = {
  purchase_order: 'PN',
  inventory: 'KK',
  scrap: 'XH',
  quality_control: 'KS',
  complaint: 'KN',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_CODES;

export async function nextDocumentCode(tx: Tx, tenantId: string, kind: DocumentKind): Promise<string> {
  const result = await tx.execute<{ last_value: number }>(sql`
    insert into code_sequences as s (tenant_id, kind, last_value) values (${tenantId}, ${kind}, 1)
    on conflict (tenant_id, kind) do update set last_value = s.last_value + 1
    returning last_value`);
  return `${DOCUMENT_CODES[kind]}${String(result.rows[0]!.last_value).padStart(6, '0')}`;
}
