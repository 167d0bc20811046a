/** SQL of the shop: its tenant row, its store and its subscription (one each per tenant). */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { stores, subscriptions, tenants } from '../../db/schema/index';

export type StoreRow = typeof stores.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type StoreFields = Partial<Omit<typeof stores.$inferInsert, 'tenantId' | 'createdAt'>>;

export async function insertTenant(
  tx: Tx,
  tenant: typeof tenants.$inferInsert,
  store: typeof stores.$inferInsert,
  subscription: typeof subscriptions.$inferInsert,
) {
  await tx.insert(tenants).values(tenant);
  await tx.insert(stores).values(store);
  await tx.insert(subscriptions).values(subscription);
}

export async function findTenant(
  tx: Tx,
): Promise<{ tenant: TenantRow; store: StoreRow; subscription: SubscriptionRow } | undefined> {
  const [row] = await tx
    .select({ tenant: tenants, store: stores, subscription: subscriptions })
    .from(tenants)
    .innerJoin(stores, eq(stores.tenantId, tenants.id))
    .innerJoin(subscriptions, eq(subscriptions.tenantId, tenants.id));
  return row;
}

export async function findStore(tx: Tx): Promise<StoreRow | undefined> {
  const [row] = await tx.select().from(stores);
  return row;
}

/** Updates the store (and the tenant's name with it, so the shop has one name everywhere). */
export async function updateStore(tx: Tx, tenantId: string, fields: StoreFields): Promise<StoreRow | undefined> {
  const [row] = await tx
    .update(stores)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(stores.tenantId, tenantId))
    .returning();
  if (row && fields.name)
    await tx.update(tenants).set({ name: fields.name, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
  return row;
}

export async function setSubscriptionState(tx: Tx, tenantId: string, state: SubscriptionRow['state']): Promise<void> {
  await tx.update(subscriptions).set({ state, updatedAt: new Date() }).where(eq(subscriptions.tenantId, tenantId));
}
