/** The URL search of /products: paging, search, sort and the list filters. */
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';
import { DRUG_CLASSES, TRACKING_TYPES } from '../../domain/pos-enums';
import { oneOf, type SearchOf } from '../../domain/search-params';

export const productSearchSchema = listSearchWith({
  category_id: optionalFilter,
  drug_class: oneOf(DRUG_CLASSES),
  tracking_type: oneOf(TRACKING_TYPES),
  active: oneOf(['true', 'false']),
});

export type ProductSearch = SearchOf<typeof productSearchSchema>;
