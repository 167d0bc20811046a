/**
 * Inventory valuation as of a date (end of that day in Asia/Ho_Chi_Minh): the ledger's moves up to
 * then, replayed in order into quantity and moving-average cost per product (src/domain/stock/
 * costing.ts), grouped by category with totals; searched, sorted and paged by product row (the
 * categories and totals cover every row found); also as an .xlsx workbook of every row.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { normalizeSearch, parseSort } from '../../../src/domain/list-query';
import { shopDayEnd } from '../../../src/domain/shop-clock';
import {
  COSTED_REASONS,
  valuationFromCostedMoves,
  type CostedMove,
  type ProductValuation,
} from '../../../src/domain/stock/costing';
import type {
  VALUATION_SORTS,
  ValuationReport,
  ValuationRow,
  valuationQuery,
} from '../../../src/domain/stock/valuation';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { categories, productUnits, products, uoms } from '../../db/schema/index';
import { workbookBuffer } from '../../lib/formula-injection';
import { offsetOf, searchCondition, type PageParams } from '../../lib/list-query';

export interface ValuationOptions {
  search?: string | undefined;
  sort?: z.output<typeof valuationQuery>['sort'];
}

const byText = (a: string, b: string) =>
  normalizeSearch(a).localeCompare(normalizeSearch(b), 'vi') || a.localeCompare(b, 'vi');
const SORTS: Record<(typeof VALUATION_SORTS)[number], (a: ValuationRow, b: ValuationRow) => number> = {
  category: (a, b) => byText(a.category_name ?? '', b.category_name ?? '') || a.code.localeCompare(b.code),
  code: (a, b) => a.code.localeCompare(b.code),
  name: (a, b) => byText(a.name, b.name),
  quantity: (a, b) => a.quantity - b.quantity,
  value: (a, b) => a.value - b.value,
};

/**
 * The ledger up to `end` replayed in order into quantity and moving-average cost per product,
 * without reading every move out of the database: the average changes only at a costed move, and
 * what it needs there is the quantity on hand just before it, the running sum of the product's
 * earlier moves in ledger order (moved_at, id). PostgreSQL sums them and returns only the costed
 * moves and each product's balance; the sales, nearly all of the ledger, stay in the database.
 */
async function replayedLedger(tx: Tx, tenantId: string, end: Date): Promise<Map<string, ProductValuation>> {
  const costed = sql.join(
    [...COSTED_REASONS].map((reason) => sql`${reason}`),
    sql`, `,
  );
  const rows = await tx.execute<{ product_id: string; quantity: string; unit_cost: string; before: string | null }>(sql`
    with moves as (
      select product_id, quantity, unit_cost, reason, moved_at, id,
        sum(quantity) over (partition by product_id order by moved_at, id
          rows between unbounded preceding and 1 preceding) as before
      from stock_moves
      where tenant_id = ${tenantId} and moved_at < ${end.toISOString()}
    )
    -- The costed moves in ledger order, then one balance row per product (before is null).
    select product_id, quantity, unit_cost, coalesce(before, 0) as before, moved_at, id
    from moves where reason in (${costed}) and quantity > 0
    union all
    select product_id, sum(quantity), 0, null, null, null from moves group by product_id
    order by moved_at, id`);
  const costedMoves: CostedMove[] = [];
  const balances = new Map<string, number>();
  for (const r of rows.rows) {
    if (r.before === null) balances.set(r.product_id, Number(r.quantity));
    else
      costedMoves.push({
        product_id: r.product_id,
        quantity: Number(r.quantity),
        unit_cost: Number(r.unit_cost),
        before: Number(r.before),
      });
  }
  return valuationFromCostedMoves(costedMoves, balances);
}

/** Every product row of the valuation (those the search finds), sorted, with categories and totals over them all. */
export async function inventoryValuation(
  tx: Tx,
  tenantId: string,
  date: string,
  options: ValuationOptions = {},
): Promise<ValuationReport> {
  const replay = await replayedLedger(tx, tenantId, shopDayEnd(date));
  const ids = [...replay].filter(([, v]) => v.quantity !== 0).map(([id]) => id);
  const info = ids.length
    ? await tx
        .select({
          id: products.id,
          code: products.code,
          name: products.name,
          categoryId: products.categoryId,
          categoryName: categories.name,
          unitName: uoms.name,
        })
        .from(products)
        .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
        .leftJoin(
          productUnits,
          and(
            eq(productUnits.tenantId, products.tenantId),
            eq(productUnits.productId, products.id),
            eq(productUnits.factor, 1),
            // A base unit replaced in the product form stays archived: joined, it doubled the row.
            isNull(productUnits.deletedAt),
          ),
        )
        .leftJoin(uoms, and(eq(uoms.tenantId, productUnits.tenantId), eq(uoms.id, productUnits.uomId)))
        .where(
          and(
            eq(products.tenantId, tenantId),
            inArray(products.id, ids),
            searchCondition(products.searchText, options.search),
          ),
        )
    : [];
  const { field, descending } = parseSort(options.sort ?? 'category');
  const rows = info
    .map((p) => {
      const v = replay.get(p.id)!;
      return {
        product_id: p.id,
        code: p.code,
        name: p.name,
        category_id: p.categoryId,
        category_name: p.categoryName,
        unit_name: p.unitName,
        quantity: v.quantity,
        average_cost: v.average_cost,
        value: v.value,
      };
    })
    .sort((a, b) => (descending ? -1 : 1) * SORTS[field](a, b) || a.product_id.localeCompare(b.product_id));
  const byCategory = new Map<
    string,
    { category_id: string | null; category_name: string | null; quantity: number; value: number }
  >();
  for (const r of [...rows].sort(SORTS.category)) {
    const key = r.category_id ?? '';
    const c = byCategory.get(key) ?? {
      category_id: r.category_id,
      category_name: r.category_name,
      quantity: 0,
      value: 0,
    };
    c.quantity += r.quantity;
    c.value += r.value;
    byCategory.set(key, c);
  }
  return {
    date,
    products: rows,
    categories: [...byCategory.values()],
    totals: { quantity: rows.reduce((n, r) => n + r.quantity, 0), value: rows.reduce((n, r) => n + r.value, 0) },
  };
}

/** One page of the product rows; categories and totals stay those of the whole result. */
export function valuationPage(report: ValuationReport, page: PageParams) {
  const start = offsetOf(page);
  return {
    data: { ...report, products: report.products.slice(start, start + page.page_size) },
    meta: { page: page.page, page_size: page.page_size, total: report.products.length },
  };
}

const R = stockVi.report;

export async function valuationWorkbook(report: ValuationReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(R.valuationTitle);
  const [y, m, d] = report.date.split('-');
  sheet.addRow([`${R.valuationTitle} — ${R.asOf} ${d}/${m}/${y}`]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow([R.category, R.code, R.product, R.unit, R.quantity, R.averageCost, R.value]).font = { bold: true };
  for (const c of report.categories) {
    // Products count in their own units (Viên, Chai, Hộp…): a group's or the whole quantity adds
    // nothing up, so only values are summed.
    sheet.addRow([c.category_name ?? R.noCategory, '', '', '', '', '', c.value]).font = { bold: true };
    for (const p of report.products.filter((r) => r.category_id === c.category_id))
      sheet.addRow(['', p.code, p.name, p.unit_name ?? '', p.quantity, p.average_cost, p.value]);
  }
  sheet.addRow([R.total, '', '', '', '', '', report.totals.value]).font = { bold: true };
  [22, 12, 40, 10, 14, 16, 18].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  for (const col of [5, 6, 7]) sheet.getColumn(col).numFmt = '#,##0';
  return workbookBuffer(workbook);
}
