/**
 * /api/v1/purchase-orders (PN): viewPurchaseOrderList to read the list and its GPP book (the
 * receipts of a period, /purchase-orders/export?from=&to=), viewPurchaseOrderDetail for the rest (SPEC §6).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  purchaseOrder,
  purchaseOrderInput,
  purchaseOrderListQuery,
  purchaseOrderSummary,
  purchaseReceiptInput,
} from '../../../src/domain/stock/purchase-orders';
import { vendorPayment, vendorPaymentInput } from '../../../src/domain/stock/vendor-payments';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse } from '../../../src/domain/list-query';
import { z } from 'zod';
import { notFound } from '../../plugins/errors';
import { listOrderPayments } from '../vendors/payments';
import { documentRoutes } from '../../lib/document-routes';
import { purchaseBook } from './book';
import { closePurchaseOrder } from './close';
import { receivePurchaseOrder } from './receive';
import { findPurchaseOrder, getPurchaseOrder, listPurchaseOrders } from './repository';
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  orderPurchaseOrder,
  payPurchaseOrder,
  refundPurchaseOrder,
  updatePurchaseOrder,
} from './service';

export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = app.requirePermission('viewPurchaseOrderList');
  const detail = app.requirePermission('viewPurchaseOrderDetail');
  const routes = documentRoutes(app, '/purchase-orders', purchaseOrder, getPurchaseOrder);

  routes.list(list, purchaseOrderListQuery, purchaseOrderSummary, listPurchaseOrders);
  routes.book(list, purchaseBook);
  routes.getOne(detail);
  routes.create(detail, purchaseOrderInput, createPurchaseOrder);
  routes.update(detail, purchaseOrderInput, updatePurchaseOrder);
  routes.action('order', detail, (tx, auth, id) => orderPurchaseOrder(tx, auth.tenantId, auth.userId, id));
  routes.action('cancel', detail, (tx, auth, id) => cancelPurchaseOrder(tx, auth.tenantId, id));
  // Finishing short is part of receiving, under the same permission.
  routes.action('close', detail, (tx, auth, id) => closePurchaseOrder(tx, auth.tenantId, id));
  routes.action(
    'receive',
    detail,
    (tx, auth, id, body) => receivePurchaseOrder(tx, auth.tenantId, auth.userId, id, body),
    { body: purchaseReceiptInput },
  );
  routes.action(
    'payments',
    detail,
    (tx, auth, id, body) => payPurchaseOrder(tx, auth.tenantId, auth.userId, id, body),
    {
      body: vendorPaymentInput,
    },
  );
  routes.action(
    'refunds',
    detail,
    (tx, auth, id, body) => refundPurchaseOrder(tx, auth.tenantId, auth.userId, id, body),
    {
      body: vendorPaymentInput,
    },
  );

  app.get(
    '/purchase-orders/:id/payments',
    {
      preHandler: detail,
      schema: { tags: ['purchase-orders'], params: idParams, response: { 200: dataResponse(z.array(vendorPayment)) } },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        if (!(await findPurchaseOrder(tx, request.auth.tenantId, request.params.id))) throw notFound();
        return { data: await listOrderPayments(tx, request.auth.tenantId, request.params.id) };
      }),
  );
};
