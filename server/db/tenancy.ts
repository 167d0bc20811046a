/**
 * Tenant-scoped transactions. The tenant comes from the access token only; every repository call
 * runs inside `withTenant`, which sets `app.tenant_id` for the transaction so that PostgreSQL's
 * row-level security policies admit only that tenant's rows.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function withTenant<T>(db: Db, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) throw new TypeError('withTenant needs a tenant uuid');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return work(tx);
  });
}
