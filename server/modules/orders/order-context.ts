/**
 * What applying a batch of pushed orders needs to read first, in three queries whatever its size:
 * the references (tills, register sessions, sellers, customers, doctors, original orders, id and
 * code clashes), the stock of the orders' products with their lots (products locked, in id
 * order), and for returns the original orders' lines with what earlier returns already gave back.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { jsonb, uuidArray } from '../../lib/sql-params';
import type { ProductStock } from '../../../src/domain/stock-reconcile';
import type { BaseQty } from '../../../src/domain/money';
import type { DrugClass, TrackingType } from '../../../src/domain/pos-enums';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import { debtBy } from '../customers/debt';

/** What the database already holds of the references of a batch of orders (ids present). */
export interface BatchRefs {
  tills: Set<string>;
  sessions: Map<string, 'open' | 'closed'>;
  users: Set<string>;
  customers: Set<string>;
  doctors: Set<string>;
  /** Orders with one of the batch's order ids or originals. */
  orders: Set<string>;
  codes: Set<string>;
  /** Line and payment ids of the batch already used. */
  lines: Set<string>;
  payments: Set<string>;
}

const present = (table: string, ids: Iterable<string>, tenantId: string) =>
  sql`coalesce((select json_agg(id) from ${sql.raw(table)} where tenant_id = ${tenantId} and id = any(${uuidArray(ids)})), '[]'::json)`;

type RefsRow = {
  tills: string[];
  sessions: Record<string, 'open' | 'closed'>;
  users: string[];
  customers: string[];
  doctors: string[];
  orders: string[];
  codes: string[];
  lines: string[];
  payments: string[];
};

export async function loadBatchRefs(tx: Tx, tenantId: string, orders: readonly OrderCreateArgs[]): Promise<BatchRefs> {
  const of = (pick: (order: OrderCreateArgs) => string | null) =>
    orders.map(pick).filter((id): id is string => id !== null);
  const result = await tx.execute<RefsRow>(sql`
    select
      ${present(
        'pos_settings',
        of((o) => o.pos_setting_id),
        tenantId,
      )} as tills,
      coalesce((select json_object_agg(id, state) from register_sessions
        where tenant_id = ${tenantId} and id = any(${uuidArray(of((o) => o.register_session_id))})), '{}'::json) as sessions,
      ${present(
        'users',
        of((o) => o.sold_by),
        tenantId,
      )} as users,
      ${present(
        'customers',
        of((o) => o.customer_id),
        tenantId,
      )} as customers,
      ${present(
        'doctors',
        of((o) => o.doctor_id),
        tenantId,
      )} as doctors,
      ${present('pos_orders', [...of((o) => o.id), ...of((o) => o.return_for)], tenantId)} as orders,
      coalesce((select json_agg(code) from pos_orders where tenant_id = ${tenantId}
        and code = any(array(select jsonb_array_elements_text(${jsonb(of((o) => o.code))})))), '[]'::json) as codes,
      ${present(
        'pos_order_lines',
        orders.flatMap((o) => o.lines.map((line) => line.id)),
        tenantId,
      )} as lines,
      ${present(
        'pos_payments',
        orders.flatMap((o) => o.payments.map((payment) => payment.id)),
        tenantId,
      )} as payments`);
  const row = result.rows[0]!;
  return {
    tills: new Set(row.tills),
    sessions: new Map(Object.entries(row.sessions)),
    users: new Set(row.users),
    customers: new Set(row.customers),
    doctors: new Set(row.doctors),
    orders: new Set(row.orders),
    codes: new Set(row.codes),
    lines: new Set(row.lines),
    payments: new Set(row.payments),
  };
}

export interface ServerProduct extends ProductStock {
  id: string;
  code: string;
  tracking_type: TrackingType;
  drug_class: DrugClass;
  cost_price: number;
  /** archived (inactive) or deleted on the server; null when on sale. */
  inactive: 'archived' | 'deleted' | null;
  /** The current price of each unit (the base unit under `base`). */
  prices: Map<string, number>;
  lotCosts: Map<string, number>;
  lotInfo: Map<string, { lot_number: string; expiry_date: string | null }>;
}

type ProductRow = {
  id: string;
  code: string;
  tracking_type: TrackingType;
  drug_class: DrugClass;
  stock_on_hand: string | number;
  is_active: boolean;
  deleted: boolean;
  sale_price: string | number;
  unit_prices: Record<string, string | number> | null;
  cost_price: string | number;
  lots: { id: string; lot_number: string; expiry_date: string | null; quantity: number; cost: number }[] | null;
};

/** The orders' products with their live lots, locked until the transaction ends (stock is updated after). */
export async function loadStock(
  tx: Tx,
  tenantId: string,
  productIds: readonly string[],
): Promise<Map<string, ServerProduct>> {
  const ids = [...new Set(productIds)].sort();
  const result = await tx.execute<ProductRow>(sql`
    select p.id, p.code, p.tracking_type, p.drug_class, p.stock_on_hand, p.cost_price,
      p.is_active, p.deleted_at is not null as deleted, p.sale_price,
      (select json_object_agg(u.id, u.price) from product_units u
         where u.tenant_id = p.tenant_id and u.product_id = p.id and u.deleted_at is null) as unit_prices,
      (select json_agg(json_build_object('id', l.id, 'lot_number', l.lot_number, 'expiry_date', l.expiry_date, 'quantity', l.quantity, 'cost', l.cost))
         from lots l where l.tenant_id = p.tenant_id and l.product_id = p.id and l.deleted_at is null) as lots
    from products p
    where p.tenant_id = ${tenantId} and p.id = any(${uuidArray(ids)})
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
      inactive: row.deleted ? 'deleted' : row.is_active ? null : 'archived',
      prices: new Map([
        ['base', Number(row.sale_price)],
        ...Object.entries(row.unit_prices ?? {}).map(([id, price]): [string, number] => [id, Number(price)]),
      ]),
      lots: lots.map((lot) => ({
        id: lot.id,
        lot_number: lot.lot_number,
        expiry_date: lot.expiry_date,
        quantity: Number(lot.quantity) as BaseQty,
      })),
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

/** Per original order: its sale lines, each with base units already returned and its lots. */
export async function loadOriginalLines(
  tx: Tx,
  tenantId: string,
  orderIds: readonly string[],
): Promise<Map<string, Map<string, OriginalLine>>> {
  const byOrder = new Map<string, Map<string, OriginalLine>>(orderIds.map((id) => [id, new Map()]));
  if (orderIds.length === 0) return byOrder;
  const result = await tx.execute<OriginalLine & { order_id: string; returned: string | number }>(sql`
    select l.order_id, l.id, l.product_id, l.base_quantity, l.factor,
      coalesce((select sum(r.base_quantity) from pos_order_lines r where r.tenant_id = l.tenant_id and r.return_of_line_id = l.id), 0) as returned,
      coalesce((select json_agg(json_build_object('lot_id', x.lot_id, 'lot_number', x.lot_number, 'base_quantity', x.base_quantity) order by x.expiry_date nulls last)
         from pos_order_line_lots x where x.tenant_id = l.tenant_id and x.line_id = l.id), '[]'::json) as lots
    from pos_order_lines l
    where l.tenant_id = ${tenantId} and l.order_id = any(${uuidArray(orderIds)}) and not l.is_return`);
  for (const { order_id: orderId, ...row } of result.rows)
    byOrder.get(orderId)?.set(row.id, { ...row, returned: Number(row.returned) });
  return byOrder;
}

/** What a batch's orders on credit may owe: per original sale, per customer, and their limits. */
export interface DebtRoom {
  /** What each original sale still owes: its debt less what earlier returns of it took off. */
  saleLeft: Map<string, number>;
  /** What each customer owes now (credit sales less deductions and collections). */
  owes: Map<string, number>;
  /** The credit limits of the customers that have one. */
  limits: Map<string, number>;
}

export async function loadDebtRoom(tx: Tx, tenantId: string, orders: readonly OrderCreateArgs[]): Promise<DebtRoom> {
  const onCredit = orders.filter((order) => order.debt_amount !== 0);
  const room: DebtRoom = { saleLeft: new Map(), owes: new Map(), limits: new Map() };
  if (onCredit.length === 0) return room;
  const originals = [
    ...new Set(onCredit.flatMap((order) => (order.debt_amount < 0 && order.return_for ? [order.return_for] : []))),
  ];
  const customerIds = [...new Set(onCredit.flatMap((order) => (order.customer_id ? [order.customer_id] : [])))];
  if (originals.length > 0) {
    const result = await tx.execute<{ id: string; left: string }>(sql`
      select o.id, o.debt_amount + coalesce((select sum(r.debt_amount) from pos_orders r
        where r.tenant_id = o.tenant_id and r.return_for = o.id and r.status = 'paid'), 0) as left
      from pos_orders o where o.tenant_id = ${tenantId} and o.id = any(${uuidArray(originals)})`);
    for (const row of result.rows) room.saleLeft.set(row.id, Number(row.left));
  }
  const debts = await debtBy(tx, tenantId, customerIds);
  for (const id of customerIds) room.owes.set(id, debts.get(id) ?? 0);
  if (customerIds.length > 0) {
    const limits = await tx.execute<{ id: string; credit_limit: string }>(sql`
      select id, credit_limit from customers
       where tenant_id = ${tenantId} and id = any(${uuidArray(customerIds)}) and credit_limit is not null`);
    for (const row of limits.rows) room.limits.set(row.id, Number(row.credit_limit));
  }
  return room;
}
