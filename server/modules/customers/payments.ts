/**
 * Collecting a customer's debt (phiếu thu nợ): one PT000001 payment, never more than the debt.
 * The customer's row is locked first, so two collections at once are checked one after the
 * other and cannot both take the same debt. Cash taken into a register session counts in its
 * expected cash; the session must be open and is share-locked, so a close waiting on it sees the
 * payment. A collection made by mistake is cancelled, never deleted.
 */
import { and, eq, sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type {
  CustomerPayment,
  CustomerPaymentResult,
  customerPaymentInput,
} from '../../../src/domain/catalog/customer-debt';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import { formatMoney } from '../../../src/i18n/format';
import type { Tx } from '../../db/connection';
import { customerPayments } from '../../db/schema/index';
import { nextDocumentCode } from '../../lib/codes';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';
import { cashCancelledIn, sessionIsOpen } from '../registers/session-totals';
import { debtOf } from './debt';

type Input = z.output<typeof customerPaymentInput>;

const E = catalogVi.debt;

type PaymentRow = Omit<CustomerPayment, 'amount' | 'created_at' | 'created_by' | 'cancelled'> & {
  amount: string;
  created_at: string | Date;
  created_by_id: string;
  created_by_name: string;
  cancelled_at: string | Date | null;
  cancelled_by_id: string | null;
  cancelled_by_name: string | null;
  cancel_reason: string | null;
};

async function findPayment(tx: Tx, tenantId: string, id: string): Promise<CustomerPayment | undefined> {
  const found = await tx.execute<PaymentRow>(sql`
    select p.id, p.code, p.customer_id, p.method, p.amount, p.note, p.register_session_id, p.created_at,
           u.id as created_by_id, trim(u.last_name || ' ' || u.first_name) as created_by_name,
           p.cancelled_at, p.cancel_reason, cu.id as cancelled_by_id,
           trim(cu.last_name || ' ' || cu.first_name) as cancelled_by_name
      from customer_payments p join users u on u.tenant_id = p.tenant_id and u.id = p.created_by
      left join users cu on cu.tenant_id = p.tenant_id and cu.id = p.cancelled_by
     where p.tenant_id = ${tenantId} and p.id = ${id}`);
  const row = found.rows[0];
  if (!row) return undefined;
  const { created_by_id, created_by_name, cancelled_at, cancelled_by_id, cancelled_by_name, cancel_reason, ...rest } =
    row;
  return {
    ...rest,
    amount: Number(row.amount),
    created_at: new Date(row.created_at).toISOString(),
    created_by: { id: created_by_id, name: created_by_name },
    cancelled: cancelled_at
      ? {
          at: new Date(cancelled_at).toISOString(),
          by: cancelled_by_id ? { id: cancelled_by_id, name: cancelled_by_name ?? '' } : null,
          reason: cancel_reason ?? '',
        }
      : null,
  };
}

async function lockCustomer(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const found = await tx.execute(sql`
    select id from customers where tenant_id = ${tenantId} and id = ${id} and deleted_at is null for update`);
  return found.rows.length > 0;
}

/**
 * A retry of a collection already made (same client id, same customer, amount and method) answers
 * what was stored and changes nothing, so a lost answer never takes the money twice; the same id
 * for anything else is a conflict.
 */
async function replayed(tx: Tx, tenantId: string, customerId: string, input: Input) {
  if (!input.id) return undefined;
  const stored = await findPayment(tx, tenantId, input.id);
  if (!stored) return undefined;
  const same = stored.customer_id === customerId && stored.amount === input.amount && stored.method === input.method;
  if (!same) throw conflict();
  return stored;
}

export async function collectDebt(
  tx: Tx,
  tenantId: string,
  userId: string,
  customerId: string,
  input: Input,
): Promise<CustomerPaymentResult> {
  if (!(await lockCustomer(tx, tenantId, customerId))) throw notFound();
  const again = await replayed(tx, tenantId, customerId, input);
  if (again) return { payment: again, debt: await debtOf(tx, tenantId, customerId) };

  const errors: FieldErrors = {};
  const debt = await debtOf(tx, tenantId, customerId);
  if (input.amount > debt) errors.amount = [E.amountOverDebt(formatMoney(Math.max(debt, 0)))];
  if (input.register_session_id && !(await sessionIsOpen(tx, tenantId, input.register_session_id)))
    errors.register_session_id = [E.sessionNotOpen];
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const id = input.id ?? v7();
  await tx.insert(customerPayments).values({
    tenantId,
    id,
    code: await nextDocumentCode(tx, tenantId, 'customer_payment'),
    customerId,
    method: input.method,
    amount: input.amount,
    note: input.note ?? '',
    registerSessionId: input.register_session_id,
    createdBy: userId,
  });
  return { payment: (await findPayment(tx, tenantId, id))!, debt: debt - input.amount };
}

/**
 * POST /customers/{id}/payments/{paymentId}/cancel: a collection made by mistake (a wrong amount,
 * the wrong customer, money never handed over) is cancelled with a reason. It stays in the history
 * with who cancelled it, when and why, and no longer counts: its amount is owed again, and cash
 * taken into a register session leaves that session's expected cash. A session closed since has its
 * figures computed again, as for an order that reaches it late: the count made at the close is
 * compared with what the drawer should have held without this money. The customer's row is locked
 * first, as a collection locks it, so a collection and a cancel of the same customer's debt are
 * checked one after the other. Cancelling a cancelled collection answers it unchanged.
 */
export async function cancelCustomerPayment(
  tx: Tx,
  tenantId: string,
  userId: string,
  customerId: string,
  paymentId: string,
  reason: string,
): Promise<CustomerPaymentResult> {
  if (!(await lockCustomer(tx, tenantId, customerId))) throw notFound();
  const payment = await findPayment(tx, tenantId, paymentId);
  if (!payment || payment.customer_id !== customerId) throw notFound();
  if (!payment.cancelled) {
    const cancel = async () => {
      await tx
        .update(customerPayments)
        .set({ cancelledAt: new Date(), cancelledBy: userId, cancelReason: reason })
        .where(and(eq(customerPayments.tenantId, tenantId), eq(customerPayments.id, paymentId)));
    };
    const session = payment.method === 'cash' ? payment.register_session_id : null;
    await (session ? cashCancelledIn(tx, tenantId, session, cancel) : cancel());
  }
  return { payment: (await findPayment(tx, tenantId, paymentId))!, debt: await debtOf(tx, tenantId, customerId) };
}
