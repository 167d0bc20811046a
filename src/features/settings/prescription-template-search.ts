/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchSchema } from '../../components/data-table/list-search';

export const templateSearchSchema = listSearchSchema;
