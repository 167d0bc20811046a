/**
 * The product form's values and their conversion to and from the API: texts are '' while empty,
 * money and stock are numbers or null, and units carry a local key for React lists.
 */
import { type Product, type ProductInput, suggestedUnitPrice } from '../../domain/catalog/products';
import type { DrugClass } from '../../domain/pos-enums';

export interface UnitRow {
  key: string;
  id?: string;
  uom_id: string;
  factor: number | null;
  price: number | null;
  barcode: string;
}

const TEXT_FIELDS = [
  'code',
  'name',
  'active_ingredient',
  'strength',
  'dosage_form',
  'route',
  'registration_number',
  'national_drug_code',
  'manufacturer',
  'country_of_origin',
  'packaging',
  'storage_conditions',
  'usage_instructions',
  'note',
  'category_id',
  'tax_id',
  'default_vendor_id',
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];

export type ProductFormValues = Record<TextField, string> & {
  tag_ids: string[];
  drug_class: DrugClass;
  tracking_type: 'none' | 'basic' | 'lot' | 'serial';
  special_control: 'none' | 'narcotic' | 'psychotropic' | 'precursor';
  cost_price: number | null;
  min_stock: number | null;
  max_stock: number | null;
  is_active: boolean;
  units: UnitRow[];
};

let counter = 0;
export function newUnitRow(patch: Partial<UnitRow> = {}): UnitRow {
  counter += 1;
  return { key: `u${counter}`, uom_id: '', factor: null, price: null, barcode: '', ...patch };
}

export function emptyProductValues(): ProductFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  return {
    ...texts,
    tag_ids: [],
    drug_class: 'otc',
    tracking_type: 'lot',
    special_control: 'none',
    cost_price: null,
    min_stock: null,
    max_stock: null,
    is_active: true,
    units: [newUnitRow({ factor: 1 })],
  };
}

export function productToValues(product: Product): ProductFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, product[field] ?? ''])) as Record<
    TextField,
    string
  >;
  const units = [...product.units].sort((a, b) => a.factor - b.factor);
  return {
    ...texts,
    tag_ids: product.tag_ids,
    drug_class: product.drug_class,
    tracking_type: product.tracking_type,
    special_control: product.special_control,
    cost_price: product.cost_price,
    min_stock: product.min_stock,
    max_stock: product.max_stock,
    is_active: product.is_active,
    units: units.map((unit) =>
      newUnitRow({
        id: unit.id,
        uom_id: unit.uom_id,
        factor: unit.factor,
        price: unit.price,
        barcode: unit.barcode ?? '',
      }),
    ),
  };
}

/**
 * The body the product schema validates: the base unit first with factor 1. A larger unit's
 * empty price is the base price times its factor, as its placeholder shows; an empty base price
 * (or one that cannot be worked out) stays empty for the schema to ask for, never 0 ₫.
 */
export function valuesToInput(values: ProductFormValues): ProductInput {
  const { units, cost_price, ...rest } = values;
  const basePrice = units[0]?.price ?? null;
  return {
    ...rest,
    cost_price: cost_price ?? 0,
    units: units.map((unit, index) => ({
      ...(unit.id ? { id: unit.id } : {}),
      uom_id: unit.uom_id,
      factor: index === 0 ? 1 : (unit.factor as number),
      price: (unit.price ?? suggestedUnitPrice(basePrice, unit.factor)) as number,
      barcode: unit.barcode,
    })),
  };
}
