/**
 * Register session math (DOMAIN.md "Register session"): expected cash = opening + cash sales −
 * cash refunds + cash collected against customers' debts in the session − cash paid to vendors
 * from it (less cash vendors paid back into it); difference = counted − expected; totals per
 * payment method. Change handed back on a sale comes out of the drawer, so a
 * cash sale adds what was tendered minus the change.
 */
import { dong, subDong, sumDong, ZERO_DONG, type Dong } from './money';
import type { OrderStatus, OrderType, PaymentMethod } from './pos-enums';
import { PAYMENT_METHODS } from './pos-enums';

export interface SessionOrder {
  type: OrderType;
  status: OrderStatus | null;
  /** Change given back (SPEC.md totalReturn); only a positive figure is cash out. */
  total_return: Dong;
  payments: readonly { method: PaymentMethod; amount: Dong }[];
}

export interface SessionTotals {
  orderCount: number;
  /** Net money per method: payments received minus refunds (cash also minus change). */
  byMethod: Record<PaymentMethod, Dong>;
  /** Cash kept from sales: cash received minus change given. */
  cashSales: Dong;
  /** Cash paid back on returns and exchanges (a positive figure). */
  cashRefunds: Dong;
}

export function sessionTotals(orders: readonly SessionOrder[]): SessionTotals {
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>;
  let cashIn = 0;
  let change = 0;
  let cashOut = 0;
  let orderCount = 0;
  for (const order of orders) {
    if (order.status !== 'paid') continue;
    orderCount += 1;
    for (const payment of order.payments) {
      byMethod[payment.method] += payment.amount;
      if (payment.method !== 'cash') continue;
      if (payment.amount > 0) cashIn += payment.amount;
      else cashOut -= payment.amount;
    }
    if (order.total_return > 0) change += order.total_return;
  }
  byMethod.cash -= change;
  return {
    orderCount,
    byMethod: byMethod as Record<PaymentMethod, Dong>,
    cashSales: dong(cashIn - change),
    cashRefunds: dong(cashOut),
  };
}

/** Cash that went through the drawer outside the till's orders, recorded in the back office. */
export interface DrawerMoves {
  /** Cash customers paid against their debt into the session (thu nợ tiền mặt). */
  collections: Dong;
  /** Cash paid to vendors from the session, less cash vendors paid back into it (chi trả NCC). */
  vendorPayouts: Dong;
}

export const NO_DRAWER_MOVES: DrawerMoves = { collections: ZERO_DONG, vendorPayouts: ZERO_DONG };

export function expectedCash(
  openingCash: Dong,
  totals: Pick<SessionTotals, 'cashSales' | 'cashRefunds'>,
  moves: DrawerMoves = NO_DRAWER_MOVES,
): Dong {
  return subDong(
    sumDong([openingCash, totals.cashSales, moves.collections]),
    sumDong([totals.cashRefunds, moves.vendorPayouts]),
  );
}

/** Counted minus expected: negative when the drawer is short. */
export function cashDifference(countedCash: Dong, expected: Dong): Dong {
  return subDong(countedCash, expected);
}

export interface SessionClosing extends SessionTotals {
  openingCash: Dong;
  /** Cash collected against customers' debts into the session (not an order: not in byMethod). */
  cashCollections: Dong;
  /** Cash paid to vendors from the session, net of their cash refunds (not in byMethod either). */
  vendorPayouts: Dong;
  expectedCash: Dong;
  countedCash: Dong;
  difference: Dong;
}

/**
 * What a session already held on the server when this till took it over (it was opened on another
 * device, or on this one before its data was cleared): its order count and net money per method.
 */
export interface CarriedTotals {
  orderCount: number;
  byMethod: Partial<Record<PaymentMethod, number>>;
}

/** The till's own totals plus what it took over; carried net cash counts as sales or, below zero, refunds. */
export function addCarried(totals: SessionTotals, carried: CarriedTotals): SessionTotals {
  const byMethod = { ...totals.byMethod };
  for (const method of PAYMENT_METHODS) byMethod[method] = dong(byMethod[method] + (carried.byMethod[method] ?? 0));
  const cash = carried.byMethod.cash ?? 0;
  return {
    orderCount: totals.orderCount + carried.orderCount,
    byMethod,
    cashSales: dong(totals.cashSales + Math.max(cash, 0)),
    cashRefunds: dong(totals.cashRefunds + Math.max(-cash, 0)),
  };
}

export function closeSession(
  openingCash: Dong,
  countedCash: Dong,
  orders: readonly SessionOrder[],
  carried?: CarriedTotals,
  moves: DrawerMoves = NO_DRAWER_MOVES,
): SessionClosing {
  const own = sessionTotals(orders);
  const totals = carried ? addCarried(own, carried) : own;
  const expected = expectedCash(openingCash, totals, moves);
  return {
    ...totals,
    openingCash,
    cashCollections: moves.collections,
    vendorPayouts: moves.vendorPayouts,
    expectedCash: expected,
    countedCash,
    difference: cashDifference(countedCash, expected),
  };
}
