/**
 * /api/v1/customer-complaints (KN). SPEC §6 names no permission: complaints are taken at the
 * counter, so both roles hold them through viewCustomerDetail (docs/decisions.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { complaint, complaintInput, complaintListQuery, complaintTransitionInput } from '../../../src/domain/stock/complaints';
import type { Tx } from '../../db/connection';
import { notFound } from '../../plugins/errors';
import { createComplaint, getComplaint, listComplaints, moveComplaint, updateComplaint } from './service';

const tags = ['customer-complaints'];
const one = { 200: dataResponse(complaint) };

async function reread(tx: Tx, tenantId: string, id: string) {
  const found = await getComplaint(tx, tenantId, id);
  if (!found) throw notFound();
  return { data: found };
}

export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePermission('viewCustomerDetail');
  app.get('/customer-complaints', { preHandler: staff, schema: { tags, querystring: complaintListQuery, response: { 200: listResponse(complaint) } } }, async (request) =>
    request.withTenant((tx) => listComplaints(tx, request.auth.tenantId, request.query)),
  );
  app.get('/customer-complaints/:id', { preHandler: staff, schema: { tags, params: idParams, response: one } }, async (request) => request.withTenant((tx) => reread(tx, request.auth.tenantId, request.params.id)));
  app.post('/customer-complaints', { preHandler: staff, schema: { tags, body: complaintInput, response: { 201: dataResponse(complaint) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    return reply.status(201).send(await request.withTenant(async (tx) => reread(tx, tenantId, await createComplaint(tx, tenantId, userId, request.body))));
  });
  app.put('/customer-complaints/:id', { preHandler: staff, schema: { tags, params: idParams, body: complaintInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await updateComplaint(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  app.post('/customer-complaints/:id/transition', { preHandler: staff, schema: { tags, params: idParams, body: complaintTransitionInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await moveComplaint(tx, request.auth.tenantId, request.auth.userId, request.params.id, request.body.state);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
};
