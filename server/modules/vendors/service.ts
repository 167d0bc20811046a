/** Rules of vendors: NCC0001 codes when none is given, unique per shop; archived, never deleted. */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { Vendor, vendorInput } from '../../../src/domain/catalog/parties';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { products, vendors } from '../../db/schema/index';
import { nextCode } from '../../lib/codes';
import { uniqueViolation } from '../../lib/db-errors';
import { toColumns } from '../../lib/records';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { getVendor, vendorCodeTaken } from './repository';

export type VendorInput = z.output<typeof vendorInput>;

export function vendorClash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'vendors_code_unique') throw badRequest({ code: [catalogVi.errors.codeTaken] });
  if (constraint !== undefined) throw conflict();
  throw error;
}

export async function createVendor(tx: Tx, tenantId: string, input: VendorInput): Promise<Vendor> {
  if (input.code && (await vendorCodeTaken(tx, tenantId, input.code)))
    throw badRequest({ code: [catalogVi.errors.codeTaken] });
  const id = input.id ?? v7();
  const code = input.code ?? (await nextCode(tx, tenantId, 'vendor', (c) => vendorCodeTaken(tx, tenantId, c)));
  await tx.insert(vendors).values({ ...(toColumns(input) as typeof vendors.$inferInsert), tenantId, id, code });
  return (await getVendor(tx, tenantId, id))!;
}

export async function updateVendor(tx: Tx, tenantId: string, id: string, input: VendorInput): Promise<Vendor> {
  const current = await getVendor(tx, tenantId, id);
  if (!current) throw notFound();
  if (input.code && (await vendorCodeTaken(tx, tenantId, input.code, id)))
    throw badRequest({ code: [catalogVi.errors.codeTaken] });
  const { id: _id, ...rest } = input;
  await tx
    .update(vendors)
    .set({
      ...(toColumns(rest) as Partial<typeof vendors.$inferInsert>),
      code: input.code ?? current.code,
      updatedAt: new Date(),
    })
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, id)));
  return (await getVendor(tx, tenantId, id))!;
}

/** Archives the vendor; products that named it as their default vendor keep no default. */
export async function archiveVendor(tx: Tx, tenantId: string, id: string): Promise<void> {
  const rows = await tx
    .update(vendors)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, id), isNull(vendors.deletedAt)))
    .returning({ id: vendors.id });
  if (rows.length === 0) throw notFound();
  await tx
    .update(products)
    .set({ defaultVendorId: null, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.defaultVendorId, id)));
}
