/**
 * The tenant's sync-version lock (migration 0011): every write of a row a till pulls takes it in
 * its version trigger. A transaction that will lock such rows takes it first, before any row lock,
 * so it cannot deadlock with another that holds the lock and waits for its rows (a push does the same).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './connection';

export async function lockTenantSync(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1937339254, hashtext(${tenantId}::text))`);
}
