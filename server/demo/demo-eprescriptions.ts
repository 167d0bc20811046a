/**
 * The demo configuration of national e-prescriptions: the demo products the demo prescriptions
 * name get their national drug codes (when they have none), and when `npm start` runs the
 * e-prescription system simulator (EPRESCRIPTION_SIMULATOR_URL) the demo shop's account points at
 * it, with the simulator's demo pharmacy account (password sealed). Re-pointed on every start,
 * since the simulator's port is chosen at start.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection';
import { eprescriptionSettings, products } from '../db/schema/index';
import { withTenant } from '../db/tenancy';
import type { SecretBox } from '../lib/secret-box';
import { DEMO_NATIONAL_DRUG_CODES } from '../../scripts/simulators/eprescription-demo';
import { DEMO_PHARMACY_ACCOUNT } from '../../scripts/simulators/eprescription-system';

/** Gives the demo products of the demo prescriptions their national drug codes, where they have none. */
export async function assignDemoNationalDrugCodes(tx: Tx, tenantId: string): Promise<void> {
  for (const [code, nationalDrugCode] of Object.entries(DEMO_NATIONAL_DRUG_CODES))
    await tx
      .update(products)
      .set({ nationalDrugCode })
      .where(
        and(
          eq(products.tenantId, tenantId),
          eq(products.code, code),
          isNull(products.nationalDrugCode),
          isNull(products.deletedAt),
        ),
      );
}

export async function connectDemoEprescriptions(
  db: Db,
  tenantId: string,
  box: SecretBox,
  simulatorUrl: string,
): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    await assignDemoNationalDrugCodes(tx, tenantId);
    const fields = {
      enabled: true,
      apiUrl: simulatorUrl,
      username: DEMO_PHARMACY_ACCOUNT.username,
      passwordSealed: box.seal(DEMO_PHARMACY_ACCOUNT.password),
      updatedAt: new Date(),
    };
    await tx
      .insert(eprescriptionSettings)
      .values({ tenantId, ...fields })
      .onConflictDoUpdate({ target: eprescriptionSettings.tenantId, set: fields });
  });
}
