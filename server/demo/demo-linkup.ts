/**
 * The demo configuration of the national pharmacy link-up: when `npm start` runs the link-up
 * simulator (LINKUP_SIMULATOR_URL), the demo shop's link-up account points at it (on every start,
 * since its port is chosen at start) with the demo facility code. The first time, the demo's drugs
 * get national drug codes from their registration numbers, all but every tenth so that the
 * national drug codes screen has work to show.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { withTenant } from '../db/tenancy';
import type { SecretBox } from '../lib/secret-box';
import { DEMO_LINKUP_ACCOUNT } from '../../scripts/simulators/linkup-service';

export const DEMO_FACILITY_CODE = 'HNI.NT.004215';

export async function connectDemoLinkup(db: Db, tenantId: string, box: SecretBox, simulatorUrl: string): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const first = await tx.execute(sql`
      insert into linkup_settings (tenant_id) values (${tenantId}) on conflict do nothing returning tenant_id`);
    if (first.rows.length > 0) {
      await tx.execute(sql`
        update products p set national_drug_code = p.registration_number, updated_at = now()
        from (select id, row_number() over (order by code) as n from products
              where tenant_id = ${tenantId} and registration_number is not null and national_drug_code is null) x
        where p.tenant_id = ${tenantId} and p.id = x.id and x.n % 10 <> 0`);
    }
    await tx.execute(sql`
      update stores set national_facility_code = coalesce(national_facility_code, ${DEMO_FACILITY_CODE}), updated_at = now()
      where tenant_id = ${tenantId} and national_facility_code is null`);
    await tx.execute(sql`
      update linkup_settings set enabled = true, api_url = ${simulatorUrl}, username = ${DEMO_LINKUP_ACCOUNT.username},
        password_sealed = ${box.seal(DEMO_LINKUP_ACCOUNT.password)}, updated_at = now()
      where tenant_id = ${tenantId}`);
  });
}
