import { boolean, foreignKey, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { syncColumns, tenantId, updatedAt } from './columns';
import { taxes } from './master-data';
import { tenants } from './tenants';

/**
 * One row per tenant each: general settings (stock rules, cash rounding, VietQR account,
 * purchase default tax) that tills pull, and e-invoice settings for the back office.
 */
export const generalSettings = pgTable(
  'general_settings',
  {
    tenantId: tenantId().primaryKey(),
    expiryWarningDays: integer('expiry_warning_days').notNull().default(90),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    fefoEnabled: boolean('fefo_enabled').notNull().default(true),
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    cashRounding: integer('cash_rounding').notNull().default(0),
    vietqrBankBin: text('vietqr_bank_bin'),
    vietqrAccountNumber: text('vietqr_account_number'),
    vietqrAccountName: text('vietqr_account_name'),
    purchaseOrderDefaultTaxId: uuid('purchase_order_default_tax_id'),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.purchaseOrderDefaultTaxId], foreignColumns: [taxes.tenantId, taxes.id] }),
  ],
);

export const einvoiceSettings = pgTable(
  'einvoice_settings',
  {
    tenantId: tenantId().primaryKey(),
    provider: text('provider').notNull().default('none'),
    enabled: boolean('enabled').notNull().default(false),
    apiUrl: text('api_url'),
    username: text('username'),
    templateCode: text('template_code'),
    series: text('series'),
    sellerName: text('seller_name'),
    sellerTaxCode: text('seller_tax_code'),
    sellerAddress: text('seller_address'),
    sellerPhone: text('seller_phone'),
    sellerEmail: text('seller_email'),
    sellerBankAccount: text('seller_bank_account'),
    sellerBankName: text('seller_bank_name'),
    /** Invoices generated from the cash register (Decree 70/2025): made on the till, offline. */
    cashRegisterEnabled: boolean('cash_register_enabled').notNull().default(false),
    cashRegisterTemplate: text('cash_register_template'),
    cashRegisterSeries: text('cash_register_series'),
    /** The five characters the tax office gave the shop for its cash-register codes. */
    taxOfficeCode: text('tax_office_code'),
    /** Where a buyer looks an invoice up (printed on the receipt with its code and a QR). */
    lookupUrl: text('lookup_url'),
    /** The provider account's password, sealed by the secret box; never leaves the server. */
    passwordSealed: text('password_sealed'),
    /** The seller's PKCS#12 (base64) and its sealed password, for the XML signature. */
    certificateP12: text('certificate_p12'),
    certificatePasswordSealed: text('certificate_password_sealed'),
    certificateSubject: text('certificate_subject'),
    certificateNotAfter: timestamp('certificate_not_after', { withTimezone: true }),
    updatedAt: updatedAt(),
    // Tills pull the public part (server/modules/sync/entities.ts omits credentials and certificate).
    ...syncColumns(),
  },
  (t) => [foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);
