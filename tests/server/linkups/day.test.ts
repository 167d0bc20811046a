/**
 * A day of a shop with the national link-up on: opening stock, receipts with lots, sales with and
 * without a prescription, a customer return, a scrap and a count. Each stock document becomes
 * exactly one message of its kind, written with its moves; the lines equal the ledger's moves by
 * product and lot; the simulator receives each once and the body carries the fields the link-up
 * takes. A product without a national code holds its messages back with the reason; a code the
 * national catalogue does not know is refused, and once the product has a right code the message
 * is sent again and accepted.
 */
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLinkupSimulator, type LinkupSimulator } from '../../../scripts/simulators/linkup-service';
import type { Jobs } from '../../../server/jobs/queue';
import type { LinkupLine } from '../../../src/domain/linkup/messages';
import { shopDay, todayInShop } from '../../../src/domain/shop-clock';
import { seedShop, type SeededShop } from '../fixtures';
import { applied, line, order } from '../pos/helpers';
import { mismatches, receive } from '../stock/helpers';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';
import { connectLinkup, FACILITY, linkupShop, messages, until, type LinkupShop } from './helpers';

// A national e-prescription code (QĐ 808: 12 characters, a dash, the kind letter).
const PRESCRIPTION_CODE = '79031a1b2c3d-c';

let t: TestApp;
let shop: SeededShop;
let sim: LinkupSimulator;
let jobs: Jobs;
let L: LinkupShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  sim = await startLinkupSimulator({ catalogue: ['VD-21139-14', 'VD-25717-16', 'VD-31000-19'] });
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

async function lotId(productId: string, lotNumber: string): Promise<string> {
  const lots = (await L.s.http.get(`/products/${productId}/lots`, admin())).json().data as {
    id: string;
    lot_number: string;
  }[];
  return lots.find((l) => l.lot_number === lotNumber)!.id;
}

interface Move {
  document_type: string;
  document_id: string | null;
  document_code: string | null;
  reason: string;
  product_id: string;
  product_code: string;
  name: string;
  strength: string | null;
  registration_number: string | null;
  national_drug_code: string | null;
  base_unit: string;
  lot_number: string | null;
  expiry_date: string | null;
  quantity: string;
  unit_cost: string;
  moved_at: Date;
  /** The purchase order line's unit and conversion (receipts). */
  po_unit: string | null;
  po_factor: number | null;
}

interface OrderLine {
  order_id: string;
  product_id: string;
  unit_name: string;
  factor: number;
  price: string;
  base_quantity: number;
}

/** The ledger's moves with their product, lot, base unit and (receipts) purchase order line. */
const LEDGER_SQL = `
  select m.document_type, m.document_id, m.document_code, m.reason, m.product_id, p.code as product_code, p.name,
    p.strength, p.registration_number, nullif(trim(p.national_drug_code), '') as national_drug_code,
    (select u.name from product_units pu join uoms u on u.tenant_id = pu.tenant_id and u.id = pu.uom_id
      where pu.tenant_id = p.tenant_id and pu.product_id = p.id and pu.factor = 1 and pu.deleted_at is null) as base_unit,
    l.lot_number, l.expiry_date::text, m.quantity, m.unit_cost, m.moved_at, pol.unit_name as po_unit, pol.factor as po_factor
  from stock_moves m
  join products p on p.tenant_id = m.tenant_id and p.id = m.product_id
  left join lots l on l.tenant_id = m.tenant_id and l.id = m.lot_id
  left join purchase_order_lines pol on pol.tenant_id = m.tenant_id and m.reason = 'purchase_receipt'
    and pol.order_id = m.document_id and pol.product_id = m.product_id
  where m.tenant_id = $1`;

const KIND: Record<string, string> = {
  sale: 'sale',
  return: 'customer_return',
  purchase_receipt: 'receipt',
  opening: 'opening',
  scrap: 'scrap',
  count_adjustment: 'adjustment',
};
const OUT = new Set(['sale', 'scrap']);
/** Each kind's endpoint and type number, as the link-up standard numbers them (docs/link-ups.md). */
const WIRE: Record<string, [string, number | null]> = {
  sale: ['hoa_don', null],
  receipt: ['phieu_nhap', 1],
  customer_return: ['phieu_nhap', 2],
  opening: ['phieu_nhap', 3],
  scrap: ['phieu_xuat', 2],
  adjustment: ['phieu_xuat', 3],
};
const compact = (day: string | null) => (day ? day.replaceAll('-', '') : null);
const sortLines = <T extends { product_id: string; lot_number: string | null; price: number; factor: number }>(
  ls: T[],
) =>
  [...ls].sort((a, b) =>
    `${a.product_id}|${a.lot_number}|${a.price}|${a.factor}`.localeCompare(
      `${b.product_id}|${b.lot_number}|${b.price}|${b.factor}`,
    ),
  );

/** Quantities by product and lot: of a message's lines, or of the ledger's moves (sign as the message). */
const byLot = (entries: { product_id: string; lot_number: string | null; quantity: number }[]) => {
  const map: Record<string, number> = {};
  for (const e of entries) {
    const key = `${e.product_id}|${e.lot_number ?? ''}`;
    map[key] = (map[key] ?? 0) + e.quantity;
  }
  return map;
};

describe('a day of the shop through the link-up', () => {
  let sale1: ReturnType<typeof order>;
  let sale2: ReturnType<typeof order>;
  let sale3: ReturnType<typeof order>;

  it(
    'records one message per stock document, in the posting transaction, equal to the ledger',
    { timeout: 90_000 },
    async () => {
      const { s, para, amox, vitamin, pos, sessionId } = L;
      // Opening stock of a lot, from the product page.
      const opening = await s.http.post(
        `/products/${para.id}/lots`,
        { lot_number: 'P-2703', expiry_date: '2027-03-31', quantity: 40, cost: 600 },
        admin(),
      );
      expect(opening.statusCode, opening.body).toBe(201);
      // Receipts with lots (and one without: a product counted without lots).
      await receive(
        s,
        admin(),
        para,
        [
          { quantity: 10, lot: 'P-2701', expiry: '2027-01-31' },
          { quantity: 50, lot: 'P-2712', expiry: '2027-12-31' },
        ],
        700,
      );
      // Amoxicillin bought by the box of 10: the message counts tablets and carries the pack.
      const po = (
        await s.http.post(
          '/purchase-orders',
          {
            vendor_id: s.vendor,
            lines: [{ product_id: amox.id, unit_id: amox.box, quantity: 6, unit_cost: 12_000, tax_id: null }],
          },
          admin(),
        )
      ).json().data;
      expect((await s.http.post(`/purchase-orders/${po.id}/order`, {}, admin())).statusCode).toBe(200);
      const received = await s.http.post(
        `/purchase-orders/${po.id}/receive`,
        { lines: [{ line_id: po.lines[0].id, quantity: 6, lot_number: 'A-2709', expiry_date: '2027-09-30' }] },
        admin(),
      );
      expect(received.statusCode, received.body).toBe(200);
      await receive(s, admin(), vitamin, [{ quantity: 30 }], 1500);

      // A sale of a box and five tablets: FEFO takes the 10 of P-2701, then 5 of P-2703.
      const box = line({
        product_id: para.id,
        product_name: 'Paracetamol 500mg',
        unit_id: para.box,
        unit_name: 'Hộp',
        factor: 10,
        quantity: 1,
        price: 9_000,
        tracking_type: 'lot',
      });
      const tabs = line({
        product_id: para.id,
        product_name: 'Paracetamol 500mg',
        unit_id: para.base,
        unit_name: 'Viên',
        quantity: 5,
        price: 1_000,
        tracking_type: 'lot',
      });
      sale1 = order(pos, { code: 'HD-Q1-000001', sessionId, seller: shop.cashier, lines: [box, tabs] });
      await applied(t, shop.cashier, 'order.create', sale1);
      // A sale against a national e-prescription.
      sale2 = order(pos, {
        code: 'HD-Q1-000002',
        sessionId,
        seller: shop.cashier,
        lines: [
          line({
            product_id: amox.id,
            product_name: 'Amoxicillin 500mg',
            unit_id: amox.base,
            unit_name: 'Viên',
            quantity: 20,
            price: 1_500,
            tracking_type: 'lot',
            drug_class: 'rx',
          }),
        ],
        prescription: {
          id: v7(),
          code: PRESCRIPTION_CODE,
          source: 'online',
          date: todayInShop(),
          doctor_id: null,
          doctor_name: 'BS. Nguyễn Văn An',
          facility: 'Bệnh viện Đa khoa Tâm Anh',
          diagnosis: 'Viêm họng cấp',
          patient_id: null,
          patient_name: 'Trần Thị Bình',
          patient_age: 34,
          patient_gender: 'female',
          patient_address: '',
          instructions: '',
          items: [
            {
              product_id: amox.id,
              product_name: 'Amoxicillin 500mg',
              quantity: 20,
              unit_name: 'Viên',
              dosage: 'Ngày 2 lần, mỗi lần 1 viên',
            },
          ],
        },
      });
      await applied(t, shop.cashier, 'order.create', sale2);
      // A sale of a product with no national drug code: it sells all the same.
      sale3 = order(pos, {
        code: 'HD-Q1-000003',
        sessionId,
        seller: shop.cashier,
        lines: [
          line({
            product_id: vitamin.id,
            product_name: 'Vitamin C 500mg',
            unit_id: vitamin.base,
            unit_name: 'Viên',
            quantity: 3,
            price: 2_000,
          }),
        ],
      });
      await applied(t, shop.cashier, 'order.create', sale3);
      // The customer brings back 2 tablets of the first sale.
      const back = order(pos, {
        code: 'TH-Q1-000004',
        type: 'return',
        returnFor: sale1.id,
        sessionId,
        seller: shop.cashier,
        lines: [
          line({
            product_id: para.id,
            product_name: 'Paracetamol 500mg',
            unit_id: para.base,
            unit_name: 'Viên',
            quantity: 2,
            price: 1_000,
            tracking_type: 'lot',
            is_return: true,
            return_of_line_id: tabs.id,
          }),
        ],
      });
      await applied(t, shop.cashier, 'order.create', back);
      // A scrap of a damaged lot's tablets.
      const scrap = (
        await s.http.post(
          '/scraps',
          { reason: 'damaged', lines: [{ product_id: para.id, lot_id: await lotId(para.id, 'P-2712'), quantity: 4 }] },
          admin(),
        )
      ).json().data;
      expect((await s.http.post(`/scraps/${scrap.id}/done`, {}, admin())).statusCode).toBe(200);
      // A count finding two tablets of amoxicillin missing.
      const inv = (await s.http.post('/inventories', { scope: 'products', product_ids: [amox.id] }, admin())).json()
        .data;
      const started = (await s.http.post(`/inventories/${inv.id}/start`, {}, admin())).json().data;
      const sheet = started.lines as { id: string; expected: number }[];
      await s.http.put(
        `/inventories/${inv.id}/counts`,
        { lines: sheet.map((l) => ({ line_id: l.id, counted: l.expected - 2 })) },
        admin(),
      );
      expect((await s.http.post(`/inventories/${inv.id}/finish`, {}, admin())).statusCode).toBe(200);
      expect(await mismatches(t, shop.tenantId)).toEqual([]);

      await drained(jobs, 'linkup-delivery', 30_000);
      const rows = await messages(t, shop.tenantId);
      const moves = await ownerQuery<Move>(t.database, LEDGER_SQL, [shop.tenantId]);
      const orderLines = await ownerQuery<OrderLine>(
        t.database,
        'select order_id, product_id, unit_name, factor, price, base_quantity from pos_order_lines where tenant_id = $1',
        [shop.tenantId],
      );
      // One message per document and kind: opening, three receipts, three sales, a return, a scrap, a count.
      const documents = new Map<string, Move[]>();
      for (const m of moves) {
        const key = `${KIND[m.reason]}|${m.document_id ?? m.document_type}`;
        documents.set(key, [...(documents.get(key) ?? []), m]);
      }
      expect(rows).toHaveLength(10);
      expect(documents.size).toBe(10);
      expect(new Set(rows.map((r) => r.key)).size).toBe(10);
      expect(rows.map((r) => r.kind).sort()).toEqual([
        'adjustment',
        'customer_return',
        'opening',
        'receipt',
        'receipt',
        'receipt',
        'sale',
        'sale',
        'sale',
        'scrap',
      ]);
      for (const [key, docMoves] of documents) {
        const [kind, id] = key.split('|') as [string, string];
        const found = rows.filter((r) => r.kind === kind && (r.documentId ?? r.documentType) === id);
        expect(found, key).toHaveLength(1);
        const message = found[0]!;
        const first = docMoves[0]!;
        // The document's code (opening stock, of no document, gets one) and date are the ledger's.
        if (first.document_code) expect(message.documentCode, key).toBe(first.document_code);
        else expect(message.documentCode, key).toMatch(/^TDK-\d{8}-[0-9a-f]{8}$/);
        expect(message.key, key).toBe(message.documentCode);
        for (const m of docMoves) expect(message.documentAt.getTime(), key).toBe(m.moved_at.getTime());
        const sign = OUT.has(first.reason) ? -1 : 1;
        // Quantities by lot equal the ledger's moves; lot numbers and expiry dates are the lots'.
        expect(byLot(message.lines), key).toEqual(
          byLot(
            docMoves.map((m) => ({
              product_id: m.product_id,
              lot_number: m.lot_number,
              quantity: sign * Number(m.quantity),
            })),
          ),
        );
        // Product, lot and unit fields of every line are the ledger's product and lot.
        for (const l of message.lines) {
          const move = docMoves.find((m) => m.product_id === l.product_id && m.lot_number === l.lot_number)!;
          expect(
            [l.product_code, l.name, l.strength, l.registration_number, l.national_drug_code, l.unit, l.expiry_date],
            key,
          ).toEqual([
            move.product_code,
            move.name,
            move.strength,
            move.registration_number,
            move.national_drug_code,
            move.base_unit,
            move.expiry_date,
          ]);
        }
        if (kind === 'sale' || kind === 'customer_return') {
          // A till document's price is its order line's price per base unit, with the line's unit:
          // every message line is one of the order's lines, and the value per product is the order's.
          const ofOrder = orderLines.filter((o) => o.order_id === id);
          const priced = ofOrder.map((o) => [
            o.product_id,
            Math.round(Number(o.price) / o.factor),
            o.factor === 1 ? null : o.unit_name,
            o.factor,
          ]);
          for (const l of message.lines)
            expect(priced, key).toContainEqual([l.product_id, l.price, l.document_unit, l.factor]);
          const value = (entries: [string, number][]) => {
            const map: Record<string, number> = {};
            for (const [product, v] of entries) map[product] = (map[product] ?? 0) + v;
            return map;
          };
          expect(value(message.lines.map((l) => [l.product_id, l.quantity * l.price])), key).toEqual(
            value(ofOrder.map((o) => [o.product_id, o.base_quantity * Math.round(Number(o.price) / o.factor)])),
          );
        } else {
          // Other documents: the ledger's unit cost, and the purchase order line's unit and conversion.
          const expected = new Map<string, LinkupLine>();
          for (const m of docMoves) {
            const id = `${m.product_id}|${m.lot_number}|${m.unit_cost}`;
            const line = expected.get(id);
            if (line) line.quantity += sign * Number(m.quantity);
            else
              expected.set(id, {
                product_id: m.product_id,
                product_code: m.product_code,
                national_drug_code: m.national_drug_code,
                name: m.name,
                strength: m.strength,
                registration_number: m.registration_number,
                unit: m.base_unit,
                document_unit: m.po_factor && m.po_factor !== 1 ? m.po_unit : null,
                factor: m.po_factor ?? 1,
                lot_number: m.lot_number,
                expiry_date: m.expiry_date,
                quantity: sign * Number(m.quantity),
                price: Number(m.unit_cost),
              });
          }
          expect(sortLines(message.lines), key).toEqual(sortLines([...expected.values()]));
        }
      }
      // The receipt by the box: tablets counted, the box's cost per tablet, the pack carried.
      const boxReceipt = rows.find((r) => r.kind === 'receipt' && r.lines[0]!.product_id === amox.id)!;
      expect(
        boxReceipt.lines.map((l) => [l.lot_number, l.quantity, l.price, l.unit, l.document_unit, l.factor]),
      ).toEqual([['A-2709', 60, 1_200, 'Viên', 'Hộp', 10]]);
      const sale1Message = rows.find((r) => r.documentId === sale1.id)!;
      const lines = (ls: LinkupLine[]) =>
        ls.map((l) => [l.lot_number, l.quantity, l.price, l.unit, l.document_unit, l.factor]);
      expect(lines(sale1Message.lines).sort()).toEqual(
        [
          ['P-2701', 10, 900, 'Viên', 'Hộp', 10],
          ['P-2703', 5, 1000, 'Viên', null, 1],
        ].sort(),
      );
      expect(sale1Message.key).toBe('HD-Q1-000001');
      expect(rows.find((r) => r.documentId === sale2.id)!.prescriptionCode).toBe(PRESCRIPTION_CODE);
      expect(sale1Message.prescriptionCode).toBeNull();

      // Delivered: every coded message accepted, each reaching the simulator once.
      const held = rows.filter((r) => r.status === 'waiting');
      expect(held.map((r) => [r.kind, r.problem]).sort()).toEqual([
        ['receipt', 'Thiếu mã thuốc quốc gia: Vitamin C 500mg.'],
        ['sale', 'Thiếu mã thuốc quốc gia: Vitamin C 500mg.'],
      ]);
      const accepted = rows.filter((r) => r.status === 'accepted');
      expect(accepted).toHaveLength(8);
      expect(sim.stats().posts).toBe(8);
      expect(new Set(sim.stats().keys)).toEqual(new Set(accepted.map((r) => r.key)));

      // Every accepted document as the simulator received it: kind, code, date, facility and each line.
      for (const message of accepted) {
        const doc = sim.documents().find((d) => d.key === message.key)!;
        const [endpoint, type] = WIRE[message.kind]!;
        const day = compact(shopDay(message.documentAt));
        expect(doc.endpoint, message.key).toBe(endpoint);
        expect(doc.body, message.key).toMatchObject(
          endpoint === 'hoa_don'
            ? { ma_co_so: FACILITY, ma_hoa_don: message.key, ngay_ban: day }
            : endpoint === 'phieu_nhap'
              ? { ma_co_so: FACILITY, ma_phieu: message.key, loai_phieu_nhap: type, ngay_nhap: day }
              : { ma_co_so: FACILITY, ma_phieu: message.key, loai_phieu_xuat: type, ngay_xuat: day },
        );
        const sent = (endpoint === 'hoa_don' ? doc.body.hoa_don_chi_tiet : doc.body.chi_tiet) as unknown[];
        expect(sent, message.key).toEqual(
          message.lines.map((l) => ({
            ma_thuoc: l.national_drug_code,
            ten_thuoc: l.name,
            ham_luong: l.strength,
            so_dang_ky: l.registration_number,
            so_lo: l.lot_number,
            han_dung: compact(l.expiry_date),
            don_vi_tinh: l.unit,
            quy_cach_dong_goi: l.document_unit ? `${l.document_unit} ${l.factor} ${l.unit}` : null,
            ty_le_quy_doi: l.factor,
            so_luong: l.quantity,
            don_gia: l.price,
            thanh_tien: l.quantity * l.price,
          })),
        );
      }
      const boxBody = sim.documents().find((d) => d.key === boxReceipt.key)!;
      expect(boxBody.body.chi_tiet).toMatchObject([
        { so_lo: 'A-2709', so_luong: 60, don_gia: 1_200, quy_cach_dong_goi: 'Hộp 10 Viên', ty_le_quy_doi: 10 },
      ]);

      // The sale against the prescription, field by field as the link-up took it.
      const body = sim.documents().find((d) => d.key === 'HD-Q1-000002')!;
      expect(body.endpoint).toBe('hoa_don');
      expect(body.body).toMatchObject({
        ma_co_so: FACILITY,
        ma_hoa_don: 'HD-Q1-000002',
        ma_don_thuoc_quoc_gia: PRESCRIPTION_CODE,
        ngay_ban: todayInShop().replaceAll('-', ''),
        hoa_don_chi_tiet: [
          {
            ma_thuoc: 'VD-25717-16',
            ten_thuoc: 'Amoxicillin 500mg',
            ham_luong: '500mg',
            so_dang_ky: 'VD-25717-16',
            so_lo: 'A-2709',
            han_dung: '20270930',
            don_vi_tinh: 'Viên',
            ty_le_quy_doi: 1,
            so_luong: 20,
            don_gia: 1_500,
            thanh_tien: 30_000,
          },
        ],
      });
      const kinds = sim.documents().map((d) => [d.endpoint, d.body.loai_phieu_nhap ?? d.body.loai_phieu_xuat ?? null]);
      expect(kinds).toContainEqual(['phieu_nhap', 1]);
      expect(kinds).toContainEqual(['phieu_nhap', 2]);
      expect(kinds).toContainEqual(['phieu_nhap', 3]);
      expect(kinds).toContainEqual(['phieu_xuat', 2]);
      expect(kinds).toContainEqual(['phieu_xuat', 3]);
      const count = sim.documents().find((d) => d.body.loai_phieu_xuat === 3)!;
      expect((count.body.chi_tiet as { so_luong: number }[]).map((l) => l.so_luong)).toEqual([-2]);
    },
  );

  it(
    'refuses a code the national catalogue lacks, then sends again once the product has a right one',
    { timeout: 60_000 },
    async () => {
      const put = (code: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/link-ups/national-codes',
          headers: admin(),
          payload: { codes: [{ product_id: L.vitamin.id, national_drug_code: code }] },
        });
      expect((await put('VD 31000')).statusCode).toBe(400);
      const wrong = await put('VD-99999-99');
      expect(wrong.json().data).toEqual({ updated: 1, queued: 2 });
      let rows = await until(t, shop.tenantId, (r) => r.filter((m) => m.status === 'refused').length === 2);
      const refused = rows.filter((m) => m.status === 'refused');
      expect(refused.map((m) => m.answer)).toEqual([
        'Từ chối: Dòng 1 (Vitamin C 500mg): mã thuốc VD-99999-99 không có trong Danh mục thuốc quốc gia.',
        'Từ chối: Dòng 1 (Vitamin C 500mg): mã thuốc VD-99999-99 không có trong Danh mục thuốc quốc gia.',
      ]);
      const summary = await t.app.inject({ method: 'GET', url: '/api/v1/link-ups/summary', headers: admin() });
      expect(summary.json().data).toEqual({ refused: 2, held: 0 });
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/link-ups?status=refused', headers: admin() });
      expect(list.json().meta.total).toBe(2);

      expect((await put('VD-31000-19')).json().data).toEqual({ updated: 1, queued: 2 });
      rows = await until(t, shop.tenantId, (r) => r.every((m) => m.status === 'accepted'));
      expect(rows.map((m) => m.status)).toEqual(rows.map(() => 'accepted'));
      const sale3Message = rows.find((m) => m.documentId === sale3.id)!;
      expect(sale3Message.attempts).toBe(2);
      expect(sale3Message.lines[0]!.national_drug_code).toBe('VD-31000-19');
      const body = sim.documents().find((d) => d.key === 'HD-Q1-000003')!;
      expect((body.body.hoa_don_chi_tiet as { ma_thuoc: string }[])[0]!.ma_thuoc).toBe('VD-31000-19');
      // Accepted documents are never sent twice: a resend is refused.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/v1/link-ups/${sale3Message.id}/resend`,
        headers: admin(),
      });
      expect(again.statusCode).toBe(409);
      expect(sim.stats().accepted).toBe(10);
      expect(await mismatches(t, shop.tenantId)).toEqual([]);
    },
  );

  it('keeps the account to the admin and never sends the password back', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/settings/link-up', headers: admin() });
    expect(read.json().data).toMatchObject({ enabled: true, facility_code: FACILITY, has_password: true });
    expect(read.body).not.toContain('demo-lien-thong');
    const stored = await ownerQuery<{ password_sealed: string }>(
      t.database,
      'select password_sealed from linkup_settings where tenant_id = $1',
      [shop.tenantId],
    );
    expect(stored[0]!.password_sealed).toMatch(/^v1\./);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings/link-up', headers: shop.cashier.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/link-ups', headers: shop.cashier.headers })).statusCode,
    ).toBe(403);
    const test = await t.app.inject({ method: 'POST', url: '/api/v1/settings/link-up/test', headers: admin() });
    expect(test.json().data).toEqual({ ok: true, message: 'Kết nối thành công: đã đăng nhập hệ thống liên thông.' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/link-up',
      headers: admin(),
      payload: { enabled: true, api_url: 'ftp://x', facility_code: 'a b', username: '', password: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['api_url', 'facility_code', 'username']);
    const wrongPassword = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/link-up',
      headers: admin(),
      payload: {
        enabled: true,
        api_url: sim.url,
        facility_code: FACILITY,
        username: 'pharmatill-demo',
        password: 'sai-mat-khau',
      },
    });
    expect(wrongPassword.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/settings/link-up/test', headers: admin() });
    expect(refused.json().data).toEqual({ ok: false, message: 'Tên đăng nhập hoặc mật khẩu không đúng.' });
  });
});
