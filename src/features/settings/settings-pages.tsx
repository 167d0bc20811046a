/** /settings/store, /settings/general and /settings/einvoices. */
import { useQuery } from '@tanstack/react-query';
import { z } from '../../domain/z';
import { taxesApi } from '../../api/master-data';
import { einvoiceSettingsApi, generalSettingsApi, storeSettingsApi } from '../../api/settings';
import { CertificateUpload } from './certificate-upload';
import { nullsToEmpty, SingletonFormPage } from '../../components/form/singleton-form-page';
import { storeSettingsSchema } from '../../domain/account-schemas';
import {
  CASH_ROUNDINGS,
  EINVOICE_PROVIDERS,
  einvoiceSettingsInput,
  generalSettingsInput,
} from '../../domain/catalog/settings';
import { formatMoney } from '../../i18n/format';
import { settingsText } from '../../i18n/shop-settings';

const t = settingsText;

export function StoreSettingsPage() {
  return (
    <SingletonFormPage
      api={storeSettingsApi}
      schema={storeSettingsSchema}
      toValues={nullsToEmpty}
      sections={[
        {
          title: t.store.sections.store,
          fields: [
            { name: 'name', label: t.store.name, required: true },
            { name: 'phone', label: t.store.phone, kind: 'tel', required: true },
            { name: 'email', label: t.store.email, kind: 'email' },
            { name: 'address', label: t.store.address, required: true, wide: true },
            { name: 'tax_code', label: t.store.taxCode },
          ],
        },
        {
          title: t.store.sections.legal,
          fields: [
            { name: 'business_licence_number', label: t.store.businessLicense },
            { name: 'gpp_certificate_number', label: t.store.gppCertificate },
            { name: 'national_facility_code', label: t.store.facilityCode },
            { name: 'pharmacist_name', label: t.store.pharmacistName },
            { name: 'pharmacist_certificate_number', label: t.store.pharmacistCertificate },
          ],
        },
      ]}
    />
  );
}

export function GeneralSettingsPage() {
  const taxes = useQuery({
    queryKey: [taxesApi.path, 'all'],
    queryFn: () => taxesApi.all({ sort: 'rate' }),
    staleTime: 60_000,
  });
  return (
    <SingletonFormPage
      api={generalSettingsApi}
      schema={z.preprocess(
        (v) => ({ ...(v as object), cash_rounding: Number((v as { cash_rounding: unknown }).cash_rounding) }),
        generalSettingsInput,
      )}
      toValues={(doc) => ({ ...nullsToEmpty(doc), cash_rounding: String(doc.cash_rounding) })}
      sections={[
        {
          title: t.general.title,
          fields: [
            {
              name: 'expiry_warning_days',
              label: t.general.expiryWarningDays,
              kind: 'integer',
              helper: t.general.expiryWarningHelper,
            },
            { name: 'low_stock_threshold', label: t.general.lowStockDefault, kind: 'integer' },
            {
              name: 'cash_rounding',
              label: t.general.cashRounding,
              kind: 'select',
              options: CASH_ROUNDINGS.map((v) => ({
                value: String(v),
                label: v === 0 ? t.general.noRounding : formatMoney(v),
              })),
            },
            { name: 'fefo_enabled', label: t.general.fefo, kind: 'boolean' },
            { name: 'allow_negative_stock', label: t.general.negativeStock, kind: 'boolean' },
            {
              name: 'purchase_order_default_tax_id',
              label: t.general.defaultPurchaseTax,
              kind: 'select',
              allowNone: true,
              options: (taxes.data ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.rate}%)` })),
            },
          ],
        },
        {
          title: t.store.bankSection,
          fields: [
            { name: 'vietqr_bank_bin', label: t.store.bank, kind: 'bank', helper: t.store.bankHelper },
            { name: 'vietqr_account_number', label: t.store.bankAccountNumber },
            { name: 'vietqr_account_name', label: t.store.bankAccountName },
          ],
        },
      ]}
    />
  );
}

export function EinvoiceSettingsPage() {
  return (
    <>
      <SingletonFormPage
        api={einvoiceSettingsApi}
        schema={einvoiceSettingsInput}
        toValues={nullsToEmpty}
        sections={[
          {
            title: t.einvoices.title,
            fields: [
              {
                name: 'provider',
                label: t.einvoices.provider,
                kind: 'select',
                options: EINVOICE_PROVIDERS.map((p) => ({
                  value: p,
                  label: (t.einvoices.providers as Record<string, string>)[p] ?? p.toUpperCase(),
                })),
              },
              { name: 'enabled', label: 'Đang sử dụng', kind: 'boolean' },
              { name: 'api_url', label: 'Địa chỉ API' },
              { name: 'username', label: t.einvoices.username },
              { name: 'password', label: t.einvoices.password, kind: 'password', helper: t.einvoices.passwordHelper },
              { name: 'template_code', label: t.einvoices.template },
              { name: 'series', label: t.einvoices.series, helper: t.einvoices.seriesHelper },
            ],
          },
          {
            title: t.einvoices.cashRegister,
            fields: [
              { name: 'cash_register_enabled', label: t.einvoices.cashRegisterEnabled, kind: 'boolean' },
              { name: 'cash_register_template', label: t.einvoices.cashRegisterTemplate },
              {
                name: 'cash_register_series',
                label: t.einvoices.cashRegisterSeries,
                helper: t.einvoices.cashRegisterSeriesHelper,
              },
              { name: 'tax_office_code', label: t.einvoices.taxOfficeCode },
              { name: 'lookup_url', label: t.einvoices.lookupUrl, wide: true },
            ],
          },
          {
            title: 'Thông tin người bán',
            fields: [
              { name: 'seller_name', label: t.einvoices.sellerName },
              { name: 'seller_tax_code', label: t.einvoices.sellerTaxCode },
              { name: 'seller_phone', label: 'Điện thoại' },
              { name: 'seller_email', label: 'Email', kind: 'email' },
              { name: 'seller_address', label: t.einvoices.sellerAddress, wide: true },
              { name: 'seller_bank_account', label: 'Số tài khoản' },
              { name: 'seller_bank_name', label: 'Ngân hàng' },
            ],
          },
        ]}
      />
      <CertificateUpload />
    </>
  );
}
