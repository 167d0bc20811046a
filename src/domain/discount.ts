/**
 * Order discounts of SPEC.md §5. By percent: amount = subtotal × percent / 100. By amount:
 * percent = amount / subtotal × 100. A return or exchange keeps the percent of the sale it comes
 * from and derives the amount, so a partial return gives back the same share of the discount.
 * Changing the type resets the discount to 0. Amounts are rounded only by `roundDong` (money.ts).
 */
import type { CurrentOrder } from './cart-types';
import { dong, percentage, percentOf, roundDong, ZERO_DONG, type Dong } from './money';
import type { DiscountType, OrderType } from './pos-enums';

export type DiscountFields = Pick<CurrentOrder, 'discountType' | 'discountPercent' | 'discountAmount'>;

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(Math.max(percent, 0), 100);
}

/** An amount discount is whole đồng between 0 and the subtotal (a sale never goes below zero). */
export function clampAmount(amount: number, subtotal: Dong): Dong {
  if (!Number.isFinite(amount)) return ZERO_DONG;
  return roundDong(Math.min(Math.max(amount, 0), Math.max(subtotal, 0)));
}

/** Re-derives the discount after the subtotal (or order type) changed. */
export function deriveDiscount(type: OrderType, discount: DiscountFields, subtotal: Dong): DiscountFields {
  if (type !== 'sale' || discount.discountType === 'percent') {
    const percent = clampPercent(discount.discountPercent);
    return {
      discountType: discount.discountType,
      discountPercent: percent,
      discountAmount: percentOf(subtotal, percent),
    };
  }
  const amount = clampAmount(discount.discountAmount, subtotal);
  return { discountType: 'amount', discountPercent: percentage(amount, subtotal), discountAmount: amount };
}

/** The cashier types a percent (percent type). */
export function withDiscountPercent(type: OrderType, percent: number, subtotal: Dong): DiscountFields {
  return deriveDiscount(
    type,
    { discountType: 'percent', discountPercent: percent, discountAmount: ZERO_DONG },
    subtotal,
  );
}

/** The cashier types an amount (amount type); on a return the percent it makes is what is kept. */
export function withDiscountAmount(type: OrderType, amount: number, subtotal: Dong): DiscountFields {
  if (type !== 'sale') {
    // A return's subtotal is negative: the typed amount is read as a share of its size.
    const size = Math.abs(subtotal) as Dong;
    const percent = clampPercent(percentage(roundDong(Math.abs(Number.isFinite(amount) ? amount : 0)), size));
    return deriveDiscount(
      type,
      { discountType: 'amount', discountPercent: percent, discountAmount: ZERO_DONG },
      subtotal,
    );
  }
  const clamped = clampAmount(amount, subtotal);
  const percent = clampPercent(percentage(clamped, subtotal));
  return deriveDiscount(type, { discountType: 'amount', discountPercent: percent, discountAmount: clamped }, subtotal);
}

/** SPEC.md §5: changing the discount type resets the discount to 0. */
export function withDiscountType(discountType: DiscountType): DiscountFields {
  return { discountType, discountPercent: 0, discountAmount: dong(0) };
}

/** A customer group's standing discount (nhóm khách hàng, DOMAIN.md), as the order applies it. */
export interface GroupDiscount {
  name: string;
  /** Whole percent, 1 to 100. */
  percent: number;
}

/**
 * The order's discount once its customer is `group`'s (null: no group, or one without a discount).
 * Only a sale takes it. It replaces the discount the last customer's group gave, or no discount at
 * all; a discount the cashier set stays theirs. `groupDiscount` says which group's applies now.
 */
export function withCustomerGroup(
  order: CurrentOrder,
  group: GroupDiscount | null,
): DiscountFields & Pick<CurrentOrder, 'groupDiscount'> {
  const kept = { ...pickDiscount(order), groupDiscount: null };
  if (order.type !== 'sale') return kept;
  const fromGroup = Boolean(order.groupDiscount);
  if (!fromGroup && (order.discountPercent !== 0 || order.discountAmount !== 0)) return kept;
  if (group && group.percent > 0)
    return { ...withDiscountPercent('sale', group.percent, order.subtotal), groupDiscount: group };
  return fromGroup ? { ...withDiscountType('percent'), groupDiscount: null } : kept;
}

const pickDiscount = ({ discountType, discountPercent, discountAmount }: CurrentOrder): DiscountFields => ({
  discountType,
  discountPercent,
  discountAmount,
});
