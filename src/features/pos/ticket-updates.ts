/**
 * How the till changes the ticket: every change goes through one queue that applies the pure
 * cart function, takes lots first-expiry-first-out for lot-tracked lines (so the cart shows lot
 * and expiry), recalculates totals (SPEC.md §5) and stores the ticket in Dexie so a reload keeps it;
 * a change that cannot be stored is not applied.
 */
import { appStore } from '../../components/providers';
import { lotsByProduct } from '../../db/pos-catalog';
import { saveCart } from '../../db/pos-state';
import type { PosTicket } from '../../domain/cart-types';
import { assignLotsFefo } from '../../domain/checkout';
import { recalculate } from '../../domain/orders';
import { withCartPrescription } from '../../domain/prescription';
import type { TillSession } from '../../till/session';
import { problemsAtom, scanNoticeAtom, ticketAtom } from './atoms';
import { todayInShop } from '../../domain/shop-clock';

const store = appStore;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Recalculates a ticket with FEFO lots taken where a lot line has none that cover it, and a
 * prescription typed at the counter following the cart's rx lines.
 */
export async function settleTicket(session: TillSession, ticket: PosTicket): Promise<PosTicket> {
  const lotProducts = ticket.items
    .filter((item) => item.tracking_type === 'lot' && !item.is_return)
    .map((item) => item.product_id);
  let items = ticket.items;
  if (lotProducts.length > 0) {
    const lots = await lotsByProduct(session.db, lotProducts);
    items = assignLotsFefo(ticket.items, lots, { asOf: todayInShop() }).items;
  }
  return recalculate(withCartPrescription({ ...ticket, items }));
}

/** Applies `change` to the ticket on the counter, in order with every other change. */
export function updateTicket(
  session: TillSession,
  change: (ticket: PosTicket) => PosTicket | Promise<PosTicket>,
): Promise<PosTicket> {
  const run = queue.then(async () => {
    const next = await settleTicket(session, await change(store.get(ticketAtom)));
    // Stored first: a change the till could not keep is not shown, so the cart on screen is the stored one.
    await saveCart(session.db, next);
    store.set(ticketAtom, next);
    store.set(problemsAtom, []);
    return next;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Resolves once every change asked for so far is applied (a step reads the ticket after them). */
export function ticketSettled(): Promise<void> {
  return queue.then(() => undefined);
}

/**
 * Replaces the ticket (order reset, parked order loaded, return started). What the search box
 * said about the ticket before ("Đã thêm …") goes with it.
 */
export async function replaceTicket(session: TillSession, ticket: PosTicket): Promise<PosTicket> {
  const replaced = await updateTicket(session, () => ticket);
  store.set(scanNoticeAtom, null);
  return replaced;
}

export function readTicket(): PosTicket {
  return store.get(ticketAtom);
}
