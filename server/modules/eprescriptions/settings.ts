/**
 * The shop's account on the national e-prescription system: read for the settings page (the
 * password never leaves the server: only whether one is stored), saved with the password sealed
 * by the secret box, and opened into the adapter when the server talks to the system.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { eprescriptionSettings } from '../../db/schema/index';
import type { SecretBox } from '../../lib/secret-box';
import { badRequest } from '../../plugins/errors';
import { eprescriptionsVi } from '../../../src/i18n/eprescriptions';
import type { EprescriptionSettings, EprescriptionSettingsInput } from '../../../src/domain/eprescription';
import { eprescriptionGateway } from './gateway';
import type { EprescriptionSystem } from './system';

type Row = typeof eprescriptionSettings.$inferSelect;

export async function readSettingsRow(tx: Tx, tenantId: string): Promise<Row | null> {
  const [row] = await tx.select().from(eprescriptionSettings).where(eq(eprescriptionSettings.tenantId, tenantId));
  return row ?? null;
}

export async function readSettings(tx: Tx, tenantId: string): Promise<EprescriptionSettings> {
  const row = await readSettingsRow(tx, tenantId);
  return {
    enabled: row?.enabled ?? false,
    api_url: row?.apiUrl ?? null,
    username: row?.username ?? null,
    password_set: Boolean(row?.passwordSealed),
  };
}

export async function saveSettings(
  tx: Tx,
  tenantId: string,
  input: EprescriptionSettingsInput,
  box: SecretBox,
): Promise<EprescriptionSettings> {
  // Switched on, the account needs a password: the one typed now or the one already stored.
  if (input.enabled && !input.password && !(await readSettingsRow(tx, tenantId))?.passwordSealed)
    throw badRequest({ password: [eprescriptionsVi.settingsErrors.password] });
  const fields = {
    enabled: input.enabled,
    apiUrl: input.api_url,
    username: input.username,
    ...(input.password ? { passwordSealed: box.seal(input.password) } : {}),
    updatedAt: new Date(),
  };
  await tx
    .insert(eprescriptionSettings)
    .values({ tenantId, ...fields })
    .onConflictDoUpdate({ target: eprescriptionSettings.tenantId, set: fields });
  return readSettings(tx, tenantId);
}

/** Adapters by account, so a login token serves the calls after it. */
const adapters = new Map<string, EprescriptionSystem>();

/** The adapter for the shop's account, or null while it is off or not configured. */
export function systemOf(row: Row | null, box: SecretBox): EprescriptionSystem | null {
  if (!row?.enabled || !row.apiUrl || !row.username) return null;
  const key = `${row.tenantId}|${row.apiUrl}|${row.username}|${row.passwordSealed ?? ''}`;
  const known = adapters.get(key);
  if (known) return known;
  if (adapters.size > 1000) adapters.clear();
  const made = eprescriptionGateway({
    baseUrl: row.apiUrl,
    username: row.username,
    password: row.passwordSealed ? box.open(row.passwordSealed) : '',
  });
  adapters.set(key, made);
  return made;
}
