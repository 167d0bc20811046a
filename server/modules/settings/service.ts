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
import type { SecretBox } from '../../lib/secret-box';

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

export type EinvoiceSettingsRow = typeof einvoiceSettings.$inferSelect;

/** The whole row, credentials and certificate included (server only). */
export async function readEinvoiceRow(tx: Tx, tenantId: string): Promise<EinvoiceSettingsRow> {
  let [row] = await tx.select().from(einvoiceSettings).where(eq(einvoiceSettings.tenantId, tenantId));
  if (!row) [row] = await tx.insert(einvoiceSettings).values({ tenantId }).onConflictDoNothing().returning();
  if (!row) [row] = await tx.select().from(einvoiceSettings).where(eq(einvoiceSettings.tenantId, tenantId));
  return row!;
}

/** What the settings page sees: never a password or the certificate itself. */
export async function readEinvoice(tx: Tx, tenantId: string): Promise<EinvoiceSettings> {
  const {
    passwordSealed,
    certificateP12: _p12,
    certificatePasswordSealed: _certPassword,
    certificateSubject,
    certificateNotAfter,
    version: _version,
    deletedAt: _deleted,
    ...rest
  } = await readEinvoiceRow(tx, tenantId);
  return {
    ...(toRecord(rest) as Omit<EinvoiceSettings, 'has_password' | 'certificate'>),
    has_password: passwordSealed !== null,
    certificate:
      certificateSubject && certificateNotAfter
        ? { subject: certificateSubject, not_after: certificateNotAfter.toISOString() }
        : null,
  };
}

export async function saveEinvoice(
  tx: Tx,
  tenantId: string,
  { password, ...input }: z.output<typeof einvoiceSettingsInput>,
  box: SecretBox,
): Promise<EinvoiceSettings> {
  const values = {
    ...(toColumns(input) as Partial<typeof einvoiceSettings.$inferInsert>),
    // An empty password keeps the stored one; a new one is sealed before it is written.
    ...(password ? { passwordSealed: box.seal(password) } : {}),
    updatedAt: new Date(),
  };
  await tx
    .insert(einvoiceSettings)
    .values({ ...values, tenantId })
    .onConflictDoUpdate({ target: einvoiceSettings.tenantId, set: values });
  return readEinvoice(tx, tenantId);
}

/** Stores the signing certificate (PKCS#12, base64) with its sealed password. */
export async function saveCertificate(
  tx: Tx,
  tenantId: string,
  c: { p12: string; passwordSealed: string; subject: string; notAfter: Date },
): Promise<void> {
  await readEinvoiceRow(tx, tenantId);
  await tx
    .update(einvoiceSettings)
    .set({
      certificateP12: c.p12,
      certificatePasswordSealed: c.passwordSealed,
      certificateSubject: c.subject,
      certificateNotAfter: c.notAfter,
      updatedAt: new Date(),
    })
    .where(eq(einvoiceSettings.tenantId, tenantId));
}
