/** Prescription templates (đơn mẫu): items with quantities and dosage instructions. */
import { z } from '../z';
import { listQuery } from '../list-query';
import { catalogVi } from '../../i18n/catalog-errors';
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
  items: z
    .array(prescriptionTemplateItem)
    .min(1)
    .max(50)
    // One line per medicine: the till adds a template's items by product, so a repeated one
    // would become two cart lines and two prescription lines for the same drug.
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.product_id))
          ctx.addIssue({ code: 'custom', path: [i, 'product_id'], message: catalogVi.errors.templateProductRepeated });
        seen.add(item.product_id);
      });
    }),
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
