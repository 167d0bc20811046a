/**
 * Parked orders (SPEC.md §4): the ticket on the counter is put aside, listed, loaded back into
 * the cart or removed. The till keeps the list in Dexie; these are the pure list operations.
 */
import type { PosTicket } from './cart-types';

export interface ParkedOrder {
  /** The parked entry's own id (made by the caller). */
  id: string;
  /** ISO 8601 instant it was parked. */
  parkedAt: string;
  ticket: PosTicket;
}

/** Parks a ticket: its order becomes status parked. An empty ticket is not worth parking (null). */
export function parkTicket(ticket: PosTicket, id: string, parkedAt: string): ParkedOrder | null {
  if (ticket.items.length === 0) return null;
  return { id, parkedAt, ticket: { ...ticket, order: { ...ticket.order, status: 'parked' } } };
}

export interface LoadResult {
  ticket: PosTicket | null;
  parked: ParkedOrder[];
}

/** Loads a parked order back into the cart (status cleared) and takes it off the list. */
export function loadParked(parked: readonly ParkedOrder[], id: string): LoadResult {
  const entry = parked.find((candidate) => candidate.id === id);
  if (!entry) return { ticket: null, parked: [...parked] };
  return {
    ticket: { ...entry.ticket, order: { ...entry.ticket.order, status: null } },
    parked: parked.filter((candidate) => candidate.id !== id),
  };
}

export function removeParked(parked: readonly ParkedOrder[], id: string): ParkedOrder[] {
  return parked.filter((candidate) => candidate.id !== id);
}
