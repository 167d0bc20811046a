/**
 * GET /api/v1/reports/inventory-valuations?date=YYYY-MM-DD and its .xlsx at
 * /reports/inventory-valuations/export?date=… (viewReportInventoryValuation, SPEC §6).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse } from '../../../src/domain/list-query';
import { valuationQuery, valuationReport } from '../../../src/domain/stock/valuation';
import { inventoryValuation, valuationWorkbook } from './valuation';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['reports'];

export const stockReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewReportInventoryValuation');
  app.get('/reports/inventory-valuations', { preHandler: read, schema: { tags, querystring: valuationQuery, response: { 200: dataResponse(valuationReport) } } }, async (request) => ({
    data: await request.withTenant((tx) => inventoryValuation(tx, request.auth.tenantId, request.query.date)),
  }));
  app.get('/reports/inventory-valuations/export', { preHandler: read, schema: { tags, querystring: valuationQuery } }, async (request, reply) => {
    const report = await request.withTenant((tx) => inventoryValuation(tx, request.auth.tenantId, request.query.date));
    return reply.type(XLSX).header('Content-Disposition', `attachment; filename="gia-tri-ton-kho-${request.query.date}.xlsx"`).send(await valuationWorkbook(report));
  });
};
