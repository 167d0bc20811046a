/**
 * GET /api/v1/reports/inventory-valuations?date=YYYY-MM-DD&page=&page_size=&search=&sort= (the
 * report with one page of product rows and meta; categories and totals of the whole result) and
 * its .xlsx of every row at /reports/inventory-valuations/export?date=…&search=…
 * (viewReportInventoryValuation, SPEC §6); the patient
 * tracking book at /reports/patient-tracking?from=&to= (+ /export), read with viewPOSOrderDetail
 * (no SPEC permission: the counter staff keep this book and already see these prescriptions).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../../../src/domain/list-query';
import { valuationExportQuery, valuationQuery, valuationResponse } from '../../../src/domain/stock/valuation';
import { patientTrackingQuery, patientTrackingRow } from '../../../src/domain/stock/patient-tracking';
import { patientTracking, patientTrackingWorkbook } from './patient-tracking';
import { inventoryValuation, valuationPage, valuationWorkbook } from './valuation';
import { XLSX } from '../../lib/gpp-books';

const tags = ['reports'];

export const stockReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewReportInventoryValuation');
  app.get(
    '/reports/inventory-valuations',
    { preHandler: read, schema: { tags, querystring: valuationQuery, response: { 200: valuationResponse } } },
    async (request) => {
      const { date, search, sort } = request.query;
      return valuationPage(
        await request.withTenant((tx) => inventoryValuation(tx, request.auth.tenantId, date, { search, sort })),
        request.query,
      );
    },
  );
  app.get(
    '/reports/inventory-valuations/export',
    { preHandler: read, schema: { tags, querystring: valuationExportQuery } },
    async (request, reply) => {
      const report = await request.withTenant((tx) =>
        inventoryValuation(tx, request.auth.tenantId, request.query.date, { search: request.query.search }),
      );
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="gia-tri-ton-kho-${request.query.date}.xlsx"`)
        .send(await valuationWorkbook(report));
    },
  );
  const staff = app.requirePermission('viewPOSOrderDetail');
  app.get(
    '/reports/patient-tracking',
    {
      preHandler: staff,
      schema: { tags, querystring: patientTrackingQuery, response: { 200: dataResponse(z.array(patientTrackingRow)) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) =>
        patientTracking(tx, request.auth.tenantId, request.query.from, request.query.to),
      ),
    }),
  );
  app.get(
    '/reports/patient-tracking/export',
    { preHandler: staff, schema: { tags, querystring: patientTrackingQuery } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await request.withTenant((tx) => patientTracking(tx, request.auth.tenantId, from, to));
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="so-theo-doi-benh-nhan-${from}-${to}.xlsx"`)
        .send(await patientTrackingWorkbook(rows, from, to));
    },
  );
};
