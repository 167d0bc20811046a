/**
 * What applying a pushed order needs to read first, in three queries: the references (till,
 * register session, seller, customer, doctor, original order, id and code clashes), the stock of
 * the order's products with their lots (products locked, in id order), and for a return the
 * original order's lines with what earlier returns already gave back.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import type { ProductStock } from '../../../src/domain/stock-reconcile';
import type { BaseQty } from '../../../src/domain/money';
import type { DrugClass, TrackingType } from '../../../src/domain/pos-enums';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';

export type OrderRefs = {
  till: boolean;
  session_state: 'open' | 'closed' | null;
  seller: boolean;
  customer: boolean;
  doctor: boolean;
  original: boolean;
  id_taken: boolean;
  code_taken: boolean;
};

export async function loadOrderRefs(tx: Tx, tenantId: string, order: OrderCreateArgs): Promise<OrderRefs> {
  const result = await tx.execute<OrderRefs>(sql`
    select
      exists(select 1 from pos_settings where tenant_id = ${tenantId} and id = ${order.pos_setting_id}) as till,
      (select state from register_sessions where tenant_id = ${tenantId} and id = ${order.register_session_id}) as session_state,
      exists(select 1 from users where tenant_id = ${tenantId} and id = ${order.sold_by}) as seller,
      (${order.customer_id}::uuid is null or exists(select 1 from customers where tenant_id = ${tenantId} and id = ${order.customer_id}::uuid)) as customer,
      (${order.doctor_id}::uuid is null or exists(select 1 from doctors where tenant_id = ${tenantId} and id = ${order.doctor_id}::uuid)) as doctor,
      (${order.return_for}::uuid is null or exists(select 1 from pos_orders where tenant_id = ${tenantId} and id = ${order.return_for}::uuid)) as original,
      exists(select 1 from pos_orders where tenant_id = ${tenantId} and id = ${order.id}) as id_taken,
      exists(select 1 from pos_orders where tenant_id = ${tenantId} and code = ${order.code}) as code_taken`);
  return result.rows[0]!;
}

export interface ServerProduct extends ProductStock {
  id: string;
  code: string;
  tracking_type: TrackingType;
  drug_class: DrugClass;
  cost_price: number;
  lotCosts: Map<string, number>;
  lotInfo: Map<string, { lot_number: string; expiry_date: string | null }>;
}

type ProductRow = {
  id: string;
  code: string;
  tracking_type: TrackingType;
  drug_class: DrugClass;
  stock_on_hand: string | number;
  cost_price: string | number;
  lots: { id: string; lot_number: string; expiry_date: string | null; quantity: number; cost: number }[] | null;
};

/** The order's products with their live lots, locked until the transaction ends (stock is updated after). */
export async function loadStock(tx: Tx, tenantId: string, productIds: readonly string[]): Promise<Map<string, ServerProduct>> {
  const ids = [...new Set(productIds)].sort();
  const result = await tx.execute<ProductRow>(sql`
    select p.id, p.code, p.tracking_type, p.drug_class, p.stock_on_hand, p.cost_price,
      (select json_agg(json_build_object('id', l.id, 'lot_number', l.lot_number, 'expiry_date', l.expiry_date, 'quantity', l.quantity, 'cost', l.cost))
         from lots l where l.tenant_id = p.tenant_id and l.product_id = p.id and l.deleted_at is null) as lots
    from products p
    where p.tenant_id = ${tenantId} and p.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
    order by p.id
    for update of p`);
  const stock = new Map<string, ServerProduct>();
  for (const row of result.rows) {
    const lots = row.lots ?? [];
    stock.set(row.id, {
      id: row.id,
      code: row.code,
      tracking_type: row.tracking_type,
      drug_class: row.drug_class,
      onHand: Number(row.stock_on_hand) as BaseQty,
      cost_price: Number(row.cost_price),
      lots: lots.map((lot) => ({ id: lot.id, lot_number: lot.lot_number, expiry_date: lot.expiry_date, quantity: Number(lot.quantity) as BaseQty })),
      lotCosts: new Map(lots.map((lot) => [lot.id, Number(lot.cost)])),
      lotInfo: new Map(lots.map((lot) => [lot.id, { lot_number: lot.lot_number, expiry_date: lot.expiry_date }])),
    });
  }
  return stock;
}

export type OriginalLine = {
  id: string;
  product_id: string;
  base_quantity: number;
  factor: number;
  returned: number;
  lots: { lot_id: string; lot_number: string; base_quantity: number }[];
};

/** The sale lines of the original order, each with base units already returned and its lots. */
export async function loadOriginalLines(tx: Tx, tenantId: string, orderId: string): Promise<Map<string, OriginalLine>> {
  const result = await tx.execute<OriginalLine & { returned: string | number }>(sql`
    select l.id, l.product_id, l.base_quantity, l.factor,
      coalesce((select sum(r.base_quantity) from pos_order_lines r where r.tenant_id = l.tenant_id and r.return_of_line_id = l.id), 0) as returned,
      coalesce((select json_agg(json_build_object('lot_id', x.lot_id, 'lot_number', x.lot_number, 'base_quantity', x.base_quantity) order by x.expiry_date nulls last)
         from pos_order_line_lots x where x.tenant_id = l.tenant_id and x.line_id = l.id), '[]'::json) as lots
    from pos_order_lines l
    where l.tenant_id = ${tenantId} and l.order_id = ${orderId} and not l.is_return`);
  return new Map(result.rows.map((row) => [row.id, { ...row, returned: Number(row.returned) }]));
}
