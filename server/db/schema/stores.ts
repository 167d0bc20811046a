import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { tenants } from './tenants';

/**
 * The shop's store: what receipts, invoices and the GPP paperwork print (name, address, tax
 * code, licences, pharmacist in charge). One per tenant; `setup_done_at` is set by the
 * /setup-store form after activation.
 */
export const stores = pgTable('stores', {
  tenantId: tenantId()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  taxCode: text('tax_code'),
  businessLicenceNumber: text('business_licence_number'),
  gppCertificateNumber: text('gpp_certificate_number'),
  pharmacistName: text('pharmacist_name'),
  pharmacistCertificateNumber: text('pharmacist_certificate_number'),
  nationalFacilityCode: text('national_facility_code'),
  setupDoneAt: timestamp('setup_done_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Tills pull the store: receipts print its name, address and tax code offline.
  ...syncColumns(),
});
