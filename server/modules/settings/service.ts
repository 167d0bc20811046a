/**
 * General and e-invoice settings: one row per shop each, created with the defaults on first
 * read (expiry warning 90 days, FEFO on, no negative stock), replaced whole on save.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EinvoiceSettings,
  einvoiceSettingsInput,
  GeneralSettings,
  generalSettingsInput,
} from '../../../src/domain/catalog/settings';
import type { Tx } from '../../db/connection';
import { einvoiceSettings, generalSettings, taxes } from '../../db/schema/index';
import { assertRefs, refTable } from '../../lib/refs';
import { toColumns, toRecord } from '../../lib/records';

export async function readGeneral(tx: Tx, tenantId: string): Promise<GeneralSettings> {
  let [row] = await tx.select().from(generalSettings).where(eq(generalSettings.tenantId, tenantId));
  if (!row) [row] = await tx.insert(generalSettings).values({ tenantId }).onConflictDoNothing().returning();
  if (!row) [row] = await tx.select().from(generalSettings).where(eq(generalSettings.tenantId, tenantId));
  const { deletedAt: _d, ...rest } = row!;
  return toRecord(rest) as GeneralSettings;
}

export async function saveGeneral(
  tx: Tx,
  tenantId: string,
  input: z.output<typeof generalSettingsInput>,
): Promise<GeneralSettings> {
  await assertRefs(tx, tenantId, [
    { field: 'purchase_order_default_tax_id', ref: refTable(taxes), id: input.purchase_order_default_tax_id },
  ]);
  const values = { ...(toColumns(input) as Partial<typeof generalSettings.$inferInsert>), updatedAt: new Date() };
  await tx
    .insert(generalSettings)
    .values({ ...values, tenantId })
    .onConflictDoUpdate({ target: generalSettings.tenantId, set: values });
  return readGeneral(tx, tenantId);
}

export async function readEinvoice(tx: Tx, tenantId: string): Promise<EinvoiceSettings> {
  let [row] = await tx.select().from(einvoiceSettings).where(eq(einvoiceSettings.tenantId, tenantId));
  if (!row) [row] = await tx.insert(einvoiceSettings).values({ tenantId }).onConflictDoNothing().returning();
  if (!row) [row] = await tx.select().from(einvoiceSettings).where(eq(einvoiceSettings.tenantId, tenantId));
  return toRecord(row!) as EinvoiceSettings;
}

export async function saveEinvoice(
  tx: Tx,
  tenantId: string,
  input: z.output<typeof einvoiceSettingsInput>,
): Promise<EinvoiceSettings> {
  const values = { ...(toColumns(input) as Partial<typeof einvoiceSettings.$inferInsert>), updatedAt: new Date() };
  await tx
    .insert(einvoiceSettings)
    .values({ ...values, tenantId })
    .onConflictDoUpdate({ target: einvoiceSettings.tenantId, set: values });
  return readEinvoice(tx, tenantId);
}
