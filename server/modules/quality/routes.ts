/**
 * /api/v1/quality-controls (KS). SPEC §6 names no permission: inspections lead to scraps, so they
 * use the scrap permissions (viewScrapList to read, viewScrapForm to write; docs/decisions.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse, listResponse } from '../../../src/domain/list-query';
import { qualityControl, qualityControlInput, qualityControlListQuery, qualityControlSummary } from '../../../src/domain/stock/quality-controls';
import { scrap } from '../../../src/domain/stock/scraps';
import type { Tx } from '../../db/connection';
import { notFound } from '../../plugins/errors';
import { getScrap } from '../scraps/repository';
import { createQualityControl, getQualityControl, listQualityControls, moveQualityControl, raiseScrap, updateQualityControl } from './service';

const tags = ['quality-controls'];
const one = { 200: dataResponse(qualityControl) };

async function reread(tx: Tx, tenantId: string, id: string) {
  const found = await getQualityControl(tx, tenantId, id);
  if (!found) throw notFound();
  return { data: found };
}

export const qualityControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewScrapList');
  const write = app.requirePermission('viewScrapForm');
  app.get('/quality-controls', { preHandler: read, schema: { tags, querystring: qualityControlListQuery, response: { 200: listResponse(qualityControlSummary) } } }, async (request) =>
    request.withTenant((tx) => listQualityControls(tx, request.auth.tenantId, request.query)),
  );
  app.get('/quality-controls/:id', { preHandler: read, schema: { tags, params: idParams, response: one } }, async (request) => request.withTenant((tx) => reread(tx, request.auth.tenantId, request.params.id)));
  app.post('/quality-controls', { preHandler: write, schema: { tags, body: qualityControlInput, response: { 201: dataResponse(qualityControl) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    return reply.status(201).send(await request.withTenant(async (tx) => reread(tx, tenantId, await createQualityControl(tx, tenantId, userId, request.body))));
  });
  app.put('/quality-controls/:id', { preHandler: write, schema: { tags, params: idParams, body: qualityControlInput, response: one } }, async (request) =>
    request.withTenant(async (tx) => {
      await updateQualityControl(tx, request.auth.tenantId, request.params.id, request.body);
      return reread(tx, request.auth.tenantId, request.params.id);
    }),
  );
  for (const to of ['done', 'cancelled'] as const) {
    app.post(`/quality-controls/:id/${to === 'done' ? 'done' : 'cancel'}`, { preHandler: write, schema: { tags, params: idParams, response: one } }, async (request) =>
      request.withTenant(async (tx) => {
        await moveQualityControl(tx, request.auth.tenantId, request.params.id, to);
        return reread(tx, request.auth.tenantId, request.params.id);
      }),
    );
  }
  app.post('/quality-controls/:id/scrap-draft', { preHandler: write, schema: { tags, params: idParams, response: { 201: dataResponse(scrap) } } }, async (request, reply) => {
    const { tenantId, userId } = request.auth;
    const data = await request.withTenant(async (tx) => (await getScrap(tx, tenantId, await raiseScrap(tx, tenantId, userId, request.params.id)))!);
    return reply.status(201).send({ data });
  });
};
