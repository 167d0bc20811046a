/**
 * Customers made at the counter: stored on the till at once (so the sale can use them offline)
 * and queued as `customer.create` in the same transaction. The server gives the code on push.
 */
import { v7 as uuidv7 } from 'uuid';
import type { GroupDiscount } from '../domain/discount';
import { dong, type Dong } from '../domain/money';
import type { CustomerCreateArgs } from '../domain/mutation-args';
import type { Row, TillDb } from './database';
import { recordMutation } from './outbox';

export type NewCustomer = Omit<CustomerCreateArgs, 'id'>;

/**
 * The live customer already holding this phone on the till, if any: the server keeps a phone to
 * one customer, so a second one made with it would be refused when the till syncs.
 */
export async function customerWithPhone(db: TillDb, phone: string): Promise<Row | undefined> {
  const wanted = phone.replace(/[\s.-]/g, '');
  if (!wanted) return undefined;
  const rows = await db.synced('customers').toArray();
  return rows.find(
    (row) => !row.deleted_at && typeof row.phone === 'string' && row.phone.replace(/[\s.-]/g, '') === wanted,
  );
}

/**
 * Whether the customer was made on this till and is not yet on the server (its `customer.create`
 * still in the outbox): the server has no record of them to ask about until it is sent.
 */
export async function customerOnlyOnTill(db: TillDb, customerId: string): Promise<boolean> {
  const row = await db.synced('customers').get(customerId);
  return row?.pending_sync === true;
}

/** The customer's credit limit in the till's copy (null: none, or a customer the till has not got). */
export async function creditLimitOf(db: TillDb, customerId: string): Promise<Dong | null> {
  const row = await db.synced('customers').get(customerId);
  return typeof row?.credit_limit === 'number' ? dong(row.credit_limit) : null;
}

/**
 * The standing discount of the customer's group in the till's copy: null without a group, for a
 * group deleted since, or one that gives none.
 */
export async function groupDiscountOf(db: TillDb, customerId: string): Promise<GroupDiscount | null> {
  const groupId = (await db.synced('customers').get(customerId))?.customer_group_id;
  const group = typeof groupId === 'string' ? await db.synced('customer_groups').get(groupId) : undefined;
  if (!group || group.deleted_at || typeof group.discount_percent !== 'number' || group.discount_percent <= 0)
    return null;
  return { name: String(group.name), percent: group.discount_percent };
}

export async function createCustomerAtCounter(db: TillDb, input: NewCustomer): Promise<Row> {
  // The schema loads with the first customer made here, not with the till's screen (issue 16).
  const { customerCreateArgs } = await import('../domain/mutation-args');
  const args = customerCreateArgs.parse({ ...input, id: uuidv7() });
  const customers = db.synced('customers');
  const row: Row = { ...args, code: null, deleted_at: null, created_at: new Date().toISOString(), pending_sync: true };
  await recordMutation(db, {
    name: 'customer.create',
    args,
    tables: [customers],
    effect: async () => {
      await customers.add(row);
    },
  });
  return row;
}
