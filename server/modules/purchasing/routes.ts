/** /api/v1/purchase-orders (PN): viewPurchaseOrderList to read the list, viewPurchaseOrderDetail for the rest (SPEC §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { purchaseOrder, purchaseOrderInput, purchaseOrderListQuery, purchaseOrderSummary, purchasePaymentInput, purchaseReceiptInput } from '../../../src/domain/stock/purchase-orders';
import type { Tx } from '../../db/connection';
import { notFound } from '../../plugins/errors';
import { receivePurchaseOrder } from './receive';
import { getPurchaseOrder, listPurchaseOrders } from './repository';
import { cancelPurchaseOrder, createPurchaseOrder, orderPurchaseOrder, payPurchaseOrder, updatePurchaseOrder } from './service';

const tags = ['purchase-orders'];
const one = { 200: dataResponse(purchaseOrder) };

async function reread(tx: Tx, tenantId: string, id: string) {
  const found = await getPurchaseOrder(tx, tenantId, id);
  if (!found) throw notFound();
  return { data: found };
}

export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = app.requirePermission('viewPurchaseOrderList');
  const detail = app.requirePermission('viewPurchaseOrderDetail');

  app.get('/purchase-orders', { preHandler: list, schema: { tags, querystring: purchaseOrderListQuery, response: { 200: listResponse(purchaseOrderSummary) } } }, async (request) =>
    request.withTenant((tx) => listPurchaseOrders(tx, request.auth.tenantId, request.query)),
  );

  app.get('/purchase-orders/:id', { preHandler: detail, schema: { tags, params: idParams, response: one } }, async (request) =>
    request.withTenant((tx) => reread(tx, request.auth.tenantId, request.params.id)),
  );

  app.post('/purchase-orders', { preHandler: detail, schema: { tags, body: purchaseOrderInput, response: { 201: dataResponse(purchaseOrder) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    const body = await request.withTenant(async (tx) => reread(tx, tenantId, await createPurchaseOrder(tx, tenantId, userId, request.body)));
    return reply.status(201).send(body);
  });

  app.put('/purchase-orders/:id', { preHandler: detail, schema: { tags, params: idParams, body: purchaseOrderInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await updatePurchaseOrder(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );

  const step = (path: string, work: (tx: Tx, tenantId: string, id: string) => Promise<void>) =>
    app.post(`/purchase-orders/:id/${path}`, { preHandler: detail, schema: { tags, params: idParams, response: one } }, async (request) =>
      request.withTenant(async (tx) => {
        await work(tx, request.auth.tenantId, request.params.id);
        return reread(tx, request.auth.tenantId, request.params.id);
      }),
    );
  step('order', orderPurchaseOrder);
  step('cancel', cancelPurchaseOrder);

  app.post('/purchase-orders/:id/receive', { preHandler: detail, schema: { tags, params: idParams, body: purchaseReceiptInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await receivePurchaseOrder(tx, request.auth.tenantId, request.auth.userId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );

  app.post('/purchase-orders/:id/payments', { preHandler: detail, schema: { tags, params: idParams, body: purchasePaymentInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await payPurchaseOrder(tx, request.auth.tenantId, request.params.id, request.body.amount);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
};
