/**
 * A till (/pos-settings): receipt layout, payment methods, stock rule and the POS screen layout
 * (SPEC's posLayout): categories whose items are products or folders of products, in order.
 */
import { z } from '../z';
import { listQuery } from '../list-query';
import { PAYMENT_METHODS } from '../pos-enums';
import { clientId, optionalRef, optionalText, recordColumns, requiredText } from './fields';

export { PAYMENT_METHODS };
export const RECEIPT_LAYOUTS = ['80mm', '58mm', 'a5'] as const;

export const posLayoutProductItem = z.object({ type: z.literal('product'), product_id: z.uuid() });
export const posLayoutFolderItem = z.object({
  type: z.literal('folder'),
  id: z.uuid(),
  name: requiredText(80),
  items: z.array(posLayoutProductItem).max(200),
});
export const posLayoutItem = z.discriminatedUnion('type', [posLayoutProductItem, posLayoutFolderItem]);
export const posLayoutCategory = z.object({
  id: z.uuid(),
  name: requiredText(80),
  color: optionalText(20),
  items: z.array(posLayoutItem).max(200),
});
export const posLayout = z.object({ categories: z.array(posLayoutCategory).max(50) });

export type PosLayout = z.infer<typeof posLayout>;

export const posSettingInput = z.object({
  id: clientId,
  name: requiredText(120),
  order_code_prefix: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .regex(/^[A-Za-z0-9]+$/, 'Tiền tố chỉ gồm chữ cái không dấu và chữ số.'),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)).min(1).max(4),
  receipt_layout: z.enum(RECEIPT_LAYOUTS).default('80mm'),
  receipt_header: optionalText(1000),
  receipt_footer: optionalText(1000),
  receipt_show_logo: z.boolean().default(true),
  default_customer_id: optionalRef,
  allow_negative_stock: z.boolean().default(false),
  is_active: z.boolean().default(true),
  layout: posLayout.default({ categories: [] }),
});

/** The layout as answered: product items carry the product's name, code and base price. */
export const posLayoutProductView = posLayoutProductItem.extend({
  product_name: z.string().nullable(),
  product_code: z.string().nullable(),
  price: z.number().int().nullable(),
});

export const posLayoutView = z.object({
  categories: z.array(
    posLayoutCategory.extend({
      items: z.array(
        z.discriminatedUnion('type', [
          posLayoutProductView,
          posLayoutFolderItem.extend({ items: z.array(posLayoutProductView) }),
        ]),
      ),
    }),
  ),
});

export const posSetting = z.object({
  ...recordColumns,
  name: z.string(),
  order_code_prefix: z.string(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  receipt_layout: z.enum(RECEIPT_LAYOUTS),
  receipt_header: z.string().nullable(),
  receipt_footer: z.string().nullable(),
  receipt_show_logo: z.boolean(),
  default_customer_id: z.uuid().nullable(),
  default_customer_name: z.string().nullable(),
  allow_negative_stock: z.boolean(),
  is_active: z.boolean(),
  layout: posLayoutView,
});

export const posSettingListQuery = listQuery(['name', 'created_at'], 'name');

export type PosSettingInput = z.input<typeof posSettingInput>;
export type PosSetting = z.infer<typeof posSetting>;
