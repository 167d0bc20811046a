/**
 * Link-up delivery across real server processes (the e-invoice tests' worker process): two
 * processes deliver every message once between them, and a process killed with SIGKILL in the
 * middle of a delivery leaves its job to another, the service keeping the document once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLinkupSimulator, type LinkupSimulator } from '../../../scripts/simulators/linkup-service';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, order } from '../pos/helpers';
import { receive } from '../stock/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { connectLinkup, linkupShop, messages, until, type LinkupShop } from './helpers';

const WORKER = path.join(import.meta.dirname, '..', 'einvoices', 'delivery-worker.ts');

let t: TestApp;
let shop: SeededShop;
let L: LinkupShop;
const children: ChildProcess[] = [];
const simulators: LinkupSimulator[] = [];
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  L = await linkupShop(t, shop);
  // Stock bought before the link-up is on: no message for it.
  await receive(L.s, shop.admin.headers, L.para, [{ quantity: 1000, lot: 'P-2712', expiry: '2027-12-31' }]);
}, 60_000);
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

/** Sells `count` times through the till's push: one message each. */
async function sell(count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    counter += 1;
    const code = `HD-Q1-${String(counter).padStart(6, '0')}`;
    await applied(
      t,
      shop.cashier,
      'order.create',
      order(L.pos, {
        code,
        sessionId: L.sessionId,
        seller: shop.cashier,
        lines: [
          line({
            product_id: L.para.id,
            unit_id: L.para.base,
            unit_name: 'Viên',
            quantity: 1 + i,
            price: 1_000,
            tracking_type: 'lot',
          }),
        ],
      }),
    );
    codes.push(code);
  }
  return codes;
}

const accepted = (keys: string[]) => (rows: Awaited<ReturnType<typeof messages>>) =>
  keys.every((k) => rows.find((r) => r.key === k)?.status === 'accepted');

describe('link-up delivery across server processes', () => {
  it('two processes deliver each message once between them', { timeout: 90_000 }, async () => {
    const sim = await startLinkupSimulator();
    simulators.push(sim);
    await connectLinkup(t, shop, sim.url);
    const keys = await sell(20);
    const [a, b] = await Promise.all([startWorker(), startWorker()]);
    const rows = (await until(t, shop.tenantId, accepted(keys), 60_000)).filter((r) => keys.includes(r.key));
    expect(rows.map((r) => r.status)).toEqual(keys.map(() => 'accepted'));
    expect(rows.map((r) => r.attempts)).toEqual(keys.map(() => 1));
    // Each document reached the service in one request: no process repeated another's work.
    expect(sim.stats().posts).toBe(keys.length);
    expect(new Set(sim.stats().keys)).toEqual(new Set(keys));
    a.kill('SIGKILL');
    b.kill('SIGKILL');
  });

  it('a process killed mid-delivery leaves the message to another, kept once', { timeout: 120_000 }, async () => {
    let killed: ChildProcess | null = null;
    let first: string | null = null;
    const sim = await startLinkupSimulator({
      answerAfterMs: 1500,
      onSubmit: (key) => {
        // The first submission is in flight (its answer held): kill the process that sent it.
        if (first === null && killed) {
          first = key;
          killed.kill('SIGKILL');
        }
      },
    });
    simulators.push(sim);
    await connectLinkup(t, shop, sim.url);
    const keys = await sell(3);
    killed = await startWorker();
    await new Promise<void>((resolve) => killed!.once('exit', () => resolve()));
    expect(killed.signalCode).toBe('SIGKILL');
    // The killed process had handed the first message over (sent, no verdict), and its other pollers
    // perhaps more; none has a verdict, and what it had not taken still waits.
    // In the sales' order: the outbox is read without one, and an updated row moves in the heap.
    const outbox = await messages(t, shop.tenantId);
    const before = keys.map((key) => outbox.find((r) => r.key === key)!);
    expect(before.find((r) => r.key === first)!.status).toBe('sent');
    for (const row of before) {
      expect(['sent', 'waiting']).toContain(row.status);
      expect(row.answer).toBeNull();
    }
    await startWorker();
    const rows = (await until(t, shop.tenantId, accepted(keys), 100_000)).filter((r) => keys.includes(r.key));
    expect(rows.map((r) => r.status)).toEqual(keys.map(() => 'accepted'));
    const stats = sim.stats();
    // The killed delivery was posted again (more requests than documents) and kept once.
    expect(stats.posts).toBeGreaterThan(keys.length);
    expect(stats.accepted).toBe(keys.length);
    expect(new Set(stats.keys)).toEqual(new Set(keys));
    expect(stats.keys.filter((key) => key === first)).toHaveLength(1);
    // The re-posted document was answered as already received, not taken twice.
    expect(rows.find((r) => r.key === first)!.answer).toBe(`Chứng từ ${first} đã được tiếp nhận trước đó.`);
  });
});
