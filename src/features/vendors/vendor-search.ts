/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { flagFilter, listSearchWith } from '../../components/data-table/list-search';

export const vendorSearchSchema = listSearchWith({ has_debt: flagFilter });
