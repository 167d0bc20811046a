/**
 * `order.create` pushed by a till (sale, return, exchange), applied a batch at a time: a push's
 * consecutive orders are checked in order (order-plan.ts) against references and stock read in
 * three queries, and written in one statement. A return whose original order (or another return
 * of it) is earlier in the same batch starts a new segment, read after the earlier ones are
 * written, so every order sees exactly what it would see applied alone.
 */
import type { Tx } from '../../db/connection';
import type { Jobs } from '../../jobs/queue';
import { queueDispensings } from '../eprescriptions/dispensing';
import { MutationRejected, rejectedOutcome, type BatchOutcome, type MutationHandler } from '../sync/mutations';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import { refreshClosedSession } from '../registers/session-totals';
import {
  loadBatchRefs,
  loadDebtRoom,
  loadOriginalLines,
  loadStock,
  type BatchRefs,
  type DebtRoom,
  type OriginalLine,
} from './order-context';
import { applyMoves, planOrder, type CreditRoom } from './order-plan';
import { writeOrders, type OrderFacts } from './order-write';

/** Consecutive orders that can be read and written together. */
export function segments(orders: readonly OrderCreateArgs[]): OrderCreateArgs[][] {
  const out: OrderCreateArgs[][] = [];
  let ids = new Set<string>();
  let originals = new Set<string>();
  for (const order of orders) {
    if (out.length === 0 || (order.return_for && (ids.has(order.return_for) || originals.has(order.return_for)))) {
      out.push([]);
      ids = new Set();
      originals = new Set();
    }
    out.at(-1)!.push(order);
    ids.add(order.id);
    if (order.return_for) originals.add(order.return_for);
  }
  return out;
}

function partTaken(order: OrderCreateArgs, refs: BatchRefs): boolean {
  const payments = new Set(order.payments.map((payment) => payment.id));
  return (
    payments.size !== order.payments.length ||
    order.lines.some((line) => refs.lines.has(line.id)) ||
    [...payments].some((id) => refs.payments.has(id))
  );
}

/** What this order may owe, from what its sale, its customer and the customer's limit leave. */
function creditRoom(order: OrderCreateArgs, room: DebtRoom): CreditRoom {
  const owes = order.customer_id ? (room.owes.get(order.customer_id) ?? 0) : 0;
  const limit = order.customer_id ? room.limits.get(order.customer_id) : undefined;
  const deductible =
    order.debt_amount >= 0 || !order.return_for || !order.customer_id
      ? 0
      : Math.max(0, Math.min(room.saleLeft.get(order.return_for) ?? 0, owes));
  return { deductible, limit: limit === undefined ? null : { limit, owes } };
}

/** The next orders of the segment see this one's debt. */
function takeDebt(room: DebtRoom, facts: OrderFacts): void {
  const { order, customerId } = facts;
  if (order.debt_amount === 0) return;
  if (order.return_for && room.saleLeft.has(order.return_for))
    room.saleLeft.set(order.return_for, room.saleLeft.get(order.return_for)! + order.debt_amount);
  if (customerId && room.owes.has(customerId))
    room.owes.set(customerId, room.owes.get(customerId)! + order.debt_amount);
}

async function applySegment(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  deviceId: string,
  orders: readonly OrderCreateArgs[],
  receivedAt: ReceivedAt,
): Promise<BatchOutcome[]> {
  const refs = await loadBatchRefs(tx, tenantId, orders);
  const stock = await loadStock(
    tx,
    tenantId,
    orders.flatMap((order) => order.lines.map((line) => line.product_id)),
  );
  const originals = await loadOriginalLines(tx, tenantId, [
    ...new Set(orders.flatMap((order) => (order.return_for ? [order.return_for] : []))),
  ]);
  const debt = await loadDebtRoom(tx, tenantId, orders);
  const written: OrderFacts[] = [];
  const closedSessions = new Set<string>();
  const outcomes = orders.map((order): BatchOutcome => {
    try {
      const plan = planOrder(
        order,
        {
          till: refs.tills.has(order.pos_setting_id),
          session_state: refs.sessions.get(order.register_session_id) ?? null,
          seller: refs.users.has(order.sold_by),
          customer: order.customer_id === null || refs.customers.has(order.customer_id),
          doctor: order.doctor_id === null || refs.doctors.has(order.doctor_id),
          original: order.return_for === null || refs.orders.has(order.return_for),
          id_taken: refs.orders.has(order.id),
          code_taken: refs.codes.has(order.code),
          part_taken: partTaken(order, refs),
        },
        stock,
        (order.return_for && originals.get(order.return_for)) || new Map<string, OriginalLine>(),
        deviceId,
        receivedAt(order),
        creditRoom(order, debt),
      );
      // What the next orders of the segment see: this one's id, code and stock moves.
      refs.orders.add(order.id);
      refs.codes.add(order.code);
      refs.codes.add(plan.result.code);
      for (const line of order.lines) refs.lines.add(line.id);
      for (const payment of order.payments) refs.payments.add(payment.id);
      applyMoves(stock, plan.facts.moves);
      takeDebt(debt, plan.facts);
      written.push(plan.facts);
      if (refs.sessions.get(order.register_session_id) === 'closed') closedSessions.add(order.register_session_id);
      return { status: 'applied', result: plan.result };
    } catch (error) {
      if (error instanceof MutationRejected) return rejectedOutcome(error);
      throw error;
    }
  });
  await writeOrders(tx, tenantId, written);
  // Sales against a national e-prescription: their dispensing is reported from the durable queue.
  await queueDispensings(
    tx,
    jobs,
    tenantId,
    written.map((facts) => facts.order),
  );
  for (const sessionId of closedSessions) await refreshClosedSession(tx, tenantId, sessionId);
  return outcomes;
}

/** When an order reached the server (epoch ms): a sale made more than two minutes before was sold offline. */
type ReceivedAt = (order: OrderCreateArgs) => number;

/**
 * `receivedAt`: now for a push; the demo's history (server/demo/demo-history.ts) applies a past
 * day's sales as they reached the server that day.
 */
export async function applyOrders(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  deviceId: string,
  orders: readonly OrderCreateArgs[],
  receivedAt: ReceivedAt = () => Date.now(),
): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (const segment of segments(orders))
    outcomes.push(...(await applySegment(tx, jobs, tenantId, deviceId, segment, receivedAt)));
  return outcomes;
}

export const orderCreateHandler: MutationHandler<OrderCreateArgs> = {
  permission: 'viewPOS',
  async apply(order, { tx, jobs, auth, deviceId }) {
    const [outcome] = await applyOrders(tx, jobs, auth.tenantId, deviceId, [order]);
    if (outcome!.status === 'rejected') throw new MutationRejected(outcome!.code, outcome!.message);
    return outcome!.result;
  },
  applyBatch: (items, { tx, jobs, auth, deviceId }) =>
    applyOrders(
      tx,
      jobs,
      auth.tenantId,
      deviceId,
      items.map((item) => item.args),
    ),
};
