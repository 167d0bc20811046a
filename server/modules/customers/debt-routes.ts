/**
 * /api/v1/customers/{id}/debt-history and /customers/{id}/payments: a customer's debt over time,
 * and collecting it. Both roles read the history (viewCustomerList) and collect (viewCustomerDetail):
 * a cashier takes the money at the counter. Cancelling a collection is the manager's (viewSetting as
 * well): a cashier who could cancel the cash they took could take it twice.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerPaymentInput,
  customerPaymentResult,
  debtHistoryEntry,
  debtHistoryQuery,
} from '../../../src/domain/catalog/customer-debt';
import { cancelReasonInput, idParams } from '../../../src/domain/catalog/fields';
import { z } from 'zod';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { notFound } from '../../plugins/errors';
import { debtHistory } from './debt-history';
import { cancelCustomerPayment, collectDebt } from './payments';
import { getCustomer } from './repository';

const tags = ['customers'];

export const customerDebtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/debt-history',
    {
      preHandler: app.requirePermission('viewCustomerList'),
      schema: {
        tags,
        params: idParams,
        querystring: debtHistoryQuery,
        response: { 200: listResponse(debtHistoryEntry) },
      },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        const { tenantId } = request.auth;
        if (!(await getCustomer(tx, tenantId, request.params.id))) throw notFound();
        return debtHistory(tx, tenantId, request.params.id, request.query);
      }),
  );

  app.post(
    '/customers/:id/payments',
    {
      preHandler: app.requirePermission('viewCustomerDetail'),
      schema: {
        tags,
        params: idParams,
        body: customerPaymentInput,
        response: { 201: dataResponse(customerPaymentResult) },
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = request.auth;
      const result = await request.withTenant((tx) =>
        collectDebt(tx, tenantId, userId, request.params.id, request.body),
      );
      return reply.status(201).send({ data: result });
    },
  );

  app.post(
    '/customers/:id/payments/:paymentId/cancel',
    {
      preHandler: [app.requirePermission('viewCustomerDetail'), app.requirePermission('viewSetting')],
      schema: {
        tags,
        params: idParams.extend({ paymentId: z.uuid() }),
        body: cancelReasonInput,
        response: { 200: dataResponse(customerPaymentResult) },
      },
    },
    async (request) =>
      request.withTenant(async (tx) => {
        const { tenantId, userId } = request.auth;
        const { id, paymentId } = request.params;
        return { data: await cancelCustomerPayment(tx, tenantId, userId, id, paymentId, request.body.reason) };
      }),
  );
};
