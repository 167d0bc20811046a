/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { flagFilter, listSearchWith, optionalFilter } from '../../components/data-table/list-search';

export const customerSearchSchema = listSearchWith({ customer_group_id: optionalFilter, has_debt: flagFilter });
