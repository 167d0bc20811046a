/**
 * Reads and writes the import files: .xlsx through exceljs, .csv through csv-parse (csv-reader.ts)
 * and written UTF-8 with a BOM so Excel shows Vietnamese correctly. Every cell comes out as
 * trimmed NFC text; date cells become DD/MM/YYYY so one parser handles both formats. Written
 * files are guarded against formula injection (server/lib/formula-injection.ts).
 */
import ExcelJS from 'exceljs';
import { csvText, importedText, workbookBuffer } from '../../lib/formula-injection';
import { readCsv } from './csv-reader';

export type SheetRows = string[][];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

export async function readXlsx(data: Buffer): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRows = [];
  const width = sheet.columnCount;
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

export function isXlsx(data: Buffer): boolean {
  return data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/**
 * A cell as the row parsers want it: without the apostrophe our own CSV export put before
 * formula-like text, in NFC (a file typed on a Mac carries Vietnamese letters decomposed, which
 * would neither match the column titles nor look up the same as the shop's names), trimmed.
 */
function clean(text: string): string {
  return importedText(text).normalize('NFC').trim();
}

export async function readSheet(data: Buffer): Promise<SheetRows> {
  const rows = isXlsx(data) ? await readXlsx(data) : readCsv(data);
  return rows.map((cells) => cells.map(clean));
}

function csvCell(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  const text = csvText(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function writeCsv(header: string[], rows: Array<Array<string | number | null>>): Buffer {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function writeXlsx(
  sheetName: string,
  header: string[],
  rows: Array<Array<string | number | null>>,
  guide?: Array<[string, string]>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PharmaTill';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  header.forEach((title, i) => {
    sheet.getColumn(i + 1).width = Math.max(12, title.length + 4);
    // Text format keeps leading zeros of phone numbers, barcodes and dates as typed.
    sheet.getColumn(i + 1).numFmt = '@';
  });
  for (const row of rows) sheet.addRow(row);
  if (guide) {
    const help = workbook.addWorksheet('Hướng dẫn');
    help.addRow(['Cột', 'Cách nhập']);
    help.getRow(1).font = { bold: true };
    help.getColumn(1).width = 24;
    help.getColumn(2).width = 90;
    for (const line of guide) help.addRow(line);
  }
  return workbookBuffer(workbook);
}
