/**
 * The one path of every till action started by a click or a key (add, quantity, unit, remove,
 * park, return, payment, confirm, register open and close...): it runs the action, and a failure
 * is logged and shown as a Vietnamese toast naming what failed. The cart stays as it was: the
 * ticket is stored before it is shown (ticket-updates.ts) and till writes are transactions.
 */
import { showActionFailure } from '../../components/unhandled-errors';
import { posScreens } from '../../i18n/pos-screens';

export type TillActionName = keyof typeof posScreens.failures;

export async function tillAction<T>(name: TillActionName, work: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    showActionFailure(error, posScreens.failures[name]);
    return undefined;
  }
}
