/**
 * The cash a register session's drawer took in or paid out outside orders (debts collected, vendors
 * paid) is written on the server, so the till reads it from there and keeps the last answer on its
 * open register. Closed offline, the till counts what it last read instead of leaving it out.
 */
import { getPosRegister } from '../../api/pos-orders';
import { appStore } from '../../components/providers';
import { rememberDrawerMoves, type KnownDrawerMoves } from '../../db/pos-state';
import type { TillDb } from '../../db/database';
import type { PosRegisterDetail } from '../../domain/pos-orders-api';
import { registerAtom } from './atoms';

export const drawerMovesOf = (detail: PosRegisterDetail, asOf: string): KnownDrawerMoves => ({
  collections: detail.cash_collections,
  vendorPayouts: detail.vendor_payouts,
  asOf,
});

/** Stores what the server said of the open session's drawer (read now when `detail` is not given). */
export async function keepDrawerMoves(db: TillDb, registerId: string, detail?: PosRegisterDetail): Promise<void> {
  const asOf = new Date().toISOString();
  const read = detail ?? (await getPosRegister(registerId));
  const stored = await rememberDrawerMoves(db, registerId, drawerMovesOf(read, asOf));
  if (stored && appStore.get(registerAtom)?.id === stored.id) appStore.set(registerAtom, stored);
}

/**
 * A head start for a close made offline: failures are left to the close dialog, which reads the
 * session again when online and says how old its figures are when it cannot.
 */
export function refreshDrawerMoves(db: TillDb): void {
  const register = appStore.get(registerAtom);
  if (register) keepDrawerMoves(db, register.id).catch(() => undefined);
}
