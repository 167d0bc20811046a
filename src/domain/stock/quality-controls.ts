/**
 * Quality controls (DOMAIN.md "Quality control", code KS…): SPOT or PERIODIC; lines per product
 * and lot with four checks and a result; a SCRAP result can raise a scrap draft (its quantity in
 * base units). States draft → done | cancelled.
 */
import { z } from '../z';
import { optionalDate, optionalPastDate, optionalText } from '../catalog/fields';
import { listQuery } from '../list-query';

export const INSPECTION_TYPES = ['SPOT', 'PERIODIC'] as const;
export const QC_RESULTS = ['ACCEPT', 'REJECT', 'REPAIR', 'SCRAP', 'RETURN', 'OTHER'] as const;
export const QC_STATES = ['draft', 'done', 'cancelled'] as const;

export const qualityControlLineInput = z.object({
  product_id: z.uuid(),
  lot_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  appearance_ok: z.boolean(),
  packaging_ok: z.boolean(),
  label_ok: z.boolean(),
  expiry_ok: z.boolean(),
  result: z.enum(QC_RESULTS),
  /** Base units concerned (what a SCRAP result would scrap). */
  quantity: z.number().int().min(0).max(1_000_000_000).default(0),
  note: optionalText(1000),
});

export const qualityControlInput = z.object({
  inspection_date: optionalPastDate(),
  inspection_type: z.enum(INSPECTION_TYPES),
  note: optionalText(1000),
  lines: z.array(qualityControlLineInput).min(1).max(1000),
});

export const qualityControlListQuery = listQuery(['code', 'inspection_date', 'created_at'], '-created_at').extend({
  state: z.enum(QC_STATES).optional(),
  inspection_type: z.enum(INSPECTION_TYPES).optional(),
  /** Inspection dates from..to, both included. */
  from: optionalDate,
  to: optionalDate,
});

export const qualityControlLine = qualityControlLineInput.extend({
  id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  /** The product's base unit, in which the line's quantities are. */
  unit_name: z.string().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  lot_id: z.uuid().nullable(),
});

export const qualityControlSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  inspection_date: z.string(),
  inspection_type: z.enum(INSPECTION_TYPES),
  state: z.enum(QC_STATES),
  note: z.string().nullable(),
  inspector_id: z.uuid().nullable(),
  scrap_id: z.uuid().nullable(),
  done_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const qualityControl = qualityControlSummary.extend({
  /** Who recorded the inspection (DOMAIN.md "inspector"), as the staff list names them. */
  inspector_name: z.string().nullable(),
  lines: z.array(qualityControlLine),
});

export type QualityControlInput = z.input<typeof qualityControlInput>;
export type QualityControl = z.infer<typeof qualityControl>;
