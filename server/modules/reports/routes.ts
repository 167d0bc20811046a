/**
 * /api/v1/reports/dashboard (SPEC §2: every signed-in user opens the dashboard): the period's
 * sales figures and the stock counts; stock value only for holders of viewReportInventoryValuation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse } from '../../../src/domain/list-query';
import { hasPermission } from '../../../src/domain/permissions';
import {
  dashboardQuery,
  dashboardReport,
  periodRange,
  type DashboardReport,
} from '../../../src/domain/reports/dashboard';
import { todayInShop } from '../../../src/domain/shop-clock';
import { salesFigures, stockFigures } from './dashboard-repository';

const tags = ['reports'];

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/dashboard',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: dashboardQuery, response: { 200: dataResponse(dashboardReport) } },
    },
    async (request) => {
      const today = todayInShop();
      const range = periodRange(request.query.period, request.query.date ?? today);
      const { tenantId, roles } = request.auth;
      const report = await request.withTenant(async (tx): Promise<DashboardReport> => {
        const valued = hasPermission(roles, 'viewReportInventoryValuation');
        const sales = await salesFigures(tx, tenantId, range);
        const { stock_value, ...stock } = await stockFigures(tx, tenantId, today, { valued });
        return { ...sales, ...stock, ...(valued ? { stock_value } : {}) };
      });
      return { data: report };
    },
  );
};
