/**
 * Customer complaints (KN): read, create, edit and move through new → processing → resolved →
 * closed (409 otherwise). The customer, product and lot must be the shop's; the lot must belong
 * to the product; a deleted product or lot is kept on a complaint that named it, never newly named.
 * Moving to resolved needs its handling and result written (a 400 on those fields) and records who
 * handled it and when; an edit of a resolved complaint cannot empty them.
 */
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import {
  type Complaint,
  type complaintInput,
  type complaintListQuery,
  missingToResolve,
} from '../../../src/domain/stock/complaints';
import { COMPLAINT_TRANSITIONS, type ComplaintState } from '../../../src/domain/stock/states';
import { stockVi } from '../../../src/i18n/stock';
import type { Tx } from '../../db/connection';
import { customerComplaints, customers, lots, products, users } from '../../db/schema/index';
import { fullName } from '../auth/user-dto';
import { countAll, paginate, searchCondition, sortOrder, type Page } from '../../lib/list-query';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { nextDocumentCode } from '../../lib/codes';
import { assertTransition, iso } from '../stock/guard';
import { todayInShop } from '../../../src/domain/shop-clock';

type Input = z.output<typeof complaintInput>;
const E = stockVi.errors;
const c = customerComplaints;

const selection = {
  row: c,
  customerName: customers.fullName,
  productName: products.name,
  lotNumber: lots.lotNumber,
  handlerFirst: users.firstName,
  handlerLast: users.lastName,
};
const base = (tx: Tx) =>
  tx
    .select(selection)
    .from(c)
    .leftJoin(customers, and(eq(customers.tenantId, c.tenantId), eq(customers.id, c.customerId)))
    .leftJoin(products, and(eq(products.tenantId, c.tenantId), eq(products.id, c.productId)))
    .leftJoin(lots, and(eq(lots.tenantId, c.tenantId), eq(lots.id, c.lotId)))
    .leftJoin(users, and(eq(users.tenantId, c.tenantId), eq(users.id, c.handledBy)));

type Joined = {
  row: typeof c.$inferSelect;
  customerName: string | null;
  productName: string | null;
  lotNumber: string | null;
  handlerFirst: string | null;
  handlerLast: string | null;
};
function toComplaint({ row: r, customerName, productName, lotNumber, handlerFirst, handlerLast }: Joined): Complaint {
  return {
    id: r.id,
    code: r.code,
    received_date: r.receivedDate,
    customer_id: r.customerId,
    customer_name: customerName,
    product_id: r.productId,
    product_name: productName,
    lot_id: r.lotId,
    lot_number: lotNumber,
    content: r.content,
    handling: r.handling,
    result: r.result,
    state: r.state,
    handled_by: r.handledBy,
    handled_by_name: handlerFirst === null ? null : fullName({ firstName: handlerFirst, lastName: handlerLast ?? '' }),
    resolved_at: iso(r.resolvedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function listComplaints(
  tx: Tx,
  tenantId: string,
  q: z.output<typeof complaintListQuery>,
): Promise<Page<Complaint>> {
  const where = and(
    eq(c.tenantId, tenantId),
    searchCondition(
      sql`app_search_norm(${c.code} || ' ' || ${c.content} || ' ' || coalesce(${customers.fullName}, '') || ' ' || coalesce(${products.name}, ''))`,
      q.search,
    ),
    q.state ? eq(c.state, q.state) : undefined,
    q.customer_id ? eq(c.customerId, q.customer_id) : undefined,
    q.product_id ? eq(c.productId, q.product_id) : undefined,
    q.from ? gte(c.receivedDate, q.from) : undefined,
    q.to ? lte(c.receivedDate, q.to) : undefined,
  );
  const sorts = { code: c.code, received_date: c.receivedDate, created_at: c.createdAt };
  return paginate(
    q,
    async (limit, offset) =>
      (
        await base(tx)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, c.id))
          .limit(limit)
          .offset(offset)
      ).map(toComplaint),
    async () =>
      (
        await tx
          .select({ n: countAll })
          .from(c)
          .leftJoin(customers, and(eq(customers.tenantId, c.tenantId), eq(customers.id, c.customerId)))
          .leftJoin(products, and(eq(products.tenantId, c.tenantId), eq(products.id, c.productId)))
          .where(where)
      )[0]!.n,
  );
}

export async function getComplaint(tx: Tx, tenantId: string, id: string): Promise<Complaint | undefined> {
  const [row] = await base(tx).where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
  return row ? toComplaint(row) : undefined;
}

/** What a complaint already names: none for a new one. */
interface Named {
  productId: string | null;
  lotId: string | null;
}

/**
 * `kept` is what the complaint already names: a complaint recorded before its product or lot was
 * deleted stays editable, but no complaint can newly name a deleted product or lot.
 */
async function checkRefs(
  tx: Tx,
  tenantId: string,
  input: Input,
  kept: Named = { productId: null, lotId: null },
): Promise<void> {
  const errors: FieldErrors = {};
  if (input.customer_id) {
    const [found] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, input.customer_id), isNull(customers.deletedAt)));
    if (!found) errors.customer_id = [stockVi.errors.customerNotFound];
  }
  if (input.product_id) {
    const [found] = await tx
      .select({ deletedAt: products.deletedAt })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, input.product_id)));
    if (!found) errors.product_id = [E.productNotFound];
    else if (found.deletedAt && input.product_id !== kept.productId) errors.product_id = [E.productDeleted];
  }
  if (input.lot_id) {
    const [found] = await tx
      .select({ productId: lots.productId, deletedAt: lots.deletedAt })
      .from(lots)
      .where(and(eq(lots.tenantId, tenantId), eq(lots.id, input.lot_id)));
    if (!found || found.productId !== input.product_id) errors.lot_id = [E.lotNotFound];
    else if (found.deletedAt && input.lot_id !== kept.lotId) errors.lot_id = [E.lotDeleted];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const fields = (input: Input) => ({
  customerId: input.customer_id,
  productId: input.product_id,
  lotId: input.lot_id,
  content: input.content,
  handling: input.handling,
  result: input.result,
});

export async function createComplaint(tx: Tx, tenantId: string, userId: string, input: Input): Promise<string> {
  await checkRefs(tx, tenantId, input);
  const id = v7();
  await tx.insert(c).values({
    tenantId,
    id,
    code: await nextDocumentCode(tx, tenantId, 'complaint'),
    receivedDate: input.received_date ?? todayInShop(),
    createdBy: userId,
    ...fields(input),
  });
  return id;
}

async function lockComplaint(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A 400 on the handling and the result when either is empty: a resolved complaint needs both. */
function refuseMissing(complaint: { handling: string | null; result: string | null }, resolved = false): void {
  const missing = Object.entries(missingToResolve(complaint, resolved));
  if (missing.length > 0) throw badRequest(Object.fromEntries(missing.map(([field, text]) => [field, [text]])));
}

export async function updateComplaint(tx: Tx, tenantId: string, id: string, input: Input): Promise<void> {
  const row = await lockComplaint(tx, tenantId, id);
  if (row.state === 'closed') throw conflict(E.complaintClosed);
  // A resolved complaint's handling and result are the complaints book's record: kept written.
  if (row.state === 'resolved') refuseMissing(input, true);
  await checkRefs(tx, tenantId, input, row);
  await tx
    .update(c)
    .set({ receivedDate: input.received_date ?? row.receivedDate, updatedAt: new Date(), ...fields(input) })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
}

export async function moveComplaint(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  to: ComplaintState,
  now = new Date(),
): Promise<void> {
  const row = await lockComplaint(tx, tenantId, id);
  assertTransition(COMPLAINT_TRANSITIONS, row.state, to);
  if (to === 'resolved') refuseMissing(row);
  const extra =
    to === 'resolved'
      ? { handledBy: userId, resolvedAt: now }
      : to === 'processing'
        ? { handledBy: userId, resolvedAt: null }
        : {};
  await tx
    .update(c)
    .set({ state: to, updatedAt: now, ...extra })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
}
