/**
 * Reading and writing the import and export files without a database: CSV files as shops save
 * them (`;` from Excel with a Vietnamese locale, quoted cells with commas and line breaks, a BOM,
 * UTF-16 from "Unicode Text", letters decomposed by a Mac), and the formula-injection guard on
 * what the server writes.
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { csvText, importedText, workbookBuffer } from '../../../server/lib/formula-injection';
import { parseDate } from '../../../server/modules/imports/cells';
import { guessDelimiter } from '../../../server/modules/imports/csv-reader';
import { readSheet, writeCsv, writeXlsx } from '../../../server/modules/imports/spreadsheet';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('reading a CSV file', () => {
  it('takes `;` as the delimiter even when quoted cells hold more commas than there are semicolons', async () => {
    const file = utf8(
      'Họ và tên;"Địa chỉ (số nhà, ngõ, phố, phường, quận)";Ghi chú\n' +
        '"Nguyễn Văn An";"Số 12, ngõ 34, phố Huế, phường Phạm Đình Hổ, quận Hai Bà Trưng, Hà Nội";"Dị ứng: penicillin, aspirin, ibuprofen"\n' +
        '"Trần Thị Bình";"45, Lê Lợi, Huế";""\n',
    );
    expect(guessDelimiter(file)).toBe(';');
    expect(await readSheet(file)).toEqual([
      ['Họ và tên', 'Địa chỉ (số nhà, ngõ, phố, phường, quận)', 'Ghi chú'],
      [
        'Nguyễn Văn An',
        'Số 12, ngõ 34, phố Huế, phường Phạm Đình Hổ, quận Hai Bà Trưng, Hà Nội',
        'Dị ứng: penicillin, aspirin, ibuprofen',
      ],
      ['Trần Thị Bình', '45, Lê Lợi, Huế', ''],
    ]);
  });

  it('takes `,` when the semicolons are the ones inside quotes, and a tab when tabs split the columns', async () => {
    const commas = utf8('Tên sản phẩm,Ghi chú\n"Siro ho","Ngày 3 lần; sau ăn; lắc đều"\n');
    expect(await readSheet(commas)).toEqual([
      ['Tên sản phẩm', 'Ghi chú'],
      ['Siro ho', 'Ngày 3 lần; sau ăn; lắc đều'],
    ]);
    const tabs = utf8('Tên sản phẩm\tGiá bán\nBông, băng, gạc\t12.000\n');
    expect(await readSheet(tabs)).toEqual([
      ['Tên sản phẩm', 'Giá bán'],
      ['Bông, băng, gạc', '12.000'],
    ]);
  });

  it('keeps line breaks and doubled quotes inside quoted cells (CRLF files too)', async () => {
    const file = utf8('Họ và tên,Ghi chú\r\n"Lê Văn Cường","Dòng một\r\nDòng hai, ""có ngoặc"""\r\nPhạm Thị Dung,\r\n');
    expect(await readSheet(file)).toEqual([
      ['Họ và tên', 'Ghi chú'],
      ['Lê Văn Cường', 'Dòng một\r\nDòng hai, "có ngoặc"'],
      ['Phạm Thị Dung', ''],
    ]);
  });

  it('drops a UTF-8 BOM, reads UTF-16 with its BOM, and brings decomposed letters to NFC', async () => {
    const withBom = utf8('\ufeffHọ và tên;Số điện thoại\nNguyễn Văn An;0901000001\n');
    expect((await readSheet(withBom))[0]![0]).toBe('Họ và tên');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Họ và tên\tSố điện thoại\r\nTrần Thị Bình\t0901000002\r\n', 'utf16le'),
    ]);
    expect(await readSheet(utf16)).toEqual([
      ['Họ và tên', 'Số điện thoại'],
      ['Trần Thị Bình', '0901000002'],
    ]);
    const decomposed = utf8('Họ và tên\nNguyễn Thị Hoà\n'.normalize('NFD'));
    expect(await readSheet(decomposed)).toEqual([['Họ và tên'], ['Nguyễn Thị Hoà'.normalize('NFC')]]);
  });

  it('reads short rows and stray quotes in unquoted cells; a quoted cell never closed is an error', async () => {
    const file = utf8('Tên sản phẩm,Đơn vị cơ bản,Giá bán,Hạn dùng\nThuốc nhỏ mắt 5" ,Lọ,"30.000"\n');
    expect(await readSheet(file)).toEqual([
      ['Tên sản phẩm', 'Đơn vị cơ bản', 'Giá bán', 'Hạn dùng'],
      ['Thuốc nhỏ mắt 5"', 'Lọ', '30.000'],
    ]);
    await expect(readSheet(utf8('Tên,Ghi chú\nA,"không đóng\n'))).rejects.toThrow();
  });
});

describe('reading an .xlsx date cell', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['UTC', 'Asia/Ho_Chi_Minh', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'gives the day Excel shows, whatever the server’s time zone (%s)',
    async (timeZone) => {
      process.env.TZ = timeZone;
      if (timeZone !== 'UTC') expect(new Date(Date.UTC(2027, 11, 31)).getTimezoneOffset()).not.toBe(0);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sản phẩm');
      sheet.addRow(['Hạn dùng']);
      // As Excel stores 31/12/2027 typed into a date column, at 23:30 in one, and pasted into
      // the template's text column; then as a JS Date (what exceljs writes and reads back).
      sheet.addRow([46752]).getCell(1).numFmt = 'dd/mm/yyyy';
      sheet.addRow([46752 + 23.5 / 24]).getCell(1).numFmt = 'dd/mm/yyyy hh:mm';
      sheet.addRow([46752]).getCell(1).numFmt = '@';
      sheet.addRow([new Date(Date.UTC(2027, 11, 31))]);
      sheet.addRow(['31/12/2027']).getCell(1).numFmt = '@';
      const rows = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(rows.slice(1).map(([cell]) => parseDate(cell!))).toEqual(Array(5).fill('2027-12-31'));
    },
  );
});

describe('formula injection on export', () => {
  it('prefixes formula-like text with an apostrophe in CSV, and the import drops exactly that apostrophe', () => {
    const cases: Array<[string, string]> = [
      ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
      ['+84901000001', `'+84901000001`],
      ['-Bình', `'-Bình`],
      ['@SUM(A1)', `'@SUM(A1)`],
      ['\t=1+1', `'\t=1+1`],
      ['\r=1+1', `'\r=1+1`],
      ["'=1+1", `''=1+1`],
      ['Nguyễn Văn An', 'Nguyễn Văn An'],
      ["'Bình'", "'Bình'"],
      ['a=b', 'a=b'],
      ['', ''],
    ];
    for (const [text, written] of cases) {
      expect(csvText(text), JSON.stringify(text)).toBe(written);
      expect(importedText(written), JSON.stringify(written)).toBe(text);
    }
    fc.assert(fc.property(fc.string(), (text) => importedText(csvText(text)) === text));
  });

  it('writes CSV numbers as numbers (a negative amount is not text) and text cells neutralised', async () => {
    const file = writeCsv(
      ['Tên', 'Số tiền', 'Ghi chú'],
      [
        ['=HYPERLINK("x")', -12000, '-1'],
        ['Nguyễn Văn An', 0, null],
      ],
    );
    expect(file.toString('utf8')).toBe(
      '\ufeffTên,Số tiền,Ghi chú\r\n"\'=HYPERLINK(""x"")",-12000,\'-1\r\nNguyễn Văn An,0,\r\n',
    );
    expect(await readSheet(file)).toEqual([
      ['Tên', 'Số tiền', 'Ghi chú'],
      ['=HYPERLINK("x")', '-12000', '-1'],
      ['Nguyễn Văn An', '0', ''],
    ]);
  });

  it('writes XLSX formula-like text as a text cell in text format, numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Báo cáo');
    sheet.addRow(['=HYPERLINK("x")', -12000, 'Nguyễn Văn An', '@cmd']);
    const loaded = new ExcelJS.Workbook();
    await loaded.xlsx.load((await workbookBuffer(workbook)) as unknown as ExcelJS.Buffer);
    const row = loaded.worksheets[0]!.getRow(1);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=HYPERLINK("x")');
    expect(row.getCell(1).numFmt).toBe('@');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).value).toBe(-12000);
    expect(row.getCell(2).numFmt).toBeUndefined();
    expect(row.getCell(3).numFmt).toBeUndefined();
    expect(row.getCell(4).numFmt).toBe('@');
    const imported = await readSheet(await writeXlsx('Khách hàng', ['Họ và tên'], [['=HYPERLINK("x")']]));
    expect(imported).toEqual([['Họ và tên'], ['=HYPERLINK("x")']]);
  });
});
