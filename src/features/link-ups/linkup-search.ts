/** The URL search of /link-ups: paging, search, and the status, problems and date filters. */
import { z } from 'zod';
import { listSearchWith } from '../../components/data-table/list-search';
import { LINKUP_STATUSES } from '../../domain/linkup/messages';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
export const linkupSearchSchema = listSearchWith({
  status: z.enum(LINKUP_STATUSES).optional().catch(undefined),
  problems: z.enum(['true']).optional().catch(undefined),
  date_from: isoDate,
  date_to: isoDate,
});
export type LinkupSearch = z.infer<typeof linkupSearchSchema>;
