/**
 * Scraps (DOMAIN.md "Scrap", code XH…): a reason, lines per lot in base units; done posts the
 * scrap moves. A draft of every expired lot still in stock can be made in one call.
 */
import { z } from '../z';
import { optionalDate, optionalPastDate, optionalText } from '../catalog/fields';
import { listQuery } from '../list-query';
import { SCRAP_STATES } from './states';

export const SCRAP_REASONS = ['expired', 'damaged', 'recalled', 'other'] as const;

export const scrapLineInput = z.object({
  product_id: z.uuid(),
  lot_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** Base units. */
  quantity: z.number().int().min(1).max(1_000_000_000),
});

export const scrapInput = z.object({
  scrap_date: optionalPastDate(),
  reason: z.enum(SCRAP_REASONS),
  note: optionalText(1000),
  lines: z.array(scrapLineInput).min(1).max(1000),
});

export const scrapListQuery = listQuery(['code', 'scrap_date', 'created_at'], '-created_at').extend({
  state: z.enum(SCRAP_STATES).optional(),
  reason: z.enum(SCRAP_REASONS).optional(),
  from: optionalDate,
  to: optionalDate,
});

export const scrapLine = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  /** The product's base unit, in which the line's quantities are. */
  unit_name: z.string().nullable(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number().int(),
});

export const scrapSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  scrap_date: z.string(),
  reason: z.enum(SCRAP_REASONS),
  state: z.enum(SCRAP_STATES),
  note: z.string().nullable(),
  approved_by: z.uuid().nullable(),
  done_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const scrap = scrapSummary.extend({
  /** Who confirmed it (the GPP book's approver), once done. */
  approved_by_name: z.string().nullable(),
  lines: z.array(scrapLine),
});

export type ScrapInput = z.input<typeof scrapInput>;
export type Scrap = z.infer<typeof scrap>;
