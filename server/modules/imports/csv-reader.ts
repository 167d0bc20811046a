/**
 * Reads an uploaded .csv with csv-parse: UTF-8 with or without a BOM (UTF-16 with a BOM, as Excel's
 * "Unicode Text" writes it, too), quoted cells with delimiters, quotes and line breaks inside, and
 * the delimiter guessed from the first records, so files saved with `;` (Excel with a Vietnamese
 * or European locale) or tabs read as well as with `,`.
 */
import { parse, type Options } from 'csv-parse/sync';

const DELIMITERS = [',', ';', '\t'] as const;
/** Records read to guess the delimiter: enough to see a header and some rows, cheap on 10,000. */
const SAMPLE_RECORDS = 20;

const OPTIONS: Options = {
  bom: true,
  // A short row (trailing empty cells left out) is the row's problem, not the file's.
  relax_column_count: true,
  // A quote inside an unquoted cell (`Thuốc nhỏ mắt 5" `) is text, as spreadsheet programs read it.
  relax_quotes: true,
  skip_empty_lines: true,
  // Spaces around a delimiter or a quoted cell, as hand-written files have them.
  trim: true,
};

function sample(data: Buffer, delimiter: string, records: number): string[][] | null {
  try {
    return parse(data, { ...OPTIONS, delimiter, to: records }) as string[][];
  } catch {
    return null;
  }
}

/**
 * The delimiter whose first records all have the same number of columns, the most if several do;
 * a file where none is consistent (short rows, or a quote left open) takes the one that splits the
 * header most. Parsing with csv-parse, not counting characters, keeps delimiters inside quoted
 * cells out of the count.
 */
export function guessDelimiter(data: Buffer): string {
  let consistent: { delimiter: string; width: number } | null = null;
  let widestHeader = { delimiter: ',' as string, width: 0 };
  for (const delimiter of DELIMITERS) {
    const header = sample(data, delimiter, 1)?.[0]?.length ?? 0;
    if (header > widestHeader.width) widestHeader = { delimiter, width: header };
    const records = sample(data, delimiter, SAMPLE_RECORDS) ?? [];
    const widths = new Set(records.filter((r) => r.some((c) => c !== '')).map((r) => r.length));
    const [width = 0] = widths;
    if (widths.size === 1 && width > (consistent?.width ?? 1)) consistent = { delimiter, width };
  }
  return (consistent ?? widestHeader).delimiter;
}

/** Every record as its cells' text (not yet trimmed or cleaned: spreadsheet.ts does that for both formats). */
export function readCsv(data: Buffer): string[][] {
  return parse(data, { ...OPTIONS, delimiter: guessDelimiter(data) }) as string[][];
}
