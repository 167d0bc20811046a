/**
 * The demo configuration of the national pharmacy link-up. The demo's history joins it six days
 * before today (demo-history.ts), so its last week of stock documents are messages; when
 * `npm start` runs the link-up simulator (LINKUP_SIMULATOR_URL), the demo shop's link-up account
 * points at it (on every start, since its port is chosen at start) and what waited is delivered.
 * On joining, the demo's drugs get national drug codes from their registration numbers, all but
 * one in twenty-five, so that the national drug codes screen has work to show (and their messages wait).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection';
import type { Jobs } from '../jobs/queue';
import { queueDeliveries } from '../modules/linkups/delivery';
import { withTenant } from '../db/tenancy';
import type { SecretBox } from '../lib/secret-box';
import { DEMO_LINKUP_ACCOUNT } from '../../scripts/simulators/linkup-service';

export const DEMO_FACILITY_CODE = 'HNI.NT.004215';

/**
 * The demo shop joins the link-up: its account (not switched on: the simulator's address is known
 * only at start), its facility code, and national drug codes for its drugs. From then on the
 * ledger records a message for every stock document of drugs, which waits until the link-up is on.
 */
export async function joinDemoLinkup(tx: Tx, tenantId: string, box: SecretBox): Promise<void> {
  const joined = await tx.execute(sql`
    insert into linkup_settings (tenant_id, username, password_sealed)
    values (${tenantId}, ${DEMO_LINKUP_ACCOUNT.username}, ${box.seal(DEMO_LINKUP_ACCOUNT.password)})
    on conflict do nothing returning tenant_id`);
  if (joined.rows.length === 0) return;
  await tx.execute(sql`
    update products p set national_drug_code = p.registration_number, updated_at = now()
    from (select id, row_number() over (order by code) as n from products
          where tenant_id = ${tenantId} and registration_number is not null and national_drug_code is null
            and drug_class <> 'none') x
    where p.tenant_id = ${tenantId} and p.id = x.id and x.n % 25 <> 0`);
  await tx.execute(sql`
    update stores set national_facility_code = ${DEMO_FACILITY_CODE}, updated_at = now()
    where tenant_id = ${tenantId} and national_facility_code is null`);
}

/**
 * Points the demo shop's link-up at the simulator and switches it on (joining first when the demo
 * was made without its history); what waited while it was off is queued for delivery then.
 */
export async function connectDemoLinkup(
  db: Db,
  jobs: Jobs,
  tenantId: string,
  box: SecretBox,
  simulatorUrl: string,
): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const before = await tx.execute<{ enabled: boolean }>(
      sql`select enabled from linkup_settings where tenant_id = ${tenantId}`,
    );
    await joinDemoLinkup(tx, tenantId, box);
    await tx.execute(sql`
      update linkup_settings set enabled = true, api_url = ${simulatorUrl}, username = ${DEMO_LINKUP_ACCOUNT.username},
        password_sealed = ${box.seal(DEMO_LINKUP_ACCOUNT.password)}, updated_at = now()
      where tenant_id = ${tenantId}`);
    if (before.rows[0]?.enabled) return;
    const waiting = await tx.execute<{ id: string }>(
      sql`select id from linkup_messages where tenant_id = ${tenantId} and status = 'waiting' order by created_at`,
    );
    await queueDeliveries(
      jobs,
      tx,
      tenantId,
      waiting.rows.map((m) => m.id),
    );
  });
}
