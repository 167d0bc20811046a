/**
 * Prescriptions (DOMAIN.md): an rx product is sold against one. A prescription fetched from the
 * national system is read-only; one typed at the counter (source offline) stays editable —
 * SPEC.md's `canEdit`.
 */
import type { CartItem, PosTicket } from './cart-types';
import type { PrescriptionSource } from './pos-enums';

export interface PrescriptionItem {
  product_id: string;
  product_name: string;
  quantity: number;
  unit_name: string;
  /** Dosage instructions, e.g. "Sáng 1 viên, tối 1 viên sau ăn". */
  dosage: string;
  /** On a national prescription: the prescribed drug's national code. */
  national_drug_code?: string | null;
}

export interface Prescription {
  id: string;
  /** National e-prescription code when it has one. */
  code: string | null;
  source: PrescriptionSource;
  /** Calendar date `YYYY-MM-DD`. */
  date: string;
  doctor_id: string | null;
  doctor_name: string;
  facility: string;
  diagnosis: string;
  patient_id: string | null;
  patient_name: string;
  patient_age: number | null;
  patient_gender: 'male' | 'female' | 'other' | null;
  patient_address: string;
  /** Advice to the patient (lời dặn). */
  instructions: string;
  items: PrescriptionItem[];
}

export function canEditPrescription(prescription: Pick<Prescription, 'source'>): boolean {
  return prescription.source === 'offline';
}

/** The rx products on sale lines; a return line gives a drug back and needs no prescription. */
export function rxProductIds(items: readonly CartItem[]): string[] {
  const ids = new Set<string>();
  for (const item of items) {
    if (item.drug_class === 'rx' && !item.is_return && !item.notExists && item.quantity > 0) ids.add(item.product_id);
  }
  return [...ids];
}

export type CheckoutBlock = { reason: 'prescriptionRequired'; productIds: string[] };

/** Why the order cannot be checked out yet, or null. Keys point into `posMessages.checkout`. */
export function prescriptionBlock(items: readonly CartItem[], prescription: Prescription | null): CheckoutBlock | null {
  const rx = rxProductIds(items);
  if (rx.length === 0 || prescription) return null;
  return { reason: 'prescriptionRequired', productIds: rx };
}

/** The prescription's items for the rx lines of the cart, keeping dosage already typed. */
export function prescriptionItemsFromCart(
  items: readonly CartItem[],
  previous: readonly PrescriptionItem[] = [],
): PrescriptionItem[] {
  const dosageByProduct = new Map(previous.map((item) => [item.product_id, item.dosage]));
  return items
    .filter((item) => item.drug_class === 'rx' && !item.is_return && !item.notExists && item.quantity > 0)
    .map((item) => ({
      product_id: item.product_id,
      product_name: item.name,
      quantity: item.quantity,
      unit_name: item.uom.name,
      dosage: dosageByProduct.get(item.product_id) ?? '',
    }));
}

/**
 * The ticket with a prescription typed at the counter following its cart: the rx lines as they are
 * now (quantity, unit, a drug added or removed after the prescription was saved), keeping the
 * dosage typed for each drug. A national prescription keeps the items the doctor prescribed.
 */
export function withCartPrescription<T extends Pick<PosTicket, 'items' | 'prescription'>>(ticket: T): T {
  const prescription = ticket.prescription;
  if (!prescription || !canEditPrescription(prescription)) return ticket;
  return {
    ...ticket,
    prescription: { ...prescription, items: prescriptionItemsFromCart(ticket.items, prescription.items) },
  };
}
