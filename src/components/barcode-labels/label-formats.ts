/**
 * The label stocks a shop prints on, in millimetres. A4 sheets of 65 self-adhesive labels go
 * through an office printer; the thermal label printers most pharmacies keep beside the till
 * (Xprinter and the like) take rolls of die-cut labels one, two or three across (35 × 22 and
 * 30 × 20 mm on the 110 mm printers, 40 × 30 and 50 × 30 mm one across), and print one row of the
 * roll per page. A page of a roll is one row, so the printer feeds exactly the labels
 * printed and no blank ones.
 */
export type LabelFormatId =
  'a4-65' | 'roll-2-35x22' | 'roll-3-35x22' | 'roll-3-30x20' | 'roll-1-40x30' | 'roll-1-50x30';

export interface LabelFormat {
  id: LabelFormatId;
  columns: number;
  /** Rows on a page: a sheet's, or 1 on a roll. */
  rows: number;
  width: number;
  height: number;
  columnGap: number;
  /** The gap between rows on a sheet (on a roll, the printer skips the gap between rows itself). */
  rowGap: number;
  /** Where the labels start on the page. */
  margin: { top: number; left: number };
  roll: boolean;
  /** The barcode's height, and the size of the name and price. */
  barcodeHeight: number;
  fontPt: number;
}

/** Print size: small labels (about 20 mm high), the A4 sheet's, or large ones (30 mm high, one across). */
const SIZES = {
  small: { barcodeHeight: 8.5, fontPt: 6.5 },
  normal: { barcodeHeight: 9.5, fontPt: 7 },
  large: { barcodeHeight: 14, fontPt: 9 },
};

const roll = (
  columns: number,
  width: number,
  height: number,
  size: keyof typeof SIZES = 'normal',
): Omit<LabelFormat, 'id'> => ({
  columns,
  rows: 1,
  width,
  height,
  columnGap: 2,
  rowGap: 0,
  margin: { top: 0, left: 0 },
  roll: true,
  ...SIZES[size],
});

export const LABEL_FORMATS: Record<LabelFormatId, LabelFormat> = {
  'a4-65': {
    id: 'a4-65',
    columns: 5,
    rows: 13,
    width: 38,
    height: 21,
    columnGap: 2.5,
    rowGap: 0.2,
    margin: { top: 10, left: 5 },
    roll: false,
    ...SIZES.normal,
  },
  'roll-2-35x22': { id: 'roll-2-35x22', ...roll(2, 35, 22) },
  'roll-3-35x22': { id: 'roll-3-35x22', ...roll(3, 35, 22) },
  'roll-3-30x20': { id: 'roll-3-30x20', ...roll(3, 30, 20, 'small') },
  'roll-1-40x30': { id: 'roll-1-40x30', ...roll(1, 40, 30, 'large') },
  'roll-1-50x30': { id: 'roll-1-50x30', ...roll(1, 50, 30, 'large') },
};

export const LABEL_FORMAT_IDS = Object.keys(LABEL_FORMATS) as LabelFormatId[];

export const labelsPerPage = (format: LabelFormat) => format.columns * format.rows;

/** The paper's @page rule: A4 with the sheet's margins, or exactly one row of the roll. */
export function labelPage(format: LabelFormat): string {
  if (!format.roll) return `size: A4; margin: ${format.margin.top}mm ${format.margin.left}mm;`;
  const width = format.columns * format.width + (format.columns - 1) * format.columnGap;
  return `size: ${width}mm ${format.height}mm; margin: 0;`;
}
