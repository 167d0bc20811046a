/**
 * The link-up outbox around its delivery: documents posted while the link-up is off are recorded
 * and wait, and switching it on sends each exactly once; the link-up page's server filters (date
 * range, problems, status); a refused message resent by hand; a message whose service was
 * unreachable retried by the queue and delivered once the service is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLinkupSimulator, type LinkupSimulator } from '../../../scripts/simulators/linkup-service';
import type { Jobs } from '../../../server/jobs/queue';
import { addDays, todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, order } from '../pos/helpers';
import { receive } from '../stock/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { connectLinkup, linkupShop, messages, until, type LinkupShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let sim: LinkupSimulator;
let jobs: Jobs;
let L: LinkupShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  sim = await startLinkupSimulator({ catalogue: ['VD-21139-14', 'VD-25717-16', 'VD-35000-20'] });
  // The account is on file but the link-up is off.
  await connectLinkup(t, shop, sim.url, false);
  L = await linkupShop(t, shop);
  jobs = await startTestJobs(t);
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await sim?.close();
  await t?.close();
});

const admin = () => shop.admin.headers;
const today = todayInShop();
const yesterday = addDays(today, -1);

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/link-ups?${query}`, headers: admin() });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { key: string; status: string }[]; meta: { total: number } };
  return { keys: body.data.map((m) => m.key).sort(), total: body.meta.total };
}

const resend = (id: string, headers = admin()) =>
  t.app.inject({ method: 'POST', url: `/api/v1/link-ups/${id}/resend`, headers });

describe('the link-up outbox', () => {
  let receiptKey: string;

  it('records what is posted while the link-up is off, and sends each once when it is switched on', async () => {
    const { s, para, vitamin, pos, sessionId } = L;
    const po = await receive(s, admin(), para, [{ quantity: 30, lot: 'P-2801', expiry: '2028-01-31' }], 700);
    // A sale made yesterday (an offline till syncing late): its document date is yesterday.
    const sale = order(pos, {
      code: 'HD-Q1-000001',
      sessionId,
      seller: shop.cashier,
      lines: [
        line({
          product_id: para.id,
          product_name: 'Paracetamol 500mg',
          unit_id: para.base,
          unit_name: 'Viên',
          quantity: 4,
          price: 1_000,
          tracking_type: 'lot',
        }),
      ],
    });
    await applied(t, shop.cashier, 'order.create', {
      ...sale,
      created_at: new Date(Date.now() - 24 * 3_600_000).toISOString(),
    });
    await receive(s, admin(), vitamin, [{ quantity: 20 }], 1_500);
    const omeprazol = await s.product('Omeprazol 20mg', 'lot', 10, { registration_number: 'VD-35000-20' });
    const omeprazolPo = await receive(s, admin(), omeprazol, [{ quantity: 10, lot: 'O-2809', expiry: '2028-09-30' }]);
    await drained(jobs, 'linkup-delivery');

    let rows = await messages(t, shop.tenantId);
    expect(rows.map((r) => [r.kind, r.status, r.attempts]).sort()).toEqual([
      ['receipt', 'waiting', 0],
      ['receipt', 'waiting', 0],
      ['receipt', 'waiting', 0],
      ['sale', 'waiting', 0],
    ]);
    receiptKey = rows.find((r) => r.documentId === po.id)!.key;
    const omeprazolKey = rows.find((r) => r.documentId === omeprazolPo.id)!.key;
    // Off: nothing went, and only the products without a national code are problems.
    expect(sim.stats().posts).toBe(0);
    expect(rows.flatMap((r) => (r.problem ? [r.problem] : [])).sort()).toEqual([
      'Thiếu mã thuốc quốc gia: Omeprazol 20mg.',
      'Thiếu mã thuốc quốc gia: Vitamin C 500mg.',
    ]);
    expect((await resend(rows[0]!.id)).statusCode).toBe(409);
    // A code saved while off: nothing goes yet, but the message no longer waits for it.
    const coded = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/link-ups/national-codes',
      headers: admin(),
      payload: { codes: [{ product_id: omeprazol.id, national_drug_code: 'VD-35000-20' }] },
    });
    expect(coded.json().data).toEqual({ updated: 1, queued: 0 });
    rows = await messages(t, shop.tenantId);
    const omeprazolMessage = rows.find((r) => r.key === omeprazolKey)!;
    expect([omeprazolMessage.status, omeprazolMessage.problem]).toEqual(['waiting', null]);
    expect(omeprazolMessage.lines[0]!.national_drug_code).toBe('VD-35000-20');
    await drained(jobs, 'linkup-delivery');
    expect(sim.stats().posts).toBe(0);

    await connectLinkup(t, shop, sim.url, true);
    rows = await until(t, shop.tenantId, (r) => r.filter((m) => m.status === 'accepted').length === 3);
    await drained(jobs, 'linkup-delivery');
    rows = await messages(t, shop.tenantId);
    expect(rows.map((r) => [r.key, r.status]).sort()).toEqual(
      [
        [receiptKey, 'accepted'],
        ['HD-Q1-000001', 'accepted'],
        [omeprazolKey, 'accepted'],
        [rows.find((r) => r.problem)!.key, 'waiting'],
      ].sort(),
    );
    expect(sim.stats().posts).toBe(3);
    expect(sim.stats().keys.sort()).toEqual(['HD-Q1-000001', omeprazolKey, receiptKey].sort());

    // Saving the account again sends nothing twice.
    await connectLinkup(t, shop, sim.url, true);
    await drained(jobs, 'linkup-delivery');
    expect(sim.stats().posts).toBe(3);
    rows = await messages(t, shop.tenantId);
    expect(rows.filter((r) => r.status === 'accepted').map((r) => r.attempts)).toEqual([1, 1, 1]);
  });

  it('filters the page by document date, status and problems', async () => {
    const all = await page('');
    expect(all.total).toBe(4);
    expect((await page(`date_from=${yesterday}&date_to=${yesterday}`)).keys).toEqual(['HD-Q1-000001']);
    expect((await page(`date_from=${today}`)).total).toBe(3);
    expect((await page(`date_to=${yesterday}`)).keys).toEqual(['HD-Q1-000001']);
    expect((await page(`date_from=${addDays(today, 1)}`)).total).toBe(0);
    const problems = await page('problems=true');
    expect(problems.total).toBe(1);
    expect(problems.keys).not.toContain(receiptKey);
    expect((await page('status=accepted')).total).toBe(3);
    expect((await page('status=accepted')).keys).toContain(receiptKey);
    expect((await page('status=waiting')).keys).toEqual(problems.keys);
    expect((await page('problems=true&date_to=' + yesterday)).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/link-ups?date_from=27/11/2026', headers: admin() });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a refused message again by hand, once the service takes its code', async () => {
    const { s } = L;
    // A code the service's catalogue does not have yet.
    const cef = await s.product('Cefuroxim 500mg', 'lot', 10, {
      national_drug_code: 'VD-33333-20',
      registration_number: 'VD-33333-20',
    });
    const po = await receive(s, admin(), cef, [{ quantity: 10, lot: 'C-2806', expiry: '2028-06-30' }], 4_000);
    let rows = await until(t, shop.tenantId, (r) => r.some((m) => m.documentId === po.id && m.status === 'refused'));
    const refused = rows.find((m) => m.documentId === po.id)!;
    expect(refused.answer).toContain('VD-33333-20 không có trong Danh mục thuốc quốc gia');
    expect((await page('problems=true')).keys).toContain(refused.key);

    // The service's catalogue now has the code (a simulator without a catalogue takes any well-formed one).
    const updated = await startLinkupSimulator();
    try {
      await connectLinkup(t, shop, updated.url, true);
      await drained(jobs, 'linkup-delivery');
      // Saving the account does not resend a refused message: the admin does, from the page.
      expect(updated.stats().posts).toBe(0);
      expect((await resend(refused.id, shop.cashier.headers)).statusCode).toBe(403);
      const res = await resend(refused.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: refused.id, status: 'waiting', problem: null });
      rows = await until(t, shop.tenantId, (r) => r.some((m) => m.id === refused.id && m.status === 'accepted'));
      const accepted = rows.find((m) => m.id === refused.id)!;
      expect(accepted.attempts).toBe(2);
      expect(updated.stats().keys).toEqual([refused.key]);
      expect((await resend(refused.id)).statusCode).toBe(409);
      expect((await page('problems=true')).keys).not.toContain(refused.key);
    } finally {
      await updated.close();
      await connectLinkup(t, shop, sim.url, true);
    }
  });

  it('retries a message while the service is unreachable and delivers it once the service is back', async () => {
    const { s, amox } = L;
    // A port nothing listens on: a simulator started and stopped.
    const gone = await startLinkupSimulator();
    const port = Number(new URL(gone.url).port);
    await gone.close();
    await connectLinkup(t, shop, gone.url, true);
    const po = await receive(s, admin(), amox, [{ quantity: 20, lot: 'A-2810', expiry: '2028-10-31' }], 1_200);
    let rows = await until(t, shop.tenantId, (r) => r.some((m) => m.documentId === po.id && m.attempts >= 1));
    let message = rows.find((m) => m.documentId === po.id)!;
    // Handed over, no answer: the job failed and waits for its retry.
    expect([message.status, message.answer]).toEqual(['sent', null]);
    expect(await jobs.boss.getQueueSize('linkup-delivery', { before: 'completed' })).toBe(1);

    const back = await startLinkupSimulator({ port });
    try {
      rows = await until(t, shop.tenantId, (r) => r.some((m) => m.documentId === po.id && m.status === 'accepted'));
      message = rows.find((m) => m.documentId === po.id)!;
      expect(message.status).toBe('accepted');
      expect(message.attempts).toBeGreaterThanOrEqual(2);
      await drained(jobs, 'linkup-delivery');
      expect(back.stats().posts).toBe(1);
      expect(back.stats().keys).toEqual([message.key]);
    } finally {
      await back.close();
    }
  }, 60_000);
});
