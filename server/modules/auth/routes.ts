/**
 * Public account endpoints: POST /login, /confirm, /token/refresh, /logout, /forgot-password,
 * /reset-password (issue 3, SPEC.md §7). Bodies are validated by the shared schemas of
 * src/domain/account-schemas.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from '../../../src/domain/account-schemas';
import { messageSchema, sessionSchema } from '../../../src/domain/account-responses';
import { authMessages } from '../../../src/i18n/auth';
import { verifyAccessToken } from '../../plugins/auth';
import { tokenNotValid } from '../../plugins/errors';
import * as service from './service';
import { clientInfo, revokeByRefreshToken, rotateRefreshToken } from './sessions';
import { RateLimitedError } from './throttle';
import { withTenant } from '../../db/tenancy';
import { revokeSession } from './repository';

const tags = ['auth'];
const sessionResponse = z.object({ data: sessionSchema });
const refreshBody = z.object({ refresh_token: z.string().min(1).max(512) });

/** Adds Retry-After to a 429 on its way to the error handler. */
function withRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  };
}

export function accountContext(app: FastifyInstance, request: FastifyRequest): service.AccountContext {
  return {
    db: app.db,
    jwtSecret: app.config.jwtSecret,
    appUrl: app.config.appUrl,
    mailer: app.mailer,
    log: request.log,
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { tags, summary: 'Đăng nhập', body: loginSchema, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const data = await service
        .login(accountContext(app, request), request.body.email, request.body.password, clientInfo(request))
        .catch(withRetryAfter(reply));
      return { data };
    },
  );

  app.post(
    '/confirm',
    { schema: { tags, summary: 'Kích hoạt tài khoản', body: confirmSchema, response: { 200: sessionResponse } } },
    async (request) => ({
      data: await service.confirm(
        accountContext(app, request),
        request.body.uid,
        request.body.token,
        clientInfo(request),
      ),
    }),
  );

  app.post(
    '/token/refresh',
    { schema: { tags, summary: 'Làm mới phiên đăng nhập', body: refreshBody, response: { 200: sessionResponse } } },
    async (request) => ({ data: await rotateRefreshToken(app.db, app.config.jwtSecret, request.body.refresh_token) }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Đăng xuất (bằng access token, hoặc refresh token khi access token đã hết hạn)',
        body: refreshBody.partial().nullish(),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const auth = header ? await verifyAccessToken(app.config.jwtSecret, header) : null;
      let revoked = false;
      if (auth) {
        await withTenant(app.db, auth.tenantId, (tx) => revokeSession(tx, auth.sessionId, 'logout'));
        revoked = true;
      }
      const refresh = request.body?.refresh_token;
      if (refresh) revoked = (await revokeByRefreshToken(app.db, refresh)) || revoked;
      if (!revoked) throw tokenNotValid();
      return { message: authMessages.success.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Quên mật khẩu',
        body: forgotPasswordSchema,
        response: { 200: z.object({ data: messageSchema }) },
      },
    },
    async (request, reply) => {
      await service
        .forgotPassword(accountContext(app, request), request.body.email, request.ip ?? null)
        .catch(withRetryAfter(reply));
      return { data: { message: authMessages.success.forgotSent } };
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, summary: 'Đặt lại mật khẩu', body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { uid, token, password } = request.body;
      await service.resetPassword(accountContext(app, request), uid, token, password);
      return { message: authMessages.success.passwordReset };
    },
  );
};
