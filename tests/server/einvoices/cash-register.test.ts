/**
 * Cash-register invoices end to end on the server: two devices make codes offline (their own
 * IndexedDB, fake-indexeddb) and push them; every code is unique, every invoice is signed (checked
 * by xmlsec1), passes the structural check, goes through the provider simulator to "accepted"
 * exactly once; a refused one is corrected and sent again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { takeCashRegisterCode, type CashRegisterSettings } from '../../../src/db/cash-register-invoices';
import { parseCashRegisterCode } from '../../../src/domain/einvoice/cash-register-code';
import { shopDayStart, todayInShop } from '../../../src/domain/shop-clock';
import { withTenant } from '../../../server/db/tenancy';
import { einvoices, posOrderLines, posOrders } from '../../../server/db/schema/index';
import type { Jobs } from '../../../server/jobs/queue';
import { makeSelfSignedPkcs12, openPkcs12 } from '../../../server/modules/einvoices/signing/certificate';
import {
  CLOSED_TAX_CODE,
  DEMO_ACCOUNT,
  startProviderSimulator,
  type ProviderSimulator,
} from '../../../scripts/simulators/einvoice-provider';
import { invoiceXmlProblems } from '../../domain/einvoice/xml-rules';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { saveSettings, seedGoods, seedOrder, type ShopGoods } from './helpers';

const YY = todayInShop().slice(2, 4);
const SERIES_M = `C${YY}MAA`;

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;
let simulator: ProviderSimulator;
let jobs: Jobs;
let certificatePem: string;
/** Two tablets, each with the segment the server gave it (POST /sync/devices). */
const devices: { id: string; segment: number }[] = [];

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: shop.admin.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
  simulator = await startProviderSimulator({ delayMs: 200 });
  await saveSettings(t, shop, {
    provider: 'gateway',
    enabled: true,
    api_url: `${simulator.url}/api`,
    username: DEMO_ACCOUNT.username,
    password: DEMO_ACCOUNT.password,
    cash_register_enabled: true,
    cash_register_template: '1',
    cash_register_series: SERIES_M,
    tax_office_code: 'A1B2C',
    lookup_url: `${simulator.url}/lookup`,
  });
  const made = makeSelfSignedPkcs12('Nhà thuốc Thử Nghiệm', '0312345673');
  certificatePem = openPkcs12(made.p12Base64, made.password).certificatePem;
  const cert = await api('PUT', '/settings/einvoices/certificate', {
    p12_base64: made.p12Base64,
    password: made.password,
  });
  expect(cert.statusCode, cert.body).toBe(200);
  expect(cert.json().data.certificate.subject).toContain('Nhà thuốc Thử Nghiệm');
  for (const id of ['tablet-a', 'tablet-b']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sync/devices',
      headers: shop.cashier.headers,
      payload: { device_id: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    devices.push({ id, segment: res.json().data.segment });
  }
  jobs = await startTestJobs(t);
});
afterAll(async () => {
  await jobs?.stop();
  await simulator?.close();
  await t?.close();
});

const settings: CashRegisterSettings = {
  template: '1',
  series: SERIES_M,
  taxOfficeCode: 'A1B2C',
  lookupUrl: null,
  sellerName: 'Nhà thuốc Thử Nghiệm',
  sellerTaxCode: '0312345673',
};

async function push(device: string, mutations: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: shop.cashier.headers,
    payload: { device_id: device, mutations },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as { status: string; code?: string; message?: string }[];
}

const register = (seq: number, orderId: string, code: string, buyer?: object) => ({
  id: uuidv7(),
  seq,
  name: 'einvoice.register',
  args: {
    id: uuidv7(),
    order_id: orderId,
    code,
    template_code: '1',
    series: SERIES_M,
    issued_at: new Date().toISOString(),
    ...(buyer ? { buyer } : {}),
  },
});

async function invoiceRows() {
  return withTenant(t.database.db, shop.tenantId, (tx) =>
    tx.select().from(einvoices).where(eq(einvoices.tenantId, shop.tenantId)),
  );
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('cash-register invoices from two devices offline', () => {
  it('gives every device its own segment in the shop', () => {
    expect(new Set(devices.map((x) => x.segment)).size).toBe(2);
  });

  it(
    'makes unique codes on two devices at once, and the server keeps each once, signed, and accepted',
    { timeout: 60_000 },
    async () => {
      const perTill = 12;
      // Two devices, each with its own IndexedDB, taking codes at the same time (interleaved).
      const dbs = devices.map(
        (device) => new TillDb(`${shop.tenantId}-${device.id}`, { indexedDB: new IDBFactory(), IDBKeyRange }),
      );
      const codes = await Promise.all(
        devices.map(async (device, i) => {
          const db = dbs[i]!;
          const mine: string[] = [];
          for (let n = 0; n < perTill; n += 1)
            mine.push(
              await db.transaction('rw', [db.meta, db.recent_orders], () =>
                takeCashRegisterCode(db, device.segment, settings, new Date().toISOString()),
              ),
            );
          return mine;
        }),
      );
      const all = codes.flat();
      expect(new Set(all).size).toBe(all.length);
      for (const [i, mine] of codes.entries()) {
        // Each device's own running number, 1..n with no gap, under its own segment of the shop.
        expect(mine.map((c) => parseCashRegisterCode(c)!.counter)).toEqual(
          Array.from({ length: perTill }, (_, n) => n + 1),
        );
        expect(mine.every((c) => parseCashRegisterCode(c)!.device === devices[i]!.segment)).toBe(true);
      }

      // Each device pushes its sales' invoices; the orders are on the server already.
      for (const [i, mine] of codes.entries()) {
        const mutations = [];
        for (const [n, code] of mine.entries()) {
          const orderId = await seedOrder(t, shop, goods, {
            lines: [
              { product: 0, quantity: 3, price: 35_000 },
              { product: 1, quantity: 1, price: 480_000 },
              { product: 2, quantity: 2, price: 12_000 },
            ],
            discount: 7_777,
          });
          mutations.push(register(n + 1, orderId, code));
        }
        const results = await push(`till-${i}`, mutations);
        expect(results.map((r) => r.status)).toEqual(mine.map(() => 'applied'));
      }
      for (const db of dbs) db.close();

      const rows = await invoiceRows();
      expect(rows).toHaveLength(all.length);
      expect(new Set(rows.map((r) => r.cashRegisterCode))).toEqual(new Set(all));
      // Numbers of the series run 1..n with no gap, in arrival order.
      expect(rows.map((r) => r.number).sort((a, b) => a! - b!)).toEqual(all.map((_, n) => n + 1));

      // Every XML passes the structural check and its signature verifies with xmlsec1.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'einvoice-'));
      writeFileSync(path.join(dir, 'cert.pem'), certificatePem);
      for (const row of rows.slice(0, 3)) {
        expect(invoiceXmlProblems(row.xml!)).toEqual([]);
        expect(row.xml).toContain(`<MCCQT Id="mccqt">${row.cashRegisterCode}</MCCQT>`);
        const file = path.join(dir, `${row.id}.xml`);
        writeFileSync(file, row.xml!);
        const out = execFileSync(
          'xmlsec1',
          ['--verify', '--id-attr:Id', 'DLHDon', '--pubkey-cert-pem', path.join(dir, 'cert.pem'), file],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
        expect(out + '').toBeDefined();
        // A changed amount breaks the signature.
        writeFileSync(
          file,
          row.xml!.replace(/<TgTTTBSo>(\d+)</, (_, n: string) => `<TgTTTBSo>${Number(n) + 1}<`),
        );
        expect(() =>
          execFileSync(
            'xmlsec1',
            ['--verify', '--id-attr:Id', 'DLHDon', '--pubkey-cert-pem', path.join(dir, 'cert.pem'), file],
            { stdio: 'pipe' },
          ),
        ).toThrow();
      }

      // Delivered through the simulator: every invoice accepted, each submitted under one key once.
      const delivered = await waitFor(invoiceRows, (list) => list.every((r) => r.delivery === 'accepted'));
      expect(delivered.map((r) => r.delivery)).toEqual(delivered.map(() => 'accepted'));
      await drained(jobs, 'einvoice-delivery');
      const stats = simulator.stats();
      expect(stats.submissions).toBe(all.length);
      expect(stats.posts).toBe(all.length);
      expect(new Set(stats.keys)).toEqual(new Set(delivered.map((r) => `${r.id}-1`)));
      const list = await api('GET', '/einvoices?delivery=accepted&page_size=100');
      expect(list.json().meta.total).toBe(all.length);
      expect(list.json().data[0].delivery_message).toContain('hợp lệ');
    },
  );

  it('refuses a second invoice with a code already used, and says why', async () => {
    const [row] = await invoiceRows();
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const [result] = await push('till-x', [register(1, orderId, row!.cashRegisterCode!)]);
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'conflict',
      message: `Mã của cơ quan thuế ${row!.cashRegisterCode} đã được dùng cho một hóa đơn khác.`,
    });
  });

  it(
    'shows a refusal with its reason; the buyer is corrected and the invoice sent again',
    { timeout: 60_000 },
    async () => {
      const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 1, quantity: 1, price: 480_000 }] });
      const code = `M1-${YY}-A1B2C-00100000500`;
      const buyer = { type: 'company', name: 'Công ty Đã Đóng', tax_code: CLOSED_TAX_CODE, address: 'Hà Nội' };
      const [applied] = await push('till-0', [register(100, orderId, code, buyer)]);
      expect(applied!.status).toBe('applied');
      const find = async () => (await invoiceRows()).find((r) => r.cashRegisterCode === code)!;
      const refused = await waitFor(find, (r) => r.delivery === 'refused');
      expect(refused.delivery).toBe('refused');
      expect(refused.deliveryMessage).toContain(`Mã số thuế người mua ${CLOSED_TAX_CODE} đã ngừng hoạt động`);
      expect((await api('GET', '/einvoices/summary')).json().data).toMatchObject({ refused: 1 });
      const listed = await api('GET', '/einvoices?delivery=refused');
      expect(listed.json().data.map((i: { id: string }) => i.id)).toEqual([refused.id]);

      // Resending unchanged is allowed but refused again; the fix is the buyer's tax code.
      const fixed = await api('PUT', `/einvoices/${refused.id}`, {
        buyer: { ...buyer, tax_code: '0108888888', name: 'Công ty Đúng' },
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      const resent = await api('POST', `/einvoices/${refused.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().data.delivery).toBe('waiting');
      const accepted = await waitFor(find, (r) => r.delivery === 'accepted');
      expect(accepted.delivery).toBe('accepted');
      expect(accepted.xml).toContain('<MST>0108888888</MST>');
      expect(accepted.number).toBe(refused.number);
      expect(simulator.stats().keys).toContain(`${refused.id}-2`);
      // An accepted invoice cannot be resent.
      expect((await api('POST', `/einvoices/${refused.id}/resend`)).statusCode).toBe(409);
    },
  );

  it(
    'makes the invoice of a return the adjustment of the sale invoice, consistent and accepted',
    { timeout: 60_000 },
    async () => {
      const saleId = await seedOrder(t, shop, goods, {
        lines: [
          { product: 0, quantity: 4, price: 35_000 },
          { product: 1, quantity: 1, price: 480_000 },
        ],
        discount: 10_000,
      });
      const saleCode = `M1-${YY}-A1B2C-00100000600`;
      expect((await push('till-0', [register(200, saleId, saleCode)]))[0]!.status).toBe('applied');
      // The till's return of one box of the first line, as order.create writes it.
      const returnId = uuidv7();
      await withTenant(t.database.db, shop.tenantId, async (tx) => {
        const [first] = await tx
          .select()
          .from(posOrderLines)
          .where(
            and(
              eq(posOrderLines.tenantId, shop.tenantId),
              eq(posOrderLines.orderId, saleId),
              eq(posOrderLines.position, 0),
            ),
          );
        const now = new Date();
        await tx.insert(posOrders).values({
          tenantId: shop.tenantId,
          id: returnId,
          code: `TH-Q1-${Date.now() % 1_000_000}`,
          type: 'return',
          status: 'paid',
          returnFor: saleId,
          posSettingId: goods.tillId,
          registerSessionId: goods.sessionId,
          soldBy: shop.cashier.id,
          discountType: 'amount',
          discountPercent: 0,
          discountAmount: 0,
          subtotal: -35_000,
          grandTotal: -35_000,
          totalPaid: -35_000,
          totalReturn: 0,
          orderedAt: now,
          orderedOn: todayInShop(now),
        });
        await tx.insert(posOrderLines).values({
          ...first!,
          id: uuidv7(),
          orderId: returnId,
          quantity: 1,
          baseQuantity: 1,
          isReturn: true,
          returnOfLineId: first!.id,
        });
      });
      const returnCode = `M1-${YY}-A1B2C-00100000601`;
      const [applied] = await push('till-0', [register(201, returnId, returnCode)]);
      expect(applied, JSON.stringify(applied)).toMatchObject({ status: 'applied' });
      const rows = await invoiceRows();
      const sale = rows.find((r) => r.cashRegisterCode === saleCode)!;
      const adjustment = rows.find((r) => r.cashRegisterCode === returnCode)!;
      expect(adjustment).toMatchObject({ relation: 'adjust', relatedId: sale.id, state: 'issued' });
      expect(adjustment.lines).toHaveLength(1);
      expect(adjustment.lines[0]).toMatchObject({ position: 1, quantity: -1, direction: 'decrease' });
      expect(adjustment.total).toBeLessThan(0);
      expect(invoiceXmlProblems(adjustment.xml!)).toEqual([]);
      expect(adjustment.xml).toContain(`<SHDCLQuan>${sale.number}</SHDCLQuan>`);
      const find = async () => (await invoiceRows()).find((r) => r.id === adjustment.id)!;
      expect((await waitFor(find, (r) => r.delivery === 'accepted')).delivery).toBe('accepted');
    },
  );

  it('raises the end-of-day alert for an invoice of an ended day still not accepted', { timeout: 60_000 }, async () => {
    const before = (await api('GET', '/einvoices/summary')).json().data;
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const code = `M1-${YY}-A1B2C-00200000700`;
    const buyer = { type: 'company', name: 'Công ty Đã Đóng', tax_code: CLOSED_TAX_CODE, address: 'Huế' };
    // Sold offline yesterday (shop time) and pushed today: refused, so yesterday's day ended with it open.
    const yesterday = new Date(shopDayStart(todayInShop()).getTime() - 60 * 60 * 1000).toISOString();
    const mutation = register(300, orderId, code, buyer);
    const [applied] = await push('till-1', [{ ...mutation, args: { ...mutation.args, issued_at: yesterday } }]);
    expect(applied!.status).toBe('applied');
    const find = async () => (await invoiceRows()).find((r) => r.cashRegisterCode === code)!;
    expect((await waitFor(find, (r) => r.delivery === 'refused')).delivery).toBe('refused');
    const after = (await api('GET', '/einvoices/summary')).json().data;
    expect(after.overdue).toBe(before.overdue + 1);
    expect(after.refused).toBe(before.refused + 1);
  });
});
