/**
 * The dosage labels of a sale (nhãn hướng dẫn sử dụng): GPP asks that a drug sold out of its outer
 * pack, loose tablets in a bag, carries its name, strength and, without a prescription, how much
 * to take and how. One label per drug sold: its name, its strength and dosage form, what was sold
 * ("10 Viên"), and how to take it, from the most specific source the sale has: the prescription's
 * dosage for that drug, then the note typed on the line, then the product's own usage
 * instructions. The pharmacist edits each before printing.
 */
import type { PosTicket } from './cart-types';

/** What the catalogue says of a product that a label prints. */
export interface LabelledProduct {
  strength?: string | null;
  dosage_form?: string | null;
  usage_instructions?: string | null;
}

export interface DosageLabel {
  /** The product and unit: lines of one product in one unit (different lots) make one label. */
  key: string;
  name: string;
  /** Strength and dosage form, e.g. "500 mg · Viên nén"; empty when the catalogue has neither. */
  detail: string;
  quantity: number;
  unit: string;
  instructions: string;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

type LabelledLine = PosTicket['items'][number];

/** A line that gets a label: a drug sold (not a return), still in the catalogue. */
const labelled = (item: LabelledLine) =>
  !item.is_return && !item.notExists && item.drug_class !== 'none' && item.quantity > 0;

/** Whether a sale has a drug to label (the print step and the order's page offer the labels then). */
export const hasDosageLabels = (items: readonly LabelledLine[]) => items.some(labelled);

/**
 * The labels of a sale's drugs, in the order they were rung up. Goods that are not drugs (drug
 * class `none`), returned lines and products no longer in the catalogue get none.
 */
export function dosageLabels(
  ticket: Pick<PosTicket, 'items' | 'prescription'>,
  products: ReadonlyMap<string, LabelledProduct>,
): DosageLabel[] {
  const prescribed = new Map(
    (ticket.prescription?.items ?? []).map((item) => [item.product_id, text(item.dosage)] as const),
  );
  const labels = new Map<string, DosageLabel>();
  for (const item of ticket.items) {
    if (!labelled(item)) continue;
    const key = `${item.product_id}:${item.uom.id}`;
    const known = labels.get(key);
    const product = products.get(item.product_id);
    const instructions = prescribed.get(item.product_id) || text(item.note.text) || text(product?.usage_instructions);
    if (known) {
      known.quantity += item.quantity;
      if (!known.instructions) known.instructions = instructions;
      continue;
    }
    labels.set(key, {
      key,
      name: item.name,
      detail: [text(product?.strength), text(product?.dosage_form)].filter(Boolean).join(' · '),
      quantity: item.quantity,
      unit: item.uom.name,
      instructions,
    });
  }
  return [...labels.values()];
}
