/**
 * SQL of products and their units: one page of products with category, tax and vendor names,
 * their live units with unit names, and the uniqueness look-ups for code and barcodes.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Product, productListQuery } from '../../../../src/domain/catalog/products';
import type { Tx } from '../../../db/connection';
import { categories, productUnits, products, taxes, uoms, vendors } from '../../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page } from '../../../lib/list-query';
import { toRecord } from '../../../lib/records';

type ListQuery = z.output<typeof productListQuery>;

const productColumns = {
  row: products,
  categoryName: categories.name,
  taxRate: taxes.rate,
  defaultVendorName: vendors.name,
};

function baseQuery(tx: Tx) {
  return tx
    .select(productColumns)
    .from(products)
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .leftJoin(taxes, and(eq(taxes.tenantId, products.tenantId), eq(taxes.id, products.taxId)))
    .leftJoin(vendors, and(eq(vendors.tenantId, products.tenantId), eq(vendors.id, products.defaultVendorId)));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export async function unitsOf(tx: Tx, tenantId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, Product['units']>();
  const rows = await tx
    .select({ unit: productUnits, uomName: uoms.name })
    .from(productUnits)
    .innerJoin(uoms, and(eq(uoms.tenantId, productUnits.tenantId), eq(uoms.id, productUnits.uomId)))
    .where(
      and(
        eq(productUnits.tenantId, tenantId),
        inArray(productUnits.productId, productIds),
        isNull(productUnits.deletedAt),
      ),
    )
    .orderBy(asc(productUnits.factor));
  const byProduct = new Map<string, Product['units']>();
  for (const { unit, uomName } of rows) {
    const list = byProduct.get(unit.productId) ?? [];
    list.push({
      id: unit.id,
      uom_id: unit.uomId,
      uom_name: uomName,
      factor: unit.factor,
      price: unit.price,
      barcode: unit.barcode,
      is_base: unit.isBase,
    });
    byProduct.set(unit.productId, list);
  }
  return byProduct;
}

function toProduct(joined: JoinedRow, units: Product['units']): Product {
  const { row } = joined;
  const { imageHash, ...rest } = row;
  return {
    ...(toRecord(rest) as Omit<Product, 'category_name' | 'tax_rate' | 'default_vendor_name' | 'image_url' | 'units'>),
    category_name: joined.categoryName,
    tax_rate: joined.taxRate,
    default_vendor_name: joined.defaultVendorName,
    image_url: imageHash ? `/api/v1/products/${row.id}/image?v=${imageHash}` : null,
    units,
  };
}

async function withUnits(tx: Tx, tenantId: string, rows: JoinedRow[]): Promise<Product[]> {
  const units = await unitsOf(
    tx,
    tenantId,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toProduct(r, units.get(r.row.id) ?? []));
}

/** Products whose unit carries exactly this barcode (a scanner types the whole code). */
async function productsWithBarcode(tx: Tx, tenantId: string, search: string | undefined): Promise<string[]> {
  const code = search?.trim();
  if (!code || !/^[0-9A-Za-z-]{4,64}$/.test(code)) return [];
  const rows = await tx
    .select({ id: productUnits.productId })
    .from(productUnits)
    .where(and(eq(productUnits.tenantId, tenantId), eq(productUnits.barcode, code), isNull(productUnits.deletedAt)));
  return rows.map((r) => r.id);
}

function listWhere(tenantId: string, q: ListQuery, barcodeIds: string[]): SQL | undefined {
  const text = searchCondition(products.searchText, q.search);
  return and(
    eq(products.tenantId, tenantId),
    isNull(products.deletedAt),
    text && barcodeIds.length > 0 ? or(text, inArray(products.id, barcodeIds)) : text,
    q.category_id ? eq(products.categoryId, q.category_id) : undefined,
    q.tag_id ? sql`${products.tagIds} @> array[${q.tag_id}]::uuid[]` : undefined,
    q.drug_class ? eq(products.drugClass, q.drug_class) : undefined,
    q.tracking_type ? eq(products.trackingType, q.tracking_type) : undefined,
    q.active === undefined ? undefined : eq(products.isActive, q.active),
  );
}

export async function listProducts(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<Product>> {
  const where = listWhere(tenantId, q, await productsWithBarcode(tx, tenantId, q.search));
  const sortColumns = {
    name: products.nameKey,
    code: products.code,
    sale_price: products.salePrice,
    stock_on_hand: products.stockOnHand,
    created_at: products.createdAt,
    updated_at: products.updatedAt,
  };
  return paginate(
    q,
    async (limit, offset) =>
      withUnits(
        tx,
        tenantId,
        await baseQuery(tx)
          .where(where)
          .orderBy(...sortOrder(q.sort, sortColumns, products.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await tx.select({ n: countAll }).from(products).where(where))[0]!.n,
  );
}

export async function getProduct(tx: Tx, tenantId: string, id: string): Promise<Product | undefined> {
  const rows = await baseQuery(tx).where(
    and(eq(products.tenantId, tenantId), eq(products.id, id), isNull(products.deletedAt)),
  );
  return (await withUnits(tx, tenantId, rows))[0];
}

export async function codeTaken(tx: Tx, tenantId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.code, code),
        isNull(products.deletedAt),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** Barcodes among `barcodes` already used by live units of other products. */
export async function barcodesTaken(
  tx: Tx,
  tenantId: string,
  barcodes: string[],
  exceptProductId?: string,
): Promise<Set<string>> {
  if (barcodes.length === 0) return new Set();
  const rows = await tx
    .select({ barcode: productUnits.barcode })
    .from(productUnits)
    .where(
      and(
        eq(productUnits.tenantId, tenantId),
        inArray(productUnits.barcode, barcodes),
        isNull(productUnits.deletedAt),
        exceptProductId ? ne(productUnits.productId, exceptProductId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.barcode!));
}
