/**
 * /api/v1/sync-problems: what tills pushed that a manager must look at (flagged orders, refused
 * mutations, sequence holes), its open count for the dashboard, and resolving one. Admins only
 * (the till settings permission: these are problems of the shop's devices).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { syncProblem, syncProblemListQuery, syncProblemResolveInput } from '../../../src/domain/sync-problems';
import { countOpenSyncProblems, listSyncProblems, resolveSyncProblem } from './problems';

const tags = ['sync'];

export const syncProblemRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requirePermission('viewPOSSettingList');

  app.get(
    '/sync-problems',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Danh sách sự cố đồng bộ',
        querystring: syncProblemListQuery,
        response: { 200: listResponse(syncProblem) },
      },
    },
    async (request) => request.withTenant((tx) => listSyncProblems(tx, request.auth.tenantId, request.query)),
  );

  app.get(
    '/sync-problems/count',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Số sự cố đồng bộ chưa xử lý',
        response: { 200: dataResponse(z.object({ open: z.number().int() })) },
      },
    },
    async (request) => ({
      data: { open: await request.withTenant((tx) => countOpenSyncProblems(tx, request.auth.tenantId)) },
    }),
  );

  app.post(
    '/sync-problems/resolve',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Ghi nhận cách xử lý một sự cố đồng bộ',
        body: syncProblemResolveInput,
        response: { 200: dataResponse(z.object({ resolved: z.literal(true) })) },
      },
    },
    async (request) => {
      const { tenantId, userId } = request.auth;
      await request.withTenant((tx) => resolveSyncProblem(tx, tenantId, userId, request.body, app.jobs));
      return { data: { resolved: true as const } };
    },
  );
};
