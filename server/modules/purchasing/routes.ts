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
  purchasePaymentInput,
  purchaseReceiptInput,
  purchaseRefundInput,
} from '../../../src/domain/stock/purchase-orders';
import { documentRoutes } from '../../lib/document-routes';
import { purchaseBook } from './book';
import { receivePurchaseOrder } from './receive';
import { getPurchaseOrder, listPurchaseOrders } from './repository';
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
  routes.action('order', detail, (tx, auth, id) => orderPurchaseOrder(tx, auth.tenantId, id));
  routes.action('cancel', detail, (tx, auth, id) => cancelPurchaseOrder(tx, auth.tenantId, id));
  routes.action(
    'receive',
    detail,
    (tx, auth, id, body) => receivePurchaseOrder(tx, auth.tenantId, auth.userId, id, body),
    { body: purchaseReceiptInput },
  );
  routes.action('payments', detail, (tx, auth, id, body) => payPurchaseOrder(tx, auth.tenantId, id, body.amount), {
    body: purchasePaymentInput,
  });
  routes.action('refunds', detail, (tx, auth, id, body) => refundPurchaseOrder(tx, auth.tenantId, id, body.amount), {
    body: purchaseRefundInput,
  });
};
