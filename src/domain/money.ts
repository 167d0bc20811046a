/**
 * Money and quantities. VND has no minor unit, so money is an integer number of đồng.
 * Every rounding in the product goes through `roundDong` so that the till and the server
 * always agree on the last đồng.
 */

declare const dongBrand: unique symbol;
declare const baseQtyBrand: unique symbol;

/** An integer amount of Vietnamese đồng. */
export type Dong = number & { readonly [dongBrand]: true };
/** An integer quantity in a product's base unit (viên, ml, cái…). */
export type BaseQty = number & { readonly [baseQtyBrand]: true };

/** Rounds half away from zero to a whole đồng: 0.5 → 1, -0.5 → -1 (never banker's rounding). */
export function roundDong(value: number): Dong {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return (Object.is(rounded, -0) ? 0 : rounded) as Dong;
}

/** Accepts a number that must already be a whole amount of đồng. */
export function dong(value: number): Dong {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole amount of đồng: ${value}`);
  return value as Dong;
}

export function baseQty(value: number): BaseQty {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole base quantity: ${value}`);
  return value as BaseQty;
}

export const ZERO_DONG = 0 as Dong;

export function sumDong(amounts: readonly Dong[]): Dong {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Dong;
}

export function subDong(a: Dong, b: Dong): Dong {
  return (a - b) as Dong;
}

export function negateDong(a: Dong): Dong {
  return (a === 0 ? 0 : -a) as Dong;
}

/** Price of one unit times a quantity of that unit. */
export function lineAmount(unitPrice: Dong, quantity: number): Dong {
  return roundDong(unitPrice * quantity);
}

/** `percent` % of an amount, rounded once. */
export function percentOf(amount: Dong, percent: number): Dong {
  return roundDong((amount * percent) / 100);
}

/** What percentage `part` is of `whole`; 0 when the whole is 0. Not rounded. */
export function percentage(part: Dong, whole: Dong): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/**
 * The largest amount a cashier or a clerk can enter: the money input keeps no more digits, and the
 * money schemas (prices, costs, payments, register cash) refuse more, so what the input takes is
 * never refused for its size and both state the same limit. Within what an order may carry.
 */
export const MONEY_MAX = 99_999_999_999;

/** Digits a typed amount keeps: those of MONEY_MAX, all nines. */
export const MONEY_INPUT_DIGITS = String(MONEY_MAX).length;

/** What a cashier typed ("12.000", "12000", "12 000 ₫") as whole đồng; extra digits are dropped. */
export function parseMoneyText(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Number(digits.slice(0, MONEY_INPUT_DIGITS));
}

/** Whether parseMoneyText drops digits of `text` (the amount has more than an amount can). */
export function moneyTextIsCut(text: string): boolean {
  return text.replace(/\D/g, '').length > MONEY_INPUT_DIGITS;
}
