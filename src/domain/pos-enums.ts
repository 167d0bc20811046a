/**
 * The point-of-sale enumerations of SPEC.md §3/§4 and DOMAIN.md, defined once for the till,
 * the server and the zod schemas.
 */
export const ORDER_TYPES = ['sale', 'return', 'exchange'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['parked', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** SPEC.md §9: the default discount type. */
export const DEFAULT_DISCOUNT_TYPE: DiscountType = 'percent';

export const TRACKING_TYPES = ['none', 'basic', 'lot', 'serial'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

/** Over the counter, on prescription, or not a drug (a plaster, a cosmetic, a supplement): the national link-up takes drugs only. */
export const DRUG_CLASSES = ['otc', 'rx', 'none'] as const;
export type DrugClass = (typeof DRUG_CLASSES)[number];

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card', 'e_wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PRESCRIPTION_SOURCES = ['online', 'offline'] as const;
export type PrescriptionSource = (typeof PRESCRIPTION_SOURCES)[number];

/** SPEC.md §9: the default cart quantity. */
export const DEFAULT_CART_QUANTITY = 1;
