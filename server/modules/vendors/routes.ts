/** /api/v1/vendors: an admin page (viewVendorList to read, viewVendorForm to write, SPEC §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { vendor, vendorInput, vendorListQuery } from '../../../src/domain/catalog/parties';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { notFound } from '../../plugins/errors';
import { getVendor, listVendors } from './repository';
import { archiveVendor, createVendor, updateVendor, vendorClash } from './service';

const tags = ['vendors'];

export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewVendorList');
  const write = app.requirePermission('viewVendorForm');

  app.get(
    '/vendors',
    { preHandler: read, schema: { tags, querystring: vendorListQuery, response: { 200: listResponse(vendor) } } },
    async (request) => request.withTenant((tx) => listVendors(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/vendors/:id',
    { preHandler: read, schema: { tags, params: idParams, response: { 200: dataResponse(vendor) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getVendor(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/vendors',
    { preHandler: write, schema: { tags, body: vendorInput, response: { 201: dataResponse(vendor) } } },
    async (request, reply) => {
      const created = await request
        .withTenant((tx) => createVendor(tx, request.auth.tenantId, request.body))
        .catch(vendorClash);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/vendors/:id',
    {
      preHandler: write,
      schema: { tags, params: idParams, body: vendorInput, response: { 200: dataResponse(vendor) } },
    },
    async (request) => ({
      data: await request
        .withTenant((tx) => updateVendor(tx, request.auth.tenantId, request.params.id, request.body))
        .catch(vendorClash),
    }),
  );

  app.delete(
    '/vendors/:id',
    { preHandler: write, schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await request.withTenant((tx) => archiveVendor(tx, request.auth.tenantId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
