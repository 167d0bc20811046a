/**
 * /api/v1/scraps (XH): viewScrapList to read, viewScrapForm to write (SPEC §6); the scrapping
 * book (GPP) of a period as .xlsx at /scraps/export?from=&to=.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse } from '../../../src/domain/list-query';
import { scrap, scrapInput, scrapListQuery, scrapSummary } from '../../../src/domain/stock/scraps';
import { documentRoutes } from '../../lib/document-routes';
import { scrapBook } from './book';
import { getScrap, listScraps } from './repository';
import { cancelScrap, createScrap, draftExpired, finishScrap, updateScrap } from './service';

export const scrapRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewScrapList');
  const write = app.requirePermission('viewScrapForm');
  const routes = documentRoutes(app, '/scraps', scrap, getScrap);

  routes.list(read, scrapListQuery, scrapSummary, listScraps);
  routes.book(read, scrapBook);
  routes.getOne(read);
  routes.create(write, scrapInput, createScrap);
  app.post(
    '/scraps/draft-expired',
    {
      preHandler: write,
      schema: { tags: routes.tags, response: { 200: dataResponse(scrap), 201: dataResponse(scrap) } },
    },
    async (request, reply) => {
      const { tenantId, userId } = request.auth;
      // 201 with a new draft; 200 with the open draft that already holds every expired lot.
      const { body, created } = await request.withTenant(async (tx) => {
        const drafted = await draftExpired(tx, tenantId, userId);
        return { body: await routes.reread(tx, tenantId, drafted.id), created: drafted.created };
      });
      return reply.status(created ? 201 : 200).send(body);
    },
  );
  routes.update(write, scrapInput, updateScrap);
  routes.action('done', write, (tx, auth, id) => finishScrap(tx, auth.tenantId, auth.userId, id));
  routes.action('cancel', write, (tx, auth, id) => cancelScrap(tx, auth.tenantId, id));
};
