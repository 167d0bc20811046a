/**
 * Delivery of issued e-invoices to the shop's provider, from the durable queue. `einvoice-delivery`
 * submits the signed XML under the key `<invoice id>-<attempt>` (the provider keeps one invoice per
 * key, so a job retried after a crash mid-call delivers the same invoice once) and marks it sent;
 * `einvoice-status` asks for the tax authority's answer until it is accepted or refused. Each step
 * runs in a tenant transaction holding the invoice's row lock, and the next job is sent in it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/connection';
import { withTenant } from '../../db/tenancy';
import { einvoices } from '../../db/schema/index';
import type { Jobs } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import { readEinvoiceRow, type EinvoiceSettingsRow } from '../settings/service';
import { gatewayProvider } from './providers/gateway';
import type { EinvoiceProvider, ProviderAnswer } from './providers/provider';
import { findRow } from './repository';

interface DeliveryJob {
  tenantId: string;
  invoiceId: string;
}

/**
 * When to ask again: 1, 2, 4 … up to 60 seconds from now. A Date, not a number of seconds: sent in
 * a transaction, pg-boss's SQL casts a numeric start to a timestamp and fails.
 */
const pollDelay = (attempt: number) => new Date(Date.now() + 1000 * Math.min(60, 2 ** Math.min(attempt, 6)));

function providerOf(settings: EinvoiceSettingsRow, box: SecretBox): EinvoiceProvider | null {
  if (settings.provider !== 'gateway' || !settings.apiUrl) return null;
  return gatewayProvider({
    baseUrl: settings.apiUrl,
    username: settings.username ?? '',
    password: settings.passwordSealed ? box.open(settings.passwordSealed) : '',
  });
}

/** The provider's answer on the invoice; `submitted`: this answer is the submission's (sets sent_at). */
async function record(tx: Tx, job: DeliveryJob, answer: ProviderAnswer, submitted: boolean): Promise<void> {
  const now = new Date();
  await tx
    .update(einvoices)
    .set({
      delivery: answer.status === 'processing' ? 'sent' : answer.status,
      ...(answer.ref ? { providerRef: answer.ref } : {}),
      deliveryMessage: answer.message,
      ...(submitted ? { sentAt: now } : {}),
      ...(answer.status === 'accepted' ? { acceptedAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(einvoices.tenantId, job.tenantId), eq(einvoices.id, job.invoiceId)));
}

export async function deliverInvoice(app: FastifyInstance, job: DeliveryJob): Promise<void> {
  await withTenant(app.db, job.tenantId, async (tx) => {
    const row = await findRow(tx, job.tenantId, job.invoiceId, true);
    if (!row || row.delivery !== 'waiting' || row.xml === null) return;
    const provider = providerOf(await readEinvoiceRow(tx, job.tenantId), app.secretBox);
    if (!provider) return;
    const answer = await provider.submit({ key: `${row.id}-${row.deliveryAttempts}`, xml: row.xml });
    await record(tx, job, answer, true);
    if (answer.status === 'processing')
      await app.jobs.send('einvoice-status', { ...job, attempt: 0 }, { tx, startAfter: pollDelay(0) });
  });
}

export async function checkInvoiceStatus(app: FastifyInstance, job: DeliveryJob & { attempt: number }): Promise<void> {
  await withTenant(app.db, job.tenantId, async (tx) => {
    const row = await findRow(tx, job.tenantId, job.invoiceId, true);
    if (!row || row.delivery !== 'sent' || !row.providerRef) return;
    const provider = providerOf(await readEinvoiceRow(tx, job.tenantId), app.secretBox);
    if (!provider) return;
    const answer = await provider.status(row.providerRef);
    if (answer.status === 'processing') {
      const attempt = job.attempt + 1;
      await app.jobs.send('einvoice-status', { ...job, attempt }, { tx, startAfter: pollDelay(attempt) });
      return;
    }
    await record(tx, job, answer, false);
  });
}

export async function registerEinvoiceDelivery(app: FastifyInstance, jobs: Jobs): Promise<void> {
  await jobs.work<DeliveryJob>('einvoice-delivery', (data) => deliverInvoice(app, data), {
    pollingIntervalSeconds: 0.5,
  });
  await jobs.work<DeliveryJob & { attempt: number }>('einvoice-status', (data) => checkInvoiceStatus(app, data), {
    pollingIntervalSeconds: 0.5,
  });
}
