/**
 * Writes a batch of pushed orders in one statement whatever its size: the orders, their lines, the
 * lots each line really moved and their payments as data-modifying CTEs over JSON record sets, run
 * by the ledger's writer (stock/ledger.ts) alongside the batch's stock moves and the product and
 * lot stock updates (one round trip after the sync lock; foreign keys checked at its end).
 */
import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { Tx } from '../../db/connection';
import { jsonb } from '../../lib/sql-params';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import type { ReviewFlag } from '../../../src/domain/pos-review';
import type { StockMove } from '../../../src/domain/stock-reconcile';
import { sumBy } from '../../../src/domain/sum-by';
import { nationalCodeOf } from '../../../src/domain/eprescription';
import { postMoves, type NewMove } from '../stock/ledger';
import type { ServerProduct } from './order-context';

export interface OrderFacts {
  order: OrderCreateArgs;
  stock: ReadonlyMap<string, ServerProduct>;
  moves: readonly StockMove[];
  flags: readonly ReviewFlag[];
  customerId: string | null;
  doctorId: string | null;
  /** Per line id: the original line it returns, when that line is known. */
  returnOf: ReadonlyMap<string, string | null>;
  orderedOn: string;
  createdOffline: boolean;
  deviceId: string;
}

function orderRows(facts: OrderFacts) {
  const { order, stock, moves } = facts;
  const lines = order.lines.map((line, position) => ({
    id: line.id,
    order_id: order.id,
    position,
    product_id: line.product_id,
    product_name: line.product_name,
    product_code: stock.get(line.product_id)?.code ?? '',
    unit_id: line.unit_id,
    unit_name: line.unit_name,
    factor: line.factor,
    quantity: line.quantity,
    base_quantity: line.base_quantity,
    price: line.price,
    note: line.note,
    is_return: line.is_return,
    return_of_line_id: facts.returnOf.get(line.id) ?? null,
    drug_class: line.drug_class,
    tracking_type: line.tracking_type,
    serials: line.serials,
  }));
  const lotMoves = moves.filter((move) => move.lot_id !== null);
  const lineLots = [
    ...sumBy(lotMoves.map((move) => [`${move.line_id}|${move.product_id}|${move.lot_id}`, Math.abs(move.quantity)])),
  ].map(([key, baseQuantity]) => {
    const [lineId, productId, lotId] = key.split('|') as [string, string, string];
    const info = stock.get(productId)?.lotInfo.get(lotId);
    return {
      id: v7(),
      order_id: order.id,
      line_id: lineId,
      lot_id: lotId,
      lot_number: info?.lot_number ?? '',
      expiry_date: info?.expiry_date ?? null,
      base_quantity: baseQuantity,
    };
  });
  const returnLines = new Set(order.lines.filter((line) => line.is_return).map((line) => line.id));
  const orderLines = new Map(order.lines.map((line) => [line.id, line]));
  const stockMoves = moves.map((move): NewMove => {
    const product = stock.get(move.product_id);
    const line = orderLines.get(move.line_id);
    return {
      productId: move.product_id,
      lotId: move.lot_id,
      quantity: move.quantity,
      unitCost: (move.lot_id ? product?.lotCosts.get(move.lot_id) : undefined) ?? product?.cost_price ?? 0,
      reason: returnLines.has(move.line_id) ? 'return' : 'sale',
      documentType: 'pos_order',
      documentId: order.id,
      documentCode: order.code,
      movedAt: order.created_at,
      userId: order.sold_by,
      ...(line
        ? {
            documentLine: {
              price: Math.round(line.price / line.factor),
              unitName: line.unit_name,
              factor: line.factor,
            },
          }
        : {}),
    };
  });
  const header = {
    ...order,
    lines: undefined,
    payments: undefined,
    customer_id: facts.customerId,
    doctor_id: facts.doctorId,
    created_offline: facts.createdOffline,
    ordered_on: facts.orderedOn,
    device_id: facts.deviceId,
    review_flags: facts.flags,
    national_prescription_code: nationalCodeOf(order.prescription),
  };
  return {
    header,
    lines,
    lineLots,
    payments: order.payments.map((payment) => ({ ...payment, order_id: order.id })),
    stockMoves,
  };
}

export async function writeOrders(tx: Tx, tenantId: string, batch: readonly OrderFacts[]): Promise<void> {
  if (batch.length === 0) return;
  const r = batch.map(orderRows);
  const orders = sql`
    o as (
      insert into pos_orders (tenant_id, id, code, type, status, pos_setting_id, register_session_id, sold_by, customer_id, doctor_id, prescription,
        national_prescription_code, discount_type, discount_percent, discount_amount, subtotal, grand_total, total_paid, total_return, debt_amount, return_for, note, created_offline,
        ordered_at, ordered_on, device_id, review_flags)
      select ${tenantId}, x.id, x.code, x.type, x.status, x.pos_setting_id, x.register_session_id, x.sold_by, x.customer_id, x.doctor_id,
        case when jsonb_typeof(x.prescription) = 'object' then x.prescription end, x.national_prescription_code, x.discount_type, x.discount_percent, x.discount_amount,
        x.subtotal, x.grand_total, x.total_paid, x.total_return, x.debt_amount, x.return_for, x.note, x.created_offline, x.created_at, x.ordered_on,
        x.device_id, x.review_flags
      from jsonb_to_recordset(${jsonb(r.map((o) => o.header))}) as x(id uuid, code text, type text, status text, pos_setting_id uuid,
        register_session_id uuid, sold_by uuid, customer_id uuid, doctor_id uuid, prescription jsonb, discount_type text,
        discount_percent double precision, discount_amount bigint, subtotal bigint, grand_total bigint, total_paid bigint, total_return bigint,
        debt_amount bigint, return_for uuid, note text, created_offline boolean, created_at timestamptz, ordered_on date, device_id text, review_flags jsonb,
        national_prescription_code text)
    ), l as (
      insert into pos_order_lines (tenant_id, id, order_id, position, product_id, product_name, product_code, unit_id, unit_name, factor, quantity,
        base_quantity, price, note, is_return, return_of_line_id, drug_class, tracking_type, serials)
      select ${tenantId}, x.id, x.order_id, x.position, x.product_id, x.product_name, x.product_code, x.unit_id, x.unit_name, x.factor,
        x.quantity, x.base_quantity, x.price, x.note, x.is_return, x.return_of_line_id, x.drug_class, x.tracking_type,
        array(select jsonb_array_elements_text(x.serials))
      from jsonb_to_recordset(${jsonb(r.flatMap((o) => o.lines))}) as x(id uuid, order_id uuid, position int, product_id uuid, product_name text,
        product_code text, unit_id uuid, unit_name text, factor int, quantity int, base_quantity int, price bigint, note text, is_return boolean,
        return_of_line_id uuid, drug_class text, tracking_type text, serials jsonb)
    ), ll as (
      insert into pos_order_line_lots (tenant_id, id, order_id, line_id, lot_id, lot_number, expiry_date, base_quantity)
      select ${tenantId}, x.id, x.order_id, x.line_id, x.lot_id, x.lot_number, x.expiry_date, x.base_quantity
      from jsonb_to_recordset(${jsonb(r.flatMap((o) => o.lineLots))}) as x(id uuid, order_id uuid, line_id uuid, lot_id uuid, lot_number text,
        expiry_date date, base_quantity int)
    ), p as (
      insert into pos_payments (tenant_id, id, order_id, method, amount, reference)
      select ${tenantId}, x.id, x.order_id, x.method, x.amount, x.reference
      from jsonb_to_recordset(${jsonb(r.flatMap((o) => o.payments))}) as x(id uuid, order_id uuid, method text, amount bigint, reference text)
    )`;
  // order.create is applied only inside a push, which took the tenant's sync lock first (and the
  // stock of these orders' products is already locked, order-context.ts).
  await postMoves(
    tx,
    tenantId,
    r.flatMap((o) => o.stockMoves),
    { alongside: orders, syncLocked: true },
  );
}
