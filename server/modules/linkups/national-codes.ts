/**
 * Saving national drug codes: the products get their codes (new sync versions, so tills pull
 * them), and every link-up message of those products that was held back for a missing code or
 * refused is sent again in the same transaction (while the link-up is off, a held message only
 * drops the codes it no longer misses: switching the link-up on sends it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NationalCodesInput } from '../../../src/domain/linkup/national-codes';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { linkupMessages } from '../../db/schema/index';
import type { Jobs } from '../../jobs/queue';
import { jsonb } from '../../lib/sql-params';
import { badRequest } from '../../plugins/errors';
import { queueDeliveries, refreshCodes } from './delivery';
import { linkupEnabled, missingCodeProblem } from './outbox';

export async function saveNationalCodes(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  codes: NationalCodesInput['codes'],
): Promise<{ updated: number; queued: number }> {
  const updated = await tx.execute<{ id: string }>(sql`
    update products p set national_drug_code = x.code, updated_at = now()
    from jsonb_to_recordset(${jsonb(codes.map((c) => ({ id: c.product_id, code: c.national_drug_code })))}) as x(id uuid, code text)
    where p.tenant_id = ${tenantId} and p.id = x.id and p.deleted_at is null
    returning p.id`);
  const found = new Set(updated.rows.map((r) => r.id));
  const unknown = codes.findIndex((c) => !found.has(c.product_id));
  if (unknown >= 0) throw badRequest({ [`codes.${unknown}.product_id`]: [catalogVi.errors.notFoundRef] });
  const enabled = await linkupEnabled(tx, tenantId);
  const open = await tx
    .select({ id: linkupMessages.id, lines: linkupMessages.lines })
    .from(linkupMessages)
    .where(
      and(
        eq(linkupMessages.tenantId, tenantId),
        inArray(linkupMessages.status, enabled ? ['waiting', 'refused'] : ['waiting']),
      ),
    );
  const affected = open.filter((m) => m.lines.some((l) => found.has(l.product_id)));
  if (!enabled) {
    // Off: nothing goes, but a message held for these codes now waits only for what is still missing
    // (switching the link-up on sends it).
    for (const message of affected) {
      const lines = await refreshCodes(tx, tenantId, message.lines);
      const missing = lines.filter((l) => !l.national_drug_code).map((l) => l.name);
      await tx
        .update(linkupMessages)
        .set({ lines, problem: missing.length > 0 ? missingCodeProblem(missing) : null, updatedAt: new Date() })
        .where(and(eq(linkupMessages.tenantId, tenantId), eq(linkupMessages.id, message.id)));
    }
    return { updated: found.size, queued: 0 };
  }
  const ids = affected.map((m) => m.id);
  if (ids.length > 0) {
    await tx
      .update(linkupMessages)
      .set({ status: 'waiting', problem: null, updatedAt: new Date() })
      .where(and(eq(linkupMessages.tenantId, tenantId), inArray(linkupMessages.id, ids)));
    await queueDeliveries(jobs, tx, tenantId, ids);
  }
  return { updated: found.size, queued: ids.length };
}
