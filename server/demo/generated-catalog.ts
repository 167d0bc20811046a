/**
 * Bulk-loads a generated large catalogue (scripts/generate-catalog.ts) into a tenant that already
 * holds the demo master data (insertDemoCatalog): products, units and lots in multi-row inserts of
 * a few hundred products, their opening stock posted through the ledger's writer. For benchmarks
 * and search checks at 10,000–100,000 products; runs inside the caller's `withTenant` transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import { loadDemoData } from '../../scripts/demo-data/load';
import { generateCatalogChunks, type CatalogOptions } from '../../scripts/generate-catalog';
import type { Tx } from '../db/connection';
import { replanCachedStatements } from '../db/replan';
import { categories, lots, productUnits, products, tags, taxes, uoms, vendors } from '../db/schema/index';
import { postMoves, type NewMove } from '../modules/stock/ledger';

type Named = typeof categories | typeof tags | typeof uoms | typeof taxes;

/** Ids of the tenant's live records of a named table, by the demo code whose name they carry. */
async function idsByDemoCode(
  tx: Tx,
  tenantId: string,
  table: Named,
  rows: { code: string; name: string }[],
): Promise<Map<string, string>> {
  const live = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), isNull(table.deletedAt)));
  const byName = new Map(live.map((r) => [r.name, r.id]));
  return new Map(rows.flatMap((r) => (byName.has(r.name) ? [[r.code, byName.get(r.name)!] as const] : [])));
}

function need(map: Map<string, string>, code: string, what: string): string {
  const id = map.get(code);
  if (!id) throw new Error(`The shop has no ${what} "${code}": load the demo catalogue first`);
  return id;
}

export async function insertGeneratedCatalog(
  tx: Tx,
  tenantId: string,
  options: CatalogOptions & { chunkSize?: number },
): Promise<number> {
  const demo = loadDemoData();
  const category = await idsByDemoCode(tx, tenantId, categories, demo.categories);
  const tag = await idsByDemoCode(tx, tenantId, tags, demo.tags);
  const uom = await idsByDemoCode(tx, tenantId, uoms, demo.uoms);
  const tax = await idsByDemoCode(tx, tenantId, taxes, demo.taxes);
  const vendorRows = await tx
    .select({ id: vendors.id, code: vendors.code })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), isNull(vendors.deletedAt)));
  const vendor = new Map(vendorRows.map((v) => [v.code, v.id]));
  let inserted = 0;
  for (const chunk of generateCatalogChunks({
    ...options,
    startAt: options.startAt ?? 1001,
    size: options.chunkSize ?? 400,
  })) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const unitRows: (typeof productUnits.$inferInsert)[] = [];
    const lotRows: (typeof lots.$inferInsert)[] = [];
    const moves: NewMove[] = [];
    for (const { product: p, lots: productLots } of chunk) {
      const id = v7();
      productRows.push({
        tenantId,
        id,
        code: p.code,
        name: p.name,
        categoryId: need(category, p.category, 'category'),
        tagIds: p.tags.flatMap((t) => (tag.has(t) ? [tag.get(t)!] : [])),
        drugClass: p.drug_class,
        activeIngredient: p.active_ingredient,
        strength: p.strength,
        dosageForm: p.dosage_form,
        route: p.route,
        registrationNumber: p.registration_number,
        nationalDrugCode: p.national_drug_code,
        manufacturer: p.manufacturer,
        countryOfOrigin: p.country_of_origin,
        packaging: p.packaging,
        costPrice: p.cost_price,
        salePrice: p.sale_price,
        taxId: need(tax, p.tax, 'tax'),
        trackingType: p.tracking_type,
        minStock: p.min_stock,
        maxStock: p.max_stock,
        storageConditions: p.storage_conditions,
        specialControl: p.special_control,
        usageInstructions: p.usage_instructions,
        defaultVendorId: p.default_vendor ? (vendor.get(p.default_vendor) ?? null) : null,
        isActive: p.is_active,
        note: p.note,
      });
      p.units.forEach((u, i) =>
        unitRows.push({
          tenantId,
          id: v7(),
          productId: id,
          uomId: need(uom, u.uom, 'unit'),
          factor: u.factor,
          price: u.price,
          barcode: u.barcode,
          isBase: u.is_base,
          sortOrder: i,
        }),
      );
      for (const l of productLots) {
        const lotId = v7();
        lotRows.push({
          tenantId,
          id: lotId,
          productId: id,
          lotNumber: l.lot_number,
          expiryDate: l.expiry_date,
          manufactureDate: l.manufacture_date,
          cost: l.cost,
        });
        moves.push({
          productId: id,
          lotId,
          quantity: l.quantity,
          unitCost: l.cost,
          reason: 'opening',
          documentType: 'opening',
          documentId: null,
          documentCode: 'GENERATED',
          userId: null,
        });
      }
    }
    // The catalogue fills products inside one transaction: their foreign-key checks are re-planned.
    await replanCachedStatements(tx);
    await tx.insert(products).values(productRows);
    await tx.insert(productUnits).values(unitRows);
    if (lotRows.length > 0) await tx.insert(lots).values(lotRows);
    // Products and lots start at zero; the ledger's writer moves them to the opening quantities.
    await postMoves(tx, tenantId, moves);
    inserted += chunk.length;
  }
  return inserted;
}
