/**
 * /api/v1/pos-orders: the back-office history of till orders (SPEC §6: admin and cashier hold
 * viewPOSOrderList and viewPOSOrderDetail), the users who made orders for its cashier filter, and
 * the GPP sales book of a period (/pos-orders/export?from=&to=).
 * Orders are written only by the `order.create` push mutation (order-create.ts, in sync/handlers.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import {
  posOrderCashier,
  posOrderDetail,
  posOrderListQuery,
  posOrderSummary,
} from '../../../src/domain/pos-orders-api';
import { bookRoute } from '../../lib/document-routes';
import { notFound } from '../../plugins/errors';
import { salesBook } from './book';
import { getOrder, listCashiers, listOrders } from './repository';

const tags = ['pos-orders'];

export const posOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pos-orders',
    {
      preHandler: app.requirePermission('viewPOSOrderList'),
      schema: { tags, querystring: posOrderListQuery, response: { 200: listResponse(posOrderSummary) } },
    },
    async (request) => request.withTenant((tx) => listOrders(tx, request.auth.tenantId, request.query)),
  );

  // The GPP sales book of a period (the lots each sale took), as .xlsx.
  bookRoute(app, '/pos-orders', app.requirePermission('viewPOSOrderList'), salesBook);

  // The cashier filter's choices, readable by whoever may list orders (a cashier cannot list staff).
  app.get(
    '/pos-orders/cashiers',
    {
      preHandler: app.requirePermission('viewPOSOrderList'),
      schema: { tags, response: { 200: dataResponse(z.array(posOrderCashier)) } },
    },
    async (request) => ({ data: await request.withTenant((tx) => listCashiers(tx, request.auth.tenantId)) }),
  );

  app.get(
    '/pos-orders/:id',
    {
      preHandler: app.requirePermission('viewPOSOrderDetail'),
      schema: { tags, params: idParams, response: { 200: dataResponse(posOrderDetail) } },
    },
    async (request) => {
      const found = await request.withTenant((tx) => getOrder(tx, request.auth.tenantId, request.params.id));
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
