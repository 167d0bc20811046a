/**
 * Invoice numbers per tenant, template and series. The counter row is bumped inside the issuing
 * transaction: the row lock makes concurrent issues wait their turn, and a rolled-back issue
 * rolls its number back too, so numbers are never reused and never skipped.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { einvoiceCounters } from '../../db/schema/index';

export async function nextInvoiceNumber(
  tx: Tx,
  tenantId: string,
  templateCode: string,
  series: string,
): Promise<number> {
  const [row] = await tx
    .insert(einvoiceCounters)
    .values({ tenantId, templateCode, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [einvoiceCounters.tenantId, einvoiceCounters.templateCode, einvoiceCounters.series],
      set: { lastNumber: sql`${einvoiceCounters.lastNumber} + 1` },
    })
    .returning({ number: einvoiceCounters.lastNumber });
  return row!.number;
}
