/**
 * The preview of an import: read the file, check every row with the form's rules, then check
 * the whole file against itself and the shop (repeated or taken codes, barcodes, phones;
 * unknown vendors), and save the result as a job. Nothing in the catalogue is written.
 */
import { and, inArray, isNull, eq, or } from 'drizzle-orm';
import { v7 } from 'uuid';
import {
  MAX_IMPORT_ROWS,
  type ImportError,
  type ImportJob,
  type ImportKind,
} from '../../../src/domain/catalog/imports';
import { normalizeSearch } from '../../../src/domain/list-query';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { customers, productUnits, products, vendors } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';
import { CUSTOMER_COLUMNS, CUSTOMER_REQUIRED, parseCustomerRow, type CustomerCandidate } from './customer-rows';
import { PRODUCT_COLUMN_ALIASES, PRODUCT_COLUMNS, PRODUCT_REQUIRED } from './product-columns';
import { parseProductRow, type ProductCandidate } from './product-rows';
import { insertJob, toJob } from './repository';
import { readSheet, type SheetRows } from './spreadsheet';

/** Each column's place in the sheet, by its template title or else by one of its other titles. */
function columnIndex<K extends string>(
  header: string[],
  columns: Record<K, string>,
  aliases: Partial<Record<K, readonly string[]>> = {},
): Map<K, number> {
  const byTitle = new Map(header.map((title, i) => [normalizeSearch(title.trim()), i]));
  const out = new Map<K, number>();
  for (const [key, title] of Object.entries(columns) as Array<[K, string]>) {
    for (const name of [title, ...(aliases[key] ?? [])]) {
      const i = byTitle.get(normalizeSearch(name));
      if (i === undefined) continue;
      out.set(key, i);
      break;
    }
  }
  return out;
}

function repeated<T>(
  items: T[],
  key: (item: T) => Array<string | null>,
  report: (item: T, value: string) => void,
): void {
  const seen = new Set<string>();
  for (const item of items) {
    for (const value of key(item)) {
      if (!value) continue;
      if (seen.has(value)) report(item, value);
      seen.add(value);
    }
  }
}

async function checkProducts(tx: Tx, tenantId: string, list: ProductCandidate[], errors: ImportError[]): Promise<void> {
  const C = PRODUCT_COLUMNS;
  repeated(
    list,
    (p) => [p.input.code],
    (p) => errors.push({ row: p.row, column: C.code, message: catalogVi.errors.productRepeatedInFile }),
  );
  repeated(
    list,
    (p) => p.input.units.map((u) => u.barcode),
    (p) => errors.push({ row: p.row, column: C.baseBarcode, message: catalogVi.errors.barcodeRepeated }),
  );
  const codes = list.flatMap((p) => (p.input.code ? [p.input.code] : []));
  const barcodes = list.flatMap((p) => p.input.units.flatMap((u) => (u.barcode ? [u.barcode] : [])));
  const takenCodes = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await tx
      .select({ code: products.code })
      .from(products)
      .where(
        and(
          eq(products.tenantId, tenantId),
          inArray(products.code, codes.slice(i, i + 1000)),
          isNull(products.deletedAt),
        ),
      );
    rows.forEach((r) => takenCodes.add(r.code));
  }
  const takenBarcodes = new Set<string>();
  for (let i = 0; i < barcodes.length; i += 1000) {
    const rows = await tx
      .select({ barcode: productUnits.barcode })
      .from(productUnits)
      .where(
        and(
          eq(productUnits.tenantId, tenantId),
          inArray(productUnits.barcode, barcodes.slice(i, i + 1000)),
          isNull(productUnits.deletedAt),
        ),
      );
    rows.forEach((r) => takenBarcodes.add(r.barcode!));
  }
  const refs = [...new Set(list.flatMap((p) => (p.vendorRef ? [p.vendorRef] : [])))];
  const vendorIds = new Map<string, string>();
  if (refs.length > 0) {
    const rows = await tx
      .select({ id: vendors.id, code: vendors.code, name: vendors.name })
      .from(vendors)
      .where(
        and(
          eq(vendors.tenantId, tenantId),
          isNull(vendors.deletedAt),
          or(inArray(vendors.code, refs), inArray(vendors.name, refs)),
        ),
      );
    for (const v of rows) vendorIds.set(v.code, v.id).set(v.name, v.id);
  }
  for (const p of list) {
    if (p.input.code && takenCodes.has(p.input.code))
      errors.push({ row: p.row, column: C.code, message: catalogVi.errors.codeTaken });
    p.input.units.forEach((u, i) => {
      if (u.barcode && takenBarcodes.has(u.barcode))
        errors.push({
          row: p.row,
          column: [C.baseBarcode, C.barcode2, C.barcode3][i]!,
          message: catalogVi.errors.barcodeTaken,
        });
    });
    if (p.vendorRef) {
      const id = vendorIds.get(p.vendorRef);
      if (id) p.input.default_vendor_id = id;
      else errors.push({ row: p.row, column: C.vendor, message: catalogVi.errors.notFoundRef });
    }
  }
}

async function checkCustomers(
  tx: Tx,
  tenantId: string,
  list: CustomerCandidate[],
  errors: ImportError[],
): Promise<void> {
  const C = CUSTOMER_COLUMNS;
  repeated(
    list,
    (c) => [c.input.code],
    (c) => errors.push({ row: c.row, column: C.code, message: catalogVi.errors.codeTaken }),
  );
  repeated(
    list,
    (c) => [c.input.phone],
    (c) => errors.push({ row: c.row, column: C.phone, message: catalogVi.errors.phoneTaken }),
  );
  const phones = list.flatMap((c) => (c.input.phone ? [c.input.phone] : []));
  const codes = list.flatMap((c) => (c.input.code ? [c.input.code] : []));
  const taken = new Set<string>();
  for (let i = 0; i < Math.max(phones.length, codes.length); i += 1000) {
    const rows = await tx
      .select({ phone: customers.phone, code: customers.code })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenantId),
          isNull(customers.deletedAt),
          or(
            inArray(customers.phone, phones.slice(i, i + 1000).concat('')),
            inArray(customers.code, codes.slice(i, i + 1000).concat('')),
          ),
        ),
      );
    rows.forEach((r) => {
      if (r.phone) taken.add(`p:${r.phone}`);
      taken.add(`c:${r.code}`);
    });
  }
  for (const c of list) {
    if (c.input.phone && taken.has(`p:${c.input.phone}`))
      errors.push({ row: c.row, column: C.phone, message: catalogVi.errors.phoneTaken });
    if (c.input.code && taken.has(`c:${c.input.code}`))
      errors.push({ row: c.row, column: C.code, message: catalogVi.errors.codeTaken });
  }
}

export async function readRows(data: Buffer): Promise<SheetRows> {
  try {
    return (await readSheet(data)).filter((r) => r.some((c) => c !== ''));
  } catch {
    throw badRequest({ file: [catalogVi.errors.fileUnreadable] });
  }
}

export async function previewImport(
  tx: Tx,
  who: { tenantId: string; userId: string },
  kind: ImportKind,
  fileName: string,
  data: Buffer,
): Promise<ImportJob> {
  const rows = await readRows(data);
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw badRequest({ file: [catalogVi.errors.fileEmpty] });
  if (body.length > MAX_IMPORT_ROWS) throw badRequest({ file: [catalogVi.errors.tooManyRows(MAX_IMPORT_ROWS)] });
  const errors: ImportError[] = [];
  const columns = (kind === 'products' ? PRODUCT_COLUMNS : CUSTOMER_COLUMNS) as Record<string, string>;
  const required = (kind === 'products' ? PRODUCT_REQUIRED : CUSTOMER_REQUIRED) as string[];
  const aliases: Partial<Record<string, readonly string[]>> = kind === 'products' ? PRODUCT_COLUMN_ALIASES : {};
  const index = columnIndex(header, columns, aliases);
  for (const key of required)
    if (!index.has(key))
      errors.push({ row: 1, column: columns[key]!, message: catalogVi.errors.missingColumn(columns[key]!) });
  let candidates: Array<ProductCandidate | CustomerCandidate> = [];
  if (errors.length === 0) {
    body.forEach((cells, i) => {
      const get = (key: string) => {
        const at = index.get(key);
        return at === undefined ? '' : (cells[at] ?? '');
      };
      const candidate =
        kind === 'products' ? parseProductRow(i + 2, get, errors) : parseCustomerRow(i + 2, get, errors);
      if (candidate) candidates.push(candidate);
    });
    if (kind === 'products') await checkProducts(tx, who.tenantId, candidates as ProductCandidate[], errors);
    else await checkCustomers(tx, who.tenantId, candidates as CustomerCandidate[], errors);
    const bad = new Set(errors.map((e) => e.row));
    candidates = candidates.filter((c) => !bad.has(c.row));
  }
  errors.sort((a, b) => a.row - b.row);
  const job = await insertJob(tx, {
    tenantId: who.tenantId,
    id: v7(),
    kind,
    fileName,
    total: body.length,
    rows: candidates,
    errors,
    createdBy: who.userId,
  });
  return toJob(job);
}
