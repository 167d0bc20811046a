/**
 * /api/v1/pos-orders: the back-office history of till orders (SPEC §6: admin and cashier hold
 * viewPOSOrderList and viewPOSOrderDetail). Orders are written only by the `order.create` push
 * mutation registered here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { posOrderDetail, posOrderListQuery, posOrderSummary } from '../../../src/domain/pos-orders-api';
import { notFound } from '../../plugins/errors';
import { getOrder, listOrders } from './repository';
import './order-create';

const tags = ['pos-orders'];

export const posOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pos-orders',
    { preHandler: app.requirePermission('viewPOSOrderList'), schema: { tags, querystring: posOrderListQuery, response: { 200: listResponse(posOrderSummary) } } },
    async (request) => request.withTenant((tx) => listOrders(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/pos-orders/:id',
    { preHandler: app.requirePermission('viewPOSOrderDetail'), schema: { tags, params: idParams, response: { 200: dataResponse(posOrderDetail) } } },
    async (request) => {
      const found = await request.withTenant((tx) => getOrder(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
