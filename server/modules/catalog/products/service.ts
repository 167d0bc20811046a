/**
 * Rules of products: references must exist in the shop, the code is generated when empty
 * (SP000001) and unique, every barcode is unique across the shop's live units, units are
 * updated in place (removed ones archived so tills see them go), and a product is archived,
 * never deleted, so orders and stock moves that name it keep their history.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { Product, productInput } from '../../../../src/domain/catalog/products';
import { catalogVi } from '../../../../src/i18n/catalog-errors';
import type { Tx } from '../../../db/connection';
import { categories, productUnits, products, tags, taxes, uoms, vendors } from '../../../db/schema/index';
import type { Jobs } from '../../../jobs/queue';
import { nextCode } from '../../../lib/codes';
import { uniqueViolation } from '../../../lib/db-errors';
import { assertRefs, liveIds, refTable } from '../../../lib/refs';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../plugins/errors';
import { recheckMessagesOf } from '../../linkups/national-codes';
import { barcodesTaken, codeTaken, getProduct } from './repository';

export type ProductInput = z.output<typeof productInput>;

async function checkProduct(tx: Tx, tenantId: string, input: ProductInput, productId?: string): Promise<void> {
  await assertRefs(tx, tenantId, [
    { field: 'category_id', ref: refTable(categories), id: input.category_id },
    { field: 'tax_id', ref: refTable(taxes), id: input.tax_id },
    { field: 'default_vendor_id', ref: refTable(vendors), id: input.default_vendor_id },
  ]);
  const errors: FieldErrors = {};
  const liveTags = await liveIds(tx, tenantId, refTable(tags), input.tag_ids);
  if (input.tag_ids.some((id) => !liveTags.has(id))) errors.tag_ids = [catalogVi.errors.notFoundRef];
  const liveUoms = await liveIds(
    tx,
    tenantId,
    refTable(uoms),
    input.units.map((u) => u.uom_id),
  );
  input.units.forEach((u, i) => {
    if (!liveUoms.has(u.uom_id)) errors[`units.${i}.uom_id`] = [catalogVi.errors.notFoundRef];
  });
  if (input.code && (await codeTaken(tx, tenantId, input.code, productId))) errors.code = [catalogVi.errors.codeTaken];
  const taken = await barcodesTaken(
    tx,
    tenantId,
    input.units.flatMap((u) => (u.barcode ? [u.barcode] : [])),
    productId,
  );
  input.units.forEach((u, i) => {
    if (u.barcode && taken.has(u.barcode)) errors[`units.${i}.barcode`] = [catalogVi.errors.barcodeTaken];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

function productColumns(input: ProductInput) {
  const base = input.units.find((u) => u.factor === 1)!;
  return {
    name: input.name,
    categoryId: input.category_id,
    tagIds: input.tag_ids,
    drugClass: input.drug_class,
    activeIngredient: input.active_ingredient,
    strength: input.strength,
    dosageForm: input.dosage_form,
    route: input.route,
    registrationNumber: input.registration_number,
    nationalDrugCode: input.national_drug_code,
    manufacturer: input.manufacturer,
    countryOfOrigin: input.country_of_origin,
    packaging: input.packaging,
    costPrice: input.cost_price,
    salePrice: base.price,
    taxId: input.tax_id,
    trackingType: input.tracking_type,
    minStock: input.min_stock,
    maxStock: input.max_stock,
    storageConditions: input.storage_conditions,
    specialControl: input.special_control,
    usageInstructions: input.usage_instructions,
    defaultVendorId: input.default_vendor_id,
    isActive: input.is_active,
    note: input.note,
  };
}

function unitValues(tenantId: string, productId: string, units: ProductInput['units']) {
  return units.map((u, i) => ({
    tenantId,
    id: u.id ?? v7(),
    productId,
    uomId: u.uom_id,
    factor: u.factor,
    price: u.price,
    barcode: u.barcode,
    isBase: u.factor === 1,
    sortOrder: i,
  }));
}

/** Inserts a product that has been checked; used by the API and by imports. */
export async function insertProduct(tx: Tx, tenantId: string, input: ProductInput): Promise<string> {
  const id = input.id ?? v7();
  const code = input.code ?? (await nextCode(tx, tenantId, 'product', (c) => codeTaken(tx, tenantId, c)));
  await tx.insert(products).values({ tenantId, id, code, ...productColumns(input) });
  await tx.insert(productUnits).values(unitValues(tenantId, id, input.units));
  return id;
}

/** Maps a unique-index clash that slipped past the checks (two requests at once) to a field. */
export function clashToFieldError(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'products_code_unique') throw badRequest({ code: [catalogVi.errors.codeTaken] });
  if (constraint === 'product_units_barcode_unique') throw badRequest({ units: [catalogVi.errors.barcodeTaken] });
  if (constraint !== undefined) throw conflict();
  throw error;
}

export async function createProduct(tx: Tx, tenantId: string, input: ProductInput): Promise<Product> {
  if (input.id) {
    const [existing] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, input.id)));
    if (existing) throw conflict();
  }
  await checkProduct(tx, tenantId, input);
  const id = await insertProduct(tx, tenantId, input);
  return (await getProduct(tx, tenantId, id))!;
}

/**
 * Saves the product and its units. A new national drug code or class changes what the link-up's
 * held messages wait for, so those are looked at again (a product marked goods leaves them).
 */
export async function updateProduct(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  id: string,
  input: ProductInput,
): Promise<Product> {
  const current = await getProduct(tx, tenantId, id);
  if (!current) throw notFound();
  await checkProduct(tx, tenantId, input, id);
  const code = input.code ?? current.code;
  await tx
    .update(products)
    .set({ code, ...productColumns(input), updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  // Clear barcodes first so a barcode moving between this product's units never clashes with itself.
  await tx
    .update(productUnits)
    .set({ barcode: null })
    .where(and(eq(productUnits.tenantId, tenantId), eq(productUnits.productId, id), isNull(productUnits.deletedAt)));
  const keep = new Set(current.units.map((u) => u.id));
  const values = unitValues(
    tenantId,
    id,
    input.units.map((u) => ({ ...u, id: u.id && keep.has(u.id) ? u.id : undefined })),
  );
  const kept = new Set(values.map((v) => v.id));
  for (const unit of current.units) {
    if (!kept.has(unit.id)) {
      await tx
        .update(productUnits)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(productUnits.tenantId, tenantId), eq(productUnits.id, unit.id)));
    }
  }
  for (const value of values) {
    if (keep.has(value.id)) {
      const { tenantId: _t, id: unitId, productId: _p, ...set } = value;
      await tx
        .update(productUnits)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(productUnits.tenantId, tenantId), eq(productUnits.id, unitId)));
    } else {
      await tx.insert(productUnits).values(value);
    }
  }
  const saved = (await getProduct(tx, tenantId, id))!;
  if (saved.drug_class !== current.drug_class || saved.national_drug_code !== current.national_drug_code)
    await recheckMessagesOf(tx, jobs, tenantId, new Set([id]));
  return saved;
}

/** Archives the product and its units (tombstones reach every till); history keeps its rows. */
export async function archiveProduct(tx: Tx, tenantId: string, id: string): Promise<void> {
  const now = new Date();
  const rows = await tx
    .update(products)
    .set({ deletedAt: now, updatedAt: now, isActive: false })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (rows.length === 0) throw notFound();
  await tx
    .update(productUnits)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(productUnits.tenantId, tenantId), eq(productUnits.productId, id), isNull(productUnits.deletedAt)));
}
