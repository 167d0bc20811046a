/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { z } from 'zod';
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';
import { EINVOICE_DELIVERIES, EINVOICE_STATES } from '../../domain/einvoice/state';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
export const einvoiceSearchSchema = listSearchWith({
  state: z.enum(EINVOICE_STATES).optional().catch(undefined),
  delivery: z.enum(EINVOICE_DELIVERIES).optional().catch(undefined),
  date_from: isoDate,
  date_to: isoDate,
  buyer: optionalFilter,
  number: z.coerce.number().int().min(1).optional().catch(undefined),
});
