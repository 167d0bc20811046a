/**
 * A product marked as goods that are not drugs after the link-up held messages for its code (a
 * supplement classed OTC by default): marked from the codes screen, or its class changed on the
 * product form, it leaves the messages it held. What is left goes to the service; a message of
 * that product alone is deleted. A new national code typed on the product form sends what waited
 * for it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLinkupSimulator, type LinkupSimulator } from '../../../scripts/simulators/linkup-service';
import type { Jobs } from '../../../server/jobs/queue';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, order } from '../pos/helpers';
import { receive, type StockProduct } from '../stock/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { connectLinkup, linkupShop, messages, until, type LinkupShop } from './helpers';

let t: TestApp;
let shop: SeededShop;
let L: LinkupShop;
let sim: LinkupSimulator;
let jobs: Jobs;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  sim = await startLinkupSimulator();
  await connectLinkup(t, shop, sim.url);
  L = await linkupShop(t, shop);
  jobs = await startTestJobs(t);
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await sim?.close();
  await t?.close();
});

const admin = () => shop.admin.headers;
const supplement = (name: string, number: string) => L.s.product(name, 'basic', 10, { registration_number: number });
const markGoods = (productIds: unknown, headers = admin()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/link-ups/national-codes/goods',
    headers,
    payload: { product_ids: productIds },
  });
const listed = async () =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/link-ups/national-codes?page_size=100', headers: admin() })
    ).json().data as { id: string }[]
  ).map((p) => p.id);

/** Changes the product through the product form's call, as it was read plus `patch`. */
async function editProduct(product: StockProduct, patch: Record<string, unknown>) {
  const current = (
    await t.app.inject({ method: 'GET', url: `/api/v1/products/${product.id}`, headers: admin() })
  ).json().data;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/products/${product.id}`,
    headers: admin(),
    payload: { ...current, ...patch },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('marking goods after the link-up held their messages', () => {
  it('from the codes screen: it leaves the list, and the message of it alone is deleted', async () => {
    const omega = await supplement('Viên uống Omega-3 Blackmores', '4521/2023/ĐKSP');
    const omegaPo = await receive(L.s, admin(), omega, [{ quantity: 10 }], 50_000);
    const paraPo = await receive(L.s, admin(), L.para, [{ quantity: 20, lot: 'P-2901', expiry: '2028-01-31' }], 700);
    await drained(jobs, 'linkup-delivery');
    const before = await messages(t, shop.tenantId);
    expect(before.find((m) => m.documentId === omegaPo.id)!.problem).toBe(
      'Thiếu mã thuốc quốc gia: Viên uống Omega-3 Blackmores.',
    );
    expect(await listed()).toContain(omega.id);

    // Only an admin marks goods, only products of the shop, and only well-formed ids.
    expect((await markGoods([omega.id], shop.cashier.headers)).statusCode).toBe(403);
    const malformed = await markGoods(['not-an-id']);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['product_ids.0']);
    expect((await markGoods([])).statusCode).toBe(400);
    const unknown = await markGoods([omega.id, '01900000-0000-7000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['product_ids.1']).toBeDefined();

    const res = await markGoods([omega.id]);
    expect(res.statusCode, res.body).toBe(200);
    // The receipt of the supplement alone: nothing in it is the link-up's.
    expect(res.json().data).toEqual({ updated: 1, queued: 0, dropped: 1 });
    const after = await messages(t, shop.tenantId);
    expect(after.some((m) => m.documentId === omegaPo.id)).toBe(false);
    expect(after.find((m) => m.documentId === paraPo.id)!.status).toBe('accepted');
    expect(await listed()).not.toContain(omega.id);
  });

  it('changed on the product form: a sale of a drug and the supplement goes with the drug alone', async () => {
    const fish = await supplement('Dầu cá Omega-3 Nature Made', '7788/2022/ĐKSP');
    await receive(L.s, admin(), fish, [{ quantity: 6 }], 20_000);
    const sale = await applied(
      t,
      shop.cashier,
      'order.create',
      order(L.pos, {
        code: 'HD-Q1-000001',
        sessionId: L.sessionId,
        seller: shop.cashier,
        lines: [
          line({
            product_id: L.para.id,
            product_name: 'Paracetamol 500mg',
            unit_id: L.para.base,
            unit_name: 'Viên',
            quantity: 2,
            price: 1_000,
            tracking_type: 'lot',
          }),
          line({
            product_id: fish.id,
            product_name: 'Dầu cá Omega-3 Nature Made',
            unit_id: fish.base,
            unit_name: 'Viên',
            quantity: 1,
            price: 30_000,
            tracking_type: 'basic',
          }),
        ],
      }),
    );
    await drained(jobs, 'linkup-delivery');
    const held = (await messages(t, shop.tenantId)).find((m) => m.kind === 'sale')!;
    expect(held.problem).toBe('Thiếu mã thuốc quốc gia: Dầu cá Omega-3 Nature Made.');
    expect(held.lines).toHaveLength(2);
    const waiting = (await messages(t, shop.tenantId)).length;

    const saved = await editProduct(fish, { drug_class: 'none' });
    expect(saved.drug_class).toBe('none');
    const rows = await until(t, shop.tenantId, (r) => r.find((m) => m.id === held.id)?.status === 'accepted');
    const sent = rows.find((m) => m.id === held.id)!;
    expect(sent.status, JSON.stringify(sale)).toBe('accepted');
    expect(sent.lines.map((l) => l.product_id)).toEqual([L.para.id]);
    expect(sim.stats().keys).toContain(held.key);
    // The fish oil's own receipt went with it.
    expect(rows).toHaveLength(waiting - 1);
  });

  it('a national code typed on the product form sends what waited for it', async () => {
    const po = await receive(L.s, admin(), L.vitamin, [{ quantity: 10 }], 1_500);
    await drained(jobs, 'linkup-delivery');
    const held = (await messages(t, shop.tenantId)).find((m) => m.documentId === po.id)!;
    expect(held.status).toBe('waiting');
    expect(held.problem).toBe('Thiếu mã thuốc quốc gia: Vitamin C 500mg.');

    // Another change (the price) leaves the message as it is.
    await editProduct(L.vitamin, { note: 'Bán lẻ theo vỉ' });
    await drained(jobs, 'linkup-delivery');
    expect((await messages(t, shop.tenantId)).find((m) => m.id === held.id)!.problem).toBe(held.problem);

    await editProduct(L.vitamin, { national_drug_code: 'VD-31234-19' });
    const rows = await until(t, shop.tenantId, (r) => r.find((m) => m.id === held.id)?.status === 'accepted');
    expect(rows.find((m) => m.id === held.id)!.lines[0]!.national_drug_code).toBe('VD-31234-19');
  });
});
