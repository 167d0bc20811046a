/**
 * The six named lists of issue 5 (DESIGN.md §3 paths): /categories, /tags, /uoms,
 * /specializations, /customer-groups and /taxes, each with the permission SPEC §6 gives its page.
 */
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as md from '../../../src/domain/catalog/master-data';
import {
  categories,
  customerGroups,
  customers,
  doctors,
  productUnits,
  products,
  specializations,
  tags,
  taxes,
  uoms,
} from '../../db/schema/index';
import { textSortKey } from '../../lib/list-query';
import { namedResourceRoutes, type NamedResource } from './named-routes';
import type { NamedTable } from './named-repository';

type LiveTable = PgTable & { id: PgColumn; tenantId: PgColumn; deletedAt: PgColumn };

/** A list entry is in use while a live row of `table` matches `refers(id)`. */
function usedBy(table: LiveTable, refers: (id: string) => SQL): NamedResource['inUse'] {
  return async (tx, tenantId, id) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.tenantId, tenantId), refers(id), isNull(table.deletedAt)))
      .limit(1);
    return rows.length > 0;
  };
}

type ResourceParts = Omit<NamedResource, 'path' | 'tag' | 'table' | 'sortColumns'> & {
  extraSorts?: Record<string, AnyColumn>;
};

/** `name` is both the path and the OpenAPI tag; every list sorts by name and creation time. */
function resource(name: string, schemaTable: PgTable, { extraSorts = {}, ...parts }: ResourceParts): NamedResource {
  const table = schemaTable as unknown as NamedTable;
  const sortColumns = { name: textSortKey(table.name), created_at: table.createdAt, ...extraSorts };
  return { path: `/${name}`, tag: name, table, sortColumns, ...parts };
}

const resources: NamedResource[] = [
  resource('categories', categories, {
    input: md.categoryInput,
    record: md.category,
    listQuery: md.categoryListQuery,
    extraSorts: { sort_order: categories.sortOrder },
    permission: 'viewCategoryList',
    inUse: usedBy(products, (id) => eq(products.categoryId, id)),
  }),
  resource('tags', tags, {
    input: md.tagInput,
    record: md.tag,
    listQuery: md.namedListQuery,
    permission: 'viewTagList',
    inUse: usedBy(products, (id) => sql`${products.tagIds} @> array[${id}]::uuid[]`),
  }),
  resource('uoms', uoms, {
    input: md.uomInput,
    record: md.uom,
    listQuery: md.namedListQuery,
    permission: 'viewUOMList',
    inUse: usedBy(productUnits, (id) => eq(productUnits.uomId, id)),
  }),
  resource('specializations', specializations, {
    input: md.specializationInput,
    record: md.specialization,
    listQuery: md.namedListQuery,
    permission: 'viewSpecializationList',
    inUse: usedBy(doctors, (id) => eq(doctors.specializationId, id)),
  }),
  resource('customer-groups', customerGroups, {
    input: md.customerGroupInput,
    record: md.customerGroup,
    listQuery: md.customerGroupListQuery,
    extraSorts: { discount_percent: customerGroups.discountPercent },
    permission: 'viewCustomerGroupList',
    inUse: usedBy(customers, (id) => eq(customers.customerGroupId, id)),
  }),
  resource('taxes', taxes, {
    input: md.taxInput,
    record: md.tax,
    listQuery: md.taxListQuery,
    extraSorts: { rate: taxes.rate },
    permission: 'viewTaxList',
    inUse: usedBy(products, (id) => eq(products.taxId, id)),
  }),
];

export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const entry of resources) await app.register(namedResourceRoutes(entry));
};
