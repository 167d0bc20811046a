/**
 * Invoice numbers per tenant, template and series. The counter row is bumped inside the issuing
 * transaction: the row lock makes concurrent issues wait their turn, and a rolled-back issue
 * rolls its number back too, so numbers are never reused and never skipped.
 */
import type { Tx } from '../../db/connection';
import { bumpCounter } from '../../lib/counters';

export async function nextInvoiceNumber(
  tx: Tx,
  tenantId: string,
  templateCode: string,
  series: string,
): Promise<number> {
  return bumpCounter(tx, 'einvoice_counters', { tenant_id: tenantId, template_code: templateCode, series });
}
