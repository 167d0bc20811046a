/**
 * Products named inside JSON documents (POS layouts, prescription templates): which of them
 * are live in the shop, and their names, codes, base prices and units for display.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { productUnits, products, uoms } from '../db/schema/index';

export interface ProductSummary {
  id: string;
  name: string;
  code: string;
  price: number;
  live: boolean;
  units: Map<string, string>;
}

export async function productSummaries(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, ProductSummary>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, ProductSummary>();
  if (unique.length === 0) return out;
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      price: products.salePrice,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, unique)));
  for (const r of rows)
    out.set(r.id, {
      id: r.id,
      name: r.name,
      code: r.code,
      price: r.price,
      live: r.deletedAt === null,
      units: new Map(),
    });
  const units = await tx
    .select({ id: productUnits.id, productId: productUnits.productId, name: uoms.name })
    .from(productUnits)
    .innerJoin(uoms, and(eq(uoms.tenantId, productUnits.tenantId), eq(uoms.id, productUnits.uomId)))
    .where(and(eq(productUnits.tenantId, tenantId), inArray(productUnits.productId, unique)));
  for (const u of units) out.get(u.productId)?.units.set(u.id, u.name);
  return out;
}
