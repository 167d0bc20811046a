/**
 * /api/v1/reports/dashboard (SPEC §2: every signed-in user opens the dashboard): the period's
 * sales figures and the stock counts; stock value only for holders of viewReportInventoryValuation.
 * /api/v1/reports/getting-started: a new shop's first steps, for those who set the shop up
 * (viewSetting).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse } from '../../../src/domain/list-query';
import { GETTING_STARTED_STEPS } from '../../../src/domain/getting-started';
import { hasPermission } from '../../../src/domain/permissions';
import {
  dashboardQuery,
  dashboardReport,
  periodRange,
  type DashboardReport,
} from '../../../src/domain/reports/dashboard';
import { todayInShop } from '../../../src/domain/shop-clock';
import { z } from 'zod';
import { salesFigures, stockFigures } from './dashboard-repository';
import { gettingStarted } from './getting-started';

const tags = ['reports'];

const gettingStartedResponse = z.object(
  Object.fromEntries(GETTING_STARTED_STEPS.map((step) => [step, z.boolean()])) as Record<
    (typeof GETTING_STARTED_STEPS)[number],
    z.ZodBoolean
  >,
);

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

  app.get(
    '/reports/getting-started',
    {
      preHandler: app.requirePermission('viewSetting'),
      schema: { tags, response: { 200: dataResponse(gettingStartedResponse) } },
    },
    async (request) => ({
      data: await request.withTenant((tx) => gettingStarted(tx, request.auth.tenantId)),
    }),
  );
};
