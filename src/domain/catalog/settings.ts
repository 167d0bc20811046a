/** General settings (stock rules, cash rounding, VietQR account) and e-invoice settings. */
import { z } from 'zod';
import { optionalRef, optionalText } from './fields';

export const CASH_ROUNDINGS = [0, 100, 500, 1000] as const;
export const EINVOICE_PROVIDERS = ['none', 'viettel', 'vnpt', 'misa', 'bkav', 'fpt'] as const;

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

export const einvoiceSettingsInput = z.object({
  provider: z.enum(EINVOICE_PROVIDERS).default('none'),
  enabled: z.boolean().default(false),
  api_url: z
    .union([z.url().max(2048), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  username: optionalText(120),
  /** Mẫu số, e.g. `1` in `1C25TAA`. */
  template_code: optionalText(11),
  /** Ký hiệu, e.g. `C25TAA` in `1C25TAA`. */
  series: optionalText(8),
  seller_name: optionalText(255),
  seller_tax_code: optionalText(20),
  seller_address: optionalText(500),
  seller_phone: optionalText(20),
  seller_email: optionalText(320),
  seller_bank_account: optionalText(60),
  seller_bank_name: optionalText(255),
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
  updated_at: z.string().nullable(),
});

export type GeneralSettings = z.infer<typeof generalSettings>;
export type EinvoiceSettings = z.infer<typeof einvoiceSettings>;
