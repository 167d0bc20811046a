/** General settings (stock rules, cash rounding, VietQR account) and e-invoice settings. */
import { z } from '../z';
import { einvoicesVi } from '../../i18n/einvoices';
import { urlSchema } from '../account-schemas';
import { TAX_OFFICE_CODE_PATTERN } from '../einvoice/cash-register-code';
import { seriesProblem, templateProblem } from '../einvoice/series';
import { todayInShop } from '../shop-clock';
import { dashedTaxCode, isValidTaxCode } from '../tax-code';
import { optionalEmail, optionalRef, optionalText, phoneField } from './fields';
import { catalogVi } from '../../i18n/catalog-errors';

export const CASH_ROUNDINGS = [0, 100, 500, 1000] as const;
/**
 * `none`: the built-in XML the shop downloads; `gateway`: the provider contract of
 * server/modules/einvoices/providers/gateway.ts (the simulator speaks it); the others are named
 * for the shop's records and have no adapter yet (docs/einvoices.md).
 */
export const EINVOICE_PROVIDERS = ['none', 'gateway', 'viettel', 'vnpt', 'misa', 'bkav', 'fpt'] as const;

export const generalSettingsInput = z.object({
  expiry_warning_days: z.number().int().min(0).max(3650).default(90),
  low_stock_threshold: z.number().int().min(0).max(1_000_000).default(10),
  fefo_enabled: z.boolean().default(true),
  allow_negative_stock: z.boolean().default(false),
  cash_rounding: z
    .number()
    .int()
    .refine((v) => (CASH_ROUNDINGS as readonly number[]).includes(v), 'Chỉ làm tròn tới 0, 100, 500 hoặc 1.000 ₫.')
    .default(0),
  vietqr_bank_bin: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Mã BIN ngân hàng gồm 6 chữ số.'),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  vietqr_account_number: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z]{4,19}$/, 'Số tài khoản gồm 4 đến 19 chữ số hoặc chữ cái.'),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  vietqr_account_name: optionalText(50),
  purchase_order_default_tax_id: optionalRef,
});

export const generalSettings = z.object({
  expiry_warning_days: z.number().int(),
  low_stock_threshold: z.number().int(),
  fefo_enabled: z.boolean(),
  allow_negative_stock: z.boolean(),
  cash_rounding: z.number().int(),
  vietqr_bank_bin: z.string().nullable(),
  vietqr_account_number: z.string().nullable(),
  vietqr_account_name: z.string().nullable(),
  purchase_order_default_tax_id: z.uuid().nullable(),
  updated_at: z.string().nullable(),
  version: z.number().int(),
});

const se = einvoicesVi.settingsErrors;
const upper = (max: number) => optionalText(max).transform((v) => (v === null ? null : v.toUpperCase()));

/** The shop's year of issue for series checks: a series names the year it is used in. */
const issueYear = () => Number(todayInShop().slice(0, 4));

export const einvoiceSettingsInput = z
  .object({
    provider: z.enum(EINVOICE_PROVIDERS).default('none'),
    enabled: z.boolean().default(false),
    api_url: z
      .union([urlSchema(), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    username: optionalText(120),
    /** Write-only: a new provider password (sealed at rest); empty keeps the stored one. */
    password: z.string().max(200).optional(),
    /** Mẫu số, one digit 1–6 (the `1` of `1C26TAA`). */
    template_code: optionalText(11),
    /** Ký hiệu, six characters (the `C26TAA` of `1C26TAA`). */
    series: upper(8),
    seller_name: optionalText(255),
    /** Kept in the written form (`0100109106-001` for a branch), as the XML's MST carries it. */
    seller_tax_code: optionalText(20).transform((v) => (v === null ? null : dashedTaxCode(v))),
    seller_address: optionalText(500),
    seller_phone: phoneField(catalogVi.errors.phoneInvalid),
    seller_email: optionalEmail,
    seller_bank_account: optionalText(60),
    seller_bank_name: optionalText(255),
    cash_register_enabled: z.boolean().default(false),
    cash_register_template: optionalText(11),
    cash_register_series: upper(8),
    tax_office_code: upper(10),
    lookup_url: z
      .union([urlSchema({ web: true, invalid: se.lookupUrl }), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((s, ctx) => {
    const year = issueYear();
    const issue = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (s.template_code) issue('template_code', templateProblem(s.template_code));
    if (s.series) issue('series', seriesProblem(s.series, year, 'registered'));
    if (s.seller_tax_code && !isValidTaxCode(s.seller_tax_code)) issue('seller_tax_code', se.taxCode);
    if (s.cash_register_template) issue('cash_register_template', templateProblem(s.cash_register_template));
    if (s.cash_register_series)
      issue('cash_register_series', seriesProblem(s.cash_register_series, year, 'cash_register'));
    if (s.tax_office_code && !TAX_OFFICE_CODE_PATTERN.test(s.tax_office_code))
      issue('tax_office_code', se.taxOfficeCode);
    if (s.cash_register_enabled) {
      if (!s.cash_register_template) issue('cash_register_template', se.cashRegisterTemplate);
      if (!s.cash_register_series) issue('cash_register_series', se.cashRegisterSeries);
      if (!s.tax_office_code) issue('tax_office_code', se.taxOfficeCode);
      if (!s.seller_tax_code) issue('seller_tax_code', se.taxCodeRequired);
    }
  });

/** PUT /settings/einvoices/certificate: the seller's PKCS#12 file (base64) and its password. */
export const einvoiceCertificateInput = z.object({
  p12_base64: z.base64().min(1, se.certificate).max(200_000),
  password: z.string().max(200),
});

export const einvoiceSettings = z.object({
  provider: z.enum(EINVOICE_PROVIDERS),
  enabled: z.boolean(),
  api_url: z.string().nullable(),
  username: z.string().nullable(),
  template_code: z.string().nullable(),
  series: z.string().nullable(),
  seller_name: z.string().nullable(),
  seller_tax_code: z.string().nullable(),
  seller_address: z.string().nullable(),
  seller_phone: z.string().nullable(),
  seller_email: z.string().nullable(),
  seller_bank_account: z.string().nullable(),
  seller_bank_name: z.string().nullable(),
  cash_register_enabled: z.boolean(),
  cash_register_template: z.string().nullable(),
  cash_register_series: z.string().nullable(),
  tax_office_code: z.string().nullable(),
  lookup_url: z.string().nullable(),
  /** Whether a provider password is stored (it is never sent back). */
  has_password: z.boolean(),
  /** The signing certificate on the server, or null. */
  certificate: z.object({ subject: z.string(), not_after: z.string() }).nullable(),
  updated_at: z.string().nullable(),
});

export type GeneralSettings = z.infer<typeof generalSettings>;
export type EinvoiceSettings = z.infer<typeof einvoiceSettings>;
