/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { z } from 'zod';
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';

export const syncProblemSearchSchema = listSearchWith({
  status: z.enum(['open', 'resolved']).optional().catch(undefined),
  kind: optionalFilter,
});
