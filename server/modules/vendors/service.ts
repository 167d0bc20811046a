/**
 * Rules of vendors: NCC0001 codes when none is given; code and tax code (MST) unique among the
 * shop's live vendors (a clash is a 400 on that field); archived, never deleted.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { Vendor, vendorInput } from '../../../src/domain/catalog/parties';
import { normaliseTaxCode } from '../../../src/domain/tax-code';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { products, vendors } from '../../db/schema/index';
import { nextCode } from '../../lib/codes';
import { uniqueViolation } from '../../lib/db-errors';
import { toColumns } from '../../lib/records';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { getVendor, vendorCodeTaken, vendorTaxCodeTaken } from './repository';

export type VendorInput = z.output<typeof vendorInput>;

export function vendorClash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'vendors_code_unique') throw badRequest({ code: [catalogVi.errors.codeTaken] });
  if (constraint !== undefined) throw conflict();
  throw error;
}

/**
 * Refuses a code or a tax code another live vendor of the shop holds. No unique index backs the
 * tax code: shops saved duplicates before this check, and such an index could not be built on
 * them. A lock on the shop's code instead keeps two saves of one MST at once from both passing.
 */
async function checkVendor(tx: Tx, tenantId: string, input: VendorInput, id?: string): Promise<void> {
  const errors: FieldErrors = {};
  if (input.tax_code)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('vendors.tax-code'), hashtext(${tenantId}::text || ${normaliseTaxCode(input.tax_code)}))`,
    );
  if (input.code && (await vendorCodeTaken(tx, tenantId, input.code, id))) errors.code = [catalogVi.errors.codeTaken];
  if (input.tax_code && (await vendorTaxCodeTaken(tx, tenantId, input.tax_code, id)))
    errors.tax_code = [catalogVi.errors.vendorTaxCodeTaken];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export async function createVendor(tx: Tx, tenantId: string, input: VendorInput): Promise<Vendor> {
  await checkVendor(tx, tenantId, input);
  const id = input.id ?? v7();
  const code = input.code ?? (await nextCode(tx, tenantId, 'vendor', (c) => vendorCodeTaken(tx, tenantId, c)));
  await tx.insert(vendors).values({ ...(toColumns(input) as typeof vendors.$inferInsert), tenantId, id, code });
  return (await getVendor(tx, tenantId, id))!;
}

export async function updateVendor(tx: Tx, tenantId: string, id: string, input: VendorInput): Promise<Vendor> {
  const current = await getVendor(tx, tenantId, id);
  if (!current) throw notFound();
  await checkVendor(tx, tenantId, input, id);
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
