/**
 * Brings the till screen up from the session's database: the till (POS setting) and general settings,
 * the open register, the ticket stored before a reload and the parked orders. Tills arrive with
 * the first catalogue pull, so it looks again every second until one is there, and says when a
 * pull has ended without bringing any (`true`): the shop has no till, or the device is offline.
 */
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { generalSetting, listTills } from '../../db/pos-catalog';
import { listParked, loadCart, readOpenRegister, readTillChoice } from '../../db/pos-state';
import type { TillSession } from '../../till/session';
import { getSyncState } from '../../till/sync-status';
import { generalAtom, parkedOrdersAtom, readyAtom, registerAtom, ticketAtom, tillAtom } from './atoms';

export function usePosBoot(session: TillSession): boolean {
  const [noTill, setNoTill] = useState(false);
  const setTill = useSetAtom(tillAtom);
  const setGeneral = useSetAtom(generalAtom);
  const setRegister = useSetAtom(registerAtom);
  const setTicket = useSetAtom(ticketAtom);
  const setParked = useSetAtom(parkedOrdersAtom);
  const setReady = useSetAtom(readyAtom);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      const { db } = session;
      // Read before the tills: a pull that ended before this read would have brought them.
      const sync = getSyncState();
      const pulled = !sync.online || (sync.lastSyncedAt !== null && !sync.syncing && sync.firstLoad === null);
      const tills = await listTills(db);
      if (stopped) return;
      setNoTill(tills.length === 0 && pulled);
      if (tills.length === 0) {
        timer = setTimeout(() => void attempt(), 1_000);
        return;
      }
      const [choice, general, register, cart, parked] = await Promise.all([
        readTillChoice(db),
        generalSetting(db),
        readOpenRegister(db),
        loadCart(db),
        listParked(db),
      ]);
      if (stopped) return;
      setTill(tills.find((candidate) => candidate.id === (register?.pos_setting_id ?? choice)) ?? tills[0]!);
      setGeneral(general);
      setRegister(register);
      if (cart) setTicket(cart);
      setParked(parked);
      setReady(true);
    };
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [session, setTill, setGeneral, setRegister, setTicket, setParked, setReady]);
  return noTill;
}
