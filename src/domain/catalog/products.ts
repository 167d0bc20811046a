/**
 * Products with their units (DOMAIN.md "Product"): one base unit with factor 1 and larger units
 * with an integer factor, each with its own price and barcode. The same schema validates the
 * product form and the API body.
 */
import { z } from '../z';
import { booleanFilter, listQuery } from '../list-query';
import { catalogVi } from '../../i18n/catalog-errors';
import { dong, lineAmount } from '../money';
import { clientId, money, optionalRef, optionalText, recordColumns, requiredText } from './fields';

/** Over the counter, on prescription, or not a drug (a plaster, a cosmetic, a supplement): the national link-up takes drugs only. */
export const DRUG_CLASSES = ['otc', 'rx', 'none'] as const;
export const TRACKING_TYPES = ['none', 'basic', 'lot', 'serial'] as const;
export const SPECIAL_CONTROLS = ['none', 'narcotic', 'psychotropic', 'precursor'] as const;

/**
 * Every unit carries its price, 0 included (a free sample): the API does not guess one. A price
 * left empty is filled where a person leaves it empty, the form and the import, with
 * `suggestedUnitPrice`, which is what they show before saving.
 */
export const productUnitInput = z.object({
  id: clientId,
  uom_id: z.uuid(),
  factor: z.number().int().min(1).max(1_000_000),
  price: money,
  barcode: optionalText(64),
});

/**
 * What a larger unit sells at when its price is left empty: the base unit's price times its
 * factor (a vỉ of 10 viên at 1.000 ₫ is 10.000 ₫), so an empty price never sells at 0 ₫. Null
 * while the base price or the factor is not known yet.
 */
export function suggestedUnitPrice(basePrice: number | null, factor: number | null): number | null {
  if (basePrice === null || factor === null) return null;
  if (!Number.isSafeInteger(basePrice) || !Number.isSafeInteger(factor) || factor < 1) return null;
  return lineAmount(dong(basePrice), factor);
}

/**
 * What a unit costs at the product's cost price (per base unit) when that is not below the unit's
 * sale price: sold there, the shop makes nothing or loses. Null when it sells at a profit, or when
 * the price, the cost or the factor is not known; a price of 0 (a free sample) says nothing.
 */
export function unitCostOverPrice(
  price: number | null,
  costPrice: number | null,
  factor: number | null,
): number | null {
  if (price === null || costPrice === null || factor === null || price <= 0 || costPrice <= 0 || factor < 1)
    return null;
  const cost = lineAmount(dong(costPrice), factor);
  return cost >= price ? cost : null;
}

const stock = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000)
  .nullish()
  .transform((v) => v ?? null);

export const productInput = z
  .object({
    id: clientId,
    code: optionalText(30),
    name: requiredText(255),
    category_id: optionalRef,
    tag_ids: z.array(z.uuid()).max(30).default([]),
    drug_class: z.enum(DRUG_CLASSES).default('otc'),
    active_ingredient: optionalText(500),
    strength: optionalText(120),
    dosage_form: optionalText(120),
    route: optionalText(120),
    registration_number: optionalText(60),
    national_drug_code: optionalText(60),
    manufacturer: optionalText(255),
    country_of_origin: optionalText(120),
    packaging: optionalText(255),
    cost_price: money.default(0),
    tax_id: optionalRef,
    tracking_type: z.enum(TRACKING_TYPES).default('basic'),
    min_stock: stock,
    max_stock: stock,
    storage_conditions: optionalText(500),
    special_control: z.enum(SPECIAL_CONTROLS).default('none'),
    usage_instructions: optionalText(2000),
    default_vendor_id: optionalRef,
    is_active: z.boolean().default(true),
    note: optionalText(2000),
    units: z.array(productUnitInput).min(1).max(10),
  })
  .superRefine((p, ctx) => {
    const bases = p.units.filter((u) => u.factor === 1);
    if (bases.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['units'], message: catalogVi.errors.baseUnitRequired });
    const factors = new Set<number>();
    const uoms = new Set<string>();
    const barcodes = new Set<string>();
    p.units.forEach((u, i) => {
      if (u.factor !== 1 && factors.has(u.factor))
        ctx.addIssue({ code: 'custom', path: ['units', i, 'factor'], message: catalogVi.errors.factorRepeated });
      factors.add(u.factor);
      if (uoms.has(u.uom_id))
        ctx.addIssue({ code: 'custom', path: ['units', i, 'uom_id'], message: catalogVi.errors.unitRepeated });
      uoms.add(u.uom_id);
      if (u.barcode && barcodes.has(u.barcode))
        ctx.addIssue({ code: 'custom', path: ['units', i, 'barcode'], message: catalogVi.errors.barcodeRepeated });
      if (u.barcode) barcodes.add(u.barcode);
    });
    if (p.min_stock !== null && p.max_stock !== null && p.min_stock > p.max_stock) {
      ctx.addIssue({ code: 'custom', path: ['min_stock'], message: catalogVi.errors.minMaxStock });
    }
  });

export const productUnit = z.object({
  id: z.uuid(),
  uom_id: z.uuid(),
  uom_name: z.string(),
  factor: z.number().int(),
  price: z.number().int(),
  barcode: z.string().nullable(),
  is_base: z.boolean(),
});

export const product = z.object({
  ...recordColumns,
  code: z.string(),
  name: z.string(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  tag_ids: z.array(z.uuid()),
  drug_class: z.enum(DRUG_CLASSES),
  active_ingredient: z.string().nullable(),
  strength: z.string().nullable(),
  dosage_form: z.string().nullable(),
  route: z.string().nullable(),
  registration_number: z.string().nullable(),
  national_drug_code: z.string().nullable(),
  manufacturer: z.string().nullable(),
  country_of_origin: z.string().nullable(),
  packaging: z.string().nullable(),
  cost_price: z.number().int(),
  /** Price of the base unit. */
  sale_price: z.number().int(),
  tax_id: z.uuid().nullable(),
  tax_rate: z.number().int().nullable(),
  tracking_type: z.enum(TRACKING_TYPES),
  min_stock: z.number().int().nullable(),
  max_stock: z.number().int().nullable(),
  storage_conditions: z.string().nullable(),
  special_control: z.enum(SPECIAL_CONTROLS),
  usage_instructions: z.string().nullable(),
  default_vendor_id: z.uuid().nullable(),
  default_vendor_name: z.string().nullable(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
  note: z.string().nullable(),
  /** Quantity on hand in base units. */
  stock_on_hand: z.number().int(),
  units: z.array(productUnit),
});

export const productListQuery = listQuery(
  ['name', 'code', 'sale_price', 'stock_on_hand', 'created_at', 'updated_at'],
  'name',
).extend({
  category_id: z.uuid().optional(),
  tag_id: z.uuid().optional(),
  drug_class: z.enum(DRUG_CLASSES).optional(),
  tracking_type: z.enum(TRACKING_TYPES).optional(),
  active: booleanFilter,
});

export const lotInput = z.object({
  id: clientId,
  lot_number: requiredText(60),
  expiry_date: z.iso
    .date()
    .nullish()
    .transform((v) => v ?? null),
  manufacture_date: z.iso
    .date()
    .nullish()
    .transform((v) => v ?? null),
  cost: money.default(0),
  /** Opening quantity in base units, recorded as an opening stock move. */
  quantity: z.number().int().min(0).max(1_000_000_000).default(0),
});

export const lot = z.object({
  ...recordColumns,
  product_id: z.uuid(),
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
  manufacture_date: z.string().nullable(),
  cost: z.number().int(),
  quantity: z.number().int(),
});

export type ProductInput = z.input<typeof productInput>;
export type Product = z.infer<typeof product>;
export type Lot = z.infer<typeof lot>;
