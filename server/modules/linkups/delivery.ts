/**
 * Delivery of link-up messages from the durable queue (`linkup-delivery`, stately, the message id
 * as the singleton key: one job queued per message). The national drug codes are refreshed from
 * the products (a code added after the sale counts), a line still without one holds the message
 * back with the reason (a line of a product marked goods since leaves it, and a message left with
 * no line is deleted), and otherwise the message is posted under its key and the verdict
 * recorded. The service keeps one document per key, so a job retried after a process died
 * mid-call delivers the document once. An unreachable service throws: the message stays `sent`
 * and pg-boss retries with backoff.
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

/**
 * The lines with each product's current national drug code; a product marked since as goods that
 * are not a drug (a supplement's or cosmetic's number) leaves the message.
 */
export async function refreshCodes(tx: Tx, tenantId: string, lines: readonly LinkupLine[]): Promise<LinkupLine[]> {
  const result = await tx.execute<{ id: string; code: string | null; goods: boolean }>(sql`
    select id, nullif(trim(national_drug_code), '') as code, drug_class = 'none' as goods from products
    where tenant_id = ${tenantId} and id = any(${uuidArray(lines.map((l) => l.product_id))})`);
  const products = new Map(result.rows.map((r) => [r.id, r]));
  return lines
    .filter((line) => !products.get(line.product_id)?.goods)
    .map((line) => ({ ...line, national_drug_code: products.get(line.product_id)?.code ?? null }));
}

/**
 * Hands the message over in two steps: a first transaction takes its row lock, refreshes the codes
 * and marks it `sent` (or holds it back), then the post runs outside any transaction, and a second
 * records the verdict. A process killed between them leaves the message `sent`; the job, retried
 * by another process after it expires, posts it again and the service answers the first verdict.
 */
export async function deliverLinkupMessage(app: FastifyInstance, job: DeliveryJob): Promise<void> {
  const where = and(eq(linkupMessages.tenantId, job.tenantId), eq(linkupMessages.id, job.messageId));
  const ready = await withTenant(app.db, job.tenantId, async (tx) => {
    const [message] = await tx.select().from(linkupMessages).where(where).for('update');
    if (!message || (message.status !== 'waiting' && message.status !== 'sent')) return null;
    const settings = await readLinkupRow(tx, job.tenantId);
    const service = settings.enabled ? linkupServiceOf(settings, app.secretBox) : null;
    // Off or incomplete: the message waits; saving the account sends what waits.
    if (!service) return null;
    // A message already handed over is posted again as it went (the service may hold it already).
    const lines = message.status === 'sent' ? message.lines : await refreshCodes(tx, job.tenantId, message.lines);
    // Every product in it is goods now: there is nothing for the link-up, and the message goes.
    if (lines.length === 0) {
      await tx.delete(linkupMessages).where(where);
      return null;
    }
    const missing = lines.filter((l) => !l.national_drug_code).map((l) => l.name);
    const now = new Date();
    if (missing.length > 0) {
      await tx
        .update(linkupMessages)
        .set({ status: 'waiting', lines, problem: missingCodeProblem(missing), updatedAt: now })
        .where(where);
      return null;
    }
    const attempts = message.attempts + 1;
    await tx
      .update(linkupMessages)
      .set({ status: 'sent', lines, problem: null, attempts, sentAt: now, updatedAt: now })
      .where(where);
    return { service, attempts, message: { ...message, lines } };
  });
  if (!ready) return;
  const { message, service, attempts } = ready;
  const verdict = await service.submit({
    key: message.key,
    kind: message.kind,
    documentAt: message.documentAt,
    prescriptionCode: message.prescriptionCode,
    lines: message.lines,
  });
  await withTenant(app.db, job.tenantId, async (tx) => {
    const now = new Date();
    // Only the attempt still under way records its verdict (a resend since has its own).
    await tx
      .update(linkupMessages)
      .set({ status: verdict.status, answer: verdict.message, answeredAt: now, updatedAt: now })
      .where(and(where, eq(linkupMessages.status, 'sent'), eq(linkupMessages.attempts, attempts)));
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
    // A backlog (the service was down, or a shop switched the link-up on) drains at eight a second.
    concurrency: 4,
  });
}
