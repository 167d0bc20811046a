/**
 * One product row of an import file, read without a database: the tracking words a manager
 * types (the template's and the product form's), a larger unit's factor written with a decimal
 * comma, and the expiry of an opening lot judged against the shop's day.
 */
import { parseDate } from '../../../server/modules/imports/cells';
import { PRODUCT_COLUMNS, type ProductColumn } from '../../../server/modules/imports/product-columns';
import { parseProductRow } from '../../../server/modules/imports/product-rows';
import { TRACKING_TYPES } from '../../../src/domain/catalog/products';
import type { ImportError } from '../../../src/domain/catalog/imports';
import { catalogText } from '../../../src/i18n/catalog-screens';

const TODAY = '2026-11-28';
const FACTOR_WHOLE =
  'Quy đổi là số nguyên: số đơn vị cơ bản trong một đơn vị này (ví dụ 10). Không nhập số thập phân; nếu lẻ, hãy chọn đơn vị cơ bản nhỏ hơn.';

/** A lot-tracked product with an opening lot, changed by `cells`. */
function readRow(cells: Partial<Record<ProductColumn, string>>) {
  const row: Partial<Record<ProductColumn, string>> = {
    name: 'Paracetamol 500mg',
    trackingType: 'Lô và hạn dùng',
    baseUnit: 'Viên',
    basePrice: '1.000',
    lotNumber: 'L01',
    expiryDate: '31/12/2027',
    openingQuantity: '100',
    ...cells,
  };
  const errors: ImportError[] = [];
  const candidate = parseProductRow(2, (c) => row[c] ?? '', errors, TODAY);
  return { candidate, errors };
}

/** A product without lots or opening stock, with the tracking cell as written. */
const tracked = (words: string) => readRow({ trackingType: words, lotNumber: '', expiryDate: '', openingQuantity: '' });

describe('the tracking column', () => {
  const form = catalogText.products.tracking;
  it.each(TRACKING_TYPES.map((type) => [form[type], type] as const))(
    'takes the product form’s “%s”, in any case, without diacritics, with stray spaces',
    (words, type) => {
      const bare = words
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd');
      for (const written of [
        words,
        words.toUpperCase(),
        bare,
        ` ${words.replaceAll(' ', '  ')} `,
        words.replaceAll(' ', '\u00a0'),
      ]) {
        const { candidate, errors } = tracked(written);
        expect(errors, written).toEqual([]);
        expect(candidate?.input.tracking_type, written).toBe(type);
      }
    },
  );

  it('still takes the template’s words, and refuses other words with one message on that cell', () => {
    expect(tracked('Lô và hạn dùng').candidate?.input.tracking_type).toBe('lot');
    expect(tracked('Số lượng').candidate?.input.tracking_type).toBe('basic');
    expect(tracked('Không quản lý').candidate?.input.tracking_type).toBe('none');
    expect(tracked('Số sê-ri').candidate?.input.tracking_type).toBe('serial');
    expect(tracked('').candidate?.input.tracking_type).toBe('basic');
    expect(tracked('Theo lô và ngày').errors).toEqual([
      { row: 2, column: PRODUCT_COLUMNS.trackingType, message: 'Giá trị không nằm trong danh sách cho phép.' },
    ]);
  });
});

describe('a larger unit’s factor', () => {
  it.each([
    ['2,5', { unit2: 'Vỉ', factor2: '2,5' }, PRODUCT_COLUMNS.factor2],
    ['2,5 with its own price', { unit2: 'Vỉ', factor2: '2,5', price2: '2.500' }, PRODUCT_COLUMNS.factor2],
    ['2.5', { unit2: 'Vỉ', factor2: '2.5' }, PRODUCT_COLUMNS.factor2],
    ['0,5', { unit2: 'Vỉ', factor2: '0,5' }, PRODUCT_COLUMNS.factor2],
    ['2,125 (a comma is the decimal mark)', { unit2: 'Vỉ', factor2: '2,125' }, PRODUCT_COLUMNS.factor2],
    ['1,000', { unit2: 'Thùng', factor2: '1,000' }, PRODUCT_COLUMNS.factor2],
    [
      '12,25 on the third unit',
      { unit2: 'Vỉ', factor2: '10', unit3: 'Hộp', factor3: '12,25' },
      PRODUCT_COLUMNS.factor3,
    ],
  ] as const)('%s is one message on that cell, saying a factor is a whole count', (_, cells, column) => {
    const { candidate, errors } = readRow(cells);
    expect(candidate).toBeNull();
    expect(errors).toEqual([{ row: 2, column, message: FACTOR_WHOLE }]);
  });

  it('reads whole factors the Vietnamese way', () => {
    const units = (factor: string) => readRow({ unit2: 'Thùng', factor2: factor }).candidate?.input.units[1]?.factor;
    expect(units('10')).toBe(10);
    expect(units('1.000')).toBe(1000);
  });
});

describe('an opening lot’s expiry', () => {
  it('takes a lot expiring today or later', () => {
    expect(readRow({ expiryDate: '28/11/2026' }).candidate?.lot).toMatchObject({ expiry_date: '2026-11-28' });
    expect(readRow({ expiryDate: '29/11/2026' }).errors).toEqual([]);
  });

  it('refuses an expired lot on the expiry cell, and only that', () => {
    const { candidate, errors } = readRow({ expiryDate: '27/11/2026' });
    expect(candidate).toBeNull();
    expect(errors).toEqual([
      {
        row: 2,
        column: PRODUCT_COLUMNS.expiryDate,
        message: 'Lô đã hết hạn (27/11/2026): không nhập làm tồn đầu kỳ. Hàng hết hạn không được bán và phải xuất hủy.',
      },
    ]);
  });

  it('reads the day of a date cell as the reader gives it, and the text forms', () => {
    // 46752 is Excel's number for 31/12/2027 (a date cell in a column formatted as text).
    for (const text of ['31/12/2027', '31-12-2027', '31.12.2027', '2027-12-31', '46752', '2027-12-31T00:00:00.000Z'])
      expect(parseDate(text), text).toBe('2027-12-31');
  });
});

describe('an empty drug class', () => {
  const classOf = (registrationNumber: string, drugClass = '') =>
    readRow({ registrationNumber, drugClass, lotNumber: '', expiryDate: '', openingQuantity: '' }).candidate?.input
      .drug_class;

  it('is goods when the number is a supplement’s, cosmetic’s or device’s, and OTC otherwise', () => {
    expect(classOf('4521/2023/ĐKSP')).toBe('none');
    expect(classOf('123456/24/CBMP-QLD')).toBe('none');
    expect(classOf('230001234/PCBA-HN')).toBe('none');
    expect(classOf('VD-12345-19')).toBe('otc');
    expect(classOf('893110012324')).toBe('otc');
    expect(classOf('')).toBe('otc');
  });

  it('leaves a class the file names as it is', () => {
    expect(classOf('4521/2023/ĐKSP', 'Kê đơn')).toBe('rx');
    expect(classOf('VD-12345-19', 'Không phải thuốc')).toBe('none');
  });
});
