/**
 * The till's client state of SPEC.md §3: the current order, its cart items and the ticket that
 * bundles them with the customer, doctor, prescription and payments. Field names follow SPEC.md
 * (camelCase for the order, the mixed names of the cart item as written there).
 */
import type { GroupDiscount } from './discount';
import type { BaseQty, Dong } from './money';
import type { DiscountType, DrugClass, OrderStatus, OrderType, PaymentMethod, TrackingType } from './pos-enums';
import type { Prescription } from './prescription';

/** A unit of measure of a product: `factor` base units make one of it (vỉ = 10 viên). */
export interface Uom {
  id: string;
  name: string;
  factor: number;
}

/** A unit the product is sold in, with its own price (VAT-inclusive) and barcode. */
export interface ProductUnit extends Uom {
  price: Dong;
  barcode?: string | null;
}

/** What the till knows about a product when it adds it to the cart. */
export interface SellableProduct {
  id: string;
  name: string;
  drug_class: DrugClass;
  tracking_type: TrackingType;
  /** Stock on hand in base units (the till's snapshot). */
  qty_available: BaseQty;
  /** At least one unit; the first is used when no default is named. */
  units: readonly ProductUnit[];
  default_unit_id?: string | null;
}

/** `status` says whether the note is open on the line; an empty note is `{ false, '' }`. */
export interface LineNote {
  status: boolean;
  text: string;
}

/** Base units of one line taken from (or, for a return line, put back into) one lot. */
export interface LotTake {
  lot_id: string;
  lot_number: string;
  expiry_date: string | null;
  quantity: BaseQty;
}

export interface CartItem {
  /** The line's own id. */
  id: string;
  name: string;
  product_id: string;
  /** In the line's unit (`uom`), never negative; a return line counts negative in totals. */
  quantity: number;
  /** Price of one `uom`, VAT-inclusive. */
  price: Dong;
  note: LineNote;
  /**
   * The most this line can hold in its unit: stock on hand for a sale line (null when the
   * product keeps no stock), sold minus already returned for a return line.
   */
  quantityAvailable: number | null;
  lots: LotTake[];
  is_return: boolean;
  uom: Uom;
  outOfStock: boolean;
  /** The product no longer exists in the catalogue; the line stays but counts for nothing. */
  notExists: boolean;
  tracking_type: TrackingType;
  /** The product's stock on hand in base units when the line was made or refreshed. */
  qty_available: BaseQty;
  drug_class: DrugClass;
  /** Serial numbers, one per base unit, for serial-tracked products. */
  serials: string[];
  /** For a return line: the line of the original order it gives back. */
  return_of_line_id: string | null;
  /** For a return line: the lots its goods may go back into, in order (empty otherwise). */
  returnable_lots: LotTake[];
}

export interface CurrentOrder {
  /** Null until the order is confirmed (always null for a new return, SPEC.md §4). */
  id: string | null;
  code: string | null;
  /** ISO 8601 instant of the sale, set at checkout. */
  dateOrder: string | null;
  type: OrderType;
  /** Null while the order is being rung up; parked, paid or cancelled afterwards. */
  status: OrderStatus | null;
  note: string;
  discountType: DiscountType;
  discountPercent: number;
  discountAmount: Dong;
  subtotal: Dong;
  grandTotal: Dong;
  totalPaid: Dong;
  /** The change: total paid plus the debt minus grand total. */
  totalReturn: Dong;
  /** The cashier chose to sell on credit (ghi nợ): what is not paid becomes the customer's debt. */
  onCredit?: boolean;
  /**
   * What the customer owes for this sale when it is on credit (grand total − paid), or what a
   * refund on credit deducts from their debt (negative); else 0.
   */
  debtAmount?: Dong;
  /** A return: what the original sale still has owing, the most a refund can deduct. */
  deductibleDebt?: Dong;
  /**
   * The customer's credit limit as the till knew it when credit was chosen: `room` is the limit
   * less what they owed then (read online; offline, the whole limit). Holds for `customerId` only.
   */
  creditLimit?: { customerId: string; limit: Dong; room: Dong };
  /**
   * The customer group whose standing discount the order carries (set when its customer was
   * chosen); cleared once the cashier changes the discount, which is then theirs.
   */
  groupDiscount?: GroupDiscount | null;
  soldBy: string | null;
  returnFor: string | null;
  /** The code of the sale a return or exchange gives back (shown on the cart and the receipt). */
  returnForCode?: string | null;
}

/** A customer or doctor picked at the counter. */
export interface PartyRef {
  id: string;
  name: string;
  phone?: string | null;
}

export interface Payment {
  id: string;
  method: PaymentMethod;
  /** Positive when the shop receives money, negative when it pays back (a refund). */
  amount: Dong;
  reference: string | null;
}

/** Everything the till holds for the order on the counter. */
export interface PosTicket {
  order: CurrentOrder;
  items: CartItem[];
  customer: PartyRef | null;
  doctor: PartyRef | null;
  prescription: Prescription | null;
  payments: Payment[];
}
