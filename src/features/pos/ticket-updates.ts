/**
 * How the till changes the ticket: every change goes through one queue that applies the pure
 * cart function, takes lots first-expiry-first-out for lot-tracked lines (so the cart shows lot
 * and expiry), recalculates totals (SPEC.md §5) and stores the ticket in Dexie so a reload keeps it.
 */
import { appStore } from '../../components/providers';
import { lotsByProduct } from '../../db/pos-catalog';
import { saveCart } from '../../db/pos-state';
import type { PosTicket } from '../../domain/cart-types';
import { assignLotsFefo } from '../../domain/checkout';
import { recalculate } from '../../domain/orders';
import { currentTill } from '../../sync/till-sync';
import { problemsAtom, ticketAtom } from './atoms';
import { todayInShop } from '../../domain/shop-clock';

const store = appStore;
let queue: Promise<unknown> = Promise.resolve();

/** Recalculates and stores a ticket with FEFO lots taken where a lot line has none that cover it. */
export async function settleTicket(ticket: PosTicket): Promise<PosTicket> {
  const till = currentTill();
  const lotProducts = ticket.items
    .filter((item) => item.tracking_type === 'lot' && !item.is_return)
    .map((item) => item.product_id);
  let items = ticket.items;
  if (till && lotProducts.length > 0) {
    const lots = await lotsByProduct(till.db, lotProducts);
    items = assignLotsFefo(ticket.items, lots, { asOf: todayInShop() }).items;
  }
  return recalculate({ ...ticket, items });
}

/** Applies `change` to the ticket on the counter, in order with every other change. */
export function updateTicket(change: (ticket: PosTicket) => PosTicket | Promise<PosTicket>): Promise<PosTicket> {
  const run = queue.then(async () => {
    const next = await settleTicket(await change(store.get(ticketAtom)));
    store.set(ticketAtom, next);
    store.set(problemsAtom, []);
    const till = currentTill();
    if (till) await saveCart(till.db, next);
    return next;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Replaces the ticket (order reset, parked order loaded, return started). */
export function replaceTicket(ticket: PosTicket): Promise<PosTicket> {
  return updateTicket(() => ticket);
}

export function readTicket(): PosTicket {
  return store.get(ticketAtom);
}
