/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';

/** "Only customers who still owe": the router may hand `?has_debt=true` over as a boolean. */
const debtFlag = (value: unknown): 'true' | undefined => (value === true || value === 'true' ? 'true' : undefined);

export const customerSearchSchema = listSearchWith({ customer_group_id: optionalFilter, has_debt: debtFlag });
