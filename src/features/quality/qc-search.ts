/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';

export const qcSearchSchema = listSearchWith({
  state: optionalFilter,
  inspection_type: optionalFilter,
  from: optionalFilter,
  to: optionalFilter,
});
