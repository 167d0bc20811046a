/**
 * /api/v1/pos-registers: register sessions for the back-office (SPEC §6: admin and cashier hold
 * viewPOSRegister). Sessions are opened and closed only by the push mutations of register-mutations.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { posRegisterDetail, posRegisterListQuery, posRegisterSummary } from '../../../src/domain/pos-orders-api';
import { notFound } from '../../plugins/errors';
import { getRegister, listRegisters } from './repository';

const tags = ['pos-registers'];

export const posRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requirePermission('viewPOSRegister');

  app.get(
    '/pos-registers',
    {
      preHandler: guard,
      schema: { tags, querystring: posRegisterListQuery, response: { 200: listResponse(posRegisterSummary) } },
    },
    async (request) => request.withTenant((tx) => listRegisters(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/pos-registers/:id',
    { preHandler: guard, schema: { tags, params: idParams, response: { 200: dataResponse(posRegisterDetail) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getRegister(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
