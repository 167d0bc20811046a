/**
 * The order's steps (SPEC.md §2: pos → checkout → print, each set by its own action), parking
 * and loading parked orders, the confirmed sale's commit and the order reset.
 */
import { appStore } from '../../components/providers';
import { toaster } from '../../components/toaster';
import type { PosTicket } from '../../domain/cart-types';
import { posScreens } from '../../i18n/pos-screens';
import { tillAction } from './till-action';
import { v7 as uuidv7 } from 'uuid';
import { getSessionUser } from '../../api/session';
import { commitOrder, type LocalOrder } from '../../db/pos-sales';
import { listParked, parkOrder, removeParkedOrder, unparkOrder } from '../../db/pos-state';
import { checkoutProblems, type CheckoutProblem } from '../../domain/checkout';
import { resetTicket } from '../../domain/orders';
import { loadParked, parkTicket } from '../../domain/parked-orders';
import type { TillSession } from '../../till/session';
import {
  invoiceBuyerAtom,
  invoiceBuyerFormAtom,
  parkedOrdersAtom,
  printOrderAtom,
  registerAtom,
  RETAIL_BUYER,
  scanNoticeAtom,
  stepAtom,
  ticketAtom,
  tillAtom,
} from './atoms';
import { cashRegisterSettings } from '../../db/cash-register-invoices';
import { readTicket, replaceTicket, settleTicket, ticketSettled } from './ticket-updates';
import { todayInShop } from '../../domain/shop-clock';

const store = appStore;

export function cashier(): { id: string; name: string } {
  const user = getSessionUser();
  return { id: user?.id ?? '', name: user?.full_name ?? '' };
}

/**
 * Leaving the cart: what stops it (payments are checked on the checkout step). A line marked out
 * of stock stops it too, unless the till sells below zero or the cashier cleared the mark.
 */
export async function goToCheckout(session: TillSession): Promise<(CheckoutProblem | 'outOfStock')[]> {
  await ticketSettled();
  const ticket = await settleTicket(session, readTicket());
  const problems: (CheckoutProblem | 'outOfStock')[] = checkoutProblems(ticket, {
    checkPayments: false,
    asOf: todayInShop(),
  });
  if (
    !store.get(tillAtom)?.allow_negative_stock &&
    ticket.items.some((item) => item.outOfStock && !item.notExists && item.quantity > 0)
  )
    problems.push('outOfStock');
  if (problems.length === 0 && store.get(registerAtom)) store.set(stepAtom, 'checkout');
  return problems;
}

export const backToCart = () => store.set(stepAtom, 'pos');

async function refreshParked(session: TillSession): Promise<void> {
  store.set(parkedOrdersAtom, await listParked(session.db));
}

export async function parkCurrent(session: TillSession): Promise<boolean> {
  const parked = parkTicket(readTicket(), uuidv7(), new Date().toISOString());
  if (!parked) return false;
  const next = resetTicket(cashier().id);
  await parkOrder(session.db, parked, next);
  store.set(ticketAtom, next);
  store.set(stepAtom, 'pos');
  store.set(scanNoticeAtom, { ok: true, text: posScreens.parked.parkedNotice });
  await refreshParked(session);
  return true;
}

export async function resumeParked(session: TillSession, id: string): Promise<boolean> {
  const { ticket } = loadParked(store.get(parkedOrdersAtom), id);
  if (!ticket || readTicket().items.length > 0) return false;
  await unparkOrder(session.db, id, ticket);
  await replaceTicket(session, ticket);
  await refreshParked(session);
  return true;
}

export async function deleteParked(session: TillSession, id: string): Promise<void> {
  await removeParkedOrder(session.db, id);
  await refreshParked(session);
}

/**
 * Confirms the order on the counter (the ticket, the chosen till and its open register): one
 * strict transaction on the till, then the print step.
 */
export async function confirmOrder(session: TillSession): Promise<CheckoutProblem[] | LocalOrder> {
  const till = store.get(tillAtom);
  const register = store.get(registerAtom);
  await ticketSettled();
  const ticket = await settleTicket(session, readTicket());
  const problems: CheckoutProblem[] = checkoutProblems(ticket, { asOf: todayInShop() });
  if (!till) problems.push({ reason: 'noTill' });
  if (!register) problems.push({ reason: 'noRegister' });
  if (problems.length > 0 || !till || !register) return problems;
  const settings = await cashRegisterSettings(session.db);
  const order = await commitOrder(session.db, {
    ticket,
    id: uuidv7(),
    createdAt: new Date().toISOString(),
    till,
    register,
    cashier: cashier(),
    invoice: settings ? { settings, buyer: store.get(invoiceBuyerAtom) } : null,
  });
  store.set(invoiceBuyerAtom, RETAIL_BUYER);
  store.set(invoiceBuyerFormAtom, { open: false, draft: { ...RETAIL_BUYER, type: 'company' } });
  store.set(printOrderAtom, order);
  store.set(ticketAtom, resetTicket(cashier().id));
  store.set(scanNoticeAtom, null);
  store.set(stepAtom, 'print');
  return order;
}

/** SPEC.md §4 order reset: an empty sale, back on the cart step. */
export async function newOrder(session: TillSession): Promise<void> {
  store.set(printOrderAtom, null);
  store.set(stepAtom, 'pos');
  await replaceTicket(session, resetTicket(cashier().id));
}

/**
 * "Hủy đơn": the order reset, with a toast that brings the cancelled cart back while nothing new
 * is on the counter (one tap next to "Lưu tạm" should not cost a whole prescription's lines).
 */
export async function clearOrder(session: TillSession): Promise<void> {
  const cleared = readTicket();
  await newOrder(session);
  if (cleared.items.length === 0) return;
  toaster.create({
    type: 'info',
    title: posScreens.cart.cleared,
    duration: 10_000,
    action: {
      label: posScreens.cart.undoClear,
      onClick: () => void tillAction('clear', () => restoreCleared(session, cleared)),
    },
  });
}

async function restoreCleared(session: TillSession, cleared: PosTicket): Promise<void> {
  if (readTicket().items.length > 0 || store.get(stepAtom) !== 'pos') {
    toaster.create({ type: 'warning', title: posScreens.cart.undoClearTooLate });
    return;
  }
  await replaceTicket(session, cleared);
}
