/**
 * A provider that stays unreachable until the delivery job's retries run out: the job is retried,
 * the invoice is never lost (it stays `waiting`), it shows as stuck on /einvoices once nothing will
 * move it, a manager sends it again, and when the provider is back the invoice reaches it exactly
 * once and is accepted.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderSimulator, type ProviderSimulator } from '../../../scripts/simulators/einvoice-provider';
import { DEMO_ACCOUNT } from '../../../scripts/simulators/einvoice-provider';
import type { Jobs } from '../../../server/jobs/queue';
import { checkInvoiceStatus } from '../../../server/modules/einvoices/delivery';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { startTestJobs } from '../test-jobs';
import { saveSettings, seedGoods, seedOrder, type ShopGoods } from './helpers';

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;
let jobs: Jobs;
let simulator: ProviderSimulator | undefined;
let port: number;

/** A loopback port nothing listens on (taken and released), where the provider will come back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
  port = await closedPort();
  await saveSettings(t, shop, {
    provider: 'gateway',
    api_url: `http://127.0.0.1:${port}/api`,
    username: DEMO_ACCOUNT.username,
    password: DEMO_ACCOUNT.password,
  });
  jobs = await startTestJobs(t);
});
afterAll(async () => {
  await jobs?.stop();
  await simulator?.close();
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, who: 'admin' | 'cashier' = 'admin', payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: shop[who].headers, ...(payload ? { payload } : {}) });

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  retry_limit: number;
}

const deliveryJobs = (invoiceId: string) =>
  ownerQuery<JobRow>(
    t.database,
    `select id, state::text, retry_count, retry_limit from pgboss.job
      where name = 'einvoice-delivery' and data->>'invoiceId' = $1 order by created_on`,
    [invoiceId],
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs a job waiting for its retry's backoff now rather than in 5–10 s (the policy is kept; only the wait is cut). */
const retryNow = (jobId: string) =>
  ownerQuery(t.database, `update pgboss.job set start_after = now() where id = $1 and state = 'retry'`, [jobId]);

const detail = async (id: string) => (await call('GET', `/einvoices/${id}`)).json().data;

describe('a delivery whose retries run out while the provider is unreachable', () => {
  it(
    'keeps the invoice, shows it stuck, lets a manager resend it, and delivers it once',
    { timeout: 120_000 },
    async () => {
      const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 2, price: 35_000 }] });
      const draft = await call('POST', '/einvoices', 'admin', { order_id: orderId });
      expect(draft.statusCode, draft.body).toBe(201);
      const id: string = draft.json().data.id;
      const issued = await call('POST', `/einvoices/${id}/issue`);
      expect(issued.statusCode, issued.body).toBe(200);
      expect(issued.json().data).toMatchObject({ delivery: 'waiting', stuck: false });

      // Retries happen: the first call fails (connection refused) and the job waits for its retry.
      const [first] = await until(
        () => deliveryJobs(id),
        (rows) => rows[0]?.state === 'retry',
      );
      await retryNow(first!.id);
      await until(
        () => deliveryJobs(id),
        (rows) => rows[0]?.state === 'retry' && rows[0].retry_count >= 1,
      );
      // The queue's last retry (30 with backoff would take weeks): the next failure is the last one.
      await ownerQuery(t.database, `update pgboss.job set retry_limit = retry_count + 1 where id = $1`, [first!.id]);
      await retryNow(first!.id);
      await until(
        () => deliveryJobs(id),
        (rows) => rows[0]?.state === 'failed',
      );

      // Not lost: the invoice still waits, with its number and XML; not stuck before the threshold.
      const waiting = await detail(id);
      expect(waiting).toMatchObject({ state: 'issued', delivery: 'waiting', stuck: false, has_xml: true });
      expect((await call('POST', `/einvoices/${id}/resend`)).statusCode).toBe(409);

      // Ten minutes on with no job left: stuck, on the list and the invoice.
      await ownerQuery(t.database, `update einvoices set updated_at = now() - interval '11 minutes' where id = $1`, [
        id,
      ]);
      const listed = (await call('GET', '/einvoices?delivery=waiting')).json().data as { id: string; stuck: boolean }[];
      expect(listed.find((i) => i.id === id)?.stuck).toBe(true);
      expect((await detail(id)).stuck).toBe(true);

      // The manager's, not the cashier's.
      expect((await call('POST', `/einvoices/${id}/resend`, 'cashier')).statusCode).toBe(403);
      const resent = await call('POST', `/einvoices/${id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().data).toMatchObject({ delivery: 'waiting', stuck: false });

      // Still unreachable: the new job fails and waits for its retry; the provider comes back.
      const [, second] = await until(
        () => deliveryJobs(id),
        (rows) => rows[1]?.state === 'retry',
      );
      simulator = await startProviderSimulator({ port, delayMs: 200 });
      await retryNow(second!.id);
      const accepted = await until(
        () => detail(id),
        (d) => d.delivery === 'accepted',
      );
      expect(accepted.stuck).toBe(false);
      // Exactly once: one submission under the invoice's first key, one POST that reached the provider.
      expect(simulator.stats()).toEqual({ posts: 1, submissions: 1, keys: [`${id}-1`] });
      expect((await call('POST', `/einvoices/${id}/resend`)).statusCode).toBe(409);
    },
  );

  it('asks again for the answer of a sent invoice whose status job was lost', { timeout: 60_000 }, async () => {
    // The provider is back (previous test); no status worker for now, so the invoice stays `sent`.
    expect(simulator).toBeDefined();
    await jobs.boss.offWork('einvoice-status');
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const draft = await call('POST', '/einvoices', 'admin', { order_id: orderId });
    const id: string = draft.json().data.id;
    expect((await call('POST', `/einvoices/${id}/issue`)).statusCode).toBe(200);
    await until(
      () => detail(id),
      (d) => d.delivery === 'sent',
    );
    // The status job is lost (cancelled here): nothing asks the provider any more.
    const statusJobs = await ownerQuery<{ id: string }>(
      t.database,
      `select id from pgboss.job where name = 'einvoice-status' and data->>'invoiceId' = $1`,
      [id],
    );
    expect(statusJobs).toHaveLength(1);
    await jobs.boss.cancel('einvoice-status', statusJobs[0]!.id);
    await ownerQuery(t.database, `update einvoices set updated_at = now() - interval '11 minutes' where id = $1`, [id]);
    expect(await detail(id)).toMatchObject({ delivery: 'sent', stuck: true });

    const resent = await call('POST', `/einvoices/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ delivery: 'sent', stuck: false });
    await jobs.work<{ tenantId: string; invoiceId: string; attempt: number }>(
      'einvoice-status',
      (data) => checkInvoiceStatus(t.app, data),
      { pollingIntervalSeconds: 0.5 },
    );
    expect(
      (
        await until(
          () => detail(id),
          (d) => d.delivery === 'accepted',
        )
      ).stuck,
    ).toBe(false);
    // Asked again, not submitted again: still one submission for the invoice.
    expect(simulator!.stats().keys.filter((key) => key.startsWith(id))).toEqual([`${id}-1`]);
  });
});
