/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';
import { oneOf } from '../../domain/search-params';

export const syncProblemSearchSchema = listSearchWith({
  status: oneOf(['open', 'resolved']),
  kind: optionalFilter,
});
