/**
 * The cash a cashier counts into the register at opening or out of it at closing: whole đồng,
 * from 0 to MONEY_MAX. One function says what is wrong with a value, so the till's form
 * (which must not load zod at boot) and the `register.open`/`register.close` schemas say the same.
 */
import { formatMoney } from '../i18n/format';
import { posMessages } from '../i18n/pos';
import { uiKit } from '../i18n/ui-kit';
import { MONEY_MAX } from './money';

const v = posMessages.validation;

/** The longest note a register's opening or closing may carry. */
export const REGISTER_NOTE_MAX = 1000;

/** Why `value` is not register cash, or null when it is; `missing` names the field's own "please enter". */
export function registerCashProblem(value: unknown, missing: string): string | null {
  if (value === null || value === undefined) return missing;
  if (typeof value !== 'number' || !Number.isFinite(value)) return uiKit.form.invalidNumber;
  if (!Number.isInteger(value)) return v.cashNotWhole;
  if (value < 0) return v.cashNegative;
  // The most the money input takes, so the till's form never counts cash it could not send.
  if (value > MONEY_MAX) return v.cashTooLarge(formatMoney(MONEY_MAX));
  return null;
}
