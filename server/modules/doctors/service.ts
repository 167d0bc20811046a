/** Rules of doctors: the specialization must exist in the shop; archived, never deleted. */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type { Doctor, doctorInput } from '../../../src/domain/catalog/parties';
import type { Tx } from '../../db/connection';
import { doctors, specializations } from '../../db/schema/index';
import { assertRefs, refTable } from '../../lib/refs';
import { toColumns } from '../../lib/records';
import { conflict, notFound } from '../../plugins/errors';
import { getDoctor } from './repository';

export type DoctorInput = z.output<typeof doctorInput>;

export async function createDoctor(tx: Tx, tenantId: string, input: DoctorInput): Promise<Doctor> {
  await assertRefs(tx, tenantId, [
    { field: 'specialization_id', ref: refTable(specializations), id: input.specialization_id },
  ]);
  const id = input.id ?? v7();
  if (input.id) {
    const [used] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.tenantId, tenantId), eq(doctors.id, id)));
    if (used) throw conflict();
  }
  await tx.insert(doctors).values({ ...(toColumns(input) as typeof doctors.$inferInsert), tenantId, id });
  return (await getDoctor(tx, tenantId, id))!;
}

export async function updateDoctor(tx: Tx, tenantId: string, id: string, input: DoctorInput): Promise<Doctor> {
  if (!(await getDoctor(tx, tenantId, id))) throw notFound();
  await assertRefs(tx, tenantId, [
    { field: 'specialization_id', ref: refTable(specializations), id: input.specialization_id },
  ]);
  const { id: _id, ...rest } = input;
  await tx
    .update(doctors)
    .set({ ...(toColumns(rest) as Partial<typeof doctors.$inferInsert>), updatedAt: new Date() })
    .where(and(eq(doctors.tenantId, tenantId), eq(doctors.id, id)));
  return (await getDoctor(tx, tenantId, id))!;
}

export async function archiveDoctor(tx: Tx, tenantId: string, id: string): Promise<void> {
  const rows = await tx
    .update(doctors)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(doctors.tenantId, tenantId), eq(doctors.id, id), isNull(doctors.deletedAt)))
    .returning({ id: doctors.id });
  if (rows.length === 0) throw notFound();
}
