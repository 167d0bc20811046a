/**
 * /api/v1/quality-controls (KS). SPEC §6 names no permission: inspections lead to scraps, so they
 * use the scrap permissions (viewScrapList to read, viewScrapForm to write; docs/decisions.md).
 * GET /quality-controls/export?from=&to= is the quality control book (GPP) of those days as .xlsx.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/domain/catalog/fields';
import { dataResponse } from '../../../src/domain/list-query';
import {
  qualityControl,
  qualityControlInput,
  qualityControlListQuery,
  qualityControlSummary,
} from '../../../src/domain/stock/quality-controls';
import { scrap } from '../../../src/domain/stock/scraps';
import { documentRoutes } from '../../lib/document-routes';
import { getScrap } from '../scraps/repository';
import { qualityControlBook } from './book';
import {
  createQualityControl,
  getQualityControl,
  listQualityControls,
  moveQualityControl,
  raiseScrap,
  updateQualityControl,
} from './service';

export const qualityControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePermission('viewScrapList');
  const write = app.requirePermission('viewScrapForm');
  const routes = documentRoutes(app, '/quality-controls', qualityControl, getQualityControl);
  routes.list(read, qualityControlListQuery, qualityControlSummary, listQualityControls);
  routes.book(read, qualityControlBook);
  routes.getOne(read);
  routes.create(write, qualityControlInput, createQualityControl);
  routes.update(write, qualityControlInput, updateQualityControl);
  routes.action('done', write, (tx, auth, id) => moveQualityControl(tx, auth.tenantId, id, 'done'));
  routes.action('cancel', write, (tx, auth, id) => moveQualityControl(tx, auth.tenantId, id, 'cancelled'));
  app.post(
    '/quality-controls/:id/scrap-draft',
    { preHandler: write, schema: { tags: routes.tags, params: idParams, response: { 201: dataResponse(scrap) } } },
    async (request, reply) => {
      const { tenantId, userId } = request.auth;
      const data = await request.withTenant(
        async (tx) => (await getScrap(tx, tenantId, await raiseScrap(tx, tenantId, userId, request.params.id)))!,
      );
      return reply.status(201).send({ data });
    },
  );
};
