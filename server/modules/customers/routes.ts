/**
 * /api/v1/customers. Both roles hold viewCustomerList and viewCustomerDetail (SPEC §6), so a
 * cashier can look up and create or edit a customer at the counter; archiving one is an admin
 * task (viewSetting).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { customer, customerInput, customerListQuery } from '../../../src/domain/catalog/parties';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { notFound } from '../../plugins/errors';
import { customerDebtRoutes } from './debt-routes';
import { getCustomer, listCustomers } from './repository';
import { archiveCustomer, createCustomer, customerClash, updateCustomer } from './service';
import { hasPermission } from '../../../src/domain/permissions';

const tags = ['customers'];

/** A customer's credit limit is the admin's to set. */
const mayLimit = (roles: readonly string[]) => hasPermission(roles, 'viewSetting');

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewCustomerList');
  const write = app.requirePermission('viewCustomerDetail');
  await app.register(customerDebtRoutes);

  app.get(
    '/customers',
    { preHandler: read, schema: { tags, querystring: customerListQuery, response: { 200: listResponse(customer) } } },
    async (request) => request.withTenant((tx) => listCustomers(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/customers/:id',
    { preHandler: read, schema: { tags, params: idParams, response: { 200: dataResponse(customer) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getCustomer(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/customers',
    { preHandler: write, schema: { tags, body: customerInput, response: { 201: dataResponse(customer) } } },
    async (request, reply) => {
      const created = await request
        .withTenant((tx) => createCustomer(tx, request.auth.tenantId, request.body, mayLimit(request.auth.roles)))
        .catch(customerClash);
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/customers/:id',
    {
      preHandler: write,
      schema: { tags, params: idParams, body: customerInput, response: { 200: dataResponse(customer) } },
    },
    async (request) => {
      const updated = await request
        .withTenant((tx) =>
          updateCustomer(tx, request.auth.tenantId, request.params.id, request.body, mayLimit(request.auth.roles)),
        )
        .catch(customerClash);
      return { data: updated };
    },
  );

  app.delete(
    '/customers/:id',
    {
      preHandler: app.requirePermission('viewSetting'),
      schema: { tags, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await request.withTenant((tx) => archiveCustomer(tx, request.auth.tenantId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
