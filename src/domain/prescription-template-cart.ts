/**
 * Starting from a prescription template (đơn mẫu, DOMAIN.md): adding it to the cart adds all its
 * items with their quantities and units, and gives a prescription draft typed at the counter
 * (source offline, so editable) carrying its diagnosis, advice and dosage instructions.
 */
import { addProduct } from './cart';
import type { CartItem, SellableProduct } from './cart-types';
import type { Prescription, PrescriptionItem } from './prescription';

export interface TemplateItem {
  product_id: string;
  /** Null means the base unit. */
  unit_id: string | null;
  quantity: number;
  dosage: string | null;
}

export interface TemplateForCart {
  name: string;
  diagnosis: string | null;
  instructions: string | null;
  items: readonly TemplateItem[];
}

export interface TemplateAddResult {
  items: CartItem[];
  /** Template items whose product the till does not know (deleted or not yet synced). */
  missingProductIds: string[];
}

/** Adds every item of the template; an item already on a sale line raises that line. */
export function addTemplateToCart(
  items: readonly CartItem[],
  template: TemplateForCart,
  products: ReadonlyMap<string, SellableProduct>,
  lineId: () => string,
): TemplateAddResult {
  let next = [...items];
  const missingProductIds: string[] = [];
  for (const item of template.items) {
    const product = products.get(item.product_id);
    if (!product) {
      missingProductIds.push(item.product_id);
      continue;
    }
    const unit = product.units.find((candidate) =>
      item.unit_id ? candidate.id === item.unit_id : candidate.factor === 1,
    );
    next = addProduct(next, product, { lineId: lineId(), quantity: item.quantity, unit });
  }
  return { items: next, missingProductIds };
}

export interface DraftOptions {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** A prescription typed at the counter, pre-filled from the template. */
export function prescriptionDraftFromTemplate(
  template: TemplateForCart,
  products: ReadonlyMap<string, SellableProduct>,
  options: DraftOptions,
): Prescription {
  const items: PrescriptionItem[] = [];
  for (const item of template.items) {
    const product = products.get(item.product_id);
    if (!product) continue;
    const unit =
      product.units.find((candidate) => (item.unit_id ? candidate.id === item.unit_id : candidate.factor === 1)) ??
      product.units[0];
    items.push({
      product_id: product.id,
      product_name: product.name,
      quantity: item.quantity,
      unit_name: unit?.name ?? '',
      dosage: item.dosage ?? '',
    });
  }
  return {
    id: options.id,
    code: null,
    source: 'offline',
    date: options.date,
    doctor_id: null,
    doctor_name: '',
    facility: '',
    diagnosis: template.diagnosis ?? '',
    patient_id: null,
    patient_name: '',
    patient_age: null,
    patient_gender: null,
    patient_address: '',
    instructions: template.instructions ?? '',
    items,
  };
}

/**
 * A prescription sold before, read as a template so it can be sold again (the rest of a course,
 * or a repeat): its items in the units they were sold in, falling back to the base unit when the
 * product no longer has that unit.
 */
export function prescriptionAsTemplate(
  prescription: Prescription,
  products: ReadonlyMap<string, SellableProduct>,
): TemplateForCart {
  return {
    name: prescription.patient_name,
    diagnosis: prescription.diagnosis,
    instructions: prescription.instructions,
    items: prescription.items.map((item) => ({
      product_id: item.product_id,
      unit_id: products.get(item.product_id)?.units.find((unit) => unit.name === item.unit_name)?.id ?? null,
      quantity: item.quantity,
      dosage: item.dosage,
    })),
  };
}
