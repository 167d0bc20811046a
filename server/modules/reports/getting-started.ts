/**
 * Which of a new shop's first steps (src/domain/getting-started.ts) its records show done, read in
 * one statement under the tenant's row-level security.
 */
import { sql } from 'drizzle-orm';
import type { GettingStarted } from '../../../src/domain/getting-started';
import type { Tx } from '../../db/connection';

export async function gettingStarted(tx: Tx, tenantId: string): Promise<GettingStarted> {
  const result = await tx.execute<GettingStarted>(sql`
    select
      exists (select 1 from stores where tenant_id = ${tenantId} and setup_done_at is not null) as store,
      exists (select 1 from products where tenant_id = ${tenantId} and deleted_at is null) as products,
      exists (
        select 1 from products where tenant_id = ${tenantId} and deleted_at is null and stock_on_hand > 0
      ) as stock,
      (select count(*) from users where tenant_id = ${tenantId}) > 1 as staff,
      exists (
        select 1 from general_settings where tenant_id = ${tenantId} and vietqr_account_number is not null
      ) as vietqr,
      exists (
        select 1 from einvoice_settings
        where tenant_id = ${tenantId} and (enabled or cash_register_enabled)
      ) as einvoice,
      exists (select 1 from linkup_settings where tenant_id = ${tenantId} and enabled) as linkup,
      exists (select 1 from pos_orders where tenant_id = ${tenantId}) as first_sale`);
  return result.rows[0]!;
}
