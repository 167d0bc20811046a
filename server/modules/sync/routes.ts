/**
 * Sync endpoints (DESIGN.md §5): GET /sync/pull pages changed rows since a cursor; POST
 * /sync/push applies a device's mutations exactly once each, with the mutation table it is given
 * (the till's, handlers.ts, unless a test brings its own); POST /sync/devices gives a device its
 * segment of the shop's order codes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bootstrapPartQuerySchema,
  bootstrapPlanSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  type PullResponse,
} from '../../../src/sync/protocol';
import { bootstrapPartBody, bootstrapPlan } from './bootstrap';
import { pullPageBody, readChanges } from './pull';
import type { MutationTable } from './mutations';
import { applyMutations } from './push';
import { deviceSegment } from './devices';
import { badRequest } from '../../plugins/errors';

export const syncRoutes: FastifyPluginAsyncZod<{ mutations: MutationTable }> = async (app, { mutations }) => {
  app.get(
    '/sync/pull',
    {
      preHandler: app.requirePermission('viewPOS'),
      schema: {
        tags: ['sync'],
        summary: 'Lấy các bản ghi đã thay đổi kể từ con trỏ',
        querystring: pullQuerySchema.extend({ count: z.enum(['true', 'false']).optional() }),
        response: { 200: pullResponseSchema },
      },
    },
    async (request, reply) => {
      const { cursor, limit, count, products_after: productsAfter } = request.query;
      const page = await request.withTenant((tx) =>
        readChanges(tx, request.auth.tenantId, cursor, limit, count === 'true', productsAfter),
      );
      // Already JSON (pullResponseSchema's shape, built in SQL): a string is sent as it is.
      return reply.type('application/json; charset=utf-8').send(pullPageBody(page) as unknown as PullResponse);
    },
  );

  app.get(
    '/sync/bootstrap',
    {
      preHandler: app.requirePermission('viewPOS'),
      schema: {
        tags: ['sync'],
        summary: 'Kế hoạch tải danh mục lần đầu theo khối',
        response: { 200: z.object({ data: bootstrapPlanSchema }) },
      },
    },
    async (request) => ({ data: await request.withTenant((tx) => bootstrapPlan(tx, request.auth.tenantId)) }),
  );

  app.get(
    '/sync/bootstrap/:part',
    {
      preHandler: app.requirePermission('viewPOS'),
      schema: {
        tags: ['sync'],
        summary: 'Một phần của danh mục tải lần đầu: các khối sản phẩm',
        params: z.object({ part: z.coerce.number().int().nonnegative() }),
        querystring: bootstrapPartQuerySchema,
      },
    },
    async (request, reply) => {
      const { part } = request.params;
      const { parts } = request.query;
      if (part >= parts) throw badRequest({ part: ['Phần phải nhỏ hơn số phần của kế hoạch tải.'] });
      const body = await request.withTenant((tx) => bootstrapPartBody(tx, request.auth.tenantId, part, parts));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/sync/devices',
    {
      preHandler: app.requirePermission('viewPOS'),
      schema: {
        tags: ['sync'],
        summary: 'Đăng ký thiết bị bán hàng và nhận phân đoạn mã hóa đơn',
        body: z.object({ device_id: pushRequestSchema.shape.device_id }),
        response: { 200: z.object({ data: z.object({ segment: z.number().int().positive() }) }) },
      },
    },
    async (request) => {
      const { tenantId, userId } = request.auth;
      const segment = await request.withTenant((tx) => deviceSegment(tx, tenantId, request.body.device_id, userId));
      return { data: { segment } };
    },
  );

  app.post(
    '/sync/push',
    {
      preHandler: app.requirePermission('viewPOS'),
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['sync'],
        summary: 'Gửi các thao tác ngoại tuyến lên máy chủ',
        body: pushRequestSchema,
        response: { 200: pushResponseSchema },
      },
    },
    async (request) => {
      const results = await applyMutations(
        app.db,
        mutations,
        request.auth,
        request.body.device_id,
        request.body.mutations,
        { jobs: app.jobs, secretBox: app.secretBox },
        request.log,
      );
      return { data: { results } };
    },
  );
};
