/**
 * The link-up account: one row per shop (created on first read), the facility code kept on the
 * store (`stores.national_facility_code`, also edited with the store). The password is sealed by
 * the secret box and never leaves the server; tills never pull any of it.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkupSettings, linkupSettingsInput } from '../../../src/domain/linkup/settings';
import { linkupsVi } from '../../../src/i18n/linkups';
import type { Tx } from '../../db/connection';
import { linkupSettings, stores } from '../../db/schema/index';
import type { SecretBox } from '../../lib/secret-box';
import { badRequest } from '../../plugins/errors';
import { httpLinkupService, type LinkupService } from './service-port';

export type LinkupSettingsRow = typeof linkupSettings.$inferSelect & { facilityCode: string | null };

/** The whole account, sealed password included (server only). */
export async function readLinkupRow(tx: Tx, tenantId: string): Promise<LinkupSettingsRow> {
  let [row] = await tx.select().from(linkupSettings).where(eq(linkupSettings.tenantId, tenantId));
  if (!row) [row] = await tx.insert(linkupSettings).values({ tenantId }).onConflictDoNothing().returning();
  if (!row) [row] = await tx.select().from(linkupSettings).where(eq(linkupSettings.tenantId, tenantId));
  const [store] = await tx
    .select({ code: stores.nationalFacilityCode })
    .from(stores)
    .where(eq(stores.tenantId, tenantId));
  return { ...row!, facilityCode: store?.code ?? null };
}

/** What the settings page sees: never the password. */
export async function readLinkupSettings(tx: Tx, tenantId: string): Promise<LinkupSettings> {
  const row = await readLinkupRow(tx, tenantId);
  return {
    enabled: row.enabled,
    api_url: row.apiUrl,
    facility_code: row.facilityCode,
    username: row.username,
    has_password: row.passwordSealed !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function saveLinkupSettings(
  tx: Tx,
  tenantId: string,
  { password, facility_code, ...input }: z.output<typeof linkupSettingsInput>,
  box: SecretBox,
): Promise<LinkupSettings> {
  const current = await readLinkupRow(tx, tenantId);
  if (input.enabled && !password && current.passwordSealed === null)
    throw badRequest({ password: [linkupsVi.settingsErrors.password] });
  const values = {
    enabled: input.enabled,
    apiUrl: input.api_url,
    username: input.username,
    // An empty password keeps the stored one; a new one is sealed before it is written.
    ...(password ? { passwordSealed: box.seal(password) } : {}),
    updatedAt: new Date(),
  };
  await tx.update(linkupSettings).set(values).where(eq(linkupSettings.tenantId, tenantId));
  if (facility_code !== current.facilityCode)
    await tx
      .update(stores)
      .set({ nationalFacilityCode: facility_code, updatedAt: new Date() })
      .where(eq(stores.tenantId, tenantId));
  return readLinkupSettings(tx, tenantId);
}

/** The service of a shop's account, or null while the account is incomplete. */
export function linkupServiceOf(row: LinkupSettingsRow, box: SecretBox): LinkupService | null {
  if (!row.apiUrl || !row.username || !row.passwordSealed || !row.facilityCode) return null;
  return httpLinkupService({
    apiUrl: row.apiUrl,
    facilityCode: row.facilityCode,
    username: row.username,
    password: box.open(row.passwordSealed),
  });
}
