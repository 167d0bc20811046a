/** GET|PUT /me and POST /me/password: the signed-in user's own account (any role). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, profileSchema } from '../../../src/domain/account-schemas';
import { meSchema, messageSchema, userSchema } from '../../../src/domain/account-responses';
import { authMessages } from '../../../src/i18n/auth';
import * as service from './service';

const tags = ['me'];

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Người dùng hiện tại', response: { 200: z.object({ data: meSchema }) } },
    },
    async (request) => ({ data: await request.withTenant((tx) => service.readMe(tx, request.auth.userId)) }),
  );

  app.put(
    '/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Cập nhật hồ sơ',
        body: profileSchema,
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request) => ({
      data: await request.withTenant((tx) => service.updateProfile(tx, request.auth.userId, request.body)),
    }),
  );

  app.post(
    '/me/password',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Đổi mật khẩu', body: changePasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await request.withTenant((tx) =>
        service.changePassword(tx, request.auth.userId, request.auth.sessionId, request.body),
      );
      return { message: authMessages.success.passwordChanged };
    },
  );
};
