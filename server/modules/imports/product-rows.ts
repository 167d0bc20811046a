/**
 * One spreadsheet row to a candidate product, validated by the same schema as the product form
 * (with stand-in unit ids, since unit and category names are resolved on commit). Problems are
 * reported as (row, column title, message).
 */
import type { z } from 'zod';
import { productInput, suggestedUnitPrice } from '../../../src/domain/catalog/products';
import { goodsKindOf } from '../../../src/domain/catalog/registration';
import { TAX_RATES } from '../../../src/domain/catalog/master-data';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { vi } from '../../../src/i18n/messages';
import type { ImportError } from '../../../src/domain/catalog/imports';
import { isExpired } from '../../../src/domain/lots';
import { formatDay, todayInShop } from '../../../src/domain/shop-clock';
import { camelCase } from '../../lib/records';
import { CellError, nullIfEmpty, parseChoice, parseDate, parseFactor, parseWhole } from './cells';
import {
  DRUG_CLASS_LABELS,
  PRODUCT_COLUMNS as C,
  SPECIAL_CONTROL_LABELS,
  TRACKING_LABELS,
  type ProductColumn,
} from './product-columns';

export interface ProductCandidate {
  row: number;
  input: z.output<typeof productInput>;
  categoryName: string | null;
  unitNames: string[];
  taxRate: number | null;
  vendorRef: string | null;
  lot: { lot_number: string; expiry_date: string | null; manufacture_date: string | null; cost: number } | null;
  openingQuantity: number;
  /** The class cell was empty and the registration number is a supplement's, cosmetic's or device's. */
  goodsByNumber: boolean;
}

const UNIT_SLOTS = [
  { uom: 'baseUnit', factor: null, price: 'basePrice', barcode: 'baseBarcode' },
  { uom: 'unit2', factor: 'factor2', price: 'price2', barcode: 'barcode2' },
  { uom: 'unit3', factor: 'factor3', price: 'price3', barcode: 'barcode3' },
] as const;

function standInId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function parseProductRow(
  row: number,
  get: (c: ProductColumn) => string,
  errors: ImportError[],
  today: string = todayInShop(),
): ProductCandidate | null {
  const before = errors.length;
  const cell = <T>(column: ProductColumn, parse: (text: string) => T, fallback: T): T => {
    try {
      return parse(get(column));
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ row, column: C[column], message: error.message });
      return fallback;
    }
  };
  const whole = (column: ProductColumn) => cell(column, parseWhole, null);
  const taxRate = cell(
    'taxRate',
    (t) => {
      const n = parseWhole(t);
      if (n !== null && !(TAX_RATES as readonly number[]).includes(n)) throw new CellError(catalogVi.errors.taxRate);
      return n;
    },
    null,
  );

  const names = new Map<string, string>();
  const slots: Array<{ slot: (typeof UNIT_SLOTS)[number]; name: string }> = [];
  const typed = UNIT_SLOTS.flatMap((slot) => {
    const name = get(slot.uom).trim();
    if (!name) return [];
    const key = name.toLocaleLowerCase('vi');
    if (!names.has(key)) names.set(key, standInId(names.size + 1));
    slots.push({ slot, name });
    return [
      {
        uom_id: names.get(key)!,
        factor: slot.factor ? (cell(slot.factor, parseFactor, null) ?? 0) : 1,
        price: whole(slot.price),
        barcode: nullIfEmpty(get(slot.barcode)),
      },
    ];
  });
  // An empty "Giá bán 2/3" is the base price times the unit's factor, as the template's guide
  // says. It cannot be worked out only when the base price or the factor is missing or wrong,
  // and the row is refused for that, so the 0 below is never imported.
  const basePrice = get('baseUnit').trim() ? (typed[0]?.price ?? null) : null;
  const units = typed.map((unit) => ({
    ...unit,
    price: unit.price ?? suggestedUnitPrice(basePrice, unit.factor) ?? 0,
  }));
  if (!get('baseUnit').trim()) errors.push({ row, column: C.baseUnit, message: vi.validation.required });
  if (!get('basePrice').trim()) errors.push({ row, column: C.basePrice, message: vi.validation.required });

  const emptyClass = goodsKindOf(get('registrationNumber')) ? 'none' : 'otc';
  const raw = {
    code: get('code'),
    name: get('name'),
    // An empty class is OTC, or goods when the number is a supplement's, cosmetic's or device's.
    drug_class: cell(
      'drugClass',
      (t) => parseChoice(t, DRUG_CLASS_LABELS, emptyClass, vi.validation.invalidOption),
      'otc',
    ),
    active_ingredient: get('activeIngredient'),
    strength: get('strength'),
    dosage_form: get('dosageForm'),
    route: get('route'),
    registration_number: get('registrationNumber'),
    national_drug_code: get('nationalDrugCode'),
    manufacturer: get('manufacturer'),
    country_of_origin: get('countryOfOrigin'),
    packaging: get('packaging'),
    cost_price: whole('costPrice') ?? 0,
    tracking_type: cell(
      'trackingType',
      (t) => parseChoice(t, TRACKING_LABELS, 'basic', vi.validation.invalidOption),
      'basic',
    ),
    special_control: cell(
      'specialControl',
      (t) => parseChoice(t, SPECIAL_CONTROL_LABELS, 'none', vi.validation.invalidOption),
      'none',
    ),
    min_stock: whole('minStock'),
    max_stock: whole('maxStock'),
    storage_conditions: get('storageConditions'),
    usage_instructions: get('usageInstructions'),
    note: get('note'),
    units,
  };
  const parsed = productInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path.map(String);
      let column: string = C.name;
      if (head === 'units' && index !== undefined) {
        const slot = slots[Number(index)]?.slot ?? UNIT_SLOTS[0];
        const key =
          field === 'factor'
            ? slot.factor
            : field === 'price'
              ? slot.price
              : field === 'barcode'
                ? slot.barcode
                : slot.uom;
        column = C[(key ?? slot.uom) as ProductColumn];
      } else if (head === 'units') column = C.baseUnit;
      else column = C[camelCase(head ?? 'name') as ProductColumn] ?? C.name;
      // A cell that could not be read already says why; the schema's view of its stand-in is noise.
      if (errors.slice(before).some((e) => e.column === column)) continue;
      errors.push({ row, column, message: issue.message });
    }
  }

  const lotNumber = nullIfEmpty(get('lotNumber'));
  const expiry = cell('expiryDate', parseDate, null);
  const manufacture = cell('manufactureDate', parseDate, null);
  const openingQuantity = whole('openingQuantity') ?? 0;
  const tracking = parsed.success ? parsed.data.tracking_type : 'basic';
  if (tracking === 'lot' && openingQuantity > 0 && !lotNumber)
    errors.push({ row, column: C.lotNumber, message: catalogVi.errors.quantityNeedsLot });
  if (tracking === 'lot' && lotNumber && !expiry && !get('expiryDate').trim())
    errors.push({ row, column: C.expiryDate, message: catalogVi.errors.lotNeedsExpiry });
  if (expiry && manufacture && expiry <= manufacture)
    errors.push({ row, column: C.expiryDate, message: catalogVi.errors.expiryBeforeManufacture });
  // An expired lot cannot be sold: opening stock of it would only wait to be scrapped.
  else if (lotNumber && expiry && isExpired({ expiry_date: expiry }, today))
    errors.push({ row, column: C.expiryDate, message: catalogVi.errors.lotExpired(formatDay(expiry)) });

  if (errors.length > before || !parsed.success) return null;
  return {
    row,
    input: parsed.data,
    categoryName: nullIfEmpty(get('category')),
    unitNames: slots.map((s) => s.name),
    taxRate,
    vendorRef: nullIfEmpty(get('vendor')),
    lot: lotNumber
      ? { lot_number: lotNumber, expiry_date: expiry, manufacture_date: manufacture, cost: parsed.data.cost_price }
      : null,
    openingQuantity,
    goodsByNumber: !get('drugClass').trim() && parsed.data.drug_class === 'none',
  };
}
