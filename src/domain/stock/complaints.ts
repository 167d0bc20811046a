/** Customer complaints (DOMAIN.md "Customer complaint", code KN…): the body, query and answer. */
import { z } from '../z';
import { optionalDate, optionalPastDate, optionalRef, optionalText } from '../catalog/fields';
import { listQuery } from '../list-query';
import { stockVi } from '../../i18n/stock';
import { COMPLAINT_STATES } from './states';

export const complaintInput = z.object({
  received_date: optionalPastDate(),
  customer_id: optionalRef,
  product_id: optionalRef,
  lot_id: optionalRef,
  content: z.string().trim().min(1).max(5000),
  handling: optionalText(5000),
  result: optionalText(5000),
});

/**
 * What a complaint still lacks before it can be marked resolved: the complaints book (GPP) must
 * say how it was handled and with what result, and a resolved complaint keeps both. Field →
 * message; empty when nothing is missing.
 */
export function missingToResolve(
  c: { handling: string | null; result: string | null },
  /** Resolved already: an edit that would empty them, rather than a step to resolved. */
  resolved = false,
): Partial<Record<'handling' | 'result', string>> {
  const E = stockVi.errors;
  const missing: Partial<Record<'handling' | 'result', string>> = {};
  if (!c.handling?.trim()) missing.handling = resolved ? E.complaintHandlingKept : E.complaintHandlingRequired;
  if (!c.result?.trim()) missing.result = resolved ? E.complaintResultKept : E.complaintResultRequired;
  return missing;
}

export const complaintTransitionInput = z.object({ state: z.enum(COMPLAINT_STATES) });

export const complaintListQuery = listQuery(['code', 'received_date', 'created_at'], '-created_at').extend({
  state: z.enum(COMPLAINT_STATES).optional(),
  customer_id: optionalRef,
  product_id: optionalRef,
  /** Received dates from..to, both included. */
  from: optionalDate,
  to: optionalDate,
});

export const complaint = z.object({
  id: z.uuid(),
  code: z.string(),
  received_date: z.string(),
  customer_id: z.uuid().nullable(),
  customer_name: z.string().nullable(),
  product_id: z.uuid().nullable(),
  product_name: z.string().nullable(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  content: z.string(),
  handling: z.string().nullable(),
  result: z.string().nullable(),
  state: z.enum(COMPLAINT_STATES),
  handled_by: z.uuid().nullable(),
  handled_by_name: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type ComplaintInput = z.input<typeof complaintInput>;
export type Complaint = z.infer<typeof complaint>;
