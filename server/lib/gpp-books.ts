/**
 * The GPP books (DOMAIN.md "The shop and its rules") as .xlsx: the store's name, the book's title
 * and its period above a header row, then one numbered row (STT) per entry. Day columns are real
 * date cells (spreadsheet-cells.ts) so an inspector's copy sorts and filters by date.
 */
import { and, eq, getTableName, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatDay, shopDayEnd, shopDayStart } from '../../src/domain/shop-clock';
import type { Tx } from '../db/connection';
import { stores } from '../db/schema/index';
import { stockVi } from '../../src/i18n/stock';
import { badRequest } from '../plugins/errors';
import { workbookBuffer } from './formula-injection';
import { DAY_FORMAT, dayCell } from './spreadsheet-cells';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A book answers at most this many rows; its queries read one more to tell a longer period. */
export const MAX_BOOK_ROWS = 10_000;

/** The rows of a period, or a 400 on `to` when there are more than a book answers: never a book cut short. */
export function wholeBook<R>(rows: R[]): R[] {
  if (rows.length <= MAX_BOOK_ROWS) return rows;
  const message = stockVi.errors.periodTooLong(MAX_BOOK_ROWS.toLocaleString('vi-VN'));
  throw badRequest({ to: [message] }, message);
}

export interface BookColumn<R> {
  header: string;
  width: number;
  /** The cell's text or number; with `day`, a calendar day `YYYY-MM-DD` written as a date cell. */
  cell: (row: R) => string | number | null;
  day?: true;
}

export interface GppBook<R> {
  /** The book's name, e.g. "Sổ kiểm soát chất lượng": the sheet's name and the first title row. */
  title: string;
  /** ASCII stem of the file name, `${file}-${from}-${to}.xlsx`. */
  file: string;
  columns: Array<BookColumn<R>>;
  /** The entries of the tenant's days from..to, in the book's order. */
  rows: (tx: Tx, tenantId: string, from: string, to: string) => Promise<R[]>;
}

/** The store's name as the GPP paperwork prints it. */
export async function storeName(tx: Tx, tenantId: string): Promise<string> {
  const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.tenantId, tenantId));
  return store?.name ?? '';
}

/** A column named with its table: a select from one table names its columns bare, which a subquery's own would shadow. */
const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The name of a product's base unit (factor 1), as a book's "Đơn vị tính" shows quantities in it. */
export function baseUnitName(tenantId: AnyColumn, productId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(
    select m.name from product_units u join uoms m on m.tenant_id = u.tenant_id and m.id = u.uom_id
    where u.tenant_id = ${qualified(tenantId)} and u.product_id = ${qualified(productId)} and u.is_base
      and u.deleted_at is null
    order by u.sort_order limit 1)`;
}

/** An instant column within the shop's days from..to (a book of ledger moves). */
export function onShopDays(column: AnyColumn, from: string, to: string): SQL | undefined {
  return and(gte(column, shopDayStart(from)), lt(column, shopDayEnd(to)));
}

export async function bookWorkbook<R>(
  book: GppBook<R>,
  store: string,
  rows: R[],
  from: string,
  to: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(book.title);
  sheet.addRow([store]).font = { bold: true };
  sheet.addRow([book.title.toUpperCase()]).font = { bold: true, size: 14 };
  sheet.addRow([`Từ ngày ${formatDay(from)} đến ngày ${formatDay(to)}`]);
  sheet.addRow([]);
  sheet.addRow(['STT', ...book.columns.map((c) => c.header)]).font = { bold: true };
  rows.forEach((r, i) => {
    const row = sheet.addRow([
      i + 1,
      ...book.columns.map((c) => {
        const value = c.cell(r);
        return c.day && typeof value === 'string' ? dayCell(value) : (value ?? '');
      }),
    ]);
    book.columns.forEach((c, at) => {
      if (c.day) row.getCell(at + 2).numFmt = DAY_FORMAT;
    });
  });
  sheet.getColumn(1).width = 6;
  book.columns.forEach((c, i) => (sheet.getColumn(i + 2).width = c.width));
  return workbookBuffer(workbook);
}
