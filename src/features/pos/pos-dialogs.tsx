/**
 * The till's six dialogs (prescription, national prescription, parked orders, keys, closing the
 * register, returns) load on first use (lazy-overlay.tsx): the POS page fetches their code once
 * the screen is idle, and they mount the first time one opens. A key pressed before that opens its
 * dialog as soon as the code is there.
 */
import { useAtomValue } from 'jotai';
import { appStore } from '../../components/providers';
import { lazyOverlay } from '../../components/lazy-overlay';
import { dialogAtom, nationalCodeAtom } from './atoms';

const PosDialogSet = lazyOverlay<{ open: boolean }>(() => import('./pos-dialog-set').then((m) => m.PosDialogSet));

export const preloadPosDialogs = PosDialogSet.preload;

/** Opens the national prescription dialog, looking `code` up at once when one was typed or scanned. */
export function askNationalPrescription(code = ''): void {
  appStore.set(nationalCodeAtom, code.trim());
  appStore.set(dialogAtom, 'nationalPrescription');
}

export function PosDialogs() {
  return <PosDialogSet open={useAtomValue(dialogAtom) !== null} />;
}
