/**
 * Cash-register invoices of returns and exchanges (Decree 123/2020 art. 19 as amended by Decree
 * 70/2025, Circular 78/2021; docs/einvoices.md "Returns and exchanges"), checked against the rules
 * rather than the builder: a return's invoice is an adjustment that decreases the sale's invoice by
 * what the buyer paid for the goods given back (the line's share of the order discount included),
 * names that invoice in TTHDLQuan whichever device made it, and goes through the provider once;
 * an exchange adds an invoice of its new goods; a return that reaches the server before its
 * sale's invoice is held, then completed and sent when that invoice arrives.
 */
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderSimulator, type ProviderSimulator } from '../../../scripts/simulators/einvoice-provider';
import { einvoices, posOrderLines, posOrders } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import type { Jobs } from '../../../server/jobs/queue';
import { todayInShop } from '../../../src/domain/shop-clock';
import { invoiceXmlProblems } from '../../domain/einvoice/xml-rules';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { connectProvider, registerMutation, seedGoods, seedOrder, type ShopGoods } from './helpers';

const YY = todayInShop().slice(2, 4);

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;
let simulator: ProviderSimulator;
let jobs: Jobs;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
  simulator = await startProviderSimulator({ delayMs: 100 });
  await connectProvider(t, shop, simulator.url);
  jobs = await startTestJobs(t);
});
afterAll(async () => {
  await jobs?.stop();
  await simulator?.close();
  await t?.close();
});

let seq = 0;
let counter = 0;
/** The next code of a device (its segment in the shop, its running number). */
const code = (device: number) =>
  `M1-${YY}-A1B2C-${String(device).padStart(4, '0')}${String(++counter).padStart(7, '0')}`;

async function push(device: string, mutations: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: shop.cashier.headers,
    payload: { device_id: device, mutations },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as { status: string; code?: string; message?: string; result?: unknown }[];
}

function mutation(orderId: string, invoiceCode: string, part?: 'sale' | 'return') {
  const made = registerMutation(++seq, orderId, invoiceCode);
  return { ...made, args: { ...made.args, ...(part ? { part } : {}) } };
}

const rows = () =>
  withTenant(t.database.db, shop.tenantId, (tx) =>
    tx.select().from(einvoices).where(eq(einvoices.tenantId, shop.tenantId)),
  );
const byCode = async (c: string) => (await rows()).find((row) => row.cashRegisterCode === c)!;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * A return (or, with `sold`, an exchange) of a sale as the till's `order.create` leaves it: the
 * given-back lines name the sale's lines, the sale's discount percent is kept.
 */
async function seedReturn(
  saleId: string,
  back: { position: number; quantity: number }[],
  sold: { product: number; quantity: number; price: number }[] = [],
  discountPercent = 0,
): Promise<string> {
  const id = uuidv7();
  await withTenant(t.database.db, shop.tenantId, async (tx) => {
    const saleLines = await tx
      .select()
      .from(posOrderLines)
      .where(and(eq(posOrderLines.tenantId, shop.tenantId), eq(posOrderLines.orderId, saleId)))
      .orderBy(posOrderLines.position);
    const subtotal =
      sold.reduce((s, l) => s + l.quantity * l.price, 0) -
      back.reduce((s, b) => s + b.quantity * saleLines[b.position]!.price, 0);
    const discount = Math.round((subtotal * discountPercent) / 100);
    const now = new Date();
    await tx.insert(posOrders).values({
      tenantId: shop.tenantId,
      id,
      code: `TH-Q1-${id.slice(-6)}`,
      type: sold.length > 0 ? 'exchange' : 'return',
      status: 'paid',
      returnFor: saleId,
      posSettingId: goods.tillId,
      registerSessionId: goods.sessionId,
      soldBy: shop.cashier.id,
      discountType: 'percent',
      discountPercent,
      discountAmount: discount,
      subtotal,
      grandTotal: subtotal - discount,
      totalPaid: subtotal - discount,
      totalReturn: 0,
      orderedAt: now,
      orderedOn: todayInShop(now),
    });
    const lines = [
      ...back.map((b, i) => ({
        ...saleLines[b.position]!,
        id: uuidv7(),
        orderId: id,
        position: i,
        quantity: b.quantity,
        baseQuantity: b.quantity,
        isReturn: true,
        returnOfLineId: saleLines[b.position]!.id,
      })),
      ...sold.map((l, i) => {
        const p = goods.products[l.product]!;
        return {
          tenantId: shop.tenantId,
          id: uuidv7(),
          orderId: id,
          position: back.length + i,
          productId: p.id,
          productName: p.name,
          productCode: p.code,
          unitName: 'Hộp',
          factor: 1,
          quantity: l.quantity,
          baseQuantity: l.quantity,
          price: l.price,
          drugClass: 'otc' as const,
          trackingType: 'none' as const,
        };
      }),
    ];
    await tx.insert(posOrderLines).values(lines);
  });
  return id;
}

/** Sets the sale's order discount as a percent (the shape a return or exchange keeps). */
async function percentSale(saleId: string, percent: number) {
  await withTenant(t.database.db, shop.tenantId, (tx) =>
    tx
      .update(posOrders)
      .set({ discountType: 'percent', discountPercent: percent })
      .where(and(eq(posOrders.tenantId, shop.tenantId), eq(posOrders.id, saleId))),
  );
}

describe('the invoice of a return made on another device', () => {
  it(
    'adjusts the sale invoice down by what the buyer paid, names it, and is accepted once',
    { timeout: 60_000 },
    async () => {
      const saleId = await seedOrder(t, shop, goods, {
        lines: [
          { product: 0, quantity: 4, price: 35_000 },
          { product: 1, quantity: 1, price: 480_000 },
        ],
        discount: 10_000,
      });
      const saleCode = code(1);
      expect((await push('tablet-a', [mutation(saleId, saleCode)]))[0]!.status).toBe('applied');
      // Tablet B never held the sale's invoice: its return names only the order.
      const returnId = await seedReturn(saleId, [{ position: 0, quantity: 1 }]);
      const returnCode = code(2);
      const [applied] = await push('tablet-b', [mutation(returnId, returnCode)]);
      expect(applied, JSON.stringify(applied)).toMatchObject({ status: 'applied' });

      const sale = await byCode(saleCode);
      const adjustment = await byCode(returnCode);
      expect(adjustment).toMatchObject({ relation: 'adjust', relatedId: sale.id, state: 'issued', orderId: returnId });
      // One box of 35,000 of a 620,000 order discounted by 10,000: the buyer paid 35,000 × (1 − 10/620).
      const paid = 35_000 * (1 - 10_000 / 620_000);
      expect(Math.abs(adjustment.total + paid)).toBeLessThanOrEqual(1);
      expect(adjustment.totalBeforeTax).toBeLessThan(0);
      expect(adjustment.totalVat).toBeLessThan(0);
      // 5 % VAT inside the VAT-inclusive amount: before tax × 1.05 = total (within rounding).
      expect(Math.abs(adjustment.totalBeforeTax * 1.05 - adjustment.total)).toBeLessThanOrEqual(1);
      expect(adjustment.lines).toHaveLength(1);
      expect(adjustment.lines[0]).toMatchObject({ position: 1, quantity: -1, direction: 'decrease', vat_rate: 5 });
      expect(adjustment.buyerName).toBe(sale.buyerName);

      const xml = adjustment.xml!;
      expect(invoiceXmlProblems(xml)).toEqual([]);
      // TTHDLQuan: an adjustment (TCHDon 2) of an electronic invoice of Decree 123 (LHDCLQuan 1) named in full.
      expect(xml).toContain('<TCHDon>2</TCHDon>');
      expect(xml).toContain('<LHDCLQuan>1</LHDCLQuan>');
      expect(xml).toContain(`<KHHDCLQuan>${sale.series}</KHHDCLQuan>`);
      expect(xml).toContain(`<SHDCLQuan>${sale.number}</SHDCLQuan>`);
      expect(xml).toContain(`<MCCQT Id="mccqt">${returnCode}</MCCQT>`);
      expect(xml).toMatch(/<TgTTTBChu>Âm /);

      const accepted = await waitFor(
        () => byCode(returnCode),
        (row) => row.delivery === 'accepted',
      );
      expect(accepted.delivery).toBe('accepted');
      await drained(jobs, 'einvoice-delivery');
      expect(simulator.stats().keys.filter((key) => key.startsWith(adjustment.id))).toEqual([`${adjustment.id}-1`]);

      // Shown on /einvoices with its relation to the sale's invoice.
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/einvoices/${adjustment.id}`,
        headers: shop.admin.headers,
      });
      expect(detail.json().data).toMatchObject({ relation: 'adjust', related_id: sale.id });
    },
  );

  it('adjusts the replacement when the sale invoice was replaced', async () => {
    const saleId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 2, price: 35_000 }] });
    const saleCode = code(1);
    expect((await push('tablet-a', [mutation(saleId, saleCode)]))[0]!.status).toBe('applied');
    const sale = await byCode(saleCode);
    const api = (method: 'POST', url: string) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: shop.admin.headers });
    const draft = await api('POST', `/einvoices/${sale.id}/replace`);
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await api('POST', `/einvoices/${draft.json().data.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const returnId = await seedReturn(saleId, [{ position: 0, quantity: 2 }]);
    const returnCode = code(2);
    expect((await push('tablet-b', [mutation(returnId, returnCode)]))[0]!.status).toBe('applied');
    const adjustment = await byCode(returnCode);
    expect(adjustment.relatedId).toBe(draft.json().data.id);
    expect(adjustment.total).toBe(-70_000);
    expect(invoiceXmlProblems(adjustment.xml!)).toEqual([]);
  });

  it('refuses a sale part on a return and a return part on a sale', async () => {
    const saleId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const returnId = await seedReturn(saleId, [{ position: 0, quantity: 1 }]);
    const results = await push('tablet-b', [mutation(returnId, code(2), 'sale'), mutation(saleId, code(1), 'return')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]!.message).toBe('Chỉ xuất hóa đơn cho đơn bán đã thanh toán.');
  });
});

describe('the invoices of an exchange', () => {
  it(
    'adjusts the sale invoice for the goods given back and invoices the new goods, each accepted once',
    { timeout: 60_000 },
    async () => {
      // A sale with 10 % off: 4 × 35,000 (5 %) and 1 × 480,000 (10 %).
      const saleId = await seedOrder(t, shop, goods, {
        lines: [
          { product: 0, quantity: 4, price: 35_000 },
          { product: 1, quantity: 1, price: 480_000 },
        ],
        discount: 62_000,
      });
      await percentSale(saleId, 10);
      const saleCode = code(3);
      expect((await push('tablet-a', [mutation(saleId, saleCode)]))[0]!.status).toBe('applied');
      // Two boxes given back for one box of masks (not subject to VAT) at 12,000; 10 % kept.
      const exchangeId = await seedReturn(
        saleId,
        [{ position: 0, quantity: 2 }],
        [{ product: 2, quantity: 1, price: 12_000 }],
        10,
      );
      const backCode = code(3);
      const newCode = code(3);
      const results = await push('tablet-a', [
        mutation(exchangeId, backCode, 'return'),
        mutation(exchangeId, newCode, 'sale'),
      ]);
      expect(
        results.map((r) => r.status),
        JSON.stringify(results),
      ).toEqual(['applied', 'applied']);

      const sale = await byCode(saleCode);
      const back = await byCode(backCode);
      const added = await byCode(newCode);
      // Given back: 2 × 35,000 less 10 % = 63,000, a decrease of the sale's invoice.
      expect(back).toMatchObject({ relation: 'adjust', relatedId: sale.id, orderId: exchangeId, total: -63_000 });
      expect(back.lines.map((l) => [l.position, l.quantity, l.direction])).toEqual([[1, -2, 'decrease']]);
      // New goods: 12,000 less 10 % = 10,800, not subject to VAT (KCT, no tax), on an invoice of their own.
      expect(added).toMatchObject({ relation: 'original', relatedId: null, orderId: exchangeId, total: 10_800 });
      expect(added.totalVat).toBe(0);
      expect(added.rates.map((r) => r.vat_rate)).toEqual([null]);
      // Together they are what the exchange's grand total says: 10 % off (12,000 − 70,000).
      expect(back.total + added.total).toBe(-52_200);
      for (const row of [back, added]) expect(invoiceXmlProblems(row.xml!)).toEqual([]);
      expect(added.xml).toContain('<TSuat>KCT</TSuat>');
      expect(added.xml).not.toContain('TTHDLQuan');

      const delivered = await waitFor(
        async () => [await byCode(backCode), await byCode(newCode)],
        (list) => list.every((row) => row.delivery === 'accepted'),
      );
      expect(delivered.map((row) => row.delivery)).toEqual(['accepted', 'accepted']);
      await drained(jobs, 'einvoice-delivery');
      const keys = simulator.stats().keys;
      expect(keys.filter((key) => key.startsWith(back.id))).toEqual([`${back.id}-1`]);
      expect(keys.filter((key) => key.startsWith(added.id))).toEqual([`${added.id}-1`]);
    },
  );
});

describe('a return that reaches the server before its sale invoice', () => {
  it(
    'is recorded held, then completed, signed and sent once when the sale invoice arrives',
    { timeout: 60_000 },
    async () => {
      const saleId = await seedOrder(t, shop, goods, {
        lines: [
          { product: 0, quantity: 3, price: 35_000 },
          { product: 1, quantity: 1, price: 480_000 },
        ],
      });
      const returnId = await seedReturn(saleId, [{ position: 1, quantity: 1 }]);
      const returnCode = code(4);
      const [applied] = await push('tablet-b', [mutation(returnId, returnCode)]);
      expect(applied, JSON.stringify(applied)).toMatchObject({ status: 'applied', result: { held: true } });
      const held = await byCode(returnCode);
      expect(held).toMatchObject({ relation: 'adjust', relatedId: null, delivery: 'held', xml: null, total: -480_000 });
      expect(held.number).not.toBeNull();
      expect(held.deliveryMessage).toContain('Chờ hóa đơn của đơn bán');
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/einvoices?delivery=held',
        headers: shop.admin.headers,
      });
      expect(list.json().data.map((i: { id: string }) => i.id)).toContain(held.id);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(simulator.stats().keys.some((key) => key.startsWith(held.id))).toBe(false);

      // Tablet A's sale invoice arrives.
      const saleCode = code(5);
      expect((await push('tablet-a', [mutation(saleId, saleCode)]))[0]!.status).toBe('applied');
      const sale = await byCode(saleCode);
      const completed = await byCode(returnCode);
      expect(completed).toMatchObject({ relatedId: sale.id, number: held.number, cashRegisterCode: returnCode });
      expect(completed.delivery).not.toBe('held');
      expect(invoiceXmlProblems(completed.xml!)).toEqual([]);
      expect(completed.xml).toContain(`<SHDCLQuan>${sale.number}</SHDCLQuan>`);
      expect(completed.total).toBe(-480_000);
      const accepted = await waitFor(
        () => byCode(returnCode),
        (row) => row.delivery === 'accepted',
      );
      expect(accepted.delivery).toBe('accepted');
      await drained(jobs, 'einvoice-delivery');
      expect(simulator.stats().keys.filter((key) => key.startsWith(held.id))).toEqual([`${held.id}-1`]);
    },
  );

  it('is completed when the back office issues the sale invoice instead', { timeout: 60_000 }, async () => {
    const saleId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 2, price: 35_000 }] });
    const returnId = await seedReturn(saleId, [{ position: 0, quantity: 1 }]);
    const returnCode = code(6);
    expect((await push('tablet-b', [mutation(returnId, returnCode)]))[0]!.status).toBe('applied');
    expect((await byCode(returnCode)).delivery).toBe('held');
    const api = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: shop.admin.headers,
        ...(payload ? { payload } : {}),
      });
    // A second return of the same sale whose held invoice the admin cancels stays cancelled.
    const cancelledId = await seedReturn(saleId, [{ position: 0, quantity: 1 }]);
    const cancelledCode = code(6);
    expect((await push('tablet-b', [mutation(cancelledId, cancelledCode)]))[0]!.status).toBe('applied');
    const cancelled = await api(`/einvoices/${(await byCode(cancelledCode)).id}/cancel`, {
      reason: 'Đơn bán không xuất hóa đơn',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const draft = await api('/einvoices', { order_id: saleId });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await api(`/einvoices/${draft.json().data.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const completed = await byCode(returnCode);
    expect(completed).toMatchObject({ relatedId: draft.json().data.id, total: -35_000 });
    expect(invoiceXmlProblems(completed.xml!)).toEqual([]);
    expect(['waiting', 'sent', 'accepted']).toContain(completed.delivery);
    expect(await byCode(cancelledCode)).toMatchObject({ state: 'cancelled', xml: null, relatedId: null });
  });
});
