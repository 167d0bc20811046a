/**
 * One pushed order checked against what the server holds (DESIGN.md §5: facts win): the order is
 * kept as recorded; the server recomputes totals, checks prescriptions and return limits and
 * reconciles stock per lot (FEFO where the till's lot is unknown or short), and flags every
 * difference for review instead of refusing. Refused only when it cannot belong to this shop:
 * an unknown till, register session, seller, product or original order, or a clashing id or code.
 * No IO: the batch's references and stock are read before, the facts written after.
 */
import { MutationRejected } from '../sync/mutations';
import { recheckOrderTotals, rxWithoutPrescription } from '../../../src/domain/order-check';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import { checkReturnLines, stockFlags, totalsFlags, type ReviewFlag } from '../../../src/domain/pos-review';
import { reconcileOrderStock, type ReconcileLine, type StockMove } from '../../../src/domain/stock-reconcile';
import { shopDay } from '../../../src/domain/shop-clock';
import type { BaseQty } from '../../../src/domain/money';
import { posOrdersVi } from '../../../src/i18n/pos-orders';
import type { OriginalLine, ServerProduct } from './order-context';
import type { OrderFacts } from './order-write';

const r = posOrdersVi.reasons;
/** A sale that reaches the server this long after it was made was sold offline. */
const OFFLINE_AFTER_MS = 2 * 60 * 1000;

/** The references of one order as the database (and the orders before it in its batch) hold them. */
export interface OrderRefs {
  till: boolean;
  session_state: 'open' | 'closed' | null;
  seller: boolean;
  customer: boolean;
  doctor: boolean;
  original: boolean;
  id_taken: boolean;
  code_taken: boolean;
  /** A line or payment id of the order is used already. */
  part_taken: boolean;
}

function assertRefs(refs: OrderRefs): void {
  if (!refs.till) throw new MutationRejected('unknown_till', r.unknownTill);
  if (!refs.session_state) throw new MutationRejected('unknown_register_session', r.unknownSession);
  if (!refs.seller) throw new MutationRejected('unknown_user', r.unknownUser);
  if (!refs.original) throw new MutationRejected('unknown_original_order', r.unknownOriginal);
  if (refs.id_taken) throw new MutationRejected('conflict', r.orderIdTaken);
  if (refs.part_taken) throw new MutationRejected('conflict', r.orderPartTaken);
}

/**
 * The code an order is stored under when another order already has the till's code (a till from
 * before device segments, or a restored backup): the till's code and the end of the order's id.
 */
export function reusedCode(order: Pick<OrderCreateArgs, 'code' | 'id'>): string {
  return `${order.code}-${order.id.replace(/-/g, '').slice(-4).toUpperCase()}`;
}

/** Flags of lines sold while the product was off sale, or at another price than the server's. */
function catalogueFlags(order: OrderCreateArgs, stock: ReadonlyMap<string, ServerProduct>): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const inactive = new Set<string>();
  for (const line of order.lines) {
    const product = stock.get(line.product_id)!;
    if (product.inactive && !inactive.has(line.product_id)) {
      inactive.add(line.product_id);
      flags.push({ kind: 'product_inactive', product_id: line.product_id, state: product.inactive });
    }
    if (line.is_return) continue;
    // A line without its unit's id is checked only when sold in the base unit.
    const current = line.unit_id
      ? product.prices.get(line.unit_id)
      : line.factor === 1
        ? product.prices.get('base')
        : undefined;
    if (current !== undefined && current !== line.price) {
      flags.push({
        kind: 'price_changed',
        line_id: line.id,
        product_id: line.product_id,
        recorded: line.price,
        current,
      });
    }
  }
  return flags;
}

/** A return line that names no lot goes back into the lots its original line was taken from. */
function returnLots(line: OrderCreateArgs['lines'][number], original: OriginalLine | undefined): ReconcileLine['lots'] {
  if (line.lots.length > 0 || !original) return line.lots;
  return original.lots.map((lot) => ({ lot_id: lot.lot_id, lot_number: lot.lot_number, quantity: lot.base_quantity }));
}

/** What an order on credit may owe (see order-create.ts). */
export interface CreditRoom {
  /** The most a refund may take off the debt. */
  deductible: number;
  /** The customer's credit limit and what they owed before this order; null: no limit. */
  limit: { limit: number; owes: number } | null;
}

export interface OrderPlan {
  facts: OrderFacts;
  result: { id: string; code: string; review_flags: ReviewFlag[] };
}

/** Checks one order; throws MutationRejected when it cannot be stored. `stock` holds at least its products. */
export function planOrder(
  pushed: OrderCreateArgs,
  refs: OrderRefs,
  stock: ReadonlyMap<string, ServerProduct>,
  original: ReadonlyMap<string, OriginalLine>,
  deviceId: string,
  now = Date.now(),
  credit: CreditRoom = { deductible: 0, limit: null },
): OrderPlan {
  assertRefs(refs);
  if (pushed.lines.some((line) => !stock.has(line.product_id)))
    throw new MutationRejected('unknown_product', r.unknownProduct);

  const flags: ReviewFlag[] = [];
  // A paid sale is a fact: a code already taken does not refuse it, it is stored under another.
  const order = refs.code_taken ? { ...pushed, code: reusedCode(pushed) } : pushed;
  if (refs.code_taken) flags.push({ kind: 'code_reused', code: pushed.code, stored_code: order.code });
  flags.push(...catalogueFlags(order, stock));
  flags.push(...totalsFlags(recheckOrderTotals(order)));
  // The shop's own drug class counts too: an rx product sold as otc by a stale till is still rx.
  const asSold = {
    ...order,
    lines: order.lines.map((line) =>
      stock.get(line.product_id)!.drug_class === 'rx' ? { ...line, drug_class: 'rx' as const } : line,
    ),
  };
  flags.push(
    ...rxWithoutPrescription(asSold).map((productId): ReviewFlag => ({
      kind: 'rx_without_prescription',
      product_id: productId,
    })),
  );
  if (order.customer_id && !refs.customer) flags.push({ kind: 'customer_unknown', id: order.customer_id });
  // A debt is owed by the order's customer: without one the server knows, it is owed by no one.
  if (order.debt_amount !== 0 && !(order.customer_id && refs.customer))
    flags.push({ kind: 'debt_without_customer', amount: order.debt_amount });
  else if (-order.debt_amount > credit.deductible)
    flags.push({ kind: 'debt_deduction_over', amount: -order.debt_amount, allowed: credit.deductible });
  else if (order.debt_amount > 0 && credit.limit && credit.limit.owes + order.debt_amount > credit.limit.limit)
    flags.push({
      kind: 'credit_over_limit',
      amount: order.debt_amount,
      owed: credit.limit.owes,
      limit: credit.limit.limit,
    });
  if (order.doctor_id && !refs.doctor) flags.push({ kind: 'doctor_unknown', id: order.doctor_id });
  const returns = order.lines.filter((line) => line.is_return);
  const limits = new Map(
    [...original.values()].map((line) => [
      line.id,
      { base_quantity: line.base_quantity, returned: line.returned, factor: line.factor },
    ]),
  );
  flags.push(
    ...checkReturnLines(
      returns.map((line) => ({
        id: line.id,
        return_of_line_id: line.return_of_line_id,
        base_quantity: line.base_quantity,
      })),
      limits,
    ),
  );

  const orderedAt = new Date(order.created_at);
  const own = new Map(order.lines.map((line) => [line.product_id, stock.get(line.product_id)!]));
  const reconcile = reconcileOrderStock(
    order.lines.map((line) => {
      const source = line.is_return && line.return_of_line_id ? original.get(line.return_of_line_id) : undefined;
      return {
        id: line.id,
        product_id: line.product_id,
        tracking_type: own.get(line.product_id)!.tracking_type,
        is_return: line.is_return,
        base_quantity: line.base_quantity,
        lots: line.is_return ? returnLots(line, source) : line.lots,
      };
    }),
    own,
    shopDay(orderedAt),
  );
  flags.push(...stockFlags(reconcile.discrepancies));

  return {
    facts: {
      order,
      stock: own,
      moves: reconcile.moves,
      flags,
      customerId: refs.customer ? order.customer_id : null,
      doctorId: refs.doctor ? order.doctor_id : null,
      returnOf: new Map(
        order.lines.map((line) => [
          line.id,
          line.return_of_line_id && original.has(line.return_of_line_id) ? line.return_of_line_id : null,
        ]),
      ),
      orderedOn: shopDay(orderedAt),
      createdOffline: now - orderedAt.getTime() > OFFLINE_AFTER_MS,
      deviceId,
    },
    result: { id: order.id, code: order.code, review_flags: flags },
  };
}

/** The stock after the moves, as the write will leave it: what the next order of the batch sees. */
export function applyMoves(stock: Map<string, ServerProduct>, moves: readonly StockMove[]): void {
  for (const move of moves) {
    const product = stock.get(move.product_id);
    if (!product) continue;
    stock.set(move.product_id, {
      ...product,
      onHand: (product.onHand + move.quantity) as BaseQty,
      lots: move.lot_id
        ? product.lots.map((lot) =>
            lot.id === move.lot_id ? { ...lot, quantity: (lot.quantity + move.quantity) as BaseQty } : lot,
          )
        : product.lots,
    });
  }
}
