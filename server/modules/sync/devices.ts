/**
 * Device segments of the shop's order codes (src/domain/order-codes.ts): the first time a device
 * syncs it gets the next free number of its shop, and the same number every time after.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { lockTenantSync } from '../../db/sync-lock';

export async function deviceSegment(tx: Tx, tenantId: string, deviceId: string, userId: string): Promise<number> {
  const known = await tx.execute<{ segment: number }>(
    sql`select segment from sync_devices where tenant_id = ${tenantId} and device_id = ${deviceId}`,
  );
  if (known.rows[0]) return known.rows[0].segment;
  // The tenant's sync lock serialises the numbering (two tablets signing in together get 1 and 2).
  await lockTenantSync(tx, tenantId);
  const made = await tx.execute<{ segment: number }>(sql`
    insert into sync_devices (tenant_id, device_id, segment, user_id)
    select ${tenantId}, ${deviceId}, coalesce(max(segment), 0) + 1, ${userId}
      from sync_devices where tenant_id = ${tenantId}
    on conflict (tenant_id, device_id) do update set device_id = excluded.device_id
    returning segment`);
  return made.rows[0]!.segment;
}
