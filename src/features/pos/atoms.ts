/**
 * Point-of-sale state (SPEC.md §3) in jotai: the ticket on the counter (current order, cart
 * items, customer, doctor, prescription, payments), the step (pos → checkout → print, each set by
 * its own action), the order to print, the layout's category and folder, search results, the
 * till, its open register and the dialog that is open.
 */
import type { BuyerInput } from '../../domain/einvoice/schemas';
import { atom } from 'jotai';
import type { GeneralSetting, TillSetting } from '../../db/pos-catalog';
import type { LocalOrder } from '../../db/pos-sales';
import type { OpenRegister } from '../../db/pos-state';
import type { CartItem, PosTicket } from '../../domain/cart-types';
import type { PaymentMethod } from '../../domain/pos-enums';
import { resetTicket } from '../../domain/orders';
import type { ParkedOrder } from '../../domain/parked-orders';

export type PosStep = 'pos' | 'checkout' | 'print';
export type PosDialog =
  'parked' | 'prescription' | 'nationalPrescription' | 'help' | 'closeRegister' | 'returns' | null;

export const ticketAtom = atom<PosTicket>(resetTicket());
export const stepAtom = atom<PosStep>('pos');
export const printOrderAtom = atom<LocalOrder | null>(null);
export const currentCategoryAtom = atom<string | null>(null);
export const currentFolderAtom = atom<string | null>(null);
export const tillAtom = atom<TillSetting | null>(null);
export const generalAtom = atom<GeneralSetting | null>(null);
/** The buyer of the next sale's cash-register invoice: a retail buyer unless a company asks at the counter. */
export const RETAIL_BUYER: BuyerInput = { type: 'retail', name: '', tax_code: '', address: '', email: '' };
export const invoiceBuyerAtom = atom<BuyerInput>(RETAIL_BUYER);
/** The company-buyer form at checkout while it is being filled (kept if the step re-renders from scratch). */
export const invoiceBuyerFormAtom = atom<{ open: boolean; draft: BuyerInput }>({
  open: false,
  draft: { ...RETAIL_BUYER, type: 'company' },
});
export const registerAtom = atom<OpenRegister | null>(null);
export const parkedOrdersAtom = atom<ParkedOrder[]>([]);
export const dialogAtom = atom<PosDialog>(null);
/** The national prescription code typed or scanned, for the national prescription dialog to look up. */
export const nationalCodeAtom = atom('');
/** Bumped to ask the search box to take the focus (F2, /). */
export const focusSearchAtom = atom(0);
/** A short message under the search box (barcode not found, added). */
export const scanNoticeAtom = atom<{ ok: boolean; text: string } | null>(null);
/** Set once the ticket stored on the till has been read back after a reload. */
export const readyAtom = atom(false);

/** The layout's has_in_cart marks: products on a sale line of the ticket. */
export const inCartAtom = atom(
  (get) =>
    new Set(
      get(ticketAtom)
        .items.filter((item) => !item.is_return)
        .map((item) => item.product_id),
    ),
);

/** The line the keyboard works on (+, −, F4, F6, Del): the one last added or chosen with ↑ ↓. */
export const currentLineIdAtom = atom<string | null>(null);
/** That line, or the last line of the cart when none was chosen (or it left the cart). */
export const currentLineAtom = atom<CartItem | null>((get) => {
  const items = get(ticketAtom).items;
  const id = get(currentLineIdAtom);
  return items.find((item) => item.id === id) ?? items.at(-1) ?? null;
});

/** The payment method chosen on the checkout step (F6 moves to the next one). */
export const paymentMethodAtom = atom<PaymentMethod>('cash');
/** The checkout step's confirmation: in progress, and why the last one was refused. */
export const confirmingAtom = atom(false);
export const checkoutErrorsAtom = atom<string[]>([]);

/** Why the last attempt to check out was stopped (texts), shown above the cart's buttons. */
export const problemsAtom = atom<string[]>([]);
