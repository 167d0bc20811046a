/**
 * Formula injection ("CSV injection", OWASP) on every exported spreadsheet: text that a
 * spreadsheet program would take for a formula is written so that it shows as text, and the
 * imports read it back as it was (docs/decisions.md, "Exported spreadsheets never carry a formula").
 * Numbers are never touched: a negative amount stays a number.
 */
import type ExcelJS from 'exceljs';

/** What starts a formula in Excel, LibreOffice and Google Sheets: = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Text the CSV export prefixed with an apostrophe (text already starting `'=` or `''` is prefixed too). */
const NEUTRALISED = /^'[=+\-@\t\r']/;

export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** A CSV cell's text: OWASP's leading apostrophe before anything that would start a formula. */
export function csvText(text: string): string {
  return FORMULA_START.test(text) || NEUTRALISED.test(text) ? `'${text}` : text;
}

/**
 * The inverse of csvText for imports, so that an exported file imports as it was. Exactly one
 * apostrophe is dropped, and only where csvText adds one, which makes the pair lossless.
 */
export function importedText(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/**
 * Every .xlsx export ends here. exceljs writes a JavaScript string as a string cell, never as a
 * formula, so nothing is evaluated when the file opens; formula-like text also gets the text
 * number format, so that editing the cell in Excel keeps it text instead of turning it into a
 * live formula. No apostrophe is added: in a string cell it would show and change the data.
 */
export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
