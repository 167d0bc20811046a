/**
 * Writes a pushed order in one statement whatever its size: the order, its lines, the lots each
 * line really moved, its payments, the stock moves, and the product and lot stock updates, as
 * data-modifying CTEs over JSON record sets (one round trip; foreign keys checked at its end).
 */
import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { Tx } from '../../db/connection';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import type { ReviewFlag } from '../../../src/domain/pos-review';
import type { StockMove } from '../../../src/domain/stock-reconcile';
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

function sumBy(entries: Iterable<[string, number]>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, value] of entries) sums.set(key, (sums.get(key) ?? 0) + value);
  return sums;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

function rows(tenantId: string, facts: OrderFacts) {
  const { order, stock, moves } = facts;
  const lines = order.lines.map((line, position) => ({
    id: line.id,
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
  const lineLots = [...sumBy(lotMoves.map((move) => [`${move.line_id}|${move.product_id}|${move.lot_id}`, Math.abs(move.quantity)]))].map(([key, baseQuantity]) => {
    const [lineId, productId, lotId] = key.split('|') as [string, string, string];
    const info = stock.get(productId)?.lotInfo.get(lotId);
    return { id: v7(), line_id: lineId, lot_id: lotId, lot_number: info?.lot_number ?? '', expiry_date: info?.expiry_date ?? null, base_quantity: baseQuantity };
  });
  const returnLines = new Set(order.lines.filter((line) => line.is_return).map((line) => line.id));
  const stockMoves = moves.map((move) => {
    const product = stock.get(move.product_id);
    return {
      id: v7(),
      product_id: move.product_id,
      lot_id: move.lot_id,
      quantity: move.quantity,
      unit_cost: (move.lot_id ? product?.lotCosts.get(move.lot_id) : undefined) ?? product?.cost_price ?? 0,
      reason: returnLines.has(move.line_id) ? 'return' : 'sale',
    };
  });
  return {
    lines,
    lineLots,
    payments: order.payments,
    stockMoves,
    products: [...sumBy(moves.map((move) => [move.product_id, move.quantity]))].map(([id, delta]) => ({ id, delta })),
    lots: [...sumBy(lotMoves.map((move) => [move.lot_id!, move.quantity]))].map(([id, delta]) => ({ id, delta })),
    tenantId,
  };
}

export async function writeOrder(tx: Tx, tenantId: string, facts: OrderFacts): Promise<void> {
  const { order } = facts;
  const r = rows(tenantId, facts);
  await tx.execute(sql`
    with o as (
      insert into pos_orders (tenant_id, id, code, type, status, pos_setting_id, register_session_id, sold_by, customer_id, doctor_id, prescription,
        discount_type, discount_percent, discount_amount, subtotal, grand_total, total_paid, total_return, return_for, note, created_offline,
        ordered_at, ordered_on, device_id, review_flags)
      values (${tenantId}, ${order.id}, ${order.code}, ${order.type}, ${order.status}, ${order.pos_setting_id}, ${order.register_session_id}, ${order.sold_by},
        ${facts.customerId}, ${facts.doctorId}, ${order.prescription === null ? null : JSON.stringify(order.prescription)}::jsonb,
        ${order.discount_type}, ${order.discount_percent}, ${order.discount_amount}, ${order.subtotal}, ${order.grand_total}, ${order.total_paid},
        ${order.total_return}, ${order.return_for}, ${order.note}, ${facts.createdOffline}, ${order.created_at}::timestamptz, ${facts.orderedOn}::date,
        ${facts.deviceId}, ${json(facts.flags)})
      returning id
    ), l as (
      insert into pos_order_lines (tenant_id, id, order_id, position, product_id, product_name, product_code, unit_id, unit_name, factor, quantity,
        base_quantity, price, note, is_return, return_of_line_id, drug_class, tracking_type, serials)
      select ${tenantId}, x.id, (select id from o), x.position, x.product_id, x.product_name, x.product_code, x.unit_id, x.unit_name, x.factor,
        x.quantity, x.base_quantity, x.price, x.note, x.is_return, x.return_of_line_id, x.drug_class, x.tracking_type,
        array(select jsonb_array_elements_text(x.serials))
      from jsonb_to_recordset(${json(r.lines)}) as x(id uuid, position int, product_id uuid, product_name text, product_code text, unit_id uuid,
        unit_name text, factor int, quantity int, base_quantity int, price bigint, note text, is_return boolean, return_of_line_id uuid,
        drug_class text, tracking_type text, serials jsonb)
    ), ll as (
      insert into pos_order_line_lots (tenant_id, id, order_id, line_id, lot_id, lot_number, expiry_date, base_quantity)
      select ${tenantId}, x.id, (select id from o), x.line_id, x.lot_id, x.lot_number, x.expiry_date, x.base_quantity
      from jsonb_to_recordset(${json(r.lineLots)}) as x(id uuid, line_id uuid, lot_id uuid, lot_number text, expiry_date date, base_quantity int)
    ), p as (
      insert into pos_payments (tenant_id, id, order_id, method, amount, reference)
      select ${tenantId}, x.id, (select id from o), x.method, x.amount, x.reference
      from jsonb_to_recordset(${json(r.payments)}) as x(id uuid, method text, amount bigint, reference text)
    ), m as (
      insert into stock_moves (tenant_id, id, product_id, lot_id, quantity, unit_cost, reason, document_type, document_id, document_code, moved_at, user_id)
      select ${tenantId}, x.id, x.product_id, x.lot_id, x.quantity, x.unit_cost, x.reason, 'pos_order', (select id from o), ${order.code},
        ${order.created_at}::timestamptz, ${order.sold_by}::uuid
      from jsonb_to_recordset(${json(r.stockMoves)}) as x(id uuid, product_id uuid, lot_id uuid, quantity bigint, unit_cost bigint, reason text)
    ), sp as (
      update products t set stock_on_hand = t.stock_on_hand + x.delta
      from jsonb_to_recordset(${json(r.products)}) as x(id uuid, delta bigint)
      where t.tenant_id = ${tenantId} and t.id = x.id
    ), sl as (
      update lots t set quantity = t.quantity + x.delta
      from jsonb_to_recordset(${json(r.lots)}) as x(id uuid, delta bigint)
      where t.tenant_id = ${tenantId} and t.id = x.id
    )
    select 1`);
}
