/** The inventory valuation report (as of a date, replayed from the ledger): query and answer. */
import { z } from '../z';
import { listMeta, listQuery } from '../list-query';
import { todayInShop } from '../shop-clock';
import { uiKit } from '../../i18n/ui-kit';

/** Stock is known up to now: a date ahead would show today's figures under a later date. */
const asOfDate = z.iso.date().refine((v) => v <= todayInShop(), { message: uiKit.form.futureDate });

export const VALUATION_SORTS = ['category', 'code', 'name', 'quantity', 'value'] as const;

/** The report pages its product rows (search on the product, sort); categories and totals cover the whole result. */
export const valuationQuery = listQuery(VALUATION_SORTS, 'category').extend({
  date: asOfDate,
});

/** The .xlsx holds every row of the result: the date and the same search, no paging. */
export const valuationExportQuery = z.object({
  date: asOfDate,
  search: z.string().trim().max(200).optional(),
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
  /** One page of the product rows (meta gives page, page_size and the number of rows in all). */
  products: z.array(valuationRow),
  categories: z.array(valuationCategory),
  totals: z.object({ quantity: z.number().int(), value: z.number().int() }),
});

export const valuationResponse = z.object({ data: valuationReport, meta: listMeta });

export type ValuationReport = z.infer<typeof valuationReport>;
export type ValuationRow = z.infer<typeof valuationRow>;
