/** Import jobs of products and customers: the preview's error report and the progress. */
import { z } from '../z';
import type { Permission } from '../permissions';

export const IMPORT_KINDS = ['products', 'customers'] as const;
export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export const MAX_IMPORT_ROWS = 10_000;

export const importError = z.object({
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** Column title as in the template. */
  column: z.string(),
  message: z.string(),
});

export const importJob = z.object({
  id: z.uuid(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(['previewed', 'committing', 'done', 'failed']),
  file_name: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  valid_rows: z.number().int(),
  /** Product rows whose empty class was taken as goods from a supplement's, cosmetic's or device's number. */
  goods_by_number: z.number().int(),
  errors: z.array(importError),
  created_at: z.string(),
});

export const fileFormatQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('xlsx') });

export type ImportError = z.infer<typeof importError>;
export type ImportJob = z.infer<typeof importJob>;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Who may import and export each kind: products with the product form, customers an admin task. */
export const IMPORT_PERMISSION: Record<ImportKind, Permission> = {
  products: 'viewProductForm',
  customers: 'viewSetting',
};
