/**
 * /api/v1/vendors: an admin page (viewVendorList to read, viewVendorForm to write, SPEC §6). The
 * vendor's money book (its vouchers, its owing orders, paying its debt, cancelling a voucher) is
 * purchasing's business: viewVendorList and viewPurchaseOrderDetail both.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelReasonInput, idParams } from '../../../src/domain/catalog/fields';
import { vendor, vendorInput, vendorListQuery } from '../../../src/domain/catalog/parties';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { notFound } from '../../plugins/errors';
import {
  owingOrder,
  vendorPayment,
  vendorPaymentInput,
  vendorPaymentResult,
  vendorPaymentsQuery,
} from '../../../src/domain/stock/vendor-payments';
import type { Tx } from '../../db/connection';
import { cancelVendorPayment } from './payment-cancel';
import { owingOrders, listVendorPayments, payVendor } from './payments';
import { getVendor, listVendors } from './repository';
import { archiveVendor, createVendor, updateVendor, vendorClash } from './service';

const tags = ['vendors'];

export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewVendorList');
  const write = app.requirePermission('viewVendorForm');
  const money = [read, app.requirePermission('viewPurchaseOrderDetail')];
  const vendorExists = async (tx: Tx, tenantId: string, id: string) => Boolean(await getVendor(tx, tenantId, id));

  app.get(
    '/vendors/:id/payments',
    {
      preHandler: money,
      schema: {
        tags,
        params: idParams,
        querystring: vendorPaymentsQuery,
        response: { 200: listResponse(vendorPayment) },
      },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        const { tenantId } = request.auth;
        if (!(await vendorExists(tx, tenantId, request.params.id))) throw notFound();
        return listVendorPayments(tx, tenantId, request.params.id, request.query);
      }),
  );

  app.get(
    '/vendors/:id/owing-orders',
    {
      preHandler: money,
      schema: { tags, params: idParams, response: { 200: dataResponse(z.array(owingOrder)) } },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        const { tenantId } = request.auth;
        if (!(await vendorExists(tx, tenantId, request.params.id))) throw notFound();
        const orders = await owingOrders(tx, tenantId, request.params.id);
        return { data: orders.map(({ id, code, debt }) => ({ id, code, debt })) };
      }),
  );

  app.post(
    '/vendors/:id/payments',
    {
      preHandler: money,
      schema: {
        tags,
        params: idParams,
        body: vendorPaymentInput,
        response: { 200: dataResponse(vendorPaymentResult) },
      },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        const { tenantId, userId } = request.auth;
        const exists = await vendorExists(tx, tenantId, request.params.id);
        return { data: await payVendor(tx, tenantId, userId, request.params.id, request.body, exists) };
      }),
  );

  app.post(
    '/vendor-payments/:id/cancel',
    {
      preHandler: money,
      schema: {
        tags,
        params: idParams,
        body: cancelReasonInput,
        response: { 200: dataResponse(vendorPayment) },
      },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        const { tenantId, userId } = request.auth;
        return { data: await cancelVendorPayment(tx, tenantId, userId, request.params.id, request.body.reason) };
      }),
  );

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
