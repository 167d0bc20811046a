/**
 * Rules of customers: KH000001 codes when none is given, code and phone unique among the
 * shop's live customers (a clash is a 400 on that field), the group must exist, and customers
 * are archived, never deleted, so past orders keep them.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { Customer, customerInput } from '../../../src/domain/catalog/parties';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { customerGroups, customers } from '../../db/schema/index';
import { nextCode } from '../../lib/codes';
import { uniqueViolation } from '../../lib/db-errors';
import { assertRefs, refTable } from '../../lib/refs';
import { toColumns } from '../../lib/records';
import { badRequest, conflict, forbidden, notFound, type FieldErrors } from '../../plugins/errors';
import { customerCodeTaken, customerIdUsed, customerPhoneTaken, getCustomer } from './repository';

export type CustomerInput = z.output<typeof customerInput>;

/** Checks references and uniqueness; used by the API and by imports. */
export async function checkCustomer(tx: Tx, tenantId: string, input: CustomerInput, id?: string): Promise<void> {
  await assertRefs(tx, tenantId, [
    { field: 'customer_group_id', ref: refTable(customerGroups), id: input.customer_group_id },
  ]);
  const errors: FieldErrors = {};
  if (input.code && (await customerCodeTaken(tx, tenantId, input.code, id))) errors.code = [catalogVi.errors.codeTaken];
  if (input.phone && (await customerPhoneTaken(tx, tenantId, input.phone, id)))
    errors.phone = [catalogVi.errors.phoneTaken];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export async function insertCustomer(tx: Tx, tenantId: string, input: CustomerInput): Promise<string> {
  const id = input.id ?? v7();
  const code = input.code ?? (await nextCode(tx, tenantId, 'customer', (c) => customerCodeTaken(tx, tenantId, c)));
  await tx.insert(customers).values({ ...(toColumns(input) as typeof customers.$inferInsert), tenantId, id, code });
  return id;
}

export function customerClash(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'customers_code_unique') throw badRequest({ code: [catalogVi.errors.codeTaken] });
  if (constraint === 'customers_phone_unique') throw badRequest({ phone: [catalogVi.errors.phoneTaken] });
  if (constraint !== undefined) throw conflict();
  throw error;
}

/** `mayLimit`: the caller may set a credit limit (the admin). */
export async function createCustomer(
  tx: Tx,
  tenantId: string,
  input: CustomerInput,
  mayLimit: boolean,
): Promise<Customer> {
  if (input.id && (await customerIdUsed(tx, tenantId, input.id))) throw conflict();
  if (!mayLimit && input.credit_limit !== null) throw forbidden(catalogVi.errors.creditLimitAdminOnly);
  await checkCustomer(tx, tenantId, input);
  return (await getCustomer(tx, tenantId, await insertCustomer(tx, tenantId, input)))!;
}

export async function updateCustomer(
  tx: Tx,
  tenantId: string,
  id: string,
  input: CustomerInput,
  mayLimit: boolean,
): Promise<Customer> {
  const current = await getCustomer(tx, tenantId, id);
  if (!current) throw notFound();
  // The limit is the owner's control over credit: a cashier's form sends it back unchanged.
  if (!mayLimit && input.credit_limit !== current.credit_limit) throw forbidden(catalogVi.errors.creditLimitAdminOnly);
  await checkCustomer(tx, tenantId, input, id);
  const { id: _id, ...rest } = input;
  await tx
    .update(customers)
    .set({
      ...(toColumns(rest) as Partial<typeof customers.$inferInsert>),
      code: input.code ?? current.code,
      updatedAt: new Date(),
    })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  return (await getCustomer(tx, tenantId, id))!;
}

export async function archiveCustomer(tx: Tx, tenantId: string, id: string): Promise<void> {
  const rows = await tx
    .update(customers)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id), isNull(customers.deletedAt)))
    .returning({ id: customers.id });
  if (rows.length === 0) throw notFound();
}
