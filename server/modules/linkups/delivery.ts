/**
 * Delivery of link-up messages from the durable queue (`linkup-delivery`, stately, the message id
 * as the singleton key: one job queued per message). The job runs in a tenant transaction holding
 * the message's row lock: the national drug codes are refreshed from the products (a code added
 * after the sale counts), a line still without one holds the message back with the reason, and
 * otherwise the message is posted under its key and the verdict recorded. The service keeps one
 * document per key, so a job retried after a process died mid-call delivers the document once.
 * An unreachable service throws: the transaction rolls back and pg-boss retries with backoff.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LinkupLine } from '../../../src/domain/linkup/messages';
import type { Tx } from '../../db/connection';
import { linkupMessages } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';
import type { Jobs } from '../../jobs/queue';
import { uuidArray } from '../../lib/sql-params';
import { missingCodeProblem } from './outbox';
import { linkupServiceOf, readLinkupRow } from './settings';

export interface DeliveryJob {
  tenantId: string;
  messageId: string;
}

/** The lines with each product's current national drug code. */
async function refreshCodes(tx: Tx, tenantId: string, lines: readonly LinkupLine[]): Promise<LinkupLine[]> {
  const result = await tx.execute<{ id: string; code: string | null }>(sql`
    select id, nullif(trim(national_drug_code), '') as code from products
    where tenant_id = ${tenantId} and id = any(${uuidArray(lines.map((l) => l.product_id))})`);
  const codes = new Map(result.rows.map((r) => [r.id, r.code]));
  return lines.map((line) => ({ ...line, national_drug_code: codes.get(line.product_id) ?? null }));
}

export async function deliverLinkupMessage(app: FastifyInstance, job: DeliveryJob): Promise<void> {
  await withTenant(app.db, job.tenantId, async (tx) => {
    const [message] = await tx
      .select()
      .from(linkupMessages)
      .where(and(eq(linkupMessages.tenantId, job.tenantId), eq(linkupMessages.id, job.messageId)))
      .for('update');
    if (!message || (message.status !== 'waiting' && message.status !== 'sent')) return;
    const settings = await readLinkupRow(tx, job.tenantId);
    const service = settings.enabled ? linkupServiceOf(settings, app.secretBox) : null;
    // Off or incomplete: the message waits; saving the account sends what waits.
    if (!service) return;
    const lines = await refreshCodes(tx, job.tenantId, message.lines);
    const missing = lines.filter((l) => !l.national_drug_code).map((l) => l.name);
    const now = new Date();
    const where = and(eq(linkupMessages.tenantId, job.tenantId), eq(linkupMessages.id, message.id));
    if (missing.length > 0) {
      await tx
        .update(linkupMessages)
        .set({ lines, problem: missingCodeProblem(missing), updatedAt: now })
        .where(where);
      return;
    }
    const verdict = await service.submit({
      key: message.key,
      kind: message.kind,
      documentAt: message.documentAt,
      prescriptionCode: message.prescriptionCode,
      lines,
    });
    await tx
      .update(linkupMessages)
      .set({
        lines,
        status: verdict.status,
        problem: null,
        answer: verdict.message,
        attempts: message.attempts + 1,
        sentAt: now,
        answeredAt: now,
        updatedAt: now,
      })
      .where(where);
  });
}

/** Queues the delivery of messages in `tx` (a resend, or what waited while the link-up was off). */
export async function queueDeliveries(jobs: Jobs, tx: Tx, tenantId: string, messageIds: readonly string[]) {
  for (const id of messageIds)
    await jobs.send('linkup-delivery', { tenantId, messageId: id }, { tx, singletonKey: id });
}

export async function registerLinkupDelivery(app: FastifyInstance, jobs: Jobs): Promise<void> {
  await jobs.work<DeliveryJob>('linkup-delivery', (data) => deliverLinkupMessage(app, data), {
    pollingIntervalSeconds: 0.5,
  });
}
