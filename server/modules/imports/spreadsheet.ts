/**
 * Reads and writes the import files: .xlsx through exceljs, .csv (UTF-8, with a BOM so Excel
 * shows Vietnamese correctly) with a small RFC 4180 parser. Every cell comes out as trimmed
 * text; date cells become DD/MM/YYYY so one parser handles both formats.
 */
import ExcelJS from 'exceljs';

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
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
  }
  return rows;
}

export function readCsv(data: Buffer): SheetRows {
  let text = data.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const delimiter =
    (text.split('\n')[0] ?? '').split(';').length > (text.split('\n')[0] ?? '').split(',').length ? ';' : ',';
  const rows: SheetRows = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(cell.trim());
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows;
}

export function isXlsx(data: Buffer): boolean {
  return data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

export async function readSheet(data: Buffer): Promise<SheetRows> {
  return isXlsx(data) ? readXlsx(data) : readCsv(data);
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
