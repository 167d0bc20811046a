/**
 * Export of products and customers in the import columns, so an exported file can be edited
 * and imported into another shop; the template is the same header with no rows plus a guide.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ImportKind } from '../../../src/domain/catalog/imports';
import type { Tx } from '../../db/connection';
import { categories, customerGroups, customers, products, taxes, vendors } from '../../db/schema/index';
import { unitsOf } from '../catalog/products/repository';
import { formatDate } from './cells';
import { CUSTOMER_COLUMNS, CUSTOMER_GUIDE, GENDER_LABELS } from './customer-rows';
import {
  DRUG_CLASS_LABELS,
  PRODUCT_COLUMNS,
  PRODUCT_GUIDE,
  SPECIAL_CONTROL_LABELS,
  TRACKING_LABELS,
} from './product-columns';
import { writeCsv, writeXlsx } from './spreadsheet';

type Cell = string | number | null;
export const HEADERS: Record<ImportKind, string[]> = {
  products: Object.values(PRODUCT_COLUMNS),
  customers: Object.values(CUSTOMER_COLUMNS),
};
const SHEETS: Record<ImportKind, string> = { products: 'Sản phẩm', customers: 'Khách hàng' };

async function productRows(tx: Tx, tenantId: string): Promise<Cell[][]> {
  const rows = await tx
    .select({ p: products, category: categories.name, rate: taxes.rate, vendor: vendors.code })
    .from(products)
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .leftJoin(taxes, and(eq(taxes.tenantId, products.tenantId), eq(taxes.id, products.taxId)))
    .leftJoin(vendors, and(eq(vendors.tenantId, products.tenantId), eq(vendors.id, products.defaultVendorId)))
    .where(and(eq(products.tenantId, tenantId), isNull(products.deletedAt)))
    .orderBy(asc(products.code));
  const out: Cell[][] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const slice = rows.slice(i, i + 1000);
    const units = await unitsOf(
      tx,
      tenantId,
      slice.map((r) => r.p.id),
    );
    for (const { p, category, rate, vendor } of slice) {
      const u = units.get(p.id) ?? [];
      const unit = (n: number) =>
        u[n] ? [u[n].uom_name, n === 0 ? null : u[n].factor, u[n].price, u[n].barcode] : [null, null, null, null];
      const [baseName, , basePrice, baseBarcode] = unit(0);
      out.push([
        p.code,
        p.name,
        category,
        DRUG_CLASS_LABELS[p.drugClass][0],
        p.activeIngredient,
        p.strength,
        p.dosageForm,
        p.route,
        p.registrationNumber,
        p.nationalDrugCode,
        p.manufacturer,
        p.countryOfOrigin,
        p.packaging,
        TRACKING_LABELS[p.trackingType][0],
        SPECIAL_CONTROL_LABELS[p.specialControl][0],
        rate,
        p.costPrice,
        baseName ?? null,
        basePrice ?? null,
        baseBarcode ?? null,
        ...unit(1),
        ...unit(2),
        p.minStock,
        p.maxStock,
        vendor,
        null,
        null,
        null,
        null,
        p.usageInstructions,
        p.storageConditions,
        p.note,
      ] as Cell[]);
    }
  }
  return out;
}

async function customerRows(tx: Tx, tenantId: string): Promise<Cell[][]> {
  const rows = await tx
    .select({ c: customers, group: customerGroups.name })
    .from(customers)
    .leftJoin(
      customerGroups,
      and(eq(customerGroups.tenantId, customers.tenantId), eq(customerGroups.id, customers.customerGroupId)),
    )
    .where(and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.code));
  return rows.map(({ c, group }) => [
    c.code,
    c.fullName,
    c.phone,
    c.gender ? GENDER_LABELS[c.gender][0] : null,
    formatDate(c.dateOfBirth),
    c.email,
    c.province,
    c.district,
    c.ward,
    c.street,
    group,
    c.companyName,
    c.taxCode,
    c.allergies,
    c.note,
  ]);
}

export async function exportFile(
  tx: Tx | null,
  tenantId: string,
  kind: ImportKind,
  format: 'xlsx' | 'csv',
): Promise<Buffer> {
  const rows = tx ? await (kind === 'products' ? productRows(tx, tenantId) : customerRows(tx, tenantId)) : [];
  const guide = tx ? undefined : kind === 'products' ? PRODUCT_GUIDE : CUSTOMER_GUIDE;
  return format === 'csv' ? writeCsv(HEADERS[kind], rows) : writeXlsx(SHEETS[kind], HEADERS[kind], rows, guide);
}
