import { boolean, foreignKey, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    updatedAt: updatedAt(),
  },
  (t) => [foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade')],
);
