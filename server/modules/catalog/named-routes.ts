/**
 * HTTP of the small named lists: GET list and one, POST, PUT, DELETE (archive) for a table of
 * the named shape. Reads and writes need the list's SPEC §6 permission (the till reads these
 * lists from its own database, filled by the sync pull). A name is unique among a shop's live rows.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 } from 'uuid';
import { z } from 'zod';
import type { Permission } from '../../../src/domain/permissions';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { uniqueViolation } from '../../lib/db-errors';
import { toColumns, toRecord } from '../../lib/records';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { namedRepository, type NamedTable } from './named-repository';

export interface NamedResource {
  path: string;
  tag: string;
  table: NamedTable;
  input: z.ZodObject;
  record: z.ZodObject;
  listQuery: z.ZodObject;
  sortColumns: Record<string, AnyColumn | SQL>;
  /** The list's SPEC §6 permission: to read it and to write it. */
  permission: Permission;
  /** Is a live record still using this one? Then it cannot be archived. */
  inUse(tx: Tx, tenantId: string, id: string): Promise<boolean>;
  filters?(query: Record<string, unknown>): SQL | undefined;
}

const nameTaken = () => badRequest({ name: [catalogVi.errors.nameTaken] });

/** Two writers can pass the name check at once; the unique index then refuses one, with the same message. */
async function nameTakenOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw nameTaken();
    throw error;
  }
}

export function namedResourceRoutes(resource: NamedResource): FastifyPluginAsyncZod {
  const repo = namedRepository(resource.table, resource.sortColumns);
  const { path, tag } = resource;
  const one = dataResponse(resource.record);

  return async (app) => {
    const guard = app.requirePermission(resource.permission);
    app.get(
      path,
      {
        preHandler: guard,
        schema: { tags: [tag], querystring: resource.listQuery, response: { 200: listResponse(resource.record) } },
      },
      async (request) => {
        const q = request.query as { page: number; page_size: number; search?: string; sort: string };
        const page = await request.withTenant((tx) =>
          repo.list(tx, request.auth.tenantId, q, resource.filters?.(request.query as Record<string, unknown>)),
        );
        return { data: page.data.map(toRecord), meta: page.meta };
      },
    );

    app.get(
      path + '/:id',
      { preHandler: guard, schema: { tags: [tag], params: idParams, response: { 200: one } } },
      async (request) => {
        const row = await request.withTenant((tx) => repo.get(tx, request.auth.tenantId, request.params.id));
        if (!row) throw notFound();
        return { data: toRecord(row) };
      },
    );

    app.post(
      path,
      {
        preHandler: guard,
        schema: { tags: [tag], body: resource.input, response: { 201: one } },
      },
      async (request, reply) => {
        const { tenantId } = request.auth;
        const input = request.body as Record<string, unknown> & { name: string; id?: string };
        const row = await nameTakenOnRace(() =>
          request.withTenant(async (tx) => {
            if (input.id && (await repo.exists(tx, tenantId, input.id))) throw conflict();
            if (await repo.nameTaken(tx, tenantId, input.name)) throw nameTaken();
            return repo.insert(tx, { ...toColumns(input), id: input.id ?? v7(), tenantId });
          }),
        );
        return reply.status(201).send({ data: toRecord(row) });
      },
    );

    app.put(
      path + '/:id',
      {
        preHandler: guard,
        schema: { tags: [tag], params: idParams, body: resource.input, response: { 200: one } },
      },
      async (request) => {
        const { tenantId } = request.auth;
        const { id: _ignored, ...input } = request.body as Record<string, unknown> & { name: string; id?: string };
        const row = await nameTakenOnRace(() =>
          request.withTenant(async (tx) => {
            if (!(await repo.get(tx, tenantId, request.params.id))) throw notFound();
            if (await repo.nameTaken(tx, tenantId, input.name, request.params.id)) throw nameTaken();
            return repo.update(tx, tenantId, request.params.id, toColumns(input));
          }),
        );
        if (!row) throw notFound();
        return { data: toRecord(row) };
      },
    );

    app.delete(
      path + '/:id',
      {
        preHandler: guard,
        schema: { tags: [tag], params: idParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const { tenantId } = request.auth;
        await request.withTenant(async (tx) => {
          if (!(await repo.get(tx, tenantId, request.params.id))) throw notFound();
          if (await resource.inUse(tx, tenantId, request.params.id)) throw conflictInUse();
          await repo.archive(tx, tenantId, request.params.id);
        });
        return reply.status(204).send(null);
      },
    );
  };
}

function conflictInUse() {
  return conflict(catalogVi.errors.inUse);
}
