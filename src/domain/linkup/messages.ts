/**
 * The national pharmacy data link-up (liên thông dữ liệu dược quốc gia): the kinds of message the
 * ledger produces, their statuses, and the line each carries (docs/link-ups.md). Shared by the
 * server (outbox, delivery, routes) and the link-up page.
 */
import { z } from '../z';
import { booleanFilter, listQuery } from '../list-query';
import { LINKUP_STATUSES, type LinkupStatus } from './statuses';

/** Which link-up document a ledger posting becomes, by the reason of its moves. */
export const LINKUP_KINDS = [
  'sale',
  'customer_return',
  'receipt',
  'opening',
  'scrap',
  'adjustment',
  'supplier_return',
] as const;
export type LinkupKind = (typeof LINKUP_KINDS)[number];

export { LINKUP_STATUSES, type LinkupStatus };

/** What the link-up sends for each stock move reason. */
export const KIND_OF_REASON = {
  sale: 'sale',
  return: 'customer_return',
  purchase_receipt: 'receipt',
  opening: 'opening',
  scrap: 'scrap',
  count_adjustment: 'adjustment',
  supplier_return: 'supplier_return',
} as const satisfies Record<string, LinkupKind>;

/** One line of a message: one product and lot of the document, quantities in base units as in the ledger. */
export const linkupLineSchema = z.object({
  product_id: z.uuid(),
  product_code: z.string(),
  /** Filled from the product when the message is sent (a code added after the sale counts). */
  national_drug_code: z.string().nullable(),
  name: z.string(),
  strength: z.string().nullable(),
  registration_number: z.string().nullable(),
  /** The base unit the quantity is counted in. */
  unit: z.string(),
  /** The document's unit (a box) and how many base units it holds, when it was not the base unit. */
  document_unit: z.string().nullable(),
  factor: z.number().int(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** Signed as the ledger's move for a count adjustment, positive otherwise. */
  quantity: z.number().int(),
  /** Per base unit, in đồng: the selling price of a sale or return, the cost otherwise. */
  price: z.number().int(),
});
export type LinkupLine = z.infer<typeof linkupLineSchema>;

export const linkupListQuery = listQuery(['document_at', 'created_at'] as const, '-document_at').extend({
  status: z.enum(LINKUP_STATUSES).optional(),
  /** Only messages held back (waiting with a reason) or refused. */
  problems: booleanFilter,
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export type LinkupListQuery = z.output<typeof linkupListQuery>;

export const linkupMessageSummary = z.object({
  id: z.uuid(),
  key: z.string(),
  kind: z.enum(LINKUP_KINDS),
  document_type: z.string(),
  document_id: z.uuid().nullable(),
  document_code: z.string(),
  document_at: z.string(),
  prescription_code: z.string().nullable(),
  status: z.enum(LINKUP_STATUSES),
  problem: z.string().nullable(),
  answer: z.string().nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  lines: z.array(linkupLineSchema),
});
export type LinkupMessageSummary = z.infer<typeof linkupMessageSummary>;

/** Open problems: refused messages and messages held back with a reason. */
export const linkupProblemSummary = z.object({ refused: z.number().int(), held: z.number().int() });
export type LinkupProblemSummary = z.infer<typeof linkupProblemSummary>;
