/** Prescription templates (đơn mẫu): items with quantities and dosage instructions. */
import { z } from '../z';
import { listQuery } from '../list-query';
import { clientId, optionalText, recordColumns, requiredText } from './fields';

export const prescriptionTemplateItem = z.object({
  product_id: z.uuid(),
  /** The unit the quantity is in; null means the base unit. */
  unit_id: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  quantity: z.number().int().min(1).max(100_000),
  dosage: optionalText(500),
});

export const prescriptionTemplateInput = z.object({
  id: clientId,
  name: requiredText(255),
  diagnosis: optionalText(1000),
  instructions: optionalText(2000),
  items: z.array(prescriptionTemplateItem).min(1).max(50),
});

export const prescriptionTemplateItemView = z.object({
  product_id: z.uuid(),
  product_name: z.string().nullable(),
  product_code: z.string().nullable(),
  unit_id: z.uuid().nullable(),
  unit_name: z.string().nullable(),
  quantity: z.number().int(),
  dosage: z.string().nullable(),
});

export const prescriptionTemplate = z.object({
  ...recordColumns,
  name: z.string(),
  diagnosis: z.string().nullable(),
  instructions: z.string().nullable(),
  items: z.array(prescriptionTemplateItemView),
});

export const prescriptionTemplateListQuery = listQuery(['name', 'created_at'], 'name');

export type PrescriptionTemplateItem = z.infer<typeof prescriptionTemplateItem>;
export type PrescriptionTemplateInput = z.input<typeof prescriptionTemplateInput>;
export type PrescriptionTemplate = z.infer<typeof prescriptionTemplate>;
