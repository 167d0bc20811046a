/**
 * The demo shop's back office through its services: deliveries received with new lots and paid
 * two weeks later, a category counted, expired lots scrapped, quality controls and complaints.
 */
import { sql } from 'drizzle-orm';
import { createComplaint, moveComplaint } from '../../modules/complaints/service';
import { createInventory, finishInventory, recordCounts, startInventory } from '../../modules/inventories/service';
import { receivePurchaseOrder } from '../../modules/purchasing/receive';
import { createPurchaseOrder, orderPurchaseOrder, payPurchaseOrder } from '../../modules/purchasing/service';
import { createQualityControl, moveQualityControl, raiseScrap } from '../../modules/quality/service';
import { createScrap, finishScrap } from '../../modules/scraps/service';
import { addMonths } from '../../../scripts/demo-data/dates';
import { intBetween, pick } from '../../../scripts/demo-data/prng';
import type { StockLot } from '../../../src/domain/lots';
import { addDays } from '../../../src/domain/shop-clock';
import { complaintInput } from '../../../src/domain/stock/complaints';
import { inventoryInput } from '../../../src/domain/stock/inventories';
import { purchaseOrderInput, purchaseReceiptInput } from '../../../src/domain/stock/purchase-orders';
import { qualityControlInput } from '../../../src/domain/stock/quality-controls';
import { scrapInput } from '../../../src/domain/stock/scraps';
import { CLOSES, type History, OPENS, type Product, type Unit, at, q } from './model';
import { pickWeighted } from './sales';

/**
 * Purchase orders of the day's deliveries (each vendor delivers once a week): what would run short
 * before its next delivery, from its usual vendor, received with new lots.
 */
export async function receiveGoods(h: History, day: string, vendors: ReadonlySet<string>): Promise<void> {
  const { rng, catalogue, tx, tenantId } = h;
  const byVendor = new Map<string, { product: Product; unit: Unit; quantity: number }[]>();
  for (const product of catalogue.products.values()) {
    if (!product.active || (product.tracking !== 'lot' && product.tracking !== 'basic') || !product.units.length)
      continue;
    const vendor = product.vendorId ?? catalogue.vendors[0]!;
    if (!vendors.has(vendor)) continue;
    const demand = h.dailyDemand(product.id);
    const onShelf = h.stock.sellable(product, addDays(day, 14));
    if (onShelf >= Math.max(product.minStock, Math.ceil(demand * 14))) continue;
    const need = Math.max(product.maxStock, Math.ceil(demand * 28)) - onShelf;
    if (need <= 0) continue;
    const unit = product.units.at(-1)!;
    const list = byVendor.get(vendor) ?? [];
    list.push({ product, unit, quantity: Math.max(1, Math.ceil(need / unit.factor)) });
    byVendor.set(vendor, list);
  }
  for (const [vendorId, wanted] of [...byVendor].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const input = purchaseOrderInput.parse({
      vendor_id: vendorId,
      order_date: addDays(day, -2),
      vendor_invoice_number: String(intBetween(rng, 1_000_000, 9_999_999)),
      note: 'Đặt hàng bổ sung theo tồn tối thiểu',
      lines: wanted.map((w) => ({
        product_id: w.product.id,
        unit_id: w.unit.id,
        quantity: w.quantity,
        unit_cost: Math.round((w.product.cost * w.unit.factor * (0.97 + 0.06 * rng())) / 10) * 10,
      })),
    });
    const id = await createPurchaseOrder(tx, tenantId, h.options.adminId, input);
    await orderPurchaseOrder(
      tx,
      tenantId,
      h.options.adminId,
      id,
      at(addDays(day, -2), 16 * 60 + intBetween(rng, 0, 50)),
    );
    const lines = await q<{ id: string; product_id: string; quantity: number }>(
      tx,
      sql`select id, product_id, quantity from purchase_order_lines where tenant_id = ${tenantId} and order_id = ${id} order by position`,
    );
    const made = addDays(day, -intBetween(rng, 30, 150));
    const receipt = purchaseReceiptInput.parse({
      lines: lines.map((l, i) => {
        const lotted = catalogue.products.get(l.product_id)!.tracking === 'lot';
        return {
          line_id: l.id,
          quantity: l.quantity,
          lot_number: lotted
            ? `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String.fromCharCode(65 + (i % 26))}`
            : null,
          expiry_date: lotted ? addMonths(made, rng() < 0.5 ? 24 : 36) : null,
          manufacture_date: lotted ? made : null,
        };
      }),
    });
    await receivePurchaseOrder(tx, tenantId, h.options.adminId, id, receipt, at(day, 7 * 60 + intBetween(rng, 0, 20)));
    const [order] = await q<{ total: string }>(
      tx,
      sql`select total from purchase_orders where tenant_id = ${tenantId} and id = ${id}`,
    );
    h.unpaidOrders.push({ id, day, total: Number(order!.total) });
    h.summary.purchaseOrders += 1;
  }
}

/** Vendors are paid by bank transfer two weeks after delivery, in the afternoon. */
export async function payVendors(h: History, day: string): Promise<void> {
  const due = h.unpaidOrders.filter((o) => o.day <= addDays(day, -14));
  h.unpaidOrders = h.unpaidOrders.filter((o) => o.day > addDays(day, -14));
  for (const order of due) {
    const payment = {
      amount: order.total,
      method: 'bank_transfer' as const,
      note: 'Chuyển khoản thanh toán',
      register_session_id: null,
    };
    await payPurchaseOrder(h.tx, h.tenantId, h.options.adminId, order.id, payment, at(day, 15 * 60));
  }
}

/** A category counted after closing: most lines as expected, a few tablets short. */
export async function countCategory(h: History, day: string): Promise<void> {
  const { tx, tenantId, rng } = h;
  const [category] = await q<{ id: string }>(
    tx,
    sql`select category_id as id from products where tenant_id = ${tenantId} and category_id is not null and tracking_type = 'lot'
         group by category_id order by count(*) desc, category_id limit 1`,
  );
  if (!category) return;
  const id = await createInventory(
    tx,
    tenantId,
    h.options.adminId,
    inventoryInput.parse({
      count_date: day,
      scope: 'category',
      category_id: category.id,
      note: 'Kiểm kê định kỳ cuối tháng',
    }),
  );
  await startInventory(tx, tenantId, id, at(day, CLOSES + 30));
  const lines = await q<{ id: string; expected: string; lot_id: string | null }>(
    tx,
    // In an order of the catalogue's own (the lines' ids are random): the same lines come up short on every run.
    sql`select il.id, il.expected, il.lot_id from inventory_lines il
          join products p on p.tenant_id = il.tenant_id and p.id = il.product_id
          left join lots l on l.tenant_id = il.tenant_id and l.id = il.lot_id
         where il.tenant_id = ${tenantId} and il.inventory_id = ${id}
         order by p.code, l.expiry_date nulls last, l.lot_number nulls first`,
  );
  const short = new Set(
    lines
      .filter((l) => l.lot_id && Number(l.expected) >= 10)
      .filter(() => rng() < 0.08)
      .slice(0, 3)
      .map((l) => l.id),
  );
  await recordCounts(tx, tenantId, id, {
    lines: lines.map((l) => ({
      line_id: l.id,
      counted: Number(l.expected) - (short.has(l.id) ? intBetween(rng, 1, 3) : 0),
    })),
  });
  await finishInventory(tx, tenantId, h.options.adminId, id, at(day, CLOSES + 75));
}

/** The morning the pharmacist takes expired lots off the shelf. */
export async function scrapExpired(h: History, day: string): Promise<void> {
  const { tx, tenantId } = h;
  const expired = await q<{ id: string; product_id: string; quantity: string }>(
    tx,
    sql`select l.id, l.product_id, l.quantity from lots l
         where l.tenant_id = ${tenantId} and l.deleted_at is null and l.expiry_date < ${day}::date and l.quantity > 0
         order by l.expiry_date, l.product_id, l.lot_number`,
  );
  if (expired.length === 0) return;
  const id = await createScrap(
    tx,
    tenantId,
    h.options.adminId,
    scrapInput.parse({
      scrap_date: day,
      reason: 'expired',
      note: 'Huỷ thuốc hết hạn sử dụng theo quy định GPP',
      lines: expired.map((l) => ({ product_id: l.product_id, lot_id: l.id, quantity: Number(l.quantity) })),
    }),
  );
  await finishScrap(tx, tenantId, h.options.adminId, id, at(day, OPENS - 20));
}

/** Lots on the shelf with at least `min` units, for inspections and complaints. */
function shelfLots(h: History, day: string, count: number, min = 1): { product: Product; lot: StockLot }[] {
  const found: { product: Product; lot: StockLot }[] = [];
  for (let i = 0; i < count * 8 && found.length < count; i += 1) {
    const product = pickWeighted(h.rng, h.catalogue.otc);
    const lot = (h.stock.lots.get(product.id) ?? []).find(
      (l) => l.quantity >= min && (l.expiry_date === null || l.expiry_date > day),
    );
    if (lot && !found.some((f) => f.lot.id === lot.id)) found.push({ product, lot });
  }
  return found;
}

/**
 * A periodic inspection of the shelves (or a spot check); `damaged`: one lot's packaging is torn,
 * scrapped through the scrap the inspection raises. `draft` leaves it open.
 */
export async function inspect(
  h: History,
  day: string,
  type: 'SPOT' | 'PERIODIC',
  { damaged = false, draft = false } = {},
): Promise<void> {
  const { tx, tenantId } = h;
  const lots = shelfLots(h, day, type === 'PERIODIC' ? 8 : 3, 5);
  if (lots.length === 0) return;
  const id = await createQualityControl(
    tx,
    tenantId,
    h.options.adminId,
    qualityControlInput.parse({
      inspection_date: day,
      inspection_type: type,
      note: type === 'PERIODIC' ? 'Kiểm soát chất lượng định kỳ hằng tháng' : 'Kiểm tra đột xuất hàng mới nhập',
      lines: lots.map(({ product, lot }, i) => {
        const torn = damaged && i === 0;
        return {
          product_id: product.id,
          lot_id: lot.id,
          appearance_ok: true,
          packaging_ok: !torn,
          label_ok: true,
          expiry_ok: true,
          result: torn ? 'SCRAP' : 'ACCEPT',
          quantity: torn ? 2 : 0,
          note: torn ? 'Hộp bị rách, ẩm do dột mái kho' : null,
        };
      }),
    }),
  );
  if (draft) return;
  await moveQualityControl(tx, tenantId, id, 'done', at(day, 14 * 60));
  if (!damaged) return;
  const scrapId = await raiseScrap(tx, tenantId, h.options.adminId, id, day);
  await finishScrap(tx, tenantId, h.options.adminId, scrapId, at(day, 14 * 60 + 30));
}

/** A customer's complaint about a lot: looked into, then resolved the next day (or still new). */
export async function complaint(h: History, day: string, resolved: boolean): Promise<void> {
  const { tx, tenantId, rng } = h;
  const [found] = shelfLots(h, day, 1);
  const customer = pick(rng, h.catalogue.customers);
  const id = await createComplaint(
    tx,
    tenantId,
    h.options.adminId,
    complaintInput.parse({
      received_date: day,
      customer_id: customer.id,
      product_id: found?.product.id ?? null,
      lot_id: found?.lot.id ?? null,
      content: resolved
        ? 'Khách phản ánh sản phẩm mua hôm trước có vỏ hộp bị móp, nghi ngờ chất lượng bên trong.'
        : 'Khách gọi điện hỏi vì sao dùng thuốc xong thấy buồn ngủ, đề nghị dược sĩ gọi lại tư vấn.',
      handling: resolved
        ? 'Kiểm tra lô còn tại quầy: bao bì nguyên vẹn, hạn dùng còn dài. Đổi hộp mới cho khách.'
        : null,
      result: resolved ? 'Khách đồng ý, không phát hiện lỗi chất lượng của lô hàng.' : null,
    }),
  );
  if (!resolved) return;
  await moveComplaint(tx, tenantId, h.options.adminId, id, 'processing', at(day, 10 * 60));
  await moveComplaint(tx, tenantId, h.options.adminId, id, 'resolved', at(addDays(day, 1), 16 * 60));
}
