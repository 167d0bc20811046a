/**
 * The shop: POST /tenants/register (public sign-up), GET /tenants (any signed-in user),
 * PUT /tenants/setup and GET|PUT /settings/store (admin, viewSetting).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setupStoreSchema, signupSchema, storeSettingsSchema } from '../../../src/domain/account-schemas';
import { storeSchema, tenantSchema } from '../../../src/domain/account-responses';
import { authMessages } from '../../../src/i18n/auth';
import { accountContext } from '../auth/routes';
import * as service from './service';

const tags = ['tenants'];
const tenantResponse = z.object({ data: tenantSchema });
const storeResponse = z.object({ data: storeSchema });

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tenants/register',
    {
      schema: {
        tags,
        summary: 'Đăng ký cửa hàng mới (dùng thử 14 ngày)',
        body: signupSchema,
        response: { 201: z.object({ data: z.object({ email: z.string(), message: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const { email } = await service.register(accountContext(app, request), request.body);
      return reply.status(201).send({ data: { email, message: authMessages.success.registered } });
    },
  );

  app.get(
    '/tenants',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Cửa hàng hiện tại, kèm gói dịch vụ', response: { 200: tenantResponse } },
    },
    async (request) => ({ data: await request.withTenant((tx) => service.readTenant(tx, request.auth.tenantId)) }),
  );

  app.put(
    '/tenants/setup',
    {
      preValidation: app.requirePermission('viewSetting'),
      schema: {
        tags,
        summary: 'Thiết lập cửa hàng lần đầu',
        body: setupStoreSchema,
        response: { 200: tenantResponse },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) => service.setupStore(tx, request.auth.tenantId, request.body)),
    }),
  );

  app.get(
    '/settings/store',
    {
      preValidation: app.requirePermission('viewSetting'),
      schema: { tags, summary: 'Thông tin cửa hàng', response: { 200: storeResponse } },
    },
    async (request) => ({ data: await request.withTenant((tx) => service.getStore(tx)) }),
  );

  app.put(
    '/settings/store',
    {
      preValidation: app.requirePermission('viewSetting'),
      schema: {
        tags,
        summary: 'Cập nhật thông tin cửa hàng',
        body: storeSettingsSchema,
        response: { 200: storeResponse },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) => service.updateStoreSettings(tx, request.auth.tenantId, request.body)),
    }),
  );
};
