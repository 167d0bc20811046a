/** The small named lists: categories, tags, units of measure, specializations, customer groups, taxes. */
import type { Category, CustomerGroup, Specialization, Tag, Tax, Uom } from '../domain/catalog/master-data';
import { resource } from './resource';

/** What the inline list screens need of any named record. */
export interface NamedRecord {
  id: string;
  name: string;
  note: string | null;
  [extra: string]: unknown;
}

export const categoriesApi = resource<Category>('categories');
export const tagsApi = resource<Tag>('tags');
export const uomsApi = resource<Uom>('uoms');
export const specializationsApi = resource<Specialization>('specializations');
export const customerGroupsApi = resource<CustomerGroup>('customer-groups');
export const taxesApi = resource<Tax>('taxes');
