/**
 * Categories, tags, units of measure, specializations, customer groups and taxes: small named
 * lists edited inline. One input and one record schema each; lists sort by name or creation.
 */
import { z } from '../z';
import { listQuery } from '../list-query';
import { catalogVi } from '../../i18n/catalog-errors';
import { clientId, optionalText, recordColumns, requiredText } from './fields';

const named = {
  id: clientId,
  name: requiredText(120),
  note: optionalText(500),
};

export const categoryInput = z.object({ ...named, sort_order: z.number().int().min(0).max(100_000).default(0) });
export const tagInput = z.object({ ...named, color: optionalText(20) });
export const uomInput = z.object(named);
export const specializationInput = z.object(named);
export const customerGroupInput = z.object({ ...named, discount_percent: z.number().int().min(0).max(100).default(0) });

export const TAX_RATES = [0, 5, 8, 10] as const;
/** `rate`: VAT at the rate (0% included); `kct`: not subject to VAT (KCT), a category apart from 0%. */
export const VAT_CATEGORIES = ['rate', 'kct'] as const;
export const taxInput = z
  .object({
    ...named,
    rate: z.number().refine((r) => (TAX_RATES as readonly number[]).includes(r), { message: catalogVi.errors.taxRate }),
    included_in_price: z.boolean().default(true),
    vat_category: z.enum(VAT_CATEGORIES).default('rate'),
  })
  .refine((t) => t.vat_category === 'rate' || t.rate === 0, { path: ['rate'], message: catalogVi.errors.kctRate });

const base = { ...recordColumns, name: z.string(), note: z.string().nullable() };
export const category = z.object({ ...base, sort_order: z.number().int() });
export const tag = z.object({ ...base, color: z.string().nullable() });
export const uom = z.object(base);
export const specialization = z.object(base);
export const customerGroup = z.object({ ...base, discount_percent: z.number().int() });
export const tax = z.object({
  ...base,
  rate: z.number().int(),
  included_in_price: z.boolean(),
  vat_category: z.enum(VAT_CATEGORIES),
});

export type Category = z.infer<typeof category>;
export type Tag = z.infer<typeof tag>;
export type Uom = z.infer<typeof uom>;
export type Specialization = z.infer<typeof specialization>;
export type CustomerGroup = z.infer<typeof customerGroup>;
export type Tax = z.infer<typeof tax>;

export const namedListQuery = listQuery(['name', 'created_at'], 'name');
export const categoryListQuery = listQuery(['name', 'sort_order', 'created_at'], 'sort_order');
export const taxListQuery = listQuery(['name', 'rate', 'created_at'], 'rate');
export const customerGroupListQuery = listQuery(['name', 'discount_percent', 'created_at'], 'name');
