/** The GPP books exported from the stock documents (quality controls, complaints, scraps): their period. */
import { stockVi } from '../../i18n/stock';
import { z } from '../z';

/** The shop's days from..to, both included; a period that ends before it starts is refused on `to`. */
export const bookPeriodQuery = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.from <= q.to, { path: ['to'], message: stockVi.errors.periodEndsBeforeStart });

export type BookPeriod = z.infer<typeof bookPeriodQuery>;
