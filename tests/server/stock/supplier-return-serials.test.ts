/**
 * A serial-tracked product (a blood-pressure monitor) goes back to its supplier by its serials:
 * the returnable row lists the serials received and not returned; a return names one distinct
 * serial per unit, each received by the line and not already returned (400 with a field message
 * otherwise); the serials are kept on the return's line and leave the row, and the stock falls.
 * A serial on a line that is not serial-tracked is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnableLot, SupplierReturn } from '../../../src/domain/stock/supplier-returns';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { mismatches, stockShop, type StockProduct } from './helpers';

let t: TestApp;
let shop: SeededShop;
let s: Awaited<ReturnType<typeof stockShop>>;
let monitor: StockProduct;
let gauze: StockProduct;
let orderId: string;
let monitorLine: string;
let gauzeLine: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  s = await stockShop(t, shop);
  monitor = await s.product('Máy đo huyết áp Omron HEM-7120', 'serial', 2);
  gauze = await s.product('Bông gòn Bạch Tuyết', 'basic', 10);
  const po = (
    await s.http.post(
      '/purchase-orders',
      {
        vendor_id: s.vendor,
        lines: [
          { product_id: monitor.id, unit_id: monitor.base, quantity: 3, unit_cost: 800_000, tax_id: null },
          { product_id: gauze.id, unit_id: gauze.base, quantity: 20, unit_cost: 2_000, tax_id: null },
        ],
      },
      admin(),
    )
  ).json().data;
  orderId = po.id;
  [monitorLine, gauzeLine] = po.lines.map((l: { id: string }) => l.id);
  await s.http.post(`/purchase-orders/${orderId}/order`, {}, admin());
  const received = await s.http.post(
    `/purchase-orders/${orderId}/receive`,
    {
      lines: [
        { line_id: monitorLine, quantity: 3, serials: ['OM-001', 'OM-002', 'OM-003'] },
        { line_id: gauzeLine, quantity: 20 },
      ],
    },
    admin(),
  );
  expect(received.statusCode, received.body).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const admin = () => shop.admin.headers;
const path = () => `/purchase-orders/${orderId}/supplier-returns`;
const post = (lines: unknown[]) => s.http.post(path(), { reason: 'damaged', lines }, admin());
const monitorRow = async () =>
  ((await s.http.get(path(), admin())).json().data.returnable as ReturnableLot[]).find(
    (r) => r.line_id === monitorLine,
  )!;
const onHand = async () => (await s.http.get(`/products/${monitor.id}`, admin())).json().data.stock_on_hand;

describe('returning serial-tracked goods to the supplier', () => {
  it('lists the serials received as returnable', async () => {
    const row = await monitorRow();
    expect([row.serial_tracked, row.serials, row.returnable]).toEqual([true, ['OM-001', 'OM-002', 'OM-003'], 3]);
  });

  it('refuses too few or duplicate serials, one not received, and serials on a line without them', async () => {
    const cases: [unknown[], string, string][] = [
      [[{ line_id: monitorLine, quantity: 2, serials: ['OM-001'] }], 'lines.0.serials', 'Nhập đúng 2 số serial'],
      [
        [{ line_id: monitorLine, quantity: 2, serials: ['OM-001', 'OM-001'] }],
        'lines.0.serials',
        'Số serial bị trùng.',
      ],
      [
        [{ line_id: monitorLine, quantity: 1, serials: ['OM-999'] }],
        'lines.0.serials',
        'không thuộc hàng nhận theo dòng này',
      ],
      [
        [
          { line_id: monitorLine, quantity: 1, serials: ['OM-002'] },
          { line_id: monitorLine, quantity: 1, serials: ['OM-002'] },
        ],
        'lines.1.serials',
        'OM-002',
      ],
      [[{ line_id: gauzeLine, quantity: 1, serials: ['X'] }], 'lines.0.serials', 'không quản lý theo số serial'],
    ];
    for (const [lines, field, message] of cases) {
      const res = await post(lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json().errors[field]?.[0]).toContain(message);
    }
    expect(await onHand()).toBe(3);
  });

  it('returns two monitors by their serials; they leave the returnable list and the stock', async () => {
    const res = await post([{ line_id: monitorLine, quantity: 2, serials: [' OM-003 ', 'OM-001'] }]);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().data as SupplierReturn;
    expect(saved.lines[0]!.serials).toEqual(['OM-003', 'OM-001']);
    expect(saved.total).toBe(1_600_000);
    const row = await monitorRow();
    expect([row.serials, row.returned, row.returnable]).toEqual([['OM-002'], 2, 1]);
    expect(await onHand()).toBe(1);
    // A serial sent back once cannot go back again.
    const again = await post([{ line_id: monitorLine, quantity: 1, serials: ['OM-001'] }]);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors['lines.0.serials'][0]).toContain('đã trả nhà cung cấp: OM-001');
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });
});
