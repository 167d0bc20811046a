/**
 * Loads the demo shop's catalogue (scripts/demo-data/*.json) into one tenant's tables: master
 * data, vendors, products with units and opening stock, customers, doctors, prescription
 * templates, the till and its POS layout, general and e-invoice settings, and the store row's
 * licence details (the row itself comes from the shop's setup). Every record goes
 * through the API's own zod input schema first; products and opening stock go through the
 * catalogue service's insert functions. Runs inside the caller's `withTenant` transaction.
 */
import { eq } from 'drizzle-orm';
import { demoApiInputs } from '../../scripts/demo-data/api-inputs';
import { addDays, daysFromIso } from '../../scripts/demo-data/dates';
import { shopDayStart, todayInShop } from '../../src/domain/shop-clock';
import { DEMO_TODAY } from '../../scripts/demo-data/source/build-stock';
import { loadDemoData } from '../../scripts/demo-data/load';
import type { DemoData } from '../../scripts/demo-data/types';
import {
  categoryInput,
  customerGroupInput,
  specializationInput,
  tagInput,
  taxInput,
  uomInput,
} from '../../src/domain/catalog/master-data';
import { customerInput, doctorInput, vendorInput } from '../../src/domain/catalog/parties';
import { posSettingInput } from '../../src/domain/catalog/pos-settings';
import { prescriptionTemplateInput } from '../../src/domain/catalog/prescription-templates';
import { lotInput, productInput } from '../../src/domain/catalog/products';
import { einvoiceSettingsInput, generalSettingsInput } from '../../src/domain/catalog/settings';
import type { Tx } from '../db/connection';
import * as schema from '../db/schema/index';
import { raiseCounter } from '../lib/counters';
import { insertProduct } from '../modules/catalog/products/service';
import { recordOpeningStock } from '../modules/catalog/products/stock';

export interface DemoCatalogSummary {
  products: number;
  lots: number;
  customers: number;
}

/**
 * `today` (ISO date, default today in the shop): lot dates are moved by as many days as it is
 * past the data's own "today" (2026-11-22), so the shop always shows lots near expiry and expired.
 * `openedAt`: when the opening stock is dated (before the demo's history); now by default.
 */
export async function insertDemoCatalog(
  tx: Tx,
  tenantId: string,
  data: DemoData = loadDemoData(),
  userId: string | null = null,
  today: string = todayInShop(),
  openedAt?: Date,
): Promise<DemoCatalogSummary> {
  const shift = daysFromIso(today) - daysFromIso(DEMO_TODAY);
  const input = demoApiInputs(data);
  const withTenantId = <T extends object>(rows: T[]) => rows.map((row) => ({ tenantId, ...row }));

  const named = <T extends { id?: string; name: string; note: string | null }>(row: T) => ({
    id: row.id!,
    name: row.name,
    note: row.note,
  });
  await tx
    .insert(schema.categories)
    .values(
      withTenantId(
        input.categories.map((r) => categoryInput.parse(r)).map((r) => ({ ...named(r), sortOrder: r.sort_order })),
      ),
    );
  await tx
    .insert(schema.tags)
    .values(withTenantId(input.tags.map((r) => tagInput.parse(r)).map((r) => ({ ...named(r), color: r.color }))));
  await tx.insert(schema.uoms).values(withTenantId(input.uoms.map((r) => named(uomInput.parse(r)))));
  await tx.insert(schema.taxes).values(
    withTenantId(
      input.taxes
        .map((r) => taxInput.parse(r))
        .map((r) => ({
          ...named(r),
          rate: r.rate,
          includedInPrice: r.included_in_price,
          vatCategory: r.vat_category,
        })),
    ),
  );
  await tx
    .insert(schema.specializations)
    .values(withTenantId(input.specializations.map((r) => named(specializationInput.parse(r)))));
  await tx
    .insert(schema.customerGroups)
    .values(
      withTenantId(
        input.customer_groups
          .map((r) => customerGroupInput.parse(r))
          .map((r) => ({ ...named(r), discountPercent: r.discount_percent })),
      ),
    );

  await tx.insert(schema.vendors).values(
    withTenantId(
      input.vendors.map((raw) => {
        const v = vendorInput.parse(raw);
        return {
          id: v.id!,
          code: v.code!,
          name: v.name,
          taxCode: v.tax_code,
          phone: v.phone,
          email: v.email,
          address: v.address,
          contactPerson: v.contact_person,
          bankAccount: v.bank_account,
          bankName: v.bank_name,
          note: v.note,
        };
      }),
    ),
  );

  const productIds = new Map<string, string>();
  for (const raw of input.products)
    productIds.set(raw.code, await insertProduct(tx, tenantId, productInput.parse(raw)));
  for (const raw of input.lots) {
    const lot = lotInput.parse({
      ...raw,
      manufacture_date: addDays(raw.manufacture_date, shift),
      expiry_date: addDays(raw.expiry_date, shift),
    });
    await recordOpeningStock(tx, {
      tenantId,
      userId,
      productId: raw.product_id,
      lot,
      quantity: lot.quantity,
      unitCost: lot.cost,
      documentCode: 'DEMO',
      movedAt: openedAt,
    });
  }
  for (const row of data.stock) {
    await recordOpeningStock(tx, {
      tenantId,
      userId,
      productId: productIds.get(row.product)!,
      lot: null,
      quantity: row.quantity,
      unitCost: row.cost,
      documentCode: 'DEMO',
      movedAt: openedAt,
    });
  }

  await tx.insert(schema.customers).values(
    withTenantId(
      input.customers.map((raw) => {
        const c = customerInput.parse(raw);
        return {
          id: c.id!,
          code: c.code!,
          fullName: c.full_name,
          phone: c.phone,
          gender: c.gender,
          dateOfBirth: c.date_of_birth,
          province: c.province,
          district: c.district,
          ward: c.ward,
          street: c.street,
          email: c.email,
          customerGroupId: c.customer_group_id,
          companyName: c.company_name,
          taxCode: c.tax_code,
          allergies: c.allergies,
          note: c.note,
          creditLimit: c.credit_limit,
        };
      }),
    ),
  );
  await tx.insert(schema.doctors).values(
    withTenantId(
      input.doctors.map((raw) => {
        const d = doctorInput.parse(raw);
        return {
          id: d.id!,
          name: d.name,
          specializationId: d.specialization_id,
          workplace: d.workplace,
          certificateNumber: d.certificate_number,
          phone: d.phone,
          address: d.address,
          note: d.note,
        };
      }),
    ),
  );
  await tx.insert(schema.prescriptionTemplates).values(
    withTenantId(
      input.prescription_templates.map((raw) => {
        const t = prescriptionTemplateInput.parse(raw);
        return { id: t.id!, name: t.name, diagnosis: t.diagnosis, instructions: t.instructions, items: t.items };
      }),
    ),
  );
  await tx.insert(schema.posSettings).values(
    withTenantId(
      input.pos_settings.map((raw) => {
        const p = posSettingInput.parse(raw);
        return {
          id: p.id!,
          name: p.name,
          orderCodePrefix: p.order_code_prefix,
          paymentMethods: p.payment_methods,
          receiptLayout: p.receipt_layout,
          receiptHeader: p.receipt_header,
          receiptFooter: p.receipt_footer,
          receiptShowLogo: p.receipt_show_logo,
          defaultCustomerId: p.default_customer_id,
          allowNegativeStock: p.allow_negative_stock,
          isActive: p.is_active,
          layout: p.layout,
        };
      }),
    ),
  );

  const g = generalSettingsInput.parse(data.store.general);
  const general = {
    expiryWarningDays: g.expiry_warning_days,
    lowStockThreshold: g.low_stock_threshold,
    fefoEnabled: g.fefo_enabled,
    allowNegativeStock: g.allow_negative_stock,
    cashRounding: g.cash_rounding,
    vietqrBankBin: g.vietqr_bank_bin,
    vietqrAccountNumber: g.vietqr_account_number,
    vietqrAccountName: g.vietqr_account_name,
    purchaseOrderDefaultTaxId: input.ids.ref('tax', 'VAT5'),
  };
  await tx
    .insert(schema.generalSettings)
    .values({ tenantId, ...general })
    .onConflictDoUpdate({ target: schema.generalSettings.tenantId, set: general });
  const e = einvoiceSettingsInput.parse({ ...data.store.einvoice, ...demoEinvoiceSeries(shopDayStart(today)) });
  const einvoice = {
    provider: e.provider,
    enabled: e.enabled,
    templateCode: e.template_code,
    series: e.series,
    cashRegisterTemplate: e.cash_register_template,
    cashRegisterSeries: e.cash_register_series,
    sellerName: e.seller_name,
    sellerTaxCode: e.seller_tax_code,
    sellerAddress: e.seller_address,
    sellerPhone: e.seller_phone,
    sellerEmail: e.seller_email,
  };
  await tx
    .insert(schema.einvoiceSettings)
    .values({ tenantId, ...einvoice })
    .onConflictDoUpdate({ target: schema.einvoiceSettings.tenantId, set: einvoice });

  const shopInfo = data.store.store;
  await tx
    .update(schema.stores)
    .set({
      email: shopInfo.email,
      businessLicenceNumber: shopInfo.business_licence_number,
      pharmacistCertificateNumber: shopInfo.pharmacist_certificate_number,
      nationalFacilityCode: shopInfo.national_facility_code,
    })
    .where(eq(schema.stores.tenantId, tenantId));

  // New records continue after the demo's codes (SP000314, KH000064, NCC0011) without probing.
  for (const [kind, count] of [
    ['product', data.products.length],
    ['customer', data.customers.length],
    ['vendor', data.vendors.length],
  ] as const) {
    await raiseCounter(tx, 'code_sequences', { tenant_id: tenantId, kind }, count);
  }
  return { products: data.products.length, lots: data.lots.length, customers: data.customers.length };
}

/**
 * A series names its year of issue (Circular 78/2021), so the demo's are this year's: `C26TAA`
 * for invoices issued in the back office and `C26MAA` for the till's cash-register invoices.
 */
export function demoEinvoiceSeries(now = new Date()): { series: string; cash_register_series: string } {
  const yy = todayInShop(now).slice(2, 4);
  return { series: `C${yy}TAA`, cash_register_series: `C${yy}MAA` };
}
