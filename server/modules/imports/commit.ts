/**
 * The commit of a previewed import: every row in one transaction (all or nothing), written in
 * batches of 500 with missing categories, units, taxes and customer groups created by name,
 * codes drawn from the shop's counters, opening stock posted as 'opening' moves through the
 * ledger's writer (stock/ledger.ts); the job's `processed` counter advances on a separate
 * connection for the progress bar.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { Tx } from '../../db/connection';
import { replanCachedStatements } from '../../db/replan';
import {
  categories,
  customerGroups,
  customers,
  lots,
  productUnits,
  products,
  taxes,
  uoms,
} from '../../db/schema/index';
import { formatCode, reserveCodes, type CodeKind } from '../../lib/codes';
import { postMoves, type NewMove } from '../stock/ledger';
import type { CustomerCandidate } from './customer-rows';
import type { ProductCandidate } from './product-rows';

const BATCH = 500;

type Progress = (processed: number) => Promise<void>;

/** Ids of named records by Vietnamese-lowercased name, creating the missing ones. */
async function namedIds(
  tx: Tx,
  tenantId: string,
  table: typeof categories,
  names: string[],
): Promise<Map<string, string>> {
  const key = (n: string) => n.toLocaleLowerCase('vi');
  const wanted = new Map(names.map((n) => [key(n), n]));
  const out = new Map<string, string>();
  if (wanted.size === 0) return out;
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), isNull(table.deletedAt)));
  for (const r of rows) if (wanted.has(key(r.name))) out.set(key(r.name), r.id);
  const missing = [...wanted].filter(([k]) => !out.has(k));
  if (missing.length > 0) {
    const values = missing.map(([k, name]) => ({ tenantId, id: v7(), name, k }));
    await tx.insert(table).values(values.map(({ k: _k, ...v }) => v));
    for (const v of values) out.set(v.k, v.id);
  }
  return out;
}

/** Codes for `count` new records, skipping codes already in use. */
async function codes(tx: Tx, tenantId: string, kind: CodeKind, count: number, taken: Set<string>): Promise<string[]> {
  const out: string[] = [];
  let next = count > 0 ? await reserveCodes(tx, tenantId, kind, count) : 0;
  let reserved = count;
  while (out.length < count) {
    if (reserved === 0) {
      next = await reserveCodes(tx, tenantId, kind, 1);
      reserved = 1;
    }
    const code = formatCode(kind, next);
    next += 1;
    reserved -= 1;
    if (!taken.has(code)) out.push(code);
  }
  return out;
}

async function taxIds(tx: Tx, tenantId: string, rates: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const rows = await tx
    .select({ id: taxes.id, rate: taxes.rate })
    .from(taxes)
    .where(and(eq(taxes.tenantId, tenantId), isNull(taxes.deletedAt)));
  for (const r of rows) if (!out.has(r.rate)) out.set(r.rate, r.id);
  for (const rate of new Set(rates)) {
    if (out.has(rate)) continue;
    const id = v7();
    await tx.insert(taxes).values({ tenantId, id, name: `Thuế GTGT ${rate}%`, rate });
    out.set(rate, id);
  }
  return out;
}

export async function commitProducts(
  tx: Tx,
  who: { tenantId: string; userId: string },
  list: ProductCandidate[],
  progress: Progress,
): Promise<void> {
  const { tenantId } = who;
  const categoryIds = await namedIds(
    tx,
    tenantId,
    categories,
    list.flatMap((p) => (p.categoryName ? [p.categoryName] : [])),
  );
  const uomIds = await namedIds(
    tx,
    tenantId,
    uoms as unknown as typeof categories,
    list.flatMap((p) => p.unitNames),
  );
  const taxByRate = await taxIds(
    tx,
    tenantId,
    list.flatMap((p) => (p.taxRate === null ? [] : [p.taxRate])),
  );
  const existing = await tx
    .select({ code: products.code })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), isNull(products.deletedAt)));
  const taken = new Set([...existing.map((r) => r.code), ...list.flatMap((p) => (p.input.code ? [p.input.code] : []))]);
  const fresh = await codes(tx, tenantId, 'product', list.filter((p) => !p.input.code).length, taken);
  for (let start = 0; start < list.length; start += BATCH) {
    const batch = list.slice(start, start + BATCH);
    const productRows: Array<typeof products.$inferInsert> = [];
    const unitRows: Array<typeof productUnits.$inferInsert> = [];
    const lotRows: Array<typeof lots.$inferInsert> = [];
    const moves: NewMove[] = [];
    for (const p of batch) {
      const i = p.input;
      const id = v7();
      const onHand = i.tracking_type === 'none' ? 0 : p.openingQuantity;
      productRows.push({
        tenantId,
        id,
        code: i.code ?? fresh.shift()!,
        name: i.name,
        categoryId: p.categoryName ? categoryIds.get(p.categoryName.toLocaleLowerCase('vi'))! : null,
        drugClass: i.drug_class,
        activeIngredient: i.active_ingredient,
        strength: i.strength,
        dosageForm: i.dosage_form,
        route: i.route,
        registrationNumber: i.registration_number,
        nationalDrugCode: i.national_drug_code,
        manufacturer: i.manufacturer,
        countryOfOrigin: i.country_of_origin,
        packaging: i.packaging,
        costPrice: i.cost_price,
        salePrice: i.units[0]!.price,
        taxId: p.taxRate === null ? null : taxByRate.get(p.taxRate)!,
        trackingType: i.tracking_type,
        minStock: i.min_stock,
        maxStock: i.max_stock,
        storageConditions: i.storage_conditions,
        specialControl: i.special_control,
        usageInstructions: i.usage_instructions,
        defaultVendorId: i.default_vendor_id,
        note: i.note,
      });
      i.units.forEach((u, n) =>
        unitRows.push({
          tenantId,
          id: v7(),
          productId: id,
          uomId: uomIds.get(p.unitNames[n]!.toLocaleLowerCase('vi'))!,
          factor: u.factor,
          price: u.price,
          barcode: u.barcode,
          isBase: u.factor === 1,
          sortOrder: n,
        }),
      );
      const lotId = p.lot ? v7() : null;
      if (p.lot)
        lotRows.push({
          tenantId,
          id: lotId!,
          productId: id,
          lotNumber: p.lot.lot_number,
          expiryDate: p.lot.expiry_date,
          manufactureDate: p.lot.manufacture_date,
          cost: p.lot.cost,
        });
      // Products and lots start at zero; the ledger's writer moves them to the opening quantity.
      moves.push({
        productId: id,
        lotId,
        quantity: onHand,
        unitCost: i.cost_price,
        reason: 'opening',
        documentType: 'import',
        documentId: null,
        documentCode: null,
        userId: who.userId,
      });
    }
    // The import fills products inside its one transaction: their foreign-key checks are re-planned.
    await replanCachedStatements(tx);
    await tx.insert(products).values(productRows);
    await tx.insert(productUnits).values(unitRows);
    if (lotRows.length > 0) await tx.insert(lots).values(lotRows);
    await postMoves(tx, tenantId, moves);
    await progress(start + batch.length);
  }
}

export async function commitCustomers(
  tx: Tx,
  who: { tenantId: string },
  list: CustomerCandidate[],
  progress: Progress,
): Promise<void> {
  const { tenantId } = who;
  const groupIds = await namedIds(
    tx,
    tenantId,
    customerGroups as unknown as typeof categories,
    list.flatMap((c) => (c.groupName ? [c.groupName] : [])),
  );
  const existing = await tx
    .select({ code: customers.code })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt)));
  const taken = new Set([...existing.map((r) => r.code), ...list.flatMap((c) => (c.input.code ? [c.input.code] : []))]);
  const fresh = await codes(tx, tenantId, 'customer', list.filter((c) => !c.input.code).length, taken);
  for (let start = 0; start < list.length; start += BATCH) {
    const batch = list.slice(start, start + BATCH);
    await tx.insert(customers).values(
      batch.map(({ input: c, groupName }) => ({
        tenantId,
        id: v7(),
        code: c.code ?? fresh.shift()!,
        fullName: c.full_name,
        phone: c.phone,
        gender: c.gender,
        dateOfBirth: c.date_of_birth,
        province: c.province,
        district: c.district,
        ward: c.ward,
        street: c.street,
        email: c.email,
        customerGroupId: groupName ? groupIds.get(groupName.toLocaleLowerCase('vi'))! : null,
        companyName: c.company_name,
        taxCode: c.tax_code,
        allergies: c.allergies,
        note: c.note,
      })),
    );
    await progress(start + batch.length);
  }
}
