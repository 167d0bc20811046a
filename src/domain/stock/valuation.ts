/** The inventory valuation report (as of a date, replayed from the ledger): query and answer. */
import { z } from 'zod';

export const valuationQuery = z.object({
  date: z.iso.date(),
});

export const valuationRow = z.object({
  product_id: z.uuid(),
  code: z.string(),
  name: z.string(),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  unit_name: z.string().nullable(),
  quantity: z.number().int(),
  average_cost: z.number().int(),
  value: z.number().int(),
});

export const valuationCategory = z.object({
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  quantity: z.number().int(),
  value: z.number().int(),
});

export const valuationReport = z.object({
  date: z.string(),
  products: z.array(valuationRow),
  categories: z.array(valuationCategory),
  totals: z.object({ quantity: z.number().int(), value: z.number().int() }),
});

export type ValuationReport = z.infer<typeof valuationReport>;
