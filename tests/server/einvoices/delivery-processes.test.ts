/**
 * Delivery from the durable queue across real server processes: two worker processes deliver
 * every invoice once between them, and a process killed with SIGKILL in the middle of a delivery
 * leaves its job to be retried by another, which the provider keeps once (one invoice per key).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { einvoices } from '../../../server/db/schema/index';
import { startProviderSimulator, type ProviderSimulator } from '../../../scripts/simulators/einvoice-provider';
import { todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { connectProvider, registerMutation, seedGoods, seedOrder, type ShopGoods } from './helpers';

const YY = todayInShop().slice(2, 4);
const WORKER = path.join(import.meta.dirname, 'delivery-worker.ts');

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;
const children: ChildProcess[] = [];
const simulators: ProviderSimulator[] = [];
let nextCounter = 1;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const simulator of simulators) await simulator.close();
  await t?.close();
});

/** A worker process on the test's database; resolves once it polls. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, t.database.ownerUrl, t.config.dataKey], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

async function issueInvoices(count: number): Promise<string[]> {
  const mutations = [];
  for (let i = 0; i < count; i += 1) {
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1 + i, price: 35_000 }] });
    const code = `M1-${YY}-A1B2C-001${String(nextCounter).padStart(8, '0')}`;
    mutations.push(registerMutation(nextCounter, orderId, code));
    nextCounter += 1;
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: shop.cashier.headers,
    payload: { device_id: 'till-1', mutations },
  });
  expect(res.json().data.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
  return mutations.map((m) => m.args.id);
}

async function deliveries(ids: string[]) {
  const rows = await withTenant(t.database.db, shop.tenantId, (tx) =>
    tx.select().from(einvoices).where(eq(einvoices.tenantId, shop.tenantId)),
  );
  return rows.filter((r) => ids.includes(r.id));
}

async function untilAccepted(ids: string[], ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const rows = await deliveries(ids);
    if (rows.every((r) => r.delivery === 'accepted') || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('delivery across server processes', () => {
  it('two processes deliver each invoice once between them', { timeout: 90_000 }, async () => {
    const simulator = await startProviderSimulator({ delayMs: 100 });
    simulators.push(simulator);
    await connectProvider(t, shop, simulator.url);
    const ids = await issueInvoices(20);
    const [a, b] = await Promise.all([startWorker(), startWorker()]);
    const rows = await untilAccepted(ids, 60_000);
    expect(rows.map((r) => r.delivery)).toEqual(ids.map(() => 'accepted'));
    const stats = simulator.stats();
    // Each invoice reached the provider in one request, under its own key: no process repeated another's work.
    expect(stats.posts).toBe(ids.length);
    expect(new Set(stats.keys)).toEqual(new Set(ids.map((id) => `${id}-1`)));
    a.kill('SIGKILL');
    b.kill('SIGKILL');
  });

  it('a process killed mid-delivery leaves the invoice to another, delivered once', { timeout: 120_000 }, async () => {
    let killed: ChildProcess | null = null;
    let first: string | null = null;
    const simulator = await startProviderSimulator({
      delayMs: 100,
      answerAfterMs: 1500,
      onSubmit: (key) => {
        // The first submission is in flight (its answer held): kill the process that sent it.
        if (first === null && killed) {
          first = key;
          killed.kill('SIGKILL');
        }
      },
    });
    simulators.push(simulator);
    await connectProvider(t, shop, simulator.url);
    const ids = await issueInvoices(3);
    killed = await startWorker();
    await new Promise<void>((resolve) => killed!.once('exit', () => resolve()));
    expect(killed.signalCode).toBe('SIGKILL');
    // Nothing was recorded by the killed process: its transaction died with it.
    expect((await deliveries(ids)).filter((r) => r.delivery !== 'waiting')).toEqual([]);
    await startWorker();
    const rows = await untilAccepted(ids, 100_000);
    expect(rows.map((r) => r.delivery)).toEqual(ids.map(() => 'accepted'));
    const stats = simulator.stats();
    // The killed delivery was sent again (more requests than invoices) and kept once.
    expect(stats.posts).toBeGreaterThan(ids.length);
    expect(stats.submissions).toBe(ids.length);
    expect(new Set(stats.keys)).toEqual(new Set(ids.map((id) => `${id}-1`)));
    expect(stats.keys.filter((key) => key === first)).toHaveLength(1);
  });
});
