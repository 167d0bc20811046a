/** The URL search of /link-ups: paging, search, and the status, problems and date filters. */
import { listSearchWith } from '../../components/data-table/list-search';
import { LINKUP_STATUSES } from '../../domain/linkup/statuses';
import { oneOf, type SearchOf, text } from '../../domain/search-params';

const isoDate = text({ pattern: /^\d{4}-\d{2}-\d{2}$/ });
export const linkupSearchSchema = listSearchWith({
  status: oneOf(LINKUP_STATUSES),
  problems: oneOf(['true']),
  date_from: isoDate,
  date_to: isoDate,
});
export type LinkupSearch = SearchOf<typeof linkupSearchSchema>;
