/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';

export const complaintSearchSchema = listSearchWith({
  state: optionalFilter,
  from: optionalFilter,
  to: optionalFilter,
});
