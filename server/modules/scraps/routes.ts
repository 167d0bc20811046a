/** /api/v1/scraps (XH): viewScrapList to read, viewScrapForm to write (SPEC §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { scrap, scrapInput, scrapListQuery, scrapSummary } from '../../../src/domain/stock/scraps';
import type { Tx } from '../../db/connection';
import { notFound } from '../../plugins/errors';
import { getScrap, listScraps } from './repository';
import { cancelScrap, createScrap, draftExpired, finishScrap, updateScrap } from './service';

const tags = ['scraps'];
const one = { 200: dataResponse(scrap) };

async function reread(tx: Tx, tenantId: string, id: string) {
  const found = await getScrap(tx, tenantId, id);
  if (!found) throw notFound();
  return { data: found };
}

export const scrapRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewScrapList');
  const write = app.requirePermission('viewScrapForm');

  app.get('/scraps', { preHandler: read, schema: { tags, querystring: scrapListQuery, response: { 200: listResponse(scrapSummary) } } }, async (request) =>
    request.withTenant((tx) => listScraps(tx, request.auth.tenantId, request.query)),
  );
  app.get('/scraps/:id', { preHandler: read, schema: { tags, params: idParams, response: one } }, async (request) => request.withTenant((tx) => reread(tx, request.auth.tenantId, request.params.id)));

  app.post('/scraps', { preHandler: write, schema: { tags, body: scrapInput, response: { 201: dataResponse(scrap) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    return reply.status(201).send(await request.withTenant(async (tx) => reread(tx, tenantId, await createScrap(tx, tenantId, userId, request.body))));
  });
  app.post('/scraps/draft-expired', { preHandler: write, schema: { tags, response: { 201: dataResponse(scrap) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    return reply.status(201).send(await request.withTenant(async (tx) => reread(tx, tenantId, await draftExpired(tx, tenantId, userId))));
  });
  app.put('/scraps/:id', { preHandler: write, schema: { tags, params: idParams, body: scrapInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await updateScrap(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  app.post('/scraps/:id/done', { preHandler: write, schema: { tags, params: idParams, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await finishScrap(tx, request.auth.tenantId, request.auth.userId, request.params.id);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  app.post('/scraps/:id/cancel', { preHandler: write, schema: { tags, params: idParams, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await cancelScrap(tx, request.auth.tenantId, request.params.id);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
};
