/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';
import { isoDate } from '../../domain/search-params';

const day = isoDate();
export const posOrderSearchSchema = listSearchWith({
  date_from: day,
  date_to: day,
  code: optionalFilter,
  type: optionalFilter,
  status: optionalFilter,
  pos_setting_id: optionalFilter,
  sold_by: optionalFilter,
  customer_id: optionalFilter,
});
