/**
 * Saving national drug codes, or marking products as goods that are not drugs: the products change
 * (new sync versions, so tills pull them), and every link-up message of those products that was
 * held back for a missing code or refused is looked at again in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NationalCodesInput } from '../../../src/domain/linkup/national-codes';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { linkupMessages } from '../../db/schema/index';
import type { Jobs } from '../../jobs/queue';
import { jsonb, uuidArray } from '../../lib/sql-params';
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
  const { queued } = await recheckMessagesOf(tx, jobs, tenantId, found);
  return { updated: found.size, queued };
}

/**
 * Marks products as goods that are not drugs (the codes screen, for a supplement's or cosmetic's
 * number): they leave the codes screen, and the messages they held back go without them.
 */
export async function markGoods(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  productIds: readonly string[],
): Promise<{ updated: number; queued: number; dropped: number }> {
  const updated = await tx.execute<{ id: string }>(sql`
    update products set drug_class = 'none', updated_at = now()
    where tenant_id = ${tenantId} and id = any(${uuidArray(productIds)}) and deleted_at is null
    returning id`);
  const found = new Set(updated.rows.map((r) => r.id));
  const unknown = productIds.findIndex((id) => !found.has(id));
  if (unknown >= 0) throw badRequest({ [`product_ids.${unknown}`]: [catalogVi.errors.notFoundRef] });
  return { updated: found.size, ...(await recheckMessagesOf(tx, jobs, tenantId, found)) };
}

/**
 * After products' codes or classes changed: every open message with one of them is looked at
 * again. Its lines take the codes as they are now and lose the products that are goods now (a
 * message left with none is deleted: nothing in it is the link-up's). With the link-up on, what is
 * left is sent again, a refused message too (its refusal may have been the code); while it is off,
 * a held message only drops the codes it no longer misses, and switching the link-up on sends it.
 */
export async function recheckMessagesOf(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  productIds: ReadonlySet<string>,
): Promise<{ queued: number; dropped: number }> {
  if (productIds.size === 0) return { queued: 0, dropped: 0 };
  const enabled = await linkupEnabled(tx, tenantId);
  const open = await tx
    .select({ id: linkupMessages.id, lines: linkupMessages.lines })
    .from(linkupMessages)
    .where(
      and(
        eq(linkupMessages.tenantId, tenantId),
        inArray(linkupMessages.status, enabled ? ['waiting', 'refused'] : ['waiting']),
      ),
    )
    .for('update');
  const affected = open.filter((m) => m.lines.some((l) => productIds.has(l.product_id)));
  const kept: string[] = [];
  let dropped = 0;
  for (const message of affected) {
    const where = and(eq(linkupMessages.tenantId, tenantId), eq(linkupMessages.id, message.id));
    const lines = await refreshCodes(tx, tenantId, message.lines);
    if (lines.length === 0) {
      await tx.delete(linkupMessages).where(where);
      dropped += 1;
      continue;
    }
    const missing = lines.filter((l) => !l.national_drug_code).map((l) => l.name);
    const problem = enabled || missing.length === 0 ? null : missingCodeProblem(missing);
    await tx
      .update(linkupMessages)
      .set({ lines, problem, ...(enabled ? { status: 'waiting' as const } : {}), updatedAt: new Date() })
      .where(where);
    kept.push(message.id);
  }
  if (!enabled) return { queued: 0, dropped };
  await queueDeliveries(jobs, tx, tenantId, kept);
  return { queued: kept.length, dropped };
}
