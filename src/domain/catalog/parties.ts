/**
 * Customers, doctors and vendors (DOMAIN.md). A customer can be created at the counter while
 * offline, so it accepts a client id; its phone is unique per shop when present.
 */
import { z } from '../z';
import { booleanFilter, listQuery } from '../list-query';
import { vi } from '../../i18n/messages';
import { catalogVi } from '../../i18n/catalog-errors';
import { dashedTaxCode, isValidTaxCode } from '../tax-code';
import { einvoicesVi } from '../../i18n/einvoices';
import {
  clientId,
  money,
  optionalEmail,
  optionalPastDate,
  optionalRef,
  optionalText,
  phoneField,
  recordColumns,
  requiredText,
} from './fields';

export const GENDERS = ['male', 'female', 'other'] as const;

const phone = phoneField(vi.validation.invalidFormat);

/**
 * A tax code (MST) or none: printed on the customer's e-invoices and the vendor's purchase papers,
 * a wrong code would only be found when the tax authority refuses them. Kept in the written form
 * (`0101234567-001` for a branch).
 */
const taxCode = optionalText(20)
  .refine((v) => !v || isValidTaxCode(v), einvoicesVi.errors.taxCodeInvalid)
  .transform((v) => (v ? dashedTaxCode(v) : null));

export const customerInput = z.object({
  id: clientId,
  code: optionalText(30),
  full_name: requiredText(255),
  phone,
  // The form's "none" option sends '': no gender given, as null.
  gender: z
    .union([z.enum(GENDERS), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  date_of_birth: optionalPastDate(catalogVi.errors.birthDateInFuture),
  province: optionalText(120),
  district: optionalText(120),
  ward: optionalText(120),
  street: optionalText(255),
  email: optionalEmail,
  customer_group_id: optionalRef,
  company_name: optionalText(255),
  tax_code: taxCode,
  allergies: optionalText(1000),
  note: optionalText(2000),
  /** The most the customer may owe; empty (null): no limit. */
  credit_limit: money.nullish().transform((v) => v ?? null),
});

export const customer = z.object({
  ...recordColumns,
  code: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  ward: z.string().nullable(),
  street: z.string().nullable(),
  email: z.string().nullable(),
  customer_group_id: z.uuid().nullable(),
  customer_group_name: z.string().nullable(),
  company_name: z.string().nullable(),
  tax_code: z.string().nullable(),
  allergies: z.string().nullable(),
  note: z.string().nullable(),
  total_spent: z.number().int(),
  /** Computed on read: credit left on paid orders minus collections (customer-debt.ts). */
  debt: z.number().int(),
  credit_limit: z.number().int().nullable(),
});

export const customerListQuery = listQuery(
  ['full_name', 'code', 'total_spent', 'debt', 'created_at'],
  '-created_at',
).extend({
  customer_group_id: z.uuid().optional(),
  /** `true`: only customers who still owe something. */
  has_debt: booleanFilter,
});

export const doctorInput = z.object({
  id: clientId,
  name: requiredText(255),
  specialization_id: optionalRef,
  workplace: optionalText(255),
  certificate_number: optionalText(60),
  phone,
  address: optionalText(500),
  note: optionalText(2000),
});

export const doctor = z.object({
  ...recordColumns,
  name: z.string(),
  specialization_id: z.uuid().nullable(),
  specialization_name: z.string().nullable(),
  workplace: z.string().nullable(),
  certificate_number: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  note: z.string().nullable(),
});

export const doctorListQuery = listQuery(['name', 'created_at'], 'name').extend({
  specialization_id: z.uuid().optional(),
});

export const vendorInput = z.object({
  id: clientId,
  code: optionalText(30),
  name: requiredText(255),
  /** Unique among the shop's live vendors (checked by the server). */
  tax_code: taxCode,
  phone: phoneField(catalogVi.errors.phoneInvalid),
  email: optionalEmail,
  address: optionalText(500),
  contact_person: optionalText(255),
  bank_account: optionalText(60),
  bank_name: optionalText(255),
  note: optionalText(2000),
});

export const vendor = z.object({
  ...recordColumns,
  code: z.string(),
  name: z.string(),
  tax_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  contact_person: z.string().nullable(),
  bank_account: z.string().nullable(),
  bank_name: z.string().nullable(),
  note: z.string().nullable(),
  // A running sum of purchases, not a typed amount: not held to what the money input takes.
  debt: z.number().int(),
  /** What the vendor owes back over its orders (the orders' `refund_due`). */
  refund_due: z.number().int(),
});

export const vendorListQuery = listQuery(['name', 'code', 'debt', 'created_at'], 'name').extend({
  /** Only vendors the shop still owes. */
  has_debt: booleanFilter,
});

export type CustomerInput = z.input<typeof customerInput>;
export type Customer = z.infer<typeof customer>;
export type DoctorInput = z.input<typeof doctorInput>;
export type Doctor = z.infer<typeof doctor>;
export type VendorInput = z.input<typeof vendorInput>;
export type Vendor = z.infer<typeof vendor>;
