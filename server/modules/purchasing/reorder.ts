/**
 * GET /api/v1/purchase-orders/reorder?vendor_id=: what to order from a vendor (reorder rule in
 * src/domain/stock/reorder.ts). A vendor's products are those naming it as their default vendor,
 * and those with no default vendor last bought from it. Live, active, stock-keeping products only;
 * the minimum is the product's own or the shop's low-stock threshold, as the low-stock list has it.
 * On order: what drafts and ordered purchase orders still bring (received quantities deducted).
 * With `cover_days`, what those days will sell at the last 30 days' pace (sales less returns)
 * counts as well, so a product that sells fast is ordered before it falls to its minimum.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../../../src/domain/list-query';
import { unitCostForFactor } from '../../../src/domain/stock/costing';
import {
  coverNeed,
  MAX_REORDER_LINES,
  SALES_WINDOW_DAYS,
  orderUnit,
  reorderLine,
  type ReorderLine,
  reorderNeed,
  reorderQuery,
} from '../../../src/domain/stock/reorder';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { productUnits, uoms, vendors } from '../../db/schema/index';
import { uuidArray } from '../../lib/sql-params';
import { badRequest } from '../../plugins/errors';

interface Candidate extends Record<string, unknown> {
  id: string;
  code: string;
  name: string;
  tracking_type: string;
  on_hand: string;
  on_order: string;
  min_stock: string;
  max_stock: string | number | null;
  cost_price: string;
  last_cost: string | null;
  last_factor: number | null;
  last_tax_id: string | null;
}

/** Base units of each product sold less returned over the last SALES_WINDOW_DAYS days. */
async function soldRecently(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const sales = await tx.execute<{ product_id: string; quantity: string }>(sql`
    select product_id, -sum(quantity) as quantity
      from stock_moves
     where tenant_id = ${tenantId} and product_id = any(${uuidArray(ids)})
       and reason in ('sale', 'return') and moved_at >= now() - make_interval(days => ${SALES_WINDOW_DAYS}::int)
     group by product_id`);
  return new Map(sales.rows.map((r) => [r.product_id, Math.max(0, Number(r.quantity))]));
}

export async function reorderSuggestions(
  tx: Tx,
  tenantId: string,
  query: z.output<typeof reorderQuery>,
): Promise<ReorderLine[]> {
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, query.vendor_id), isNull(vendors.deletedAt)));
  if (!vendor) throw badRequest({ vendor_id: [stockVi.errors.vendorNotFound] });

  const excluded = query.exclude_order_id ?? null;
  const { rows } = await tx.execute<Candidate>(sql`
    with on_order as (
      select l.product_id, sum(greatest(l.quantity - l.received_quantity, 0) * l.factor) as quantity
        from purchase_order_lines l
        join purchase_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
       where l.tenant_id = ${tenantId} and o.state in ('draft', 'ordered')
         and o.id is distinct from ${excluded}::uuid
       group by l.product_id
    ), last_bought as (
      select distinct on (l.product_id) l.product_id, o.vendor_id, l.unit_cost, l.factor, t.id as tax_id
        from purchase_order_lines l
        join purchase_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
        left join taxes t on t.tenant_id = l.tenant_id and t.id = l.tax_id and t.deleted_at is null
       where l.tenant_id = ${tenantId} and o.state in ('ordered', 'received')
       order by l.product_id, o.order_date desc, o.created_at desc, l.position
    )
    select p.id, p.code, p.name, p.tracking_type, p.stock_on_hand as on_hand,
           coalesce(oo.quantity, 0) as on_order,
           coalesce(p.min_stock, (select low_stock_threshold from general_settings where tenant_id = ${tenantId}), 10)
             as min_stock,
           p.max_stock, p.cost_price, lb.unit_cost as last_cost, lb.factor as last_factor, lb.tax_id as last_tax_id
      from products p
      left join on_order oo on oo.product_id = p.id
      left join last_bought lb on lb.product_id = p.id
     where p.tenant_id = ${tenantId} and p.deleted_at is null and p.is_active and p.tracking_type <> 'none'
       and (p.default_vendor_id = ${vendor.id} or (p.default_vendor_id is null and lb.vendor_id = ${vendor.id}))
     order by p.name_key, p.id`);

  const sold = await soldRecently(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  const needs = rows
    .map((row) => {
      const cover = coverNeed(sold.get(row.id) ?? 0, query.cover_days);
      const level = {
        onHand: Number(row.on_hand),
        onOrder: Number(row.on_order),
        min: Number(row.min_stock),
        max: row.max_stock === null ? null : Number(row.max_stock),
      };
      return { row, cover, need: reorderNeed({ ...level, cover }) };
    })
    .filter(({ need }) => need > 0)
    .slice(0, MAX_REORDER_LINES);
  if (needs.length === 0) return [];
  const ids = needs.map(({ row }) => row.id);

  const unitRows = await tx
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      factor: productUnits.factor,
      price: productUnits.price,
      isBase: productUnits.isBase,
      name: uoms.name,
    })
    .from(productUnits)
    .innerJoin(uoms, and(eq(uoms.tenantId, productUnits.tenantId), eq(uoms.id, productUnits.uomId)))
    .where(
      and(eq(productUnits.tenantId, tenantId), inArray(productUnits.productId, ids), isNull(productUnits.deletedAt)),
    )
    .orderBy(productUnits.productId, productUnits.sortOrder, productUnits.factor);
  const unitsOf = new Map<string, typeof unitRows>();
  for (const unit of unitRows) unitsOf.set(unit.productId, [...(unitsOf.get(unit.productId) ?? []), unit]);

  return needs.flatMap(({ row, cover, need }) => {
    const units = unitsOf.get(row.id) ?? [];
    if (units.length === 0) return [];
    const { unit, quantity } = orderUnit(units, need);
    const base = units.find((u) => u.isBase) ?? units.find((u) => u.factor === 1) ?? units[0]!;
    const unit_cost =
      row.last_cost !== null && row.last_factor !== null
        ? unitCostForFactor(Number(row.last_cost), row.last_factor, unit.factor)
        : Number(row.cost_price) * unit.factor;
    return [
      {
        product_id: row.id,
        product_code: row.code,
        product_name: row.name,
        tracking_type: row.tracking_type,
        units: units.map((u) => ({ id: u.id, name: u.name, factor: u.factor, price: Number(u.price) })),
        base_unit_name: base.name,
        on_hand: Number(row.on_hand),
        on_order: Number(row.on_order),
        sold_recently: sold.get(row.id) ?? 0,
        cover_need: cover,
        min_stock: Number(row.min_stock),
        max_stock: row.max_stock === null ? null : Number(row.max_stock),
        unit_id: unit.id,
        quantity,
        unit_cost,
        tax_id: row.last_tax_id,
      },
    ];
  });
}

export const reorderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/purchase-orders/reorder',
    {
      preHandler: app.requirePermission('viewPurchaseOrderDetail'),
      schema: {
        tags: ['purchase-orders'],
        querystring: reorderQuery,
        response: { 200: dataResponse(z.array(reorderLine)) },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) => reorderSuggestions(tx, request.auth.tenantId, request.query)),
    }),
  );
};
