/** SQL of inventory counts: pages, one count with its lines, and the expected stock per lot. */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Inventory, InventorySummary, inventoryListQuery } from '../../../src/domain/stock/inventories';
import type { Tx } from '../../db/connection';
import { categories, inventories, inventoryLines, lots, products } from '../../db/schema/index';
import { countAll, type Page } from '../../lib/list-query';
import { findDocument, lineRefs, linesWithRefs, listDocuments } from '../../lib/stock-documents';
import { iso } from '../stock/guard';

type ListQuery = z.output<typeof inventoryListQuery>;
type Row = typeof inventories.$inferSelect;

function summary(r: Row): InventorySummary {
  return {
    id: r.id,
    code: r.code,
    count_date: r.countDate,
    state: r.state,
    scope: r.scope,
    category_id: r.categoryId,
    product_ids: r.productIds,
    note: r.note,
    started_at: iso(r.startedAt),
    finished_at: iso(r.finishedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function listInventories(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<InventorySummary>> {
  const filters = [
    q.state ? eq(inventories.state, q.state) : undefined,
    q.from ? gte(inventories.countDate, q.from) : undefined,
    q.to ? lte(inventories.countDate, q.to) : undefined,
  ];
  const sorts = { code: inventories.code, count_date: inventories.countDate, created_at: inventories.createdAt };
  return listDocuments(tx, tenantId, inventories, q, { filters, sorts, toSummary: summary });
}

export function findInventory(tx: Tx, tenantId: string, id: string): Promise<Row | undefined> {
  return findDocument(tx, tenantId, inventories, id, true);
}

export async function getInventory(tx: Tx, tenantId: string, id: string): Promise<Inventory | undefined> {
  const row = await findDocument(tx, tenantId, inventories, id);
  if (!row) return undefined;
  const order = [
    asc(products.code),
    sql`coalesce(${lots.expiryDate}, ${inventoryLines.expiryDate}) asc nulls first`,
    asc(inventoryLines.id),
  ];
  const lines = await linesWithRefs(tx, tenantId, inventoryLines, eq(inventoryLines.inventoryId, id), order);
  return {
    ...summary(row),
    scope_detail: await scopeDetail(tx, tenantId, row),
    // A found lot not yet created keeps its number and expiry on the line itself.
    lines: lines.map((r) => ({
      ...lineRefs(r),
      lot_number: r.lotNumber ?? r.line.lotNumber,
      expiry_date: r.expiryDate ?? r.line.expiryDate,
      expected: r.line.expected,
      counted: r.line.counted,
      difference: r.line.counted === null ? null : r.line.counted - r.line.expected,
      found: r.line.found,
    })),
  };
}

/** The live products a count covers. */
function scopeCondition(tenantId: string, inv: Row) {
  return and(
    eq(products.tenantId, tenantId),
    isNull(products.deletedAt),
    inv.scope === 'category' && inv.categoryId ? eq(products.categoryId, inv.categoryId) : undefined,
    inv.scope === 'products'
      ? inArray(products.id, inv.productIds.length ? inv.productIds : ['00000000-0000-0000-0000-000000000000'])
      : undefined,
  );
}

export async function scopeProducts(tx: Tx, tenantId: string, inv: Row): Promise<Array<{ id: string; cost: number }>> {
  return tx.select({ id: products.id, cost: products.costPrice }).from(products).where(scopeCondition(tenantId, inv));
}

/** What the count covers, so that a draft (which has no lines until it starts) shows it. */
async function scopeDetail(tx: Tx, tenantId: string, inv: Row): Promise<Inventory['scope_detail']> {
  const where = scopeCondition(tenantId, inv);
  const [category] = inv.categoryId
    ? await tx
        .select({ name: categories.name })
        .from(categories)
        .where(and(eq(categories.tenantId, tenantId), eq(categories.id, inv.categoryId)))
    : [];
  const [count] = await tx.select({ n: countAll }).from(products).where(where);
  const chosen =
    inv.scope === 'products'
      ? await tx
          .select({ id: products.id, code: products.code, name: products.name })
          .from(products)
          .where(where)
          .orderBy(asc(products.code))
      : [];
  return { category_name: category?.name ?? null, product_count: count?.n ?? 0, products: chosen };
}

/** On-hand per product and lot (null lot: stock kept without a lot) from the ledger, for those products. */
export async function ledgerBalances(tx: Tx, tenantId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  const result = await tx.execute<{ product_id: string; lot_id: string | null; quantity: string }>(sql`
    select product_id, lot_id, sum(quantity) as quantity from stock_moves
    where tenant_id = ${tenantId} and product_id in (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by product_id, lot_id`);
  return result.rows.map((r) => ({ productId: r.product_id, lotId: r.lot_id, quantity: Number(r.quantity) }));
}
