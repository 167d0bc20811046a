/**
 * The till's own point-of-sale state in its database: the ticket on the counter (so a reload
 * keeps the sale), parked orders and the open register session.
 */
import type { PosTicket } from '../domain/cart-types';
import type { ParkedOrder } from '../domain/parked-orders';
import type { TillDb } from './database';
import { readMeta, writeMeta } from './meta';
import type { CarriedTotals } from '../domain/register-session';

const CURRENT = 'current';

export async function loadCart(db: TillDb): Promise<PosTicket | null> {
  const row = await db.cart.get(CURRENT);
  return (row?.ticket as PosTicket | undefined) ?? null;
}

export async function saveCart(db: TillDb, ticket: PosTicket): Promise<void> {
  await db.cart.put({ id: CURRENT, ticket });
}

export async function listParked(db: TillDb): Promise<ParkedOrder[]> {
  const rows = await db.parked_orders.orderBy('created_at').toArray();
  return rows.map((row) => ({ id: row.id, parkedAt: String(row.created_at), ticket: row.ticket as PosTicket }));
}

/** Parks the ticket and empties the counter in one transaction. */
export async function parkOrder(db: TillDb, parked: ParkedOrder, next: PosTicket): Promise<void> {
  await db.transaction('rw', db.parked_orders, db.cart, async () => {
    await db.parked_orders.put({ id: parked.id, created_at: parked.parkedAt, ticket: parked.ticket });
    await db.cart.put({ id: CURRENT, ticket: next });
  });
}

/** Loads a parked order onto the counter and takes it off the list, in one transaction. */
export async function unparkOrder(db: TillDb, id: string, ticket: PosTicket): Promise<void> {
  await db.transaction('rw', db.parked_orders, db.cart, async () => {
    await db.parked_orders.delete(id);
    await db.cart.put({ id: CURRENT, ticket });
  });
}

export async function removeParkedOrder(db: TillDb, id: string): Promise<void> {
  await db.parked_orders.delete(id);
}

export interface OpenRegister {
  id: string;
  pos_setting_id: string;
  opened_at: string;
  opening_cash: number;
  opened_by: string;
  opened_by_name: string;
  /** Set when this till continued a session opened elsewhere: what the server held at that moment. */
  carried?: CarriedTotals;
  /** The drawer's cash moves outside orders as the server last told this till (its close offline). */
  drawer?: KnownDrawerMoves;
}

/** Cash collected against debts into the session and paid to vendors from it, read at `asOf`. */
export interface KnownDrawerMoves {
  collections: number;
  vendorPayouts: number;
  asOf: string;
}

const REGISTER = 'pos_register';
const TILL = 'pos_till_id';

export const readOpenRegister = (db: TillDb) =>
  readMeta<OpenRegister | null>(db, REGISTER).then((value) => value ?? null);
export const readTillChoice = (db: TillDb) => readMeta<string>(db, TILL).then((value) => value ?? null);
export const writeTillChoice = (db: TillDb, id: string) => writeMeta(db, TILL, id);
export const REGISTER_META_KEY = REGISTER;

/**
 * Keeps the server's drawer moves on the open register when it is still the session they were
 * read for (it may have closed meanwhile). Returns the register as stored, or null.
 */
export async function rememberDrawerMoves(
  db: TillDb,
  id: string,
  drawer: KnownDrawerMoves,
): Promise<OpenRegister | null> {
  return db.transaction('rw', db.meta, async () => {
    const register = await readOpenRegister(db);
    if (register?.id !== id) return null;
    const next = { ...register, drawer };
    await writeMeta(db, REGISTER, next);
    return next;
  });
}
