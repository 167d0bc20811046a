import { sql } from 'drizzle-orm';
import { bigint, date, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, syncColumns, tenantId, updatedAt } from './columns';
import { customerGroups, specializations } from './master-data';
import { tenants } from './tenants';

/** Customers, doctors and vendors (DOMAIN.md): the people and firms a pharmacy deals with. */
export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    province: text('province'),
    district: text('district'),
    ward: text('ward'),
    street: text('street'),
    email: text('email'),
    customerGroupId: uuid('customer_group_id'),
    companyName: text('company_name'),
    taxCode: text('tax_code'),
    allergies: text('allergies'),
    note: text('note'),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
    /** The most the customer may owe (hạn mức nợ); null: no limit. */
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`app_search_norm(code || ' ' || full_name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company_name, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.customerGroupId],
      foreignColumns: [customerGroups.tenantId, customerGroups.id],
    }),
    uniqueIndex('customers_code_unique')
      .on(t.tenantId, t.code)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_phone_unique')
      .on(t.tenantId, t.phone)
      .where(sql`${t.phone} is not null and ${t.deletedAt} is null`),
    index('customers_tenant_name').on(t.tenantId, sql`(app_search_norm(${t.fullName}) || ' ' || ${t.fullName})`),
    index('customers_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    specializationId: uuid('specialization_id'),
    workplace: text('workplace'),
    certificateNumber: text('certificate_number'),
    phone: text('phone'),
    address: text('address'),
    note: text('note'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`app_search_norm(name || ' ' || coalesce(workplace, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(certificate_number, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.specializationId],
      foreignColumns: [specializations.tenantId, specializations.id],
    }),
    index('doctors_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    taxCode: text('tax_code'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    contactPerson: text('contact_person'),
    bankAccount: text('bank_account'),
    bankName: text('bank_name'),
    note: text('note'),
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`app_search_norm(code || ' ' || name || ' ' || coalesce(tax_code, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(contact_person, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('vendors_code_unique')
      .on(t.tenantId, t.code)
      .where(sql`${t.deletedAt} is null`),
    index('vendors_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
