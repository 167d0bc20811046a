/** The URL search of /products: paging, search, sort and the list filters. */
import { z } from 'zod';
import { listSearchWith, optionalFilter } from '../../components/data-table/list-search';
import { DRUG_CLASSES, TRACKING_TYPES } from '../../domain/catalog/products';

export const productSearchSchema = listSearchWith({
  category_id: optionalFilter,
  drug_class: z.enum(DRUG_CLASSES).optional().catch(undefined),
  tracking_type: z.enum(TRACKING_TYPES).optional().catch(undefined),
  active: z.enum(['true', 'false']).optional().catch(undefined),
});

export type ProductSearch = z.infer<typeof productSearchSchema>;
