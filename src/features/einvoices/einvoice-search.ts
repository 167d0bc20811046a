/** The URL search params of the list page, apart from the page so the route's critical path stays small. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';
import { EINVOICE_DELIVERIES, EINVOICE_STATES } from '../../domain/einvoice/state';
import { integer, oneOf, text } from '../../domain/search-params';

const isoDate = text({ pattern: /^\d{4}-\d{2}-\d{2}$/ });
export const einvoiceSearchSchema = listSearchWith({
  state: oneOf(EINVOICE_STATES),
  delivery: oneOf(EINVOICE_DELIVERIES),
  date_from: isoDate,
  date_to: isoDate,
  buyer: optionalFilter,
  number: integer({ min: 1 }),
});
