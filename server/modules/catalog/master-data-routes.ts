/**
 * The six named lists of issue 5 (DESIGN.md §3 paths): /categories, /tags, /uoms,
 * /specializations, /customer-groups and /taxes, each with the permission SPEC §6 gives its page.
 */
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as md from '../../../src/domain/catalog/master-data';
import { categories, customerGroups, customers, doctors, productUnits, products, specializations, tags, taxes, uoms } from '../../db/schema/index';
import { textSortKey } from '../../lib/list-query';
import { namedResourceRoutes, type NamedResource } from './named-routes';
import type { NamedTable } from './named-repository';

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

function sorts(table: NamedTable, extra: Record<string, AnyColumn> = {}): Record<string, AnyColumn | SQL> {
  return { name: textSortKey(table.name), created_at: table.createdAt, ...extra };
}

const resources: NamedResource[] = [
  {
    path: '/categories',
    tag: 'categories',
    table: categories,
    input: md.categoryInput,
    record: md.category,
    listQuery: md.categoryListQuery,
    sortColumns: sorts(categories, { sort_order: categories.sortOrder }),
    writePermission: 'viewCategoryList',
    inUse: (tx, tenantId, id) =>
      exists(tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.categoryId, id), isNull(products.deletedAt))).limit(1)),
  },
  {
    path: '/tags',
    tag: 'tags',
    table: tags as unknown as NamedTable,
    input: md.tagInput,
    record: md.tag,
    listQuery: md.namedListQuery,
    sortColumns: sorts(tags as unknown as NamedTable),
    writePermission: 'viewTagList',
    inUse: (tx, tenantId, id) =>
      exists(tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), sql`${products.tagIds} @> array[${id}]::uuid[]`, isNull(products.deletedAt))).limit(1)),
  },
  {
    path: '/uoms',
    tag: 'uoms',
    table: uoms as unknown as NamedTable,
    input: md.uomInput,
    record: md.uom,
    listQuery: md.namedListQuery,
    sortColumns: sorts(uoms as unknown as NamedTable),
    writePermission: 'viewUOMList',
    inUse: (tx, tenantId, id) =>
      exists(tx.select({ id: productUnits.id }).from(productUnits).where(and(eq(productUnits.tenantId, tenantId), eq(productUnits.uomId, id), isNull(productUnits.deletedAt))).limit(1)),
  },
  {
    path: '/specializations',
    tag: 'specializations',
    table: specializations as unknown as NamedTable,
    input: md.specializationInput,
    record: md.specialization,
    listQuery: md.namedListQuery,
    sortColumns: sorts(specializations as unknown as NamedTable),
    writePermission: 'viewSpecializationList',
    inUse: (tx, tenantId, id) =>
      exists(tx.select({ id: doctors.id }).from(doctors).where(and(eq(doctors.tenantId, tenantId), eq(doctors.specializationId, id), isNull(doctors.deletedAt))).limit(1)),
  },
  {
    path: '/customer-groups',
    tag: 'customer-groups',
    table: customerGroups as unknown as NamedTable,
    input: md.customerGroupInput,
    record: md.customerGroup,
    listQuery: md.customerGroupListQuery,
    sortColumns: sorts(customerGroups as unknown as NamedTable, { discount_percent: customerGroups.discountPercent }),
    writePermission: 'viewCustomerGroupList',
    inUse: (tx, tenantId, id) =>
      exists(tx.select({ id: customers.id }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.customerGroupId, id), isNull(customers.deletedAt))).limit(1)),
  },
  {
    path: '/taxes',
    tag: 'taxes',
    table: taxes as unknown as NamedTable,
    input: md.taxInput,
    record: md.tax,
    listQuery: md.taxListQuery,
    sortColumns: sorts(taxes as unknown as NamedTable, { rate: taxes.rate }),
    writePermission: 'viewTaxList',
    inUse: (tx, tenantId, id) =>
      exists(tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.taxId, id), isNull(products.deletedAt))).limit(1)),
  },
];

export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of resources) await app.register(namedResourceRoutes(resource));
};
