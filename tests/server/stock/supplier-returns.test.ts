/**
 * Returns to a supplier (TNCC) from a received purchase order, with the national link-up on: the
 * returnable lots, validation (over the received, over the lot's stock, 400 with field messages),
 * permissions (cashier 403) and tenancy (404); posting takes the stock out through the ledger
 * (lots and product, caches equal to the ledger), lowers the order's value and debt, and records
 * exactly one link-up issue (`supplier_return`, phieu_xuat type 1) whose lines equal the moves,
 * delivered to the simulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLinkupSimulator, type LinkupSimulator } from '../../../scripts/simulators/linkup-service';
import type { Jobs } from '../../../server/jobs/queue';
import type { LinkupLine } from '../../../src/domain/linkup/messages';
import type { ReturnableLot, SupplierReturn } from '../../../src/domain/stock/supplier-returns';
import { seedShop, type SeededShop } from '../fixtures';
import { connectLinkup, FACILITY, linkupShop, messages, until, type LinkupShop } from '../linkups/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { startTestJobs } from '../test-jobs';
import { mismatches } from './helpers';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;
let sim: LinkupSimulator;
let jobs: Jobs;
let L: LinkupShop;
let orderId: string;
let paraLine: string;
let vitaminLine: string;
let lotA: string;
let lotB: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Khác');
  sim = await startLinkupSimulator();
  await connectLinkup(t, shop, sim.url);
  L = await linkupShop(t, shop);
  jobs = await startTestJobs(t);
  const http = L.s.http;
  const po = (
    await http.post(
      '/purchase-orders',
      {
        vendor_id: L.s.vendor,
        lines: [
          {
            product_id: L.para.id,
            unit_id: L.para.box,
            quantity: 10,
            unit_cost: 20_000,
            discount: 10_000,
            tax_id: L.s.tax,
          },
          { product_id: L.vitamin.id, unit_id: L.vitamin.base, quantity: 50, unit_cost: 2_000, tax_id: null },
        ],
      },
      admin(),
    )
  ).json().data;
  orderId = po.id;
  [paraLine, vitaminLine] = po.lines.map((l: { id: string }) => l.id);
  await http.post(`/purchase-orders/${orderId}/order`, {}, admin());
  const received = await http.post(
    `/purchase-orders/${orderId}/receive`,
    {
      lines: [
        { line_id: paraLine, quantity: 6, lot_number: 'A1', expiry_date: '2027-01-31' },
        { line_id: paraLine, quantity: 4, lot_number: 'B2', expiry_date: '2027-06-30' },
        { line_id: vitaminLine, quantity: 50 },
      ],
    },
    admin(),
  );
  expect(received.statusCode, received.body).toBe(200);
  const receipts = received.json().data.receipts as { lot_id: string; lot_number: string }[];
  lotA = receipts.find((r) => r.lot_number === 'A1')!.lot_id;
  lotB = receipts.find((r) => r.lot_number === 'B2')!.lot_id;
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await sim?.close();
  await t?.close();
});

const admin = () => shop.admin.headers;
const path = () => `/purchase-orders/${orderId}/supplier-returns`;
const post = (body: unknown, who = admin()) => L.s.http.post(path(), body, who);
const returnable = async () => (await L.s.http.get(path(), admin())).json().data.returnable as ReturnableLot[];
const lotRow = (rows: ReturnableLot[], lotId: string | null, lineId = paraLine) =>
  rows.find((r) => r.line_id === lineId && r.lot_id === lotId)!;
const stockOf = async (productId: string) => (await L.s.http.get(`/stock/products/${productId}`, admin())).json().data;

describe('returns to a supplier', () => {
  it('lists each received line and lot with what may go back', async () => {
    const rows = await returnable();
    expect(rows.map((r) => [r.lot_number, r.unit_name, r.received, r.returned, r.on_hand, r.returnable])).toEqual([
      ['A1', 'Hộp', 6, 0, 60, 6],
      ['B2', 'Hộp', 4, 0, 40, 4],
      [null, 'Viên', 50, 0, 50, 50],
    ]);
  });

  it('refuses a cashier (403), another tenant (404), a draft order (409) and bad input (400)', async () => {
    const body = { reason: 'damaged', lines: [{ line_id: paraLine, lot_id: lotA, quantity: 1 }] };
    expect((await post(body, shop.cashier.headers)).statusCode).toBe(403);
    expect((await L.s.http.get(path(), shop.cashier.headers)).statusCode).toBe(403);
    expect((await post(body, other.admin.headers)).statusCode).toBe(404);
    expect((await L.s.http.get(path(), other.admin.headers)).statusCode).toBe(404);

    const draft = (
      await L.s.http.post(
        '/purchase-orders',
        { vendor_id: L.s.vendor, lines: [{ product_id: L.para.id, unit_id: L.para.box, quantity: 1, unit_cost: 1 }] },
        admin(),
      )
    ).json().data;
    const fromDraft = await L.s.http.post(
      `/purchase-orders/${draft.id}/supplier-returns`,
      { reason: 'damaged', lines: [{ line_id: draft.lines[0].id, lot_id: lotA, quantity: 1 }] },
      admin(),
    );
    expect(fromDraft.statusCode).toBe(409);
    expect(fromDraft.json().message).toBe('Đơn nhập chưa nhận hàng nên chưa thể trả nhà cung cấp.');

    const invalid = await post({ reason: 'broken', lines: [{ line_id: paraLine, lot_id: lotA, quantity: 0 }] });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['lines.0.quantity', 'reason']);

    const wrongLot = await post({ reason: 'other', lines: [{ line_id: vitaminLine, lot_id: lotA, quantity: 1 }] });
    expect(wrongLot.statusCode).toBe(400);
    expect(wrongLot.json().errors['lines.0.lot_id']).toEqual(['Lô này không được nhận theo dòng này của đơn nhập.']);
  });

  it('refuses more than was received less what went back, and more than the lot holds', async () => {
    const over = await post({ reason: 'damaged', lines: [{ line_id: paraLine, lot_id: lotA, quantity: 7 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors['lines.0.quantity']).toEqual([
      'Số lượng trả vượt quá số đã nhận trừ phần đã trả (còn trả được 6).',
    ]);
    // Two lines of one lot count together.
    const split = await post({
      reason: 'damaged',
      lines: [
        { line_id: paraLine, lot_id: lotB, quantity: 3 },
        { line_id: paraLine, lot_id: lotB, quantity: 2 },
      ],
    });
    expect(split.statusCode).toBe(400);
    expect(Object.keys(split.json().errors)).toEqual(['lines.1.quantity']);

    // 25 tablets of A1 scrapped: 35 left, three whole boxes.
    const scrap = (
      await L.s.http.post(
        '/scraps',
        { reason: 'damaged', lines: [{ product_id: L.para.id, lot_id: lotA, quantity: 25 }] },
        admin(),
      )
    ).json().data;
    expect((await L.s.http.post(`/scraps/${scrap.id}/done`, {}, admin())).statusCode).toBe(200);
    expect(lotRow(await returnable(), lotA)).toMatchObject({ on_hand: 35, base_unit_name: 'Viên', returnable: 3 });
    const held = await post({ reason: 'damaged', lines: [{ line_id: paraLine, lot_id: lotA, quantity: 4 }] });
    expect(held.statusCode).toBe(400);
    expect(held.json().errors['lines.0.quantity']).toEqual(['Số lượng trả vượt quá tồn kho hiện có của lô (còn 3).']);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });

  it('posts a return: stock out through the ledger, order value and debt lowered, one link-up issue', async () => {
    const before = (await L.s.http.get(`/purchase-orders/${orderId}`, admin())).json().data;
    const productBefore = await stockOf(L.para.id);
    const res = await post({
      reason: 'near_expiry',
      note: 'Lô cận hạn, NCC nhận lại',
      lines: [
        { line_id: paraLine, lot_id: lotA, quantity: 3 },
        { line_id: paraLine, lot_id: lotB, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as SupplierReturn;
    // Line total 199,500 for 10 boxes (tax included): 3 boxes 59,850, 1 box 19,950.
    expect(created).toMatchObject({ code: 'TNCC000001', reason: 'near_expiry', total: 79_800 });
    expect(created.lines.map((l) => [l.lot_number, l.quantity, l.unit_name, l.factor, l.unit_cost, l.total])).toEqual([
      ['A1', 3, 'Hộp', 10, 1_900, 59_850],
      ['B2', 1, 'Hộp', 10, 1_900, 19_950],
    ]);

    // Stock: the lots and the product, through the ledger's writer.
    const productAfter = await stockOf(L.para.id);
    expect(productAfter.on_hand).toBe(productBefore.on_hand - 40);
    const lotQty = (s: { lots: { id: string; quantity: number }[] }, id: string) =>
      s.lots.find((l) => l.id === id)?.quantity ?? 0;
    expect([lotQty(productAfter, lotA), lotQty(productAfter, lotB)]).toEqual([5, 30]);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
    const moves = (await L.s.http.get(`/stock/moves?product_id=${L.para.id}&reason=supplier_return`, admin())).json()
      .data as Array<{
      lot_id: string;
      quantity: number;
      unit_cost: number;
      document_type: string;
      document_id: string;
      document_code: string;
    }>;
    expect(moves.map((m) => [m.lot_id, m.quantity, m.unit_cost, m.document_type, m.document_code]).sort()).toEqual(
      [
        [lotA, -30, 1_900, 'supplier_return', 'TNCC000001'],
        [lotB, -10, 1_900, 'supplier_return', 'TNCC000001'],
      ].sort(),
    );

    // The order's received value and debt drop by the returned value.
    const after = (await L.s.http.get(`/purchase-orders/${orderId}`, admin())).json().data;
    expect(after.received_value).toBe(before.received_value - 79_800);
    expect(after.debt).toBe(before.debt - 79_800);
    expect(after.receipts).toHaveLength(before.receipts.length);

    // Exactly one link-up message, its lines equal to the ledger's moves (sent positive).
    const rows = (await messages(t, shop.tenantId)).filter((m) => m.documentId === created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'supplier_return', key: 'TNCC000001', documentType: 'supplier_return' });
    const lines = rows[0]!.lines as LinkupLine[];
    expect(lines.map((l) => [l.lot_number, l.quantity]).sort()).toEqual(
      moves.map((m) => [m.lot_id === lotA ? 'A1' : 'B2', -m.quantity]).sort(),
    );
    expect(lines.find((l) => l.lot_number === 'A1')).toMatchObject({
      national_drug_code: 'VD-21139-14',
      expiry_date: '2027-01-31',
      unit: 'Viên',
      document_unit: 'Hộp',
      factor: 10,
      quantity: 30,
      price: 1_900,
    });

    // Delivered as an issue to a supplier.
    await until(t, shop.tenantId, (all) => all.some((m) => m.documentId === created.id && m.status === 'accepted'));
    const sent = sim.documents().find((d) => d.key === 'TNCC000001')!;
    expect(sent.endpoint).toBe('phieu_xuat');
    expect(sent.body).toMatchObject({ ma_co_so: FACILITY, ma_phieu: 'TNCC000001', loai_phieu_xuat: 1 });
    expect(
      (sent.body.chi_tiet as Array<Record<string, unknown>>)
        .map((l) => [l.so_lo, l.han_dung, l.so_luong, l.don_gia, l.thanh_tien, l.quy_cach_dong_goi, l.ty_le_quy_doi])
        .sort(),
    ).toEqual(
      [
        ['A1', '20270131', 30, 1_900, 57_000, 'Hộp 10 Viên', 10],
        ['B2', '20270630', 10, 1_900, 19_000, 'Hộp 10 Viên', 10],
      ].sort(),
    );
  });

  it('counts what went back, returns goods without lots, and lists the returns on the order', async () => {
    const rows = await returnable();
    expect(lotRow(rows, lotA)).toMatchObject({ returned: 3, on_hand: 5, returnable: 0 });
    expect(lotRow(rows, lotB)).toMatchObject({ returned: 1, on_hand: 30, returnable: 3 });
    const again = await post({ reason: 'other', lines: [{ line_id: paraLine, lot_id: lotB, quantity: 4 }] });
    expect(again.json().errors['lines.0.quantity']).toEqual([
      'Số lượng trả vượt quá số đã nhận trừ phần đã trả (còn trả được 3).',
    ]);

    const vitaminBefore = (await stockOf(L.vitamin.id)).on_hand;
    const plain = await post({ reason: 'wrong_goods', lines: [{ line_id: vitaminLine, lot_id: null, quantity: 5 }] });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.code).toBe('TNCC000002');
    expect((await stockOf(L.vitamin.id)).on_hand).toBe(vitaminBefore - 5);
    expect(lotRow(await returnable(), null, vitaminLine)).toMatchObject({ returned: 5, returnable: 45 });
    // The vitamin has no national drug code: its issue waits with the reason.
    const held = (await messages(t, shop.tenantId)).filter((m) => m.documentId === plain.json().data.id);
    expect(held.map((m) => [m.kind, m.status, m.problem])).toEqual([
      ['supplier_return', 'waiting', 'Thiếu mã thuốc quốc gia: Vitamin C 500mg.'],
    ]);

    const list = (await L.s.http.get(path(), admin())).json().data.returns as SupplierReturn[];
    expect(list.map((r) => [r.code, r.lines.length, r.total])).toEqual([
      ['TNCC000001', 2, 79_800],
      ['TNCC000002', 1, 10_000],
    ]);
    expect(await mismatches(t, shop.tenantId)).toEqual([]);
  });
});
