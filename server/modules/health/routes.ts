/** GET /api/v1/health: is the API up, and can it reach its database. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-unavailable';

const healthSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['ok', 'error']),
    version: z.string(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'Tình trạng hệ thống', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      let db: 'ok' | 'error' = 'ok';
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        db = 'error';
      }
      const data = { status: db === 'ok' ? ('ok' as const) : ('degraded' as const), db, version: app.config.version };
      if (db === 'error') reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(db === 'ok' ? 200 : 503).send({ data });
    },
  );
};
