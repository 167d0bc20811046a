/**
 * /api/v1/purchase-orders/{id}/supplier-returns (TNCC): the order's returns to its supplier and
 * what may still go back (GET), and a new return posted at once (POST, 201). Guarded like
 * receiving, by viewPurchaseOrderDetail (SPEC §6); another tenant's order is not found (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse } from '../../../src/domain/list-query';
import {
  supplierReturn,
  supplierReturnInput,
  supplierReturnsOfOrder as ofOrderSchema,
} from '../../../src/domain/stock/supplier-returns';
import { notFound } from '../../plugins/errors';
import { createSupplierReturn, getSupplierReturn, supplierReturnsOfOrder } from './supplier-returns';

const tags = ['purchase-orders'];

export const supplierReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = app.requirePermission('viewPurchaseOrderDetail');
  app.get(
    '/purchase-orders/:id/supplier-returns',
    { preHandler: detail, schema: { tags, params: idParams, response: { 200: dataResponse(ofOrderSchema) } } },
    async (request) => {
      const found = await request.withTenant((tx) =>
        supplierReturnsOfOrder(tx, request.auth.tenantId, request.params.id),
      );
      if (!found) throw notFound();
      return { data: found };
    },
  );
  app.post(
    '/purchase-orders/:id/supplier-returns',
    {
      preHandler: detail,
      schema: { tags, params: idParams, body: supplierReturnInput, response: { 201: dataResponse(supplierReturn) } },
    },
    async (request, reply) => {
      const { tenantId, userId } = request.auth;
      const orderId = request.params.id;
      const created = await request.withTenant(async (tx) => {
        const id = await createSupplierReturn(tx, tenantId, userId, orderId, request.body);
        return getSupplierReturn(tx, tenantId, orderId, id);
      });
      return reply.status(201).send({ data: created! });
    },
  );
};
